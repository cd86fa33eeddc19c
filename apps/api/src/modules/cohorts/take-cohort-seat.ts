import { COHORT_TEXT } from '@kelas/contracts/cohorts';
import type { DbOrTx } from '../../db/client.ts';
import { fieldError } from '../../lib/app-error.ts';
import { countSeatsTaken, courseHasCohorts, findCohort, type CohortRow } from './queries.ts';

/** Whether a cohort takes new learners at `now`: not closed and its enrolment deadline ahead. */
export const isCohortOpen = (c: Pick<CohortRow, 'closedAt' | 'enrolmentDeadline'>, now: Date) => c.closedAt === null && c.enrolmentDeadline.getTime() > now.getTime();

/**
 * The cohort a new enrolment (or a held order seat, or a move) of `courseId` goes into, decided in
 * the caller's transaction (decision 285):
 * - no `cohortId`: null when the course has no cohorts, else 422 COHORT_REQUIRED;
 * - the cohort's row is locked (`for update`) and its seats counted under that lock (enrolments
 *   plus pending orders' held seats), so parallel checkouts, vouchers and joins never over-fill it:
 *   422 COHORT_FULL when `capacity` seats are taken; 422 COHORT_NOT_OPEN when it is closed or past
 *   its enrolment deadline; 422 COHORT_NOT_FOUND for an unknown cohort or one of another course.
 * Every refusal is under `field` (e.g. `cohort_id`, `items.0.cohort_id`). Returns the cohort id.
 */
export async function takeCohortSeat(
  tx: DbOrTx,
  opts: { courseId: number; cohortId: number | null | undefined; now: Date; field?: string },
): Promise<number | null> {
  const field = opts.field ?? 'cohort_id';
  if (opts.cohortId === null || opts.cohortId === undefined) {
    if (await courseHasCohorts(tx, opts.courseId)) throw fieldError(field, COHORT_TEXT.cohortRequired, 'COHORT_REQUIRED');
    return null;
  }
  const cohort = await findCohort(tx, opts.cohortId, true);
  if (!cohort || cohort.courseId !== opts.courseId) throw fieldError(field, COHORT_TEXT.cohortOfOtherCourse, 'COHORT_NOT_FOUND');
  if (!isCohortOpen(cohort, opts.now)) throw fieldError(field, COHORT_TEXT.cohortNotOpen, 'COHORT_NOT_OPEN');
  if (cohort.capacity !== null && (await countSeatsTaken(tx, cohort.id, opts.now)) >= cohort.capacity) {
    throw fieldError(field, COHORT_TEXT.cohortFull, 'COHORT_FULL');
  }
  return cohort.id;
}
