import { REVIEW_MIN_PROGRESS, REVIEW_TEXT } from '@kelas/contracts/reviews';
import { progressPercent } from '@kelas/contracts/learning';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { countCourseCompletion } from '../learning/queries.ts';
import { isEnrolled } from './queries.ts';

/**
 * The learner's completion of a course in whole percent, computed as the player's header shows it
 * (`countCourseCompletion` + `progressPercent`, decision 061), and whether it allows a review
 * (at least REVIEW_MIN_PROGRESS). Null when the learner is not enrolled.
 */
export async function readLearnerProgress(db: DbOrTx, userId: number, courseId: number): Promise<{ progress: number; canReview: boolean } | null> {
  if (!(await isEnrolled(db, userId, courseId))) return null;
  const { total, done } = await countCourseCompletion(db, userId, courseId);
  const progress = progressPercent(done, total);
  return { progress, canReview: progress >= REVIEW_MIN_PROGRESS };
}

/** 403 NOT_ENROLLED or 403 UNDER_HALF unless the learner may review the course. */
export async function assertMayReview(db: DbOrTx, userId: number, courseId: number): Promise<void> {
  const p = await readLearnerProgress(db, userId, courseId);
  if (!p) throw new AppError(403, REVIEW_TEXT.notEnrolled, 'NOT_ENROLLED');
  if (!p.canReview) throw new AppError(403, REVIEW_TEXT.underHalf, 'UNDER_HALF');
}
