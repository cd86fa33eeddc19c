import { QUIZ_CODES, QUIZ_MESSAGES } from '@kelas/contracts/quiz';
import type { DbOrTx } from '../../db/client.ts';
import { conflict, fieldError, notFound } from '../../lib/app-error.ts';
import { createInFlightBatcher } from '../../lib/in-flight-batcher.ts';
import { expireQuizAttempt } from './close-quiz-attempt.ts';
import { explainRefusedAnswer, saveMultiResponse, saveResponse, saveResponsesBySession, type AnswerBySession } from './queries.ts';

export const QUIZ_LOG_NOT_FOUND = 'Quiz log tidak ditemukan.';
export const QUIZ_ALREADY_FINISHED = 'Quiz sudah diselesaikan. Jawaban tidak dapat diubah.';

/**
 * Saves one answer (spec 2.23 "Selecting an answer saves it at once"; spec 7
 * POST /course/quiz/answer), replacing the question's earlier answer: `answerId` for a `single`
 * question, `answerIds` (the whole chosen set) for a `multiple` one (decision 243). One statement
 * when it succeeds. Errors: 404 when the log is unknown or someone else's; 409 QUIZ_COMPLETED
 * after finish; 410 QUIZ_EXPIRED after the deadline (the attempt is closed with what was saved);
 * 422 on quiz_id when the question is not in the attempt's quiz, on answer_ids when they are given
 * for a single question, on answer_id when it is given for a multiple one, and on answer_id /
 * answer_ids when an answer is not one of that question's.
 */
export async function saveQuizAnswer(
  db: DbOrTx,
  opts: { userId: number; attemptId: number; questionId: number; answerId?: number | undefined; answerIds?: number[] | undefined; now: Date },
): Promise<void> {
  const ids = opts.answerIds ?? (opts.answerId !== undefined ? [opts.answerId] : []);
  const saved =
    opts.answerIds !== undefined
      ? await saveMultiResponse(db, { userId: opts.userId, attemptId: opts.attemptId, questionId: opts.questionId, answerIds: opts.answerIds, now: opts.now })
      : await saveResponse(db, { userId: opts.userId, attemptId: opts.attemptId, questionId: opts.questionId, answerId: opts.answerId!, now: opts.now });
  if (saved) return;
  const why = await explainRefusedAnswer(db, { attemptId: opts.attemptId, userId: opts.userId, questionId: opts.questionId, answerIds: ids });
  if (!why) throw notFound(QUIZ_LOG_NOT_FOUND);
  if (why.status === 'completed') throw conflict(QUIZ_ALREADY_FINISHED, QUIZ_CODES.completed);
  if (why.deadlineAt.getTime() <= opts.now.getTime()) await expireQuizAttempt(db, { attemptId: opts.attemptId, userId: opts.userId, now: opts.now });
  if (!why.questionInQuiz) throw fieldError('quiz_id', 'Soal tidak ditemukan pada quiz ini.');
  if (opts.answerIds !== undefined && why.questionType === 'single') throw fieldError('answer_ids', QUIZ_MESSAGES.answerIdsOnSingle);
  if (opts.answerIds === undefined && why.questionType === 'multiple') throw fieldError('answer_id', QUIZ_MESSAGES.answerIdOnMultiple);
  if (!why.answerOfQuestion) throw fieldError(opts.answerIds !== undefined ? 'answer_ids' : 'answer_id', 'Jawaban tidak ditemukan pada soal ini.');
  // Closed between the two statements (a concurrent finish).
  throw conflict(QUIZ_ALREADY_FINISHED, QUIZ_CODES.completed);
}

/** Answers saved by one statement at most, and such statements running at once (decision 097). */
const ANSWER_BATCH_MAX = 200;
const ANSWER_BATCHES_IN_FLIGHT = 4;

/**
 * The answer call's fast path (decisions 074 and 097), one per app: `trySave` resolves true when
 * the answer was saved by a batch statement that also checked the bearer session (by its token
 * hash, live at `now`). While fewer than 4 such statements run, an answer is written at once;
 * otherwise the answers that wait share the next statement (group commit), so under load one
 * database round trip saves many learners' answers. False when anything is off (no live session,
 * not the learner's log, finished, expired, bad ids); the caller then authenticates the usual way
 * and calls `saveQuizAnswer`, which answers the exact error. `drain` resolves when every answer
 * handed over so far is written (graceful shutdown).
 */
export function createAnswerSaver(db: DbOrTx): { trySave: (answer: AnswerBySession) => Promise<boolean>; drain: () => Promise<void> } {
  const batcher = createInFlightBatcher<AnswerBySession, boolean>({
    run: async (answers) => {
      try {
        return await saveResponsesBySession(db, answers);
      } catch (err) {
        // One answer must never fail the others: retry each alone; one that still fails takes
        // the fallback path, which answers its own error.
        if (answers.length === 1) throw err;
        return Promise.all(answers.map((a) => saveResponsesBySession(db, [a]).then((r) => r[0] === true, () => false)));
      }
    },
    key: (a) => `${a.attemptId}:${a.questionId}`,
    maxInFlight: ANSWER_BATCHES_IN_FLIGHT,
    maxBatch: ANSWER_BATCH_MAX,
  });
  return { trySave: (answer) => batcher.add(answer), drain: () => batcher.drain() };
}
