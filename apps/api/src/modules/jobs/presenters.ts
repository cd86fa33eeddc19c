import { JOB_STATES, type FailedJob, type JobCounts, type JobState } from '@kelas/contracts/jobs';
import type { FailedJobRow, StateCountRow } from './queries.ts';

const iso = (v: string | Date | null): string | null => (v === null ? null : new Date(v).toISOString());

/** Counts per job type: every registered name (zeros included) and any other name with jobs. */
export function presentJobCounts(registered: string[], rows: StateCountRow[]): JobCounts[] {
  const byName = new Map<string, JobCounts['counts']>();
  const empty = (): JobCounts['counts'] => ({ created: 0, retry: 0, active: 0, completed: 0, failed: 0 });
  for (const name of registered) byName.set(name, empty());
  for (const r of rows) {
    if (!(JOB_STATES as readonly string[]).includes(r.state)) continue; // 'cancelled': not shown
    const counts = byName.get(r.name) ?? empty();
    counts[r.state as JobState] += r.n;
    byName.set(r.name, counts);
  }
  return [...byName.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([name, counts]) => ({ name, counts }));
}

/** A failed job for the console: the last error's message, never its stack. */
export function presentFailedJob(row: FailedJobRow): FailedJob {
  const output = row.output as { message?: unknown } | null;
  return {
    id: row.id,
    name: row.name,
    data: row.data,
    error: output && typeof output.message === 'string' ? output.message.slice(0, 2000) : null,
    tries: row.retry_count + 1,
    created_at: iso(row.created_on)!,
    failed_at: iso(row.completed_on),
  };
}
