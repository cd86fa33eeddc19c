import type { FastifyInstance } from 'fastify';

/**
 * A background job of the server process: runs `run()` every `seconds` from the moment the app
 * is ready until it closes (0 = off). One timer per process; the job itself must be safe when
 * several processes run it (conditional UPDATEs, leases). A failure is logged and the next tick
 * tries again. Used by the order-expiry sweep and the mail-outbox retry.
 */
export function registerIntervalJob(app: FastifyInstance, job: { name: string; seconds: number; run: () => Promise<unknown> }): void {
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    if (job.seconds <= 0) return;
    timer = setInterval(() => {
      job.run().catch((err: unknown) => app.log.error({ err }, `${job.name} failed`));
    }, job.seconds * 1000);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
