import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { z } from 'zod';
import type { Database, Db } from '../../db/client.ts';
import * as schema from '../../db/schema/index.ts';
import { defineJob } from '../../platform/jobs/define-job.ts';
import { dirtyDays, rebuildDays, ROLLUP_REPORTS, shortenStatementTimeout, type RollupReport } from './rollup-queries.ts';

/**
 * The roll-up job (decision 154): once a minute across all servers, rebuilds the report days that
 * writes marked dirty. Until then a report computes those days live, so a late or failed run
 * makes reports slower, never wrong. No payload; retried once, 30 s later.
 */
export const refreshRollupsJob = defineJob({
  name: 'reports.refresh-rollups',
  schema: z.object({}),
  cron: '* * * * *',
  retryLimit: 1,
  retryDelaySeconds: 30,
  retryBackoff: false,
  expireInSeconds: 5 * 60,
});

/**
 * Days rebuilt per transaction. One day of a million-order year is ≈ 1,700 orders: tens of
 * milliseconds, far inside the API's statement timeout (1.5 s) even on a loaded machine, where a
 * week per statement was measured at 0.4–1.1 s and sometimes cancelled.
 */
export const DAYS_PER_BATCH = 1;

/**
 * Rebuilds dirty days of `report`, oldest first, at most DAYS_PER_BATCH, in one REPEATABLE READ
 * transaction: the marks and the data are read in one snapshot and only the marks read are
 * removed, so a write that commits meanwhile leaves its own mark for the next run. Returns how
 * many days were rebuilt (0: none dirty). A concurrent rebuild of the same days fails one of the
 * two with a serialization error (40001), answered as 0 here: the other one did the work.
 */
export async function rebuildBatch(db: Db, report: RollupReport, batch = DAYS_PER_BATCH): Promise<number> {
  try {
    return await db.transaction(
      async (tx) => {
        await shortenStatementTimeout(tx);
        const { days, ids } = await dirtyDays(tx, report, batch);
        if (days.length) await rebuildDays(tx, report, days, ids);
        return days.length;
      },
      { isolationLevel: 'repeatable read' },
    );
  } catch (err) {
    if (hasCode(err, '40001')) return 0;
    throw err;
  }
}

/**
 * Rebuilds the dirty days of every roll-up report, `batch` days per transaction, until none is
 * left or `budgetMs` (milliseconds) passed; returns the days rebuilt per report. A report whose rebuild fails (a statement timeout on
 * a loaded database) does not hold up the others; the first error is thrown at the end so the job
 * is retried, and the failed days stay dirty, computed live meanwhile.
 */
export async function refreshRollups(db: Db, { budgetMs = 50_000, batch = DAYS_PER_BATCH } = {}): Promise<Record<RollupReport, number>> {
  const started = Date.now();
  const done: Record<RollupReport, number> = { revenue: 0, funnel: 0, completion: 0, questions: 0 };
  let failure: unknown = null;
  for (const report of ROLLUP_REPORTS) {
    try {
      for (let n = await rebuildBatch(db, report, batch); n > 0; n = await rebuildBatch(db, report, batch)) {
        done[report] += n;
        if (Date.now() - started > budgetMs) return done;
      }
    } catch (err) {
      failure ??= err;
    }
  }
  if (failure) throw failure;
  return done;
}

/** Statement timeout of the job's own connection, ms: a background rebuild may wait on a loaded database. */
const JOB_STATEMENT_TIMEOUT_MS = 60_000;

/**
 * The job's run: `refreshRollups` on a connection of its own on PostgreSQL (like migrations),
 * without the pool's client read timeout. When that timeout fires, node-postgres hands the
 * connection back with the statement still running on it, and the next transaction on it fails
 * (seen on the loaded benchmark machine; decision 155). PGlite: the one database handle.
 */
export async function runRefreshRollups(database: Database): Promise<Record<RollupReport, number>> {
  if (database.driver !== 'postgres' || !database.url) return refreshRollups(database.db);
  const client = new pg.Client({ connectionString: database.url, statement_timeout: JOB_STATEMENT_TIMEOUT_MS });
  client.on('error', () => undefined); // a lost connection fails the running statement instead
  await client.connect();
  try {
    return await refreshRollups(drizzle(client, { schema }) as unknown as Db);
  } finally {
    await client.end();
  }
}

function hasCode(err: unknown, code: string): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) if ((e as { code?: unknown }).code === code) return true;
  return false;
}
