import { COHORT_TEXT } from '@kelas/contracts/cohorts';
import { attendedStatus, JOIN_OPENS_MINUTES_BEFORE, type CourseSession, type LearnerSession } from '@kelas/contracts/sessions';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { findCourseBySlug, findEnrolment } from '../cohorts/queries.ts';
import { presentSession } from './attendance-sheet.ts';
import { joinWindow } from './join-session.ts';
import { findAttendance, findLearnerSessionForItem, findSessionContext, listLearnerCourseSessions, type SessionRow } from './queries.ts';
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
  const links = sessionLinks(session, opts);
  return {
    ...presentSession(ctx, links.recording_url),
    join_state: joinWindow(session, opts.now),
    join_opens_at: links.join_opens_at,
    join_url: links.join_url,
    attendance: attendance?.status ?? null,
    recording_makeup: ctx.course.recordingMakeup,
  };
}

/** A learner's signed join link (valid until the session ends, at least 30 minutes) and recording link (a day), and when joining opens. */
function sessionLinks(session: SessionRow, opts: { userId: number; secret: string; now: Date }) {
  const link = (action: 'join' | 'recording', expiresAt: Date) => signedSessionPath({ secret: opts.secret, action, sessionId: session.id, userId: opts.userId, expiresAt });
  const hasRecording = session.recordingUrl !== null || session.recordingUploadId !== null;
  return {
    join_url: link('join', new Date(Math.max(session.endsAt.getTime(), opts.now.getTime() + 30 * 60_000))),
    join_opens_at: new Date(session.startsAt.getTime() - JOIN_OPENS_MINUTES_BEFORE * 60_000).toISOString(),
    recording_url: hasRecording ? link('recording', new Date(opts.now.getTime() + RECORDING_LINK_SECONDS * 1000)) : null,
  };
}

/**
 * Every session of the learner's cohort in a course (GET /api/course/{slug}/sessions, decision
 * 288), earliest first, with where joining stands, their personal join and recording links and
 * their attendance: what 'Jadwal' offers for each session, whether or not a webinar item serves it.
 * Empty without a cohort. 404 unknown course; 403 NOT_ENROLLED. Two queries.
 */
export async function loadCourseSessions(db: DbOrTx, opts: { userId: number; slug: string; secret: string; now: Date }): Promise<CourseSession[]> {
  const course = await findCourseBySlug(db, opts.slug);
  if (!course) throw notFound(COHORT_TEXT.courseNotFound);
  if (!(await findEnrolment(db, opts.userId, course.id))) throw new AppError(403, COHORT_TEXT.notEnrolled, 'NOT_ENROLLED');
  const rows = await listLearnerCourseSessions(db, opts.userId, course.id);
  return rows.map(({ session, attendance }) => ({
    id: session.id,
    title: session.title,
    starts_at: session.startsAt.toISOString(),
    ends_at: session.endsAt.toISOString(),
    item_id: session.itemId,
    status: joinWindow(session, opts.now),
    ...sessionLinks(session, opts),
    attendance: attendance ?? null,
    attended: attendedStatus(attendance ?? null),
  }));
}
