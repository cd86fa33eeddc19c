import { COHORT_TEXT, type CreateCohortBodySchema, type UpdateCohortBodySchema } from '@kelas/contracts/cohorts';
import type { z } from 'zod';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { conflict, fieldError, notFound } from '../../lib/app-error.ts';
import { isUniqueViolation, type Actor } from '../studio/actor.ts';
import { auditWrite } from '../studio/audit-write.ts';
import { assertCanEditCourse } from '../studio/policy.ts';
import { countSeatsTaken, findCohort, findMentorUserIds, insertCohort, replaceCohortMentors, updateCohortRow, type CohortRow } from './queries.ts';

type CreateBody = z.output<typeof CreateCohortBodySchema>;
type UpdateBody = z.output<typeof UpdateCohortBodySchema>;

/** 422 `mentor_ids` unless every id is an account holding the mentor role. */
async function assertMentors(db: DbOrTx, ids: number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  const found = await findMentorUserIds(db, unique);
  if (found.size !== unique.length) throw fieldError('mentor_ids', COHORT_TEXT.mentorInvalid, 'MENTOR_INVALID');
  return unique;
}

const scheduleTaken = () => fieldError('schedule_code', COHORT_TEXT.scheduleCodeTaken, 'SCHEDULE_CODE_TAKEN');

/**
 * Creates a cohort of a course (decision 285): studio authors of the course and admins (404 unknown
 * course, 403 another author's). Body dates are ISO-8601; `capacity` null = unlimited. 422 under the
 * field for bad dates, a schedule code another cohort of the course uses, or mentors without the
 * mentor role. Audited (`cohort.create`). Returns the row.
 */
export async function createCohort(db: Db, o: { actor: Actor; courseId: number; body: CreateBody; now: Date }): Promise<CohortRow> {
  try {
    return await db.transaction(async (tx) => {
      await assertCanEditCourse(tx, o.actor, o.courseId, true);
      const mentorIds = await assertMentors(tx, o.body.mentor_ids);
      const row = await insertCohort(tx, {
        courseId: o.courseId,
        name: o.body.name,
        startsAt: new Date(o.body.starts_at),
        endsAt: new Date(o.body.ends_at),
        enrolmentDeadline: new Date(o.body.enrolment_deadline),
        capacity: o.body.capacity,
        scheduleCode: o.body.schedule_code,
        createdAt: o.now,
        updatedAt: o.now,
      });
      await replaceCohortMentors(tx, row.id, mentorIds);
      await auditWrite(tx, o.actor, { action: 'cohort.create', entityType: 'cohort', entityId: row.id, after: { ...o.body } });
      return row;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw scheduleTaken();
    throw err;
  }
}

/** The cohort and its course when the actor may edit that course; the cohort row locked. 404 unknown cohort. */
export async function loadCohortForEdit(tx: Tx, actor: Actor, cohortId: number): Promise<CohortRow> {
  const found = await findCohort(tx, cohortId);
  if (!found) throw notFound(COHORT_TEXT.cohortNotFound);
  await assertCanEditCourse(tx, actor, found.courseId);
  return (await findCohort(tx, cohortId, true))!;
}

/**
 * Edits a cohort (any field; dates checked against the stored ones). 422 `capacity` below the seats
 * already taken, `schedule_code` taken, `ends_at`/`enrolment_deadline` out of order; 404/403 as
 * `createCohort`. Audited (`cohort.update`).
 */
export async function updateCohort(db: Db, o: { actor: Actor; cohortId: number; body: UpdateBody; now: Date }): Promise<CohortRow> {
  try {
    return await db.transaction(async (tx) => {
      const before = await loadCohortForEdit(tx, o.actor, o.cohortId);
      const b = o.body;
      const startsAt = b.starts_at ? new Date(b.starts_at) : before.startsAt;
      const endsAt = b.ends_at ? new Date(b.ends_at) : before.endsAt;
      const deadline = b.enrolment_deadline ? new Date(b.enrolment_deadline) : before.enrolmentDeadline;
      if (endsAt <= startsAt) throw fieldError('ends_at', COHORT_TEXT.endsBeforeStart);
      if (deadline > endsAt) throw fieldError('enrolment_deadline', COHORT_TEXT.deadlineAfterStart);
      if (b.capacity !== undefined && b.capacity !== null && b.capacity < (await countSeatsTaken(tx, before.id, o.now))) {
        throw fieldError('capacity', COHORT_TEXT.capacityBelowTaken, 'CAPACITY_BELOW_TAKEN');
      }
      await updateCohortRow(tx, before.id, {
        ...(b.name !== undefined && { name: b.name }),
        startsAt,
        endsAt,
        enrolmentDeadline: deadline,
        ...(b.capacity !== undefined && { capacity: b.capacity }),
        ...(b.schedule_code !== undefined && { scheduleCode: b.schedule_code }),
        updatedAt: o.now,
      });
      if (b.mentor_ids !== undefined) await replaceCohortMentors(tx, before.id, await assertMentors(tx, b.mentor_ids));
      await auditWrite(tx, o.actor, { action: 'cohort.update', entityType: 'cohort', entityId: before.id, before, after: { ...b } });
      return (await findCohort(tx, before.id))!;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw scheduleTaken();
    throw err;
  }
}

/**
 * Closes a cohort: no new enrolments or moves into it; its learners and sessions stay. 409
 * ALREADY_CLOSED when it was closed before. Audited (`cohort.close`).
 */
export async function closeCohort(db: Db, o: { actor: Actor; cohortId: number; now: Date }): Promise<CohortRow> {
  return db.transaction(async (tx) => {
    const before = await loadCohortForEdit(tx, o.actor, o.cohortId);
    if (before.closedAt) throw conflict(COHORT_TEXT.alreadyClosed, 'ALREADY_CLOSED');
    await updateCohortRow(tx, before.id, { closedAt: o.now, updatedAt: o.now });
    await auditWrite(tx, o.actor, { action: 'cohort.close', entityType: 'cohort', entityId: before.id });
    return (await findCohort(tx, before.id))!;
  });
}
