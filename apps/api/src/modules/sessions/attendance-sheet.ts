import type { AttendanceSheet, CorrectAttendanceBody, LiveSession } from '@kelas/contracts/sessions';
import { SESSION_TEXT } from '@kelas/contracts/sessions';
import type { Db, DbOrTx } from '../../db/client.ts';
import { fieldError } from '../../lib/app-error.ts';
import { completeOnAttendance } from './join-session.ts';
import { isCohortLearner, listSheet, upsertMark, type SessionContext, type SheetRow } from './queries.ts';

/** A session as the mentor's area and the learner's player show it; `recordingLink` is where its recording opens, or null. */
export function presentSession(ctx: SessionContext, recordingLink: string | null): LiveSession {
  const s = ctx.session;
  return {
    id: s.id,
    cohort_id: ctx.cohort.id,
    cohort_name: ctx.cohort.name,
    course_id: ctx.course.id,
    course_title: ctx.course.title,
    item_id: s.itemId,
    title: s.title,
    starts_at: s.startsAt.toISOString(),
    ends_at: s.endsAt.toISOString(),
    cancelled: s.cancelledAt !== null,
    recording_url: recordingLink,
  };
}

/** The link a session's recording opens at for staff: the author's link, or the uploaded file under /storage. */
export function staffRecordingLink(ctx: SessionContext): string | null {
  return ctx.session.recordingUrl ?? (ctx.session.recordingUploadId ? `/storage/${ctx.session.recordingUploadId}` : null);
}

/**
 * One row of the sheet: what was recorded, else 'absent' once the session has ended (nobody joined)
 * for a learner enrolled before its end, else null (not yet, or enrolled after it: nothing to miss).
 */
function presentRow(r: SheetRow, endsAt: Date, now: Date) {
  const missed = now.getTime() > endsAt.getTime() && r.enrolledAt.getTime() < endsAt.getTime();
  return {
    user_id: r.userId,
    name: r.name,
    email: r.email,
    status: r.status ?? (missed ? ('absent' as const) : null),
    source: r.source,
    first_joined_at: r.firstJoinedAt?.toISOString() ?? null,
    left_at: r.leftAt?.toISOString() ?? null,
  };
}

/** The attendance sheet of a session (decision 288): every learner of its cohort by name. One query. */
export async function loadSheet(db: DbOrTx, ctx: SessionContext, now: Date): Promise<AttendanceSheet> {
  const rows = await listSheet(db, ctx.session.id, ctx.cohort.id);
  return { session: presentSession(ctx, staffRecordingLink(ctx)), rows: rows.map((r) => presentRow(r, ctx.session.endsAt, now)) };
}

/**
 * A mentor's correction of one learner's attendance (PUT …/attendance/{user_id}; decision 288):
 * sets the status by hand (source `manual`, `marked_by` the mentor) and, when it now counts as
 * attended, completes the session's webinar item; one transaction. A completion already given is
 * kept when the mentor later marks the learner absent (a certificate is never taken back here).
 * 422 `user_id` when the learner is not in the session's cohort.
 */
export async function correctAttendance(
  db: Db,
  opts: { ctx: SessionContext; learnerId: number; body: CorrectAttendanceBody; mentorId: number; now: Date },
): Promise<AttendanceSheet> {
  const { ctx } = opts;
  await db.transaction(async (tx) => {
    if (!(await isCohortLearner(tx, ctx.cohort.id, opts.learnerId))) throw fieldError('user_id', SESSION_TEXT.learnerNotInCohort);
    await upsertMark(tx, { sessionId: ctx.session.id, userId: opts.learnerId, status: opts.body.status, source: 'manual', markedBy: opts.mentorId, now: opts.now });
    await completeOnAttendance(tx, ctx, opts.learnerId, opts.body.status, opts.now);
  });
  return loadSheet(db, ctx, opts.now);
}
