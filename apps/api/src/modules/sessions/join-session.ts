import { JOIN_OPENS_MINUTES_BEFORE, LATE_GRACE_MINUTES, SESSION_TEXT, attendedStatus, type AttendanceStatus } from '@kelas/contracts/sessions';
import type { Db, DbOrTx } from '../../db/client.ts';
import { conflict } from '../../lib/app-error.ts';
import { completeItemForLearner } from '../learning/mark-item-complete.ts';
import { recordJoin, type SessionContext } from './queries.ts';

/** Where a moment stands against a session's join window: 15 minutes before the start to the end (decision 288). */
export function joinWindow(session: { startsAt: Date; endsAt: Date; cancelledAt: Date | null }, now: Date): 'cancelled' | 'early' | 'open' | 'ended' {
  if (session.cancelledAt) return 'cancelled';
  if (now.getTime() < session.startsAt.getTime() - JOIN_OPENS_MINUTES_BEFORE * 60_000) return 'early';
  if (now.getTime() > session.endsAt.getTime()) return 'ended';
  return 'open';
}

/**
 * Completes the session's webinar item for a learner whose attendance now counts (present, late,
 * excused), through the learning feature's one completion path, so progress and the certificate
 * see it. Inside the caller's transaction; idempotent.
 */
export async function completeOnAttendance(tx: DbOrTx, ctx: SessionContext, userId: number, status: AttendanceStatus, now: Date): Promise<void> {
  if (!attendedStatus(status) || ctx.session.itemId === null) return;
  await completeItemForLearner(tx, { userId, itemId: ctx.session.itemId, courseId: ctx.course.id, now, inCallersTransaction: true });
}

/**
 * A learner's 'Gabung Webinar' (GET /api/course/sessions/{id}/join; decision 288): inside the window
 * records the first join (late after the start + LATE_GRACE_MINUTES) and completes the session's
 * webinar item, in one transaction; returns the meeting link to redirect to. A second join records
 * nothing new and redirects again. 409 SESSION_CANCELLED, JOIN_TOO_EARLY or JOIN_ENDED outside it.
 */
export async function joinSession(db: Db, opts: { ctx: SessionContext; userId: number; now: Date }): Promise<{ meetingUrl: string; status: AttendanceStatus }> {
  const { session } = opts.ctx;
  const window = joinWindow(session, opts.now);
  if (window === 'cancelled') throw conflict(SESSION_TEXT.joinCancelled, 'SESSION_CANCELLED');
  if (window === 'early') throw conflict(SESSION_TEXT.joinTooEarly, 'JOIN_TOO_EARLY');
  if (window === 'ended') throw conflict(SESSION_TEXT.joinEnded, 'JOIN_ENDED');
  const late = opts.now.getTime() > session.startsAt.getTime() + LATE_GRACE_MINUTES * 60_000;
  const status = await db.transaction(async (tx) => {
    const s = await recordJoin(tx, { sessionId: session.id, userId: opts.userId, status: late ? 'late' : 'present', at: opts.now });
    await completeOnAttendance(tx, opts.ctx, opts.userId, s, opts.now);
    return s;
  });
  return { meetingUrl: session.meetingUrl, status };
}
