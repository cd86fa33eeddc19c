import { JOIN_OPENS_MINUTES_BEFORE, type LearnerSession } from '@kelas/contracts/sessions';
import type { DbOrTx } from '../../db/client.ts';
import { presentSession } from './attendance-sheet.ts';
import { joinWindow } from './join-session.ts';
import { findAttendance, findLearnerSessionForItem, findSessionContext } from './queries.ts';
import { signedSessionPath } from './session-links.ts';

/** A recording link stays good this long after it is handed out (seconds). */
const RECORDING_LINK_SECONDS = 24 * 3600;

/**
 * The session of the learner's cohort serving a webinar item, as the player shows it (decision
 * 288): its times, where joining stands, the learner's attendance, and personal signed links to
 * join (valid until the session ends, at least 30 minutes) and to its recording once attached.
 * Null when the learner has no cohort or the item no session in it. The caller checked the enrolment.
 */
export async function loadItemSession(db: DbOrTx, opts: { userId: number; itemId: number; secret: string; now: Date }): Promise<LearnerSession | null> {
  const session = await findLearnerSessionForItem(db, opts.userId, opts.itemId);
  if (!session) return null;
  const [ctx, attendance] = await Promise.all([findSessionContext(db, session.id), findAttendance(db, session.id, opts.userId)]);
  if (!ctx) return null;
  const joinExpires = new Date(Math.max(session.endsAt.getTime(), opts.now.getTime() + 30 * 60_000));
  const hasRecording = session.recordingUrl !== null || session.recordingUploadId !== null;
  const link = (action: 'join' | 'recording', expiresAt: Date) =>
    signedSessionPath({ secret: opts.secret, action, sessionId: session.id, userId: opts.userId, expiresAt });
  return {
    ...presentSession(ctx, hasRecording ? link('recording', new Date(opts.now.getTime() + RECORDING_LINK_SECONDS * 1000)) : null),
    join_state: joinWindow(session, opts.now),
    join_opens_at: new Date(session.startsAt.getTime() - JOIN_OPENS_MINUTES_BEFORE * 60_000).toISOString(),
    join_url: link('join', joinExpires),
    attendance: attendance?.status ?? null,
    recording_makeup: ctx.course.recordingMakeup,
  };
}
