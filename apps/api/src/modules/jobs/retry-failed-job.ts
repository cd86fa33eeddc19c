import type PgBoss from 'pg-boss';
import { JOBS_TEXT } from '@kelas/contracts/jobs';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { drizzleBossDb } from '../../platform/jobs/boss-db.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { lockJob } from './queries.ts';

/**
 * Puts a failed job (a dead letter) back in the queue for one more try
 * (decision 183): pg-boss's `retry` (state `retry`, one more try allowed) and the audit row
 * `job.retry` in one transaction. 404 'Tugas tidak ditemukan.' for an unknown or archived id;
 * 409 when the job is not in the state `failed` (running, waiting, done: nothing to retry).
 */
export async function retryFailedJob(db: Db, boss: PgBoss, opts: { id: string; actorId: number; ip: string }): Promise<{ id: string; name: string }> {
  return db.transaction(async (tx) => {
    const job = await lockJob(tx, opts.id);
    if (!job) throw notFound(JOBS_TEXT.jobNotFound);
    if (job.state !== 'failed') throw conflict(JOBS_TEXT.notFailed, 'JOB_NOT_FAILED');
    await boss.retry(job.name, job.id, { db: drizzleBossDb(tx) });
    await recordAudit(tx, {
      actorId: opts.actorId,
      action: 'job.retry',
      entityType: 'job',
      entityId: job.id,
      before: { name: job.name, state: 'failed', tries: job.retry_count + 1 },
      after: { name: job.name, state: 'retry' },
      ip: opts.ip,
    });
    return { id: job.id, name: job.name };
  });
}
