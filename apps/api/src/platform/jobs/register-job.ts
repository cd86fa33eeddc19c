import type { FastifyInstance } from 'fastify';
import type { JobDefinition } from './define-job.ts';
import { createJobQueue, type JobHandler, type JobQueue } from './job-queue.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The job queue of this process (platform/jobs; decision 180). */
    jobs: JobQueue;
  }
}

/**
 * Gives the app its job queue: started when the app is ready (after every feature registered its
 * jobs), stopped gracefully when it closes, before the database (platform/shutdown.ts).
 */
export function registerJobQueue(app: FastifyInstance): void {
  const jobs = createJobQueue({
    database: app.database,
    log: app.log,
    workers: app.config.JOB_WORKERS,
    pollSeconds: app.config.JOB_POLL_SECONDS,
  });
  app.decorate('jobs', jobs);
  app.addHook('onReady', async () => jobs.start());
  app.addHook('onClose', async () => jobs.stop(app.config.SHUTDOWN_TIMEOUT_SECONDS * 1000));
}

/**
 * Registers a job type's handler (decision 180), from a feature's routes plugin:
 *
 * ```ts
 * export const expireOrdersJob = defineJob({ name: 'payments.expire-orders', schema: z.object({}), cron: '* * * * *' });
 * registerJob(app, expireOrdersJob, async () => { await expireOrders(app.db, app.now()); });
 * // elsewhere, inside the business transaction: await sendJob(tx, someJob, { orderId });
 * ```
 * The handler gets the parsed payload; it throws to be retried with back-off (a dead letter after
 * `retryLimit`), or throws `StaleJobError` when its data is gone (completed, one log line).
 */
export function registerJob<D extends JobDefinition>(app: FastifyInstance, def: D, handler: JobHandler<D>): void {
  app.jobs.register(def, handler);
}
