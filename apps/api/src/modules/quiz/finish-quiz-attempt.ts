import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { closeQuizAttempt } from './close-quiz-attempt.ts';
import { findOwnAttempt, listResponses, type AttemptWithQuiz, type SavedAnswers } from './queries.ts';
import { QUIZ_LOG_NOT_FOUND } from './save-quiz-answer.ts';

/**
 * Finishes an attempt (spec 2.23 'Selesaikan Quiz' / 'Akhiri Quiz'; spec 7
 * POST /course/quiz/finish): scores it once and marks the item complete, in one transaction.
 * Finishing a finished attempt (twice, concurrently, or after expiry closed it) changes
 * nothing and answers the same result. A finish after the deadline scores what was saved.
 * 404 when the log is unknown or someone else's. Statements (decision 124): the closing
 * transaction answers from what it wrote; the attempt is read again only when it was closed already.
 */
export async function finishQuizAttempt(
  db: DbOrTx,
  opts: { userId: number; attemptId: number; now: Date },
): Promise<{ attempt: AttemptWithQuiz; answers: SavedAnswers }> {
  const closed = await db.transaction((tx) => closeQuizAttempt(tx, opts));
  if (closed) return closed;
  const [attempt, answers] = await Promise.all([findOwnAttempt(db, opts.attemptId, opts.userId), listResponses(db, opts.attemptId)]);
  if (!attempt) throw notFound(QUIZ_LOG_NOT_FOUND);
  return { attempt, answers };
}
