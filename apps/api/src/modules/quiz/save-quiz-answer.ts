import { QUIZ_CODES } from '@kelas/contracts/quiz';
import type { DbOrTx } from '../../db/client.ts';
import { conflict, fieldError, notFound } from '../../lib/app-error.ts';
import { expireQuizAttempt } from './close-quiz-attempt.ts';
import { explainRefusedAnswer, saveResponse } from './queries.ts';

export const QUIZ_LOG_NOT_FOUND = 'Quiz log tidak ditemukan.';
export const QUIZ_ALREADY_FINISHED = 'Quiz sudah diselesaikan. Jawaban tidak dapat diubah.';

/**
 * Saves one answer (spec 2.23 "Selecting an answer saves it at once"; spec 7
 * POST /course/quiz/answer), replacing the question's earlier answer. One statement when it
 * succeeds. Errors: 404 when the log is unknown or someone else's; 409 QUIZ_COMPLETED after
 * finish; 410 QUIZ_EXPIRED after the deadline (the attempt is closed with what was saved);
 * 422 on quiz_id when the question is not in the attempt's quiz, on answer_id when the answer
 * is not one of that question's.
 */
export async function saveQuizAnswer(
  db: DbOrTx,
  opts: { userId: number; attemptId: number; questionId: number; answerId: number; now: Date },
): Promise<void> {
  if (await saveResponse(db, opts)) return;
  const why = await explainRefusedAnswer(db, opts);
  if (!why) throw notFound(QUIZ_LOG_NOT_FOUND);
  if (why.status === 'completed') throw conflict(QUIZ_ALREADY_FINISHED, QUIZ_CODES.completed);
  if (why.deadlineAt.getTime() <= opts.now.getTime()) await expireQuizAttempt(db, { attemptId: opts.attemptId, userId: opts.userId, now: opts.now });
  if (!why.questionInQuiz) throw fieldError('quiz_id', 'Soal tidak ditemukan pada quiz ini.');
  if (!why.answerOfQuestion) throw fieldError('answer_id', 'Jawaban tidak ditemukan pada soal ini.');
  // Closed between the two statements (a concurrent finish).
  throw conflict(QUIZ_ALREADY_FINISHED, QUIZ_CODES.completed);
}

/**
 * The answer call's fast path (decision 074): saves the answer in one statement that also checks
 * the bearer session (by its token hash, live at `sessionNow`), so a successful answer costs one
 * database round trip. Returns false when anything is off (no live session, not the learner's
 * log, finished, expired, bad ids); the caller then authenticates the usual way and calls
 * `saveQuizAnswer`, which answers the exact error.
 */
export async function trySaveQuizAnswerBySession(
  db: DbOrTx,
  opts: { tokenHash: string; sessionNow: Date; attemptId: number; questionId: number; answerId: number; now: Date },
): Promise<boolean> {
  return saveResponse(db, opts);
}
