import { HealthResponseSchema, ReadyResponseSchema } from '@kelas/contracts/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { latestJournalMigrationMillis } from '../../db/client.ts';
import { checkReadiness } from './check-readiness.ts';

/** Longest /api/ready waits for the database (ms): a load balancer's probe must get an answer. */
const READY_TIMEOUT_MS = 1000;

/**
 * Probes for load balancers and orchestrators (decision 100), mounted under
 * /api, without a session, logged only at warn level (they are called every few seconds).
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const expectedMigrationMillis = latestJournalMigrationMillis();

  /** GET /api/health → 200 `{ ok: true }` while the process answers. Never touches the database (liveness). */
  app.get('/health', { logLevel: 'warn', schema: { tags: ['health'], response: { 200: HealthResponseSchema } } }, async () => ({ ok: true as const }));

  /**
   * GET /api/ready → 200 `{ ok: true, database: 'ok', migrations: 'current' }` when the database
   * answers within 1 s and the server's last migration is applied; else 503 `{ ok: false,
   * message, code: DB_UNAVAILABLE | MIGRATIONS_PENDING, database, migrations }` (readiness).
   */
  app.get(
    '/ready',
    { logLevel: 'warn', schema: { tags: ['health'], response: { 200: ReadyResponseSchema, 503: ReadyResponseSchema } } },
    async (_request, reply) => {
      const ready = await checkReadiness(app.db, { expectedMigrationMillis, timeoutMs: READY_TIMEOUT_MS });
      reply.header('cache-control', 'no-store');
      return reply.status(ready.ok ? 200 : 503).send(ready);
    },
  );
};

export default routes;
