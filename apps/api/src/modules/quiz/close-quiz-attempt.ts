import { QUIZ_CODES, quizScore } from '@kelas/contracts/quiz';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { markItemComplete } from '../learning/mark-item-complete.ts';
import { countCorrectResponses, markAttemptCompleted, setAttemptResult } from './queries.ts';

/** 410 `QUIZ_EXPIRED` (spec 2.23 / 8): the deadline passed; the attempt was closed with its saved answers. */
export const quizExpired = () => new AppError(410, 'Waktu kamu sudah habis!', QUIZ_CODES.expired);

/**
 * Closes an open attempt ONCE and scores it (spec 2.23, issue 7): status 'completed',
 * score = round(correct ÷ questions × 100) percent, correct_answer, wrong_answer (unanswered
 * questions count as wrong), and marks the quiz item complete for the learner. Run it inside a
 * transaction: the conditional update makes concurrent callers wait and then find nothing to
 * close. Returns true when this call closed the attempt, false when it was closed already.
 */
export async function closeQuizAttempt(tx: DbOrTx, opts: { attemptId: number; userId: number; now: Date }): Promise<boolean> {
  const closed = await markAttemptCompleted(tx, opts);
  if (!closed) return false;
  const { questions, correct } = await countCorrectResponses(tx, { attemptId: opts.attemptId, quizId: closed.quizId });
  await setAttemptResult(tx, {
    attemptId: opts.attemptId,
    score: quizScore(correct, questions),
    correctAnswer: correct,
    wrongAnswer: questions - correct,
  });
  await markItemComplete(tx, { userId: opts.userId, itemId: closed.itemId, courseId: closed.courseId, now: opts.now });
  return true;
}

/** Closes an expired attempt in its own transaction and throws QUIZ_EXPIRED. */
export async function expireQuizAttempt(db: DbOrTx, opts: { attemptId: number; userId: number; now: Date }): Promise<never> {
  await db.transaction((tx) => closeQuizAttempt(tx, opts));
  throw quizExpired();
}
