import { LEARNER_TEXT, type LearnerEnrolment } from '@kelas/contracts/learners';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { announceCourseChange } from '../../platform/public-data-changes.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { takeCohortSeat } from '../cohorts/take-cohort-seat.ts';
import { createEnrolment } from '../programs/create-enrolment.ts';
import type { Actor } from './actor.ts';
import { presentEnrolment } from './presenters.ts';
import { deleteEnrolment, findCourse, findEnrolment, findEnrolmentRow, findUserSummary } from './queries.ts';

/**
 * Grants a learner a course: an enrolment with source `admin` through the
 * programs feature's `createEnrolment` (unique per learner and course), and an audit row
 * `enrolment.grant` carrying the reason, in one transaction. With `cohortId` the learner takes a
 * seat in that open cohort of the course under the cohort's rules (decision 285); without one a
 * staff grant enrols outside any cohort (no schedule), even in a course that has cohorts.
 * Errors: 404 unknown learner or course; 409 already enrolled (by any source); 422 `cohort_id`
 * for a cohort of another course, closed, past its deadline or full.
 */
export async function grantEnrolment(db: Db, o: { userId: number; courseId: number; cohortId?: number | null; reason: string; actor: Actor; now: Date }): Promise<LearnerEnrolment> {
  const id = await db.transaction(async (tx) => {
    const user = await findUserSummary(tx, o.userId, true);
    if (!user || user.erasedAt) throw notFound(LEARNER_TEXT.userUnknown);
    const course = await findCourse(tx, o.courseId);
    if (!course) throw notFound(LEARNER_TEXT.courseUnknown);
    const cohortId = o.cohortId ? await takeCohortSeat(tx, { courseId: course.id, cohortId: o.cohortId, now: o.now }) : null;
    const { created, enrolmentId } = await createEnrolment(tx, { userId: o.userId, courseId: o.courseId, source: 'admin', sourceId: o.actor.id, cohortId });
    if (!created) throw conflict(LEARNER_TEXT.alreadyEnrolled, 'ALREADY_ENROLLED');
    await recordAudit(tx, {
      actorId: o.actor.id,
      action: 'enrolment.grant',
      entityType: 'enrolment',
      entityId: enrolmentId,
      after: { user_id: o.userId, course_id: course.id, course: course.title, source: 'admin', cohort_id: cohortId, reason: o.reason },
      ip: o.actor.ip,
    });
    return enrolmentId;
  });
  return presentEnrolment((await findEnrolmentRow(db, id))!);
}

/**
 * Revokes an enrolment: the row is removed (progress rows stay, so a later grant
 * finds them) and the course counts one participant fewer (its public bodies are dropped after the commit); audit row `enrolment.revoke` with the
 * enrolment as it was. 404 for an unknown enrolment (also when revoked twice).
 */
export async function revokeEnrolment(db: Db, o: { enrolmentId: number; reason?: string; actor: Actor }): Promise<void> {
  const courseId = await db.transaction(async (tx) => {
    const e = await findEnrolment(tx, o.enrolmentId);
    if (!e) throw notFound(LEARNER_TEXT.enrolmentUnknown);
    const course = await findCourse(tx, e.courseId);
    await deleteEnrolment(tx, e.id);
    await recordAudit(tx, {
      actorId: o.actor.id,
      action: 'enrolment.revoke',
      entityType: 'enrolment',
      entityId: e.id,
      before: { user_id: e.userId, course_id: e.courseId, course: course?.title ?? null, source: e.source, enrolled_at: e.enrolledAt.toISOString() },
      after: o.reason ? { reason: o.reason } : null,
      ip: o.actor.ip,
    });
    return e.courseId;
  });
  announceCourseChange({ courseId });
}
