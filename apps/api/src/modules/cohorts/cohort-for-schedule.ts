import { COHORT_TEXT } from '@kelas/contracts/cohorts';
import type { DbOrTx } from '../../db/client.ts';
import { fieldError } from '../../lib/app-error.ts';
import { courseHasCohorts, findCohortByScheduleCode } from './queries.ts';
import { takeCohortSeat } from './take-cohort-seat.ts';

/**
 * The cohort a job-training programme code enrols into (decision 285): the course's cohort whose
 * `schedule_code` is the one the programme reported for the code. Null for a course without
 * cohorts. 422 under `redeem_code` when the course has cohorts but none for that schedule
 * (NO_COHORT_FOR_SCHEDULE), or when that cohort is full or closed (`takeCohortSeat`). Call in the
 * enrolment's transaction: the seat is decided under the cohort's row lock.
 */
export async function cohortForScheduleCode(tx: DbOrTx, opts: { courseId: number; scheduleCode: string | null; now: Date }): Promise<number | null> {
  if (!(await courseHasCohorts(tx, opts.courseId))) return null;
  const code = opts.scheduleCode?.trim().toUpperCase();
  const cohort = code ? await findCohortByScheduleCode(tx, opts.courseId, code) : null;
  if (!cohort) throw fieldError('redeem_code', COHORT_TEXT.noCohortForSchedule, 'NO_COHORT_FOR_SCHEDULE');
  return takeCohortSeat(tx, { courseId: opts.courseId, cohortId: cohort.id, now: opts.now, field: 'redeem_code' });
}
