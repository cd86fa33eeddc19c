import { HEALTH_CODES, HEALTH_MESSAGES } from '@kelas/contracts/health';
import type { FastifyInstance } from 'fastify';

/**
 * While the app closes (graceful shutdown, decision 101), a request that still arrives on a
 * kept-alive connection answers 503 `{ message: 'Server sedang dimatikan. …', code:
 * 'SHUTTING_DOWN' }` with `Connection: close` and `Retry-After: 1`, so the client or load balancer
 * tries another process. Replaces Fastify's `return503OnClosing` (English, outside our wire
 * shape), which buildApp turns off. Requests already in flight are not affected.
 */
export function registerShutdownGate(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // Synchronous: it runs on every request (decision 129). Sending here ends the request; no done().
  app.addHook('onRequest', (_request, reply, done) => {
    if (!closing) return done();
    reply
      .status(503)
      .header('connection', 'close')
      .header('retry-after', '1')
      // Not the route's response schema (GET /api/ready declares its own 503 shape).
      .serializer((body: unknown) => JSON.stringify(body))
      .type('application/json; charset=utf-8')
      .send({ message: HEALTH_MESSAGES.shuttingDown, code: HEALTH_CODES.shuttingDown });
  });
}
