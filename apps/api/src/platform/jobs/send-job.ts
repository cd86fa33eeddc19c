import PgBoss from 'pg-boss';
import type { DbOrTx } from '../../db/client.ts';
import { drizzleBossDb, JOBS_SCHEMA } from './boss-db.ts';
import type { JobDefinition, JobPayload } from './define-job.ts';

/**
 * pg-boss's send logic without a connection of its own: every send names the handle to write
 * with, so this instance is never started and needs no app.
 */
const sender = new PgBoss({
  schema: JOBS_SCHEMA,
  db: {
    executeSql: () => Promise.reject(new Error('sendJob: pass a database or transaction handle')),
  },
});

export type SendJobOptions = {
  /** Run no earlier than this many seconds from the database's now. */
  startAfterSeconds?: number;
  /** At most one job with this key is waiting or running per queue (pg-boss singleton). */
  singletonKey?: string;
};

/**
 * Sends a job (decision 180). Pass the transaction that writes what the job is
 * about: the job row is part of it, so it exists exactly when the business write was committed
 * (a rolled-back order sends nothing). With `app.db` it is its own statement.
 * Returns the job id (uuid), or null when a singleton key already has a job waiting.
 * Throws for a payload that does not match the schema (a bug of the caller) and for a job type
 * whose queue was never created (`registerJob` creates it when the app starts).
 * On PGlite never call it with `app.db` from inside an open transaction (see `pgliteBossDb`).
 */
export async function sendJob<D extends JobDefinition>(handle: DbOrTx, job: D, payload: JobPayload<D>, opts: SendJobOptions = {}): Promise<string | null> {
  const data = job.schema.parse(payload) as object;
  const id = await sender.send(job.name, data, {
    db: drizzleBossDb(handle),
    ...(opts.startAfterSeconds ? { startAfter: opts.startAfterSeconds } : {}),
    ...(opts.singletonKey ? { singletonKey: opts.singletonKey } : {}),
  });
  if (!id && !opts.singletonKey) throw new Error(`sendJob: queue "${job.name}" does not exist (is its job registered?)`);
  return id;
}
