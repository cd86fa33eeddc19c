import { COHORT_TEXT } from '@kelas/contracts/cohorts';
import type { Db } from '../../db/client.ts';
import { AppError, conflict, fieldError, notFound } from '../../lib/app-error.ts';
import { createEnrolment } from '../programs/create-enrolment.ts';
import { findCohort, findCourseBySlug, findEnrolment, setEnrolmentCohort, type CourseRef } from './queries.ts';
import { takeCohortSeat } from './take-cohort-seat.ts';
import { planCohortWelcome } from '../sessions/remind-sessions.ts';

/** The published course of `slug`; 404 otherwise. */
async function publishedCourse(db: Db, slug: string): Promise<CourseRef> {
  const course = await findCourseBySlug(db, slug);
  if (!course || course.status !== 'published') throw notFound(COHORT_TEXT.courseNotFound);
  return course;
}

/**
 * Joins a free class for free ('Daftar Sekarang', decision 285): enrols the learner (source
 * `free`) into the chosen open cohort, in one transaction under the cohort's row lock. 404 unknown
 * or unpublished course; 422 `course` NOT_FREE_CLASS for another kind; 409 ALREADY_ENROLLED; the
 * cohort's refusals of `takeCohortSeat` (422 `cohort_id`). A free class without cohorts cannot be
 * joined ('Coming Soon'): 422 `cohort_id` COHORT_REQUIRED / COHORT_NOT_FOUND.
 */
export async function joinFreeClass(db: Db, o: { userId: number; slug: string; cohortId: number; now: Date }): Promise<{ course: CourseRef; cohortId: number }> {
  const course = await publishedCourse(db, o.slug);
  if (course.kind !== 'free_class') throw fieldError('course', COHORT_TEXT.notFreeClass, 'NOT_FREE_CLASS');
  return db.transaction(async (tx) => {
    if (await findEnrolment(tx, o.userId, course.id)) throw conflict(COHORT_TEXT.alreadyEnrolled, 'ALREADY_ENROLLED');
    const cohortId = (await takeCohortSeat(tx, { courseId: course.id, cohortId: o.cohortId, now: o.now }))!;
    const { created } = await createEnrolment(tx, { userId: o.userId, courseId: course.id, source: 'free', cohortId });
    // Enrolled meanwhile by a parallel request: this seat is given back with the rollback.
    // (The enrolment planned 'Kamu terdaftar di …' and its sessions' reminders, decision 288.)
    if (!created) throw conflict(COHORT_TEXT.alreadyEnrolled, 'ALREADY_ENROLLED');
    return { course, cohortId };
  });
}

/**
 * Moves the learner to another open cohort of a course they are enrolled in (decision 285), until
 * their current cohort starts. 404 unknown course; 403 NOT_ENROLLED; 409 COHORT_STARTED once theirs
 * started; 422 `cohort_id` for their own cohort (MOVE_SAME) or the target's refusals
 * (`takeCohortSeat`: full, closed, of another course). One transaction: the enrolment's row, then
 * the target cohort's, are locked.
 */
export async function moveCohort(db: Db, o: { userId: number; slug: string; cohortId: number; now: Date }): Promise<{ course: CourseRef; cohortId: number }> {
  const course = await publishedCourse(db, o.slug);
  return db.transaction(async (tx) => {
    const enrolment = await findEnrolment(tx, o.userId, course.id, true);
    if (!enrolment) throw new AppError(403, COHORT_TEXT.notEnrolled, 'NOT_ENROLLED');
    if (enrolment.cohortId === o.cohortId) throw fieldError('cohort_id', COHORT_TEXT.moveSame, 'MOVE_SAME');
    if (enrolment.cohortId !== null) {
      const current = await findCohort(tx, enrolment.cohortId);
      if (current && current.startsAt.getTime() <= o.now.getTime()) throw conflict(COHORT_TEXT.moveStarted, 'COHORT_STARTED');
    }
    const cohortId = (await takeCohortSeat(tx, { courseId: course.id, cohortId: o.cohortId, now: o.now }))!;
    await setEnrolmentCohort(tx, enrolment.id, cohortId);
    await planCohortWelcome(tx, { userId: o.userId, cohortId });
    return { course, cohortId };
  });
}
