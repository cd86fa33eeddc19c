import { QUIZ_CODES, quizScore } from '@kelas/contracts/quiz';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { markItemComplete } from '../learning/mark-item-complete.ts';
import { countCorrectResponses, markAttemptCompleted, setAttemptResult, type AttemptWithQuiz } from './queries.ts';

/** 410 `QUIZ_EXPIRED` (spec 2.23 / 8): the deadline passed; the attempt was closed with its saved answers. */
export const quizExpired = () => new AppError(410, 'Waktu kamu sudah habis!', QUIZ_CODES.expired);

/**
 * Closes an open attempt ONCE and scores it (spec 2.23, issue 7): status 'completed',
 * score = round(correct ÷ questions × 100) percent, correct_answer, wrong_answer (unanswered
 * questions count as wrong), and marks the quiz item complete for the learner. Run it inside a
 * transaction: the conditional update makes concurrent callers wait and then find nothing to
 * close. Returns the closed and scored attempt with its saved answers when this call closed it,
 * null when it was closed already (or is not the learner's).
 */
export async function closeQuizAttempt(
  tx: DbOrTx,
  opts: { attemptId: number; userId: number; now: Date },
): Promise<{ attempt: AttemptWithQuiz; answers: Record<string, number> } | null> {
  const closed = await markAttemptCompleted(tx, opts);
  if (!closed) return null;
  const { questions, correct, answers } = await countCorrectResponses(tx, { attemptId: opts.attemptId, quizId: closed.quizId });
  const result = { score: quizScore(correct, questions), correctAnswer: correct, wrongAnswer: questions - correct };
  await setAttemptResult(tx, { attemptId: opts.attemptId, ...result });
  // Inside the closing transaction, which fails as a whole: no savepoint needed.
  await markItemComplete(tx, { userId: opts.userId, itemId: closed.itemId, courseId: closed.courseId, now: opts.now, inCallersTransaction: true });
  return { attempt: { ...closed, ...result }, answers };
}

/** Closes an expired attempt in its own transaction and throws QUIZ_EXPIRED. */
export async function expireQuizAttempt(db: DbOrTx, opts: { attemptId: number; userId: number; now: Date }): Promise<never> {
  await db.transaction((tx) => closeQuizAttempt(tx, opts));
  throw quizExpired();
}
