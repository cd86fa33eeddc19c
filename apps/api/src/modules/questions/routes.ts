import { COURSE_NOT_FOUND, isValidSlug } from '@kelas/contracts/catalogue';
import { ErrorBodySchema, ValidationErrorBodySchema } from '@kelas/contracts/http';
import {
  AdminReportQuerySchema,
  AnswerResponseSchema,
  AskQuestionBodySchema,
  MentorQuestionListSchema,
  MentorQuestionQuerySchema,
  MessageResponseSchema,
  POSTS_PER_MINUTE,
  PostBodySchema,
  PostingBanBodySchema,
  PostingBanListQuerySchema,
  PostingBanListSchema,
  PostingBanParamsSchema,
  PostingBanResponseSchema,
  PostParamsSchema,
  QUESTION_TEXT,
  QuestionDetailResponseSchema,
  QuestionIdParamsSchema,
  QuestionListQuerySchema,
  QuestionListSchema,
  QuestionSlugParamsSchema,
  ReportedPostListSchema,
  ReportPostBodySchema,
  VoteResponseSchema,
  type PostKind,
} from '@kelas/contracts/questions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error.ts';
import { currentUser, hasRole } from '../../plugins/auth.ts';
import { deliverNotificationMail } from '../notifications/notify.ts';
import { acceptAnswerOf } from './accept-answer.ts';
import { answerQuestion } from './answer-question.ts';
import { askQuestion } from './ask-question.ts';
import { editPost } from './edit-post.ts';
import { listQuestions } from './list-questions.ts';
import { banFromPosting, liftPostingBan, setPostVisibility } from './moderate-post.ts';
import { presentMentorQuestion, presentPostingBan, presentReportedPost } from './presenters.ts';
import { listInboxQuestions, listPostingBans, listReportedPosts } from './queries.ts';
import { readQuestion } from './read-question.ts';
import { reportPost } from './report-post.ts';
import postImages from './routes/post-images.ts';
import { votePost } from './vote-post.ts';

const errors = { 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema, 422: ValidationErrorBodySchema };
const posting = { ...errors, 429: ErrorBodySchema };

