import { RELEASE_DAYS_MAX } from '@kelas/contracts/sessions';
import { isoToZonedInput, zonedInputToIso } from '@/lib/i18n/zoned-input';

/**
 * A chapter's or item's drip rule as its inputs hold it (decision 288): open at once, `days` after
 * the learner's cohort starts (or the enrolment without a cohort), or at `at`, a datetime-local
 * value read in the academy's zone (decision 267).
 */
export type ReleaseForm = { mode: 'open' | 'days' | 'date'; days: string; at: string };
/** What the chapter's and the item's PATCH take (`releaseFields`): both keys, one of them set or neither. */
export type ReleaseBody = { release_after_days: number | null; release_at: string | null };
/** Which input a problem belongs to, and its key under `studio:release.errors`. */
export type ReleaseProblem = { field: 'days' | 'at'; key: 'days' | 'date' };

/** The inputs of a stored rule. */
export function releaseToForm(rule: { release_after_days: number | null; release_at: string | null }, zone: string): ReleaseForm {
  if (rule.release_after_days !== null) return { mode: 'days', days: String(rule.release_after_days), at: '' };
  if (rule.release_at !== null) return { mode: 'date', days: '', at: isoToZonedInput(rule.release_at, zone) };
  return { mode: 'open', days: '', at: '' };
}

/** The body of the inputs, or the problem the API would refuse: days not a whole number 0..3650, a date that cannot be read. */
export function releaseToBody(f: ReleaseForm, zone: string): { body: ReleaseBody } | { problem: ReleaseProblem } {
  if (f.mode === 'days') {
    const text = f.days.trim();
    const days = Number(text);
    if (!/^\d+$/.test(text) || days > RELEASE_DAYS_MAX) return { problem: { field: 'days', key: 'days' } };
    return { body: { release_after_days: days, release_at: null } };
  }
  if (f.mode === 'date') {
    const at = zonedInputToIso(f.at, zone);
    return at ? { body: { release_after_days: null, release_at: at } } : { problem: { field: 'at', key: 'date' } };
  }
  return { body: { release_after_days: null, release_at: null } };
}
