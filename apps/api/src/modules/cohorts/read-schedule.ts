import { COHORT_TEXT, type Schedule } from '@kelas/contracts/cohorts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { findCohort, findCourseBySlug, findEnrolment, listCohortSessions } from './queries.ts';

/** The path of a session's calendar file (GET, the learner's bearer token). */
export const sessionIcsPath = (sessionId: number) => `/api/sessions/${sessionId}/calendar.ics`;

/**
 * The learner's 'Jadwal' of one course (decision 285): their cohort (with `can_move` until it
 * starts), its sessions earliest first, and the next one not over and not cancelled at `now`.
 * `cohort` null and no sessions when the course has no cohort for them. 404 unknown course, 403
 * NOT_ENROLLED.
 */
export async function readSchedule(db: Db, o: { userId: number; slug: string; now: Date }): Promise<Schedule> {
  const course = await findCourseBySlug(db, o.slug);
  if (!course) throw notFound(COHORT_TEXT.courseNotFound);
  const enrolment = await findEnrolment(db, o.userId, course.id);
  if (!enrolment) throw new AppError(403, COHORT_TEXT.notEnrolled, 'NOT_ENROLLED');
  const cohort = enrolment.cohortId === null ? null : await findCohort(db, enrolment.cohortId);
  if (!cohort) return { cohort: null, sessions: [], next_session_id: null };
  const sessions = await listCohortSessions(db, cohort.id);
  const next = sessions.find((s) => !s.cancelledAt && s.endsAt.getTime() > o.now.getTime());
  return {
    cohort: { id: cohort.id, name: cohort.name, starts_at: cohort.startsAt.toISOString(), ends_at: cohort.endsAt.toISOString(), can_move: cohort.startsAt.getTime() > o.now.getTime() },
    sessions: sessions.map((s) => ({
      id: s.id,
      title: s.title,
      starts_at: s.startsAt.toISOString(),
      ends_at: s.endsAt.toISOString(),
      sequence: s.sequence,
      item_id: s.itemId,
      cancelled: s.cancelledAt !== null,
      ics_path: sessionIcsPath(s.id),
    })),
    next_session_id: next?.id ?? null,
  };
}
