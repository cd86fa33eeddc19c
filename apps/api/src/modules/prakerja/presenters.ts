import type { PrakerjaLearner } from '@kelas/contracts/prakerja';
import type { CodeRow, CourseRef, ReportRow } from './queries.ts';

/** A redeem code for an admin screen: all but its last 4 characters hidden. */
export const maskCode = (code: string) => (code.length <= 4 ? code : `${'•'.repeat(Math.min(code.length - 4, 8))}${code.slice(-4)}`);

/** One report for the admin view (no row leaves as it is). */
export function presentReport(r: { report: ReportRow; itemTitle: string }) {
  return {
    id: r.report.id,
    scope: r.report.scope,
    sequence: r.report.sequence,
    item_title: r.itemTitle,
    status: r.report.status,
    attempts: r.report.attempts,
    last_error: r.report.lastError,
    sent_at: r.report.sentAt?.toISOString() ?? null,
    next_attempt_at: r.report.status === 'pending' ? (r.report.nextAttemptAt?.toISOString() ?? null) : null,
  };
}

/** A programme learner with their verified sessions and reports. */
export function presentProgrammeLearner(
  row: { code: CodeRow; learner: { id: number; name: string; email: string }; course: CourseRef },
  attendances: { sequence: number; verifiedAt: Date }[],
  reports: { report: ReportRow; itemTitle: string }[],
): PrakerjaLearner {
  return {
    code_id: row.code.id,
    redeem_code: maskCode(row.code.redeemCode),
    learner: row.learner,
    course: row.course,
    enrolled: row.code.enrolledAt !== null,
    attendances: attendances.map((a) => ({ sequence: a.sequence, verified_at: a.verifiedAt.toISOString() })),
    reports: reports.map(presentReport),
  };
}
