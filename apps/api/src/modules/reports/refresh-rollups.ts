import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { defineJob } from '../../platform/jobs/define-job.ts';
import { dirtyDays, rebuildDays, ROLLUP_REPORTS, type RollupReport } from './rollup-queries.ts';

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

/** Days rebuilt per transaction: a week of a million-order year reads ≈ 20,000 orders, well inside the API's statement timeout. */
export const DAYS_PER_BATCH = 7;

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
 * Rebuilds the dirty days of every roll-up report until none is left or `budgetMs` (milliseconds)
 * passed; returns the days rebuilt per report. Errors (a statement timeout on a loaded database)
 * propagate: the job is retried and the days stay dirty, computed live meanwhile.
 */
export async function refreshRollups(db: Db, budgetMs = 50_000): Promise<Record<RollupReport, number>> {
  const started = Date.now();
  const done: Record<RollupReport, number> = { revenue: 0, funnel: 0, completion: 0, questions: 0 };
  for (const report of ROLLUP_REPORTS) {
    for (let n = await rebuildBatch(db, report); n > 0; n = await rebuildBatch(db, report)) {
      done[report] += n;
      if (Date.now() - started > budgetMs) return done;
    }
  }
  return done;
}

function hasCode(err: unknown, code: string): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) if ((e as { code?: unknown }).code === code) return true;
  return false;
}
