import { SESSION_TEXT } from '@kelas/contracts/sessions';
import type { DbOrTx } from '../../db/client.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import { hasRole, type AuthUser } from '../../plugins/auth.ts';
import { courseInScope } from '../mentor/queries.ts';
import { findEnrolmentCohort, findSessionContext, isCohortMentor, isCourseAuthor, type SessionContext } from './queries.ts';

/**
 * A session the learner may join or watch (decision 288): 404 'Sesi tidak ditemukan.' for an
 * unknown session; 403 'Kamu tidak terdaftar di angkatan sesi ini.' unless the user's enrolment in
 * the course is in the session's cohort (staff included: a join is a learner's attendance). Two queries.
 */
export async function loadLearnerSession(db: DbOrTx, userId: number, sessionId: number): Promise<SessionContext> {
  const ctx = await findSessionContext(db, sessionId);
  if (!ctx) throw notFound(SESSION_TEXT.sessionNotFound);
  if ((await findEnrolmentCohort(db, userId, ctx.course.id)) !== ctx.cohort.id) throw forbidden(SESSION_TEXT.notInCohort);
  return ctx;
}

/**
 * A session whose attendance the user may keep (decision 288): an admin's any, a mentor's when they
 * run its cohort or teach its course; 404 unknown, 403 'Anda bukan mentor angkatan ini.' otherwise.
 */
export async function loadMentorSession(db: DbOrTx, user: AuthUser, sessionId: number): Promise<SessionContext> {
  const ctx = await findSessionContext(db, sessionId);
  if (!ctx) throw notFound(SESSION_TEXT.sessionNotFound);
  if (hasRole(user, 'admin')) return ctx;
  if (await isCohortMentor(db, ctx.cohort.id, user.id)) return ctx;
  if (hasRole(user, 'mentor') && (await courseInScope(db, { kind: 'mentor', userId: user.id }, ctx.course.id))) return ctx;
  throw forbidden(SESSION_TEXT.notYourSession);
}

/**
 * A session whose recording the user may attach: whoever keeps its attendance (above), and the
 * course's authors (decision 288). 404 unknown, 403 'Anda bukan mentor angkatan ini.' otherwise.
 */
export async function loadRecordingSession(db: DbOrTx, user: AuthUser, sessionId: number): Promise<SessionContext> {
  const ctx = await findSessionContext(db, sessionId);
  if (!ctx) throw notFound(SESSION_TEXT.sessionNotFound);
  if (hasRole(user, 'author') && (await isCourseAuthor(db, ctx.course.id, user.id))) return ctx;
  return loadMentorSession(db, user, sessionId);
}