/**
 * Questions and answers on every item of a course, the mentor's inbox and the moderation queue
 * (decision 277), mounted under /api. Every call needs a session (401 without). Reading, answering,
 * voting and reporting are for participants: learners enrolled in the course, its mentors and
 * authors, admins (403 NOT_ENROLLED otherwise). Hidden posts are listed to nobody but the queue.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['questions'];
  const secured = { tags, security: [{ bearer: [] }] };
  const adminGuard = app.requireRole('admin');
  const mentorGuard = app.requireRole('mentor', 'admin');
  // One counter for questions and answers together, per learner (many share an IP), counted after
  // authentication; the store increments atomically (Redis INCR, or one synchronous step in memory),
  // so parallel requests cannot pass it.
  const postLimit = app.rateLimit({ max: POSTS_PER_MINUTE, timeWindow: '1 minute', keyGenerator: (r) => `qa-post:${r.user?.id ?? r.ip}` });
  const posts = [app.authenticate, postLimit];
  const reader = (userId: number) => ({ userId, now: app.now() });
  await app.register(postImages);

  /**
   * GET /api/course/{slug}/questions?item_id=&sort=newest|votes|unanswered&page=&per_page= → `{ data:
   * Question[], meta: { total, page, per_page }, can_ask, posting_ban: { reason, since } | null }`:
   * the course's visible questions, 10 a page (at most 50); `item_id` narrows to one item; whether
   * the reader may ask, and the ban that stops them (decision 292). 401; 403 NOT_ENROLLED; 404 unknown course; 422 bad
   * query or an item of another course.
   */
  app.get(
    '/course/:slug/questions',
    { preHandler: app.authenticate, schema: { ...secured, summary: "A course's questions", params: QuestionSlugParamsSchema, querystring: QuestionListQuerySchema, response: { 200: QuestionListSchema, ...errors } } },
    async (request) => {
      const { slug } = request.params;
      if (!isValidSlug(slug)) throw notFound(COURSE_NOT_FOUND);
      return listQuestions(app.db, { user: currentUser(request), slug, query: request.query, now: app.now() });
    },
  );

  /**
   * POST /api/course/{slug}/questions `{ item_id, body (1..10 000 characters, plain text or the
   * rich-text allow-list) }` → 201 `{ data: Question }`; notifies each mentor of the course in-app
   * and by e-mail (once per mentor and question, never the asker; decision 282). 401; 403 NOT_ENROLLED, 403 POSTING_BANNED;
   * 404 unknown course; 422 empty or over-long body, an item of another course; 429 over 10 posts a
   * minute (questions and answers together).
   */
  app.post(
    '/course/:slug/questions',
    { preHandler: posts, schema: { ...secured, summary: 'Ask a question on an item', params: QuestionSlugParamsSchema, body: AskQuestionBodySchema, response: { 201: QuestionDetailResponseSchema, ...posting } } },
    async (request, reply) => {
      const { slug } = request.params;
      if (!isValidSlug(slug)) throw notFound(COURSE_NOT_FOUND);
      const user = currentUser(request);
      const { questionId, mailIds } = await askQuestion(app.db, { user, slug, body: request.body, config: app.config, now: app.now() });
      await deliverNotificationMail(app, mailIds, request.log);
      return reply.code(201).send({ data: await readQuestion(app.db, { user, id: questionId, now: app.now() }) });
    },
  );

  /** GET /api/questions/{id} → `{ data: QuestionDetail }`: the question, its answers (accepted first, then votes, then oldest), `can_answer`, `can_accept`, `posting_ban`. 401; 403 NOT_ENROLLED; 404 unknown or hidden. */
  app.get(
    '/questions/:id',
    { preHandler: app.authenticate, schema: { ...secured, summary: 'A question with its answers', params: QuestionIdParamsSchema, response: { 200: QuestionDetailResponseSchema, ...errors } } },
    async (request) => ({ data: await readQuestion(app.db, { user: currentUser(request), id: request.params.id, now: app.now() }) }),
  );

  /**
   * POST /api/questions/{id}/answers `{ body }` → 201 `{ data: Answer }`; notifies the asker in-app
   * and by e-mail (once per answer). 401; 403 NOT_ENROLLED, 403 POSTING_BANNED; 404 unknown or
   * hidden question; 422 empty or over-long body; 429 over 10 posts a minute.
   */
  app.post(
    '/questions/:id/answers',
    { preHandler: posts, schema: { ...secured, summary: 'Answer a question', params: QuestionIdParamsSchema, body: PostBodySchema, response: { 201: AnswerResponseSchema, ...posting } } },
    async (request, reply) => {
      const user = currentUser(request);
      const { answerId, mailIds } = await answerQuestion(app.db, { user, questionId: request.params.id, body: request.body.body, config: app.config, now: app.now() });
      await deliverNotificationMail(app, mailIds, request.log);
      const detail = await readQuestion(app.db, { user, id: request.params.id, now: app.now() });
      return reply.code(201).send({ data: detail.answers.find((a) => a.id === answerId)! });
    },
  );

  /**
   * POST /api/answers/{id}/accept → `{ data: QuestionDetail }`: the asker or a mentor of the course
   * accepts the answer (another accepted answer is un-accepted); notifies its author and the asker,
   * once per answer. 401; 403 NOT_ENROLLED, 403 neither asker nor mentor; 404 unknown or hidden.
   */
  app.post(
    '/answers/:id/accept',
    { preHandler: app.authenticate, schema: { ...secured, summary: 'Accept an answer', params: QuestionIdParamsSchema, response: { 200: QuestionDetailResponseSchema, 409: ErrorBodySchema, ...errors } } },
    async (request) => {
      const user = currentUser(request);
      const { questionId, mailIds } = await acceptAnswerOf(app.db, { user, answerId: request.params.id, config: app.config, now: app.now() });
      await deliverNotificationMail(app, mailIds, request.log);
      return { data: await readQuestion(app.db, { user, id: questionId, now: app.now() }) };
    },
  );

  for (const kind of ['question', 'answer'] as const satisfies readonly PostKind[]) {
    const base = kind === 'question' ? '/questions/:id' : '/answers/:id';
    const noun = kind === 'question' ? 'question' : 'answer';

    /**
     * POST /api/questions/{id}/vote | /api/answers/{id}/vote → `{ data: { votes, voted } }`: one
     * up-vote per participant (a second call counts once); DELETE takes it back. 401; 403
     * NOT_ENROLLED; 404 unknown or hidden post.
     */
    for (const method of ['POST', 'DELETE'] as const) {
      app.route({
        method,
        url: `${base}/vote`,
        preHandler: app.authenticate,
        schema: { ...secured, summary: method === 'POST' ? `Up-vote a ${noun}` : `Take back the up-vote of a ${noun}`, params: QuestionIdParamsSchema, response: { 200: VoteResponseSchema, ...errors } },
        handler: async (request) => ({ data: await votePost(app.db, { user: currentUser(request), kind, id: request.params.id, up: method === 'POST', now: app.now() }) }),
      });
    }

    /**
     * PATCH /api/questions/{id} | /api/answers/{id} `{ body }` → `{ data: QuestionDetail }`: the
     * author edits within 15 minutes of writing. 401; 403 someone else's, 403 EDIT_WINDOW_CLOSED;
     * 404 unknown or hidden; 422 empty or over-long body.
     */
    app.patch(
      base,
      { preHandler: app.authenticate, schema: { ...secured, summary: `Edit one's ${noun}`, params: QuestionIdParamsSchema, body: PostBodySchema, response: { 200: QuestionDetailResponseSchema, ...errors } } },
      async (request) => {
        const user = currentUser(request);
        const questionId = await editPost(app.db, { user, kind, id: request.params.id, body: request.body.body, now: app.now() });
        return { data: await readQuestion(app.db, { user, id: questionId, now: app.now() }) };
      },
    );

    /** DELETE /api/questions/{id} | /api/answers/{id} → 204: the author deletes within 15 minutes (a question takes its answers). 401; 403; 404. */
    app.delete(
      base,
      { preHandler: app.authenticate, schema: { ...secured, summary: `Delete one's ${noun}`, params: QuestionIdParamsSchema, response: { 204: z.null(), ...errors } } },
      async (request, reply) => {
        await editPost(app.db, { user: currentUser(request), kind, id: request.params.id, body: null, now: app.now() });
        return reply.code(204).send(null);
      },
    );
  }

  /**
   * POST /api/posts/{kind}/{id}/report `{ reason (1..500 characters) }` → `{ message }`: kind is
   * question or answer; one report per user and post (again: nothing new). 401; 403 NOT_ENROLLED;
   * 404 unknown or hidden post; 422 bad kind or reason.
   */
  app.post(
    '/posts/:kind/:id/report',
    { preHandler: app.authenticate, schema: { ...secured, summary: 'Report a question or an answer', params: PostParamsSchema, body: ReportPostBodySchema, response: { 200: MessageResponseSchema, ...errors } } },
    async (request) => {
      await reportPost(app.db, { user: currentUser(request), kind: request.params.kind, id: request.params.id, reason: request.body.reason, now: app.now() });
      return { message: QUESTION_TEXT.reported };
    },
  );

  /**
   * GET /api/mentor/questions?status=unanswered|all&page=&per_page= (mentor, admin) → `{ data:
   * MentorQuestion[] (with age_seconds), meta }`: the visible questions of the courses the mentor
   * teaches or authors (an admin: every course), oldest first; `unanswered` (default): without an
   * answer of the course's mentors, authors or an admin, and none accepted. 401; 403 a learner; 422 bad query.
   */
  app.get(
    '/mentor/questions',
    { preHandler: mentorGuard, schema: { ...secured, summary: "The mentor's questions to answer", querystring: MentorQuestionQuerySchema, response: { 200: MentorQuestionListSchema, ...errors } } },
    async (request) => {
      const user = currentUser(request);
      const q = request.query;
      const { rows, total } = await listInboxQuestions(app.db, { userId: user.id, all: hasRole(user, 'admin'), unanswered: q.status === 'unanswered', page: q.page, perPage: q.per_page });
      return { data: rows.map((r) => presentMentorQuestion(r, reader(user.id))), meta: { total, page: q.page, per_page: q.per_page } };
    },
  );

  /**
   * GET /api/admin/reports?status=open|all&page=&per_page= (admin) → `{ data: ReportedPost[], meta }`:
   * one row per reported post, the latest report first; `open` (default): with an unresolved report.
   * 401; 403; 422 bad query.
   */
  app.get(
    '/admin/reports',
    { preHandler: adminGuard, schema: { ...secured, summary: 'Reported questions and answers', querystring: AdminReportQuerySchema, response: { 200: ReportedPostListSchema, ...errors } } },
    async (request) => {
      const q = request.query;
      const { rows, total } = await listReportedPosts(app.db, q);
      return { data: rows.map(presentReportedPost), meta: { total, page: q.page, per_page: q.per_page } };
    },
  );

  for (const action of ['hide', 'restore'] as const) {
    /**
     * POST /api/admin/posts/{kind}/{id}/hide | /restore (admin) → `{ data: ReportedPost | null }`:
     * hides a post from every learner or shows it again, resolving its reports; audited. 401, 403;
     * 404 unknown post; 422 bad kind or id.
     */
    app.post(
      `/admin/posts/:kind/:id/${action}`,
      { preHandler: adminGuard, schema: { ...secured, summary: action === 'hide' ? 'Hide a question or answer' : 'Show a hidden question or answer again', params: PostParamsSchema, response: { 200: z.object({ data: ReportedPostListSchema.shape.data.element.nullable() }), ...errors } } },
      async (request) => {
        const { kind, id } = request.params;
        const row = await setPostVisibility(app.db, { kind, id, hidden: action === 'hide', actorId: currentUser(request).id, ip: request.ip, now: app.now() });
        return { data: row ? presentReportedPost(row) : null };
      },
    );
  }

  /**
   * POST /api/admin/courses/{id}/posting-bans `{ user_id, reason (1..500 characters) }` (admin) →
   * 201 `{ data: { course_id, user_id, reason, created_at } }`: the learner may no longer ask or
   * answer in the course (403 POSTING_BANNED) and is shown the reason under its discussions
   * (decision 292); a second ban keeps the first. Audited. 401, 403; 404 unknown course or user;
   * 422 bad id, empty or over-long reason.
   */
  app.post(
    '/admin/courses/:id/posting-bans',
    { preHandler: adminGuard, schema: { ...secured, summary: 'Ban a learner from posting in a course', params: QuestionIdParamsSchema, body: PostingBanBodySchema, response: { 201: PostingBanResponseSchema, ...errors } } },
    async (request, reply) => {
      const { user_id: userId, reason } = request.body;
      const ban = await banFromPosting(app.db, { courseId: request.params.id, userId, reason, actorId: currentUser(request).id, ip: request.ip, now: app.now() });
      return reply.code(201).send({ data: { course_id: ban.courseId, user_id: ban.userId, reason: ban.reason, created_at: ban.createdAt.toISOString() } });
    },
  );

  /**
   * DELETE /api/admin/courses/{id}/posting-bans/{user_id} (admin) → 204: lifts the learner's ban in
   * the course; they may ask and answer there again (decision 282). Audited as `posting.unban`. 401,
   * 403; 404 unknown course or user, 404 not banned there; 422 bad ids.
   */
  app.delete(
    '/admin/courses/:id/posting-bans/:user_id',
    { preHandler: adminGuard, schema: { ...secured, summary: "Lift a learner's posting ban in a course", params: PostingBanParamsSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await liftPostingBan(app.db, { courseId: request.params.id, userId: request.params.user_id, actorId: currentUser(request).id, ip: request.ip });
      return reply.code(204).send(null);
    },
  );

  /**
   * GET /api/admin/posting-bans?course_id=&page=&per_page= (admin) → `{ data: PostingBan[], meta }`:
   * who is banned from posting, in which course, since when and by whom, newest first; `course_id`
   * narrows to one course (decision 282). 401, 403; 422 bad query.
   */
  app.get(
    '/admin/posting-bans',
    { preHandler: adminGuard, schema: { ...secured, summary: 'Learners banned from posting', querystring: PostingBanListQuerySchema, response: { 200: PostingBanListSchema, ...errors } } },
    async (request) => {
      const q = request.query;
      const { rows, total } = await listPostingBans(app.db, { courseId: q.course_id, page: q.page, perPage: q.per_page });
      return { data: rows.map(presentPostingBan), meta: { total, page: q.page, per_page: q.per_page } };
    },
  );
};

export default routes;
