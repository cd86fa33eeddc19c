import { PRAKERJA_ATTENDANCE_REQUIRED, PRAKERJA_MESSAGES, type PrakerjaCourseAttendance, type PrakerjaStep } from '@kelas/contracts/prakerja';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, fieldError, forbidden, notFound } from '../../lib/app-error.ts';
import {
  courseHasSequence,
  findCodeOfUser,
  findCodeOfUserCourse,
  findCourseById,
  findCourseBySlug,
  findMissingAttendance,
  listAttendances,
  listItemSequences,
} from './queries.ts';
import { verifySequence, type PrakerjaDeps } from './verify-sequence.ts';

/**
 * Starts (or short-cuts) the verification of one session for a programme learner:
 * 404 unknown course; 403 when the learner has no programme code for it; 422 when no
 * item of the course carries that sequence; then `verifySequence` (verified, or the programme's URL).
 */
export async function requestAttendance(deps: PrakerjaDeps, opts: { userId: number; email: string; slug: string; sequence: number }): Promise<PrakerjaStep> {
  const course = await findCourseBySlug(deps.db, opts.slug);
  if (!course) throw notFound('Kelas tidak ditemukan.');
  const code = await findCodeOfUserCourse(deps.db, opts.userId, course.id);
  if (!code) throw forbidden(PRAKERJA_MESSAGES.notProgrammeLearner);
  if (!(await courseHasSequence(deps.db, course.id, opts.sequence))) throw fieldError('sequence', PRAKERJA_MESSAGES.sequenceNotInCourse);
  return verifySequence(deps, { code, course, email: opts.email, sequence: opts.sequence });
}

/**
 * The callback page's check after the programme sent the learner back: the
 * code row must be the learner's (404 otherwise, nothing revealed); then the status is asked
 * again; still not attended → a fresh verification URL (`redirect`) so the learner can try again.
 */
export async function confirmCallback(deps: PrakerjaDeps, opts: { userId: number; email: string; codeId: number; sequence: number }): Promise<PrakerjaStep> {
  const code = await findCodeOfUser(deps.db, opts.codeId, opts.userId);
  if (!code) throw notFound(PRAKERJA_MESSAGES.verificationNotFound);
  const course = await findCourseById(deps.db, code.courseId);
  return verifySequence(deps, { code, course, email: opts.email, sequence: opts.sequence });
}

/** The player's view of a course's programme sessions for this learner (no programme code → `programme: false`). */
export async function loadCourseAttendance(db: DbOrTx, opts: { userId: number; slug: string }): Promise<PrakerjaCourseAttendance> {
  const course = await findCourseBySlug(db, opts.slug);
  if (!course) throw notFound('Kelas tidak ditemukan.');
  const code = await findCodeOfUserCourse(db, opts.userId, course.id);
  if (!code) return { programme: false, verified: [], items: {} };
  const [attended, sequences] = await Promise.all([listAttendances(db, [code.id]), listItemSequences(db, course.id)]);
  return {
    programme: true,
    verified: attended.map((a) => a.sequence),
    items: Object.fromEntries(sequences.map((s) => [String(s.itemId), s.sequence])),
  };
}

/**
 * The server-side gate of the player (never trust the client): a programme
 * learner may not open an item whose session is not verified yet. 403 PRAKERJA_ATTENDANCE_REQUIRED
 * with the sequence in the message's `errors.sequence`. One query; the routes skip it when the
 * integration is off (no PRAKERJA_* configured), so the learner's hot calls pay nothing then.
 */
export async function assertAttendanceVerified(db: DbOrTx, userId: number, itemId: number): Promise<void> {
  const missing = await findMissingAttendance(db, userId, itemId);
  if (missing) throw new AppError(403, PRAKERJA_MESSAGES.attendanceRequired, PRAKERJA_ATTENDANCE_REQUIRED, { sequence: [String(missing.sequence)] });
}

