import { assertAttendanceVerified } from '../prakerja/request-attendance.ts';
import {
  FinishedQuizResponseSchema,
  QuizAnswerBodySchema,
  QuizFinishBodySchema,
  QuizQuestionBodySchema,
  QuizSessionResponseSchema,
  SavedAnswerResponseSchema,
} from '@kelas/contracts/quiz';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unauthorized } from '../../lib/app-error.ts';
import { hashToken } from '../../lib/tokens.ts';
import { currentUser, hasRole } from '../../plugins/auth.ts';
import { finishQuizAttempt } from './finish-quiz-attempt.ts';
import { loadQuizForLearner } from './policy.ts';
import { presentFinished, presentSession } from './presenters.ts';
import { createAnswerSaver, saveQuizAnswer } from './save-quiz-answer.ts';
import { previewQuiz, startQuizAttempt } from './start-quiz-attempt.ts';

/** The bearer token of a request (same rule as the auth plugin), or null. */
function bearerToken(header: string | undefined): string | null {
  const m = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return m?.[1] && m[1].length <= 200 ? m[1] : null;
}

/**
 * Routes of the quiz feature (mounted under /api; spec 2.23, 7, 8). Every route needs a
 * learner session (401 otherwise). Error codes: QUIZ_EXPIRED (410), QUIZ_COMPLETED and
 * QUIZ_NO_ATTEMPTS_LEFT (409); missing ids → 422 with the spec 5 message. No answer ever
 * carries a correctness flag.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const answers = createAnswerSaver(app.db);
  // Graceful shutdown: the database closes only after the answers handed to the
  // batcher are written. The requests waiting on them are in flight, so app.close() waits for
  // them anyway; this makes the order explicit for any caller of close().
  app.addHook('onClose', async () => {
    await answers.drain();
  });
  /**
   * POST /api/course/quiz/question { material_id, quiz_material_id, retake? } →
   * { data: { quizzes, log, log_id, server_time, remaining_attempts, preview } }. Starts or resumes
   * the learner's attempt (see startQuizAttempt); staff previewing get the questions and no attempt
   * (decision 244). 404 unknown quiz on that item, 403 not enrolled, 409 QUIZ_NO_ATTEMPTS_LEFT,
   * 409 ITEM_LOCKED (sequential course, decision 241), 410 QUIZ_EXPIRED.
   */
  app.post(
    '/course/quiz/question',
    {
      onRequest: app.authenticate,
      schema: { tags: ['quiz'], security: [{ bearer: [] }], body: QuizQuestionBodySchema, response: { 200: QuizSessionResponseSchema } },
    },
    async (request) => {
      const user = currentUser(request);
      const body = request.body;
      const now = app.now();
      const quiz = await loadQuizForLearner(app.db, { userId: user.id, itemId: body.material_id, quizId: body.quiz_material_id, isAdmin: hasRole(user, 'admin'), now: app.now() });
      if (app.prakerja && !quiz.preview) await assertAttendanceVerified(app.db, user.id, body.material_id);
      const state = quiz.preview ? await previewQuiz(app.db, quiz) : await startQuizAttempt(app.db, { quiz, userId: user.id, retake: body.retake, now });
      return { data: presentSession(state, quiz.targetScore, now, quiz.preview) };
    },
  );

  /**
   * POST /api/course/quiz/answer { log_id, quiz_id (question id), answer_id | answer_ids } →
   * { data: { log_id, quiz_id, answer_id | answer_ids } }. Saves or replaces one answer of the
   * learner's open attempt (see saveQuizAnswer): `answer_id` for a single question, `answer_ids`
   * (the chosen set) for a multiple one (decision 243). 401, 404, 409 QUIZ_COMPLETED, 410
   * QUIZ_EXPIRED, 422 (wrong field for the question's type, empty set, duplicates, an answer of
   * another question). Benchmarked (bench/quiz-answer.mjs): for a single answer one statement
   * checks the session and saves, shared by the answers that arrive while earlier ones are being
   * written (decision 097).
   */
  app.post(
    '/course/quiz/answer',
    {
      // Without a bearer token: 401 at once. With one, the session is checked by the save
      // statement itself (fast path) or, when that saves nothing, by app.authenticate.
      onRequest: async (request) => {
        if (!bearerToken(request.headers.authorization)) throw unauthorized();
      },
      schema: { tags: ['quiz'], security: [{ bearer: [] }], body: QuizAnswerBodySchema, response: { 200: SavedAnswerResponseSchema } },
    },
    async (request, reply) => {
      const { log_id, quiz_id, answer_id, answer_ids } = request.body;
      const now = app.now();
      if (answer_id !== undefined) {
        const token = bearerToken(request.headers.authorization)!;
        const saved = await answers.trySave({ attemptId: log_id, questionId: quiz_id, answerId: answer_id, now, tokenHash: hashToken(token) });
        if (saved) return { data: { log_id, quiz_id, answer_id } };
      }
      await app.authenticate(request, reply);
      await saveQuizAnswer(app.db, { attemptId: log_id, questionId: quiz_id, answerId: answer_id, answerIds: answer_ids, now, userId: currentUser(request).id });
      return { data: answer_ids !== undefined ? { log_id, quiz_id, answer_ids: [...answer_ids].sort((a, b) => a - b) } : { log_id, quiz_id, answer_id } };
    },
  );

  /**
   * POST /api/course/quiz/finish { log_id } → { data: { log_id, log, remaining_attempts } }.
   * Scores once and marks the item complete (see finishQuizAttempt); the same result on
   * every later call. 404 when the log is not the learner's.
   */
  app.post(
    '/course/quiz/finish',
    {
      onRequest: app.authenticate,
      schema: { tags: ['quiz'], security: [{ bearer: [] }], body: QuizFinishBodySchema, response: { 200: FinishedQuizResponseSchema } },
    },
    async (request) => {
      const user = currentUser(request);
      const { attempt, answers } = await finishQuizAttempt(app.db, { userId: user.id, attemptId: request.body.log_id, now: app.now() });
      return { data: presentFinished(attempt, answers) };
    },
  );
};

export default routes;
