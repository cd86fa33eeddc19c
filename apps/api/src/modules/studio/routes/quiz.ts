import { IdParamsSchema, ImportQuizCsvBodySchema, PutQuizBodySchema, StudioQuizResponseSchema } from '@kelas/contracts/studio';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, expectedVersion } from '../actor.ts';
import { afterCourseWrite } from '../after-course-write.ts';
import { presentQuiz } from '../presenters.ts';
import { loadQuizForEditor, writeQuiz } from '../put-quiz.ts';
import { parseQuestionsCsv, questionsToCsv } from '../quiz-csv.ts';
import { studioDoc, studioErrors } from './common.ts';

/** Studio quiz editor. Role author (of the course) or admin. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const staff = app.requireRole('author', 'admin');

  /** GET /api/admin/items/{id}/quiz → { data: StudioQuiz } (with is_correct). 422 `item_type` when the item is no quiz. */
  app.get(
    '/admin/items/:id/quiz',
    { preHandler: staff, schema: { ...studioDoc, params: IdParamsSchema, response: { 200: StudioQuizResponseSchema, ...studioErrors } } },
    async (request) => {
      const q = await loadQuizForEditor(app.db, { actor: actorOf(request), itemId: request.params.id });
      return { data: presentQuiz(q.item.id, q.quiz, q.questions) };
    },
  );

  /**
   * PUT /api/admin/items/{id}/quiz { target_score, opportunity, duration_minutes, questions: [{ question, answers: [{ answer, is_correct }] }], version? }
   * → { data: StudioQuiz }. 2..10 answers, at least one correct (422 `questions.N.answers`); 409 STALE_VERSION.
   */
  app.put(
    '/admin/items/:id/quiz',
    { preHandler: staff, schema: { ...studioDoc, params: IdParamsSchema, body: PutQuizBodySchema, response: { 200: StudioQuizResponseSchema, ...studioErrors } } },
    async (request) => {
      const { questions, version, ...settings } = request.body;
      const q = await writeQuiz(app.db, { actor: actorOf(request), itemId: request.params.id, settings, questions, mode: 'replace', expected: expectedVersion(request, version), action: 'quiz.update', now: app.now() });
      afterCourseWrite(app, q.courseId);
      return { data: presentQuiz(q.item.id, q.quiz, q.questions) };
    },
  );

  /**
   * The course's policy before the file is read: the role on the request, then (before the body is
   * validated) whether the actor may edit this item's course, so an outsider gets 401/403/404 and
   * learns nothing about the CSV it sent. A malformed id is left to the schema (422 on `id`).
   */
  const mayEditItem = async (request: FastifyRequest) => {
    const params = IdParamsSchema.safeParse(request.params);
    if (params.success) await loadQuizForEditor(app.db, { actor: actorOf(request), itemId: params.data.id });
  };

  /**
   * POST /api/admin/items/{id}/quiz/import { csv, mode: replace|append } → { data: StudioQuiz }.
   * 401/403/404 (the course's policy) before anything about the file; then 422 CSV_ROWS with
   * `errors: { 'baris N': [...] }` for every bad row, and nothing imported.
   */
  app.post(
    '/admin/items/:id/quiz/import',
    {
      onRequest: staff,
      preValidation: mayEditItem,
      bodyLimit: 2_500_000,
      schema: { ...studioDoc, params: IdParamsSchema, body: ImportQuizCsvBodySchema, response: { 200: StudioQuizResponseSchema, ...studioErrors } },
    },
    async (request) => {
      const questions = parseQuestionsCsv(request.body.csv);
      const q = await writeQuiz(app.db, { actor: actorOf(request), itemId: request.params.id, settings: null, questions, mode: request.body.mode, expected: undefined, action: 'quiz.import', now: app.now() });
      afterCourseWrite(app, q.courseId);
      return { data: presentQuiz(q.item.id, q.quiz, q.questions) };
    },
  );

  /** GET /api/admin/items/{id}/quiz/export → text/csv attachment (QUIZ_CSV_HEADER columns). */
  app.get(
    '/admin/items/:id/quiz/export',
    { preHandler: staff, schema: { ...studioDoc, params: IdParamsSchema, response: { 200: z.string().describe('text/csv'), ...studioErrors } } },
    async (request, reply) => {
      const q = await loadQuizForEditor(app.db, { actor: actorOf(request), itemId: request.params.id });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="kuis-${q.item.id}.csv"`)
        .send(questionsToCsv(q.questions));
    },
  );
};

export default routes;
