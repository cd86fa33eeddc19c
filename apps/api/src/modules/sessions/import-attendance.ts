import { LATE_GRACE_MINUTES, type ImportAttendanceResult } from '@kelas/contracts/sessions';
import type { Db } from '../../db/client.ts';
import { loadSheet } from './attendance-sheet.ts';
import { completeOnAttendance } from './join-session.ts';
import { findCohortLearnersByEmail, upsertMark, type SessionContext } from './queries.ts';
import { parseParticipantReport } from './zoom-report.ts';

/**
 * Imports a meeting tool's participant report into a session's sheet (POST …/attendance/import;
 * decision 288): every e-mail of the report that belongs to a learner of the session's cohort is
 * marked present (late when their first join came after the start + LATE_GRACE_MINUTES), with the
 * report's first join and last leave (source `import`, `marked_by` the mentor), and the session's
 * webinar item completes for them. All or nothing: a report with a bad row imports nothing (422,
 * see `parseParticipantReport`), and the writes are one transaction. Learners the report does not
 * name are left as they were. Answers how many learners it marked, the e-mails (and, for guests
 * without one, the names) it matched to nobody, and the sheet after the import.
 */
export async function importAttendance(
  db: Db,
  opts: { ctx: SessionContext; csv: string; zone: string; mentorId: number; now: Date },
): Promise<ImportAttendanceResult> {
  const { ctx } = opts;
  const report = parseParticipantReport(opts.csv, opts.zone);
  const lateAfter = ctx.session.startsAt.getTime() + LATE_GRACE_MINUTES * 60_000;
  const matched = await db.transaction(async (tx) => {
    const learners = await findCohortLearnersByEmail(tx, ctx.cohort.id, report.participants.map((p) => p.email));
    for (const p of report.participants) {
      const userId = learners.get(p.email);
      if (userId === undefined) continue;
      const status = p.joinedAt.getTime() > lateAfter ? 'late' : 'present';
      const leftAt = p.leftAt && p.leftAt >= p.joinedAt ? p.leftAt : null;
      await upsertMark(tx, { sessionId: ctx.session.id, userId, status, source: 'import', markedBy: opts.mentorId, now: opts.now, firstJoinedAt: p.joinedAt, leftAt });
      await completeOnAttendance(tx, ctx, userId, status, opts.now);
    }
    return learners;
  });
  const unmatched = [...report.participants.filter((p) => !matched.has(p.email)).map((p) => p.email), ...report.withoutEmail];
  return { matched: matched.size, unmatched, sheet: await loadSheet(db, ctx, opts.now) };
}
