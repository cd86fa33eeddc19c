import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/**
 * All SQL of the jobs feature: reads of pg-boss's live job table (`pgboss.job`; decision 183).
 * pg-boss's own queues (`__pgboss__…`, the cron sender) are left out. Completed jobs stay in this
 * table for a day and failed ones for 30 days before pg-boss archives them.
 */

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown): T[] => (result as Rows<T>).rows;

export type StateCountRow = { name: string; state: string; n: number };

/** Number of jobs per name and state. */
export async function countJobsByState(db: DbOrTx): Promise<StateCountRow[]> {
  return rowsOf<StateCountRow>(
    await db.execute(sql`select name, state::text as state, count(*)::int as n from pgboss.job where name not like '\_\_pgboss\_\_%' group by name, state order by name`),
  );
}

export type FailedJobRow = { id: string; name: string; data: unknown; output: unknown; retry_count: number; created_on: string | Date; completed_on: string | Date | null };

/** Failed jobs (of one name, or all), newest failure first, with their total. */
export async function findFailedJobs(db: DbOrTx, opts: { name?: string | undefined; limit: number; offset: number }): Promise<{ rows: FailedJobRow[]; total: number }> {
  const byName = opts.name ? sql`and name = ${opts.name}` : sql``;
  const rows = rowsOf<FailedJobRow>(
    await db.execute(sql`
      select id::text as id, name, data, output, retry_count, created_on, completed_on
      from pgboss.job
      where state = 'failed' and name not like '\_\_pgboss\_\_%' ${byName}
      order by completed_on desc nulls last, id
      limit ${opts.limit} offset ${opts.offset}`),
  );
  const [count] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from pgboss.job where state = 'failed' and name not like '\_\_pgboss\_\_%' ${byName}`));
  return { rows, total: count?.n ?? 0 };
}

export type JobRef = { id: string; name: string; state: string; data: unknown; retry_count: number };

/** One job by id, locked for the caller's transaction; undefined when unknown (or archived). */
export async function lockJob(tx: DbOrTx, id: string): Promise<JobRef | undefined> {
  return rowsOf<JobRef>(await tx.execute(sql`select id::text as id, name, state::text as state, data, retry_count from pgboss.job where id = ${id}::uuid and name not like '\_\_pgboss\_\_%' for update`))[0];
}
