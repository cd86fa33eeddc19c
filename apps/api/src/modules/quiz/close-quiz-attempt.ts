import { isPassed, QUIZ_CODES, quizScore } from '@kelas/contracts/quiz';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { markItemComplete } from '../learning/mark-item-complete.ts';
import { countCorrectResponses, markAttemptCompleted, setAttemptResult, type AttemptWithQuiz, type SavedAnswers } from './queries.ts';

/** 410 `QUIZ_EXPIRED` (spec 2.23 / 8): the deadline passed; the attempt was closed with its saved answers. */
export const quizExpired = () => new AppError(410, 'Waktu kamu sudah habis!', QUIZ_CODES.expired);

/**
 * Closes an open attempt ONCE and scores it (spec 2.23): status 'completed',
 * score = round(right ÷ questions × 100) percent (a multiple-answer question is right only when the
 * chosen set equals the correct set; decision 243), correct_answer, wrong_answer (unanswered
 * questions count as wrong), and marks the quiz item complete for the learner when the quiz's rule
 * is met (decision 240): `attempted` by any finished attempt, `passed` by a score at or over the
 * target score. Run it inside a
 * transaction: the conditional update makes concurrent callers wait and then find nothing to
 * close. Returns the closed and scored attempt with its saved answers when this call closed it,
 * null when it was closed already (or is not the learner's).
 */
export async function closeQuizAttempt(
  tx: DbOrTx,
  opts: { attemptId: number; userId: number; now: Date },
): Promise<{ attempt: AttemptWithQuiz; answers: SavedAnswers } | null> {
  const closed = await markAttemptCompleted(tx, opts);
  if (!closed) return null;
  const { questions, correct, answers } = await countCorrectResponses(tx, { attemptId: opts.attemptId, quizId: closed.quizId });
  const result = { score: quizScore(correct, questions), correctAnswer: correct, wrongAnswer: questions - correct };
  await setAttemptResult(tx, { attemptId: opts.attemptId, ...result });
  if (closed.completionRule === 'attempted' || isPassed(result.score, closed.targetScore)) {
    // Inside the closing transaction, which fails as a whole: no savepoint needed.
    await markItemComplete(tx, { userId: opts.userId, itemId: closed.itemId, courseId: closed.courseId, now: opts.now, inCallersTransaction: true });
  }
  return { attempt: { ...closed, ...result }, answers };
}

/** Closes an expired attempt in its own transaction and throws QUIZ_EXPIRED. */
export async function expireQuizAttempt(db: DbOrTx, opts: { attemptId: number; userId: number; now: Date }): Promise<never> {
  await db.transaction((tx) => closeQuizAttempt(tx, opts));
  throw quizExpired();
}
