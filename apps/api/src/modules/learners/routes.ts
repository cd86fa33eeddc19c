import { ErrorBodySchema, ValidationErrorBodySchema } from '@kelas/contracts/http';
import {
  DeactivateUserBodySchema,
  EraseUserBodySchema,
  GrantEnrolmentBodySchema,
  LEARNER_TEXT,
  LearnerDetailSchema,
  LearnerEnrolmentAnswerSchema,
  MessageAnswerSchema,
  RevokeEnrolmentBodySchema,
  UserIdParamsSchema,
  UserListQuerySchema,
  UserListSchema,
  UserSummaryAnswerSchema,
} from '@kelas/contracts/learners';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
import type { Actor } from './actor.ts';
import { deactivateAccount, reactivateAccount } from './deactivate-account.ts';
import { erasePersonalData } from './erase-personal-data.ts';
import { exportPersonalData } from './export-personal-data.ts';
import { listUsers } from './list-users.ts';
import { loadLearnerRecord } from './load-learner-record.ts';
import { grantEnrolment, revokeEnrolment } from './manage-enrolments.ts';
import { sendResetLink } from './send-reset-link.ts';

const errors = { 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema, 422: z.union([ValidationErrorBodySchema.extend({ code: z.string().optional() }), ErrorBodySchema]) };
const actorOf = (request: FastifyRequest): Actor => ({ id: currentUser(request).id, ip: request.ip });

/** Routes of the console's learners feature (mounted under /api). Role admin. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const common = { tags: ['admin'], security: [{ bearer: [] }] };
  const preHandler = app.requireRole('admin');

  /**
   * GET /api/admin/users?search=&role=&page=&per_page= → 200 `{ data: UserSummary[], meta: { total, page, per_page } }`,
   * newest first; `search` matches name, e-mail or phone; `role=learner` = no staff role. 422 bad page or role.
   */
  app.get('/admin/users', { preHandler, schema: { ...common, querystring: UserListQuerySchema, response: { 200: UserListSchema, ...errors } } }, async (request) => {
    const q = request.query;
    return listUsers(app.db, { search: q.search, role: q.role, page: q.page, perPage: q.per_page });
  });

  /** GET /api/admin/users/{id} → 200 `{ data: { user, enrolments, orders, quiz_attempts, submissions } }`. 404 unknown. */
  app.get('/admin/users/:id', { preHandler, schema: { ...common, params: UserIdParamsSchema, response: { 200: LearnerDetailSchema, ...errors } } }, async (request) => ({
    data: await loadLearnerRecord(app.db, request.params.id),
  }));

  /**
   * POST /api/admin/users/{id}/enrolments `{ course_id, cohort_id?, reason }` → 201 `{ data: LearnerEnrolment }`
   * (source `admin`). 404 unknown learner or course; 409 already enrolled; 422 missing reason or
   * course, or `cohort_id` of another course, closed or full.
   */
  app.post(
    '/admin/users/:id/enrolments',
    { preHandler, schema: { ...common, params: UserIdParamsSchema, body: GrantEnrolmentBodySchema, response: { 201: LearnerEnrolmentAnswerSchema, ...errors } } },
    async (request, reply) => {
      const data = await grantEnrolment(app.db, { userId: request.params.id, courseId: request.body.course_id, cohortId: request.body.cohort_id, reason: request.body.reason, actor: actorOf(request), now: app.now() });
      return reply.status(201).send({ data });
    },
  );

  /** DELETE /api/admin/enrolments/{id} (optional body `{ reason }`) → 200 `{ message }`. 404 unknown enrolment. */
  app.delete(
    '/admin/enrolments/:id',
    { preHandler, schema: { ...common, params: UserIdParamsSchema, response: { 200: MessageAnswerSchema, ...errors } } },
    async (request) => {
      // The body is optional (a DELETE often has none), so it is parsed here rather than by the schema.
      const body = RevokeEnrolmentBodySchema.parse(request.body ?? undefined);
      await revokeEnrolment(app.db, { enrolmentId: request.params.id, reason: body?.reason || undefined, actor: actorOf(request) });
      return { message: LEARNER_TEXT.revoked };
    },
  );

  /** POST /api/admin/users/{id}/password-reset → 202 `{ message }`: the forgot-password link, by e-mail. 404 unknown; 409 erased. */
  app.post(
    '/admin/users/:id/password-reset',
    { preHandler, schema: { ...common, params: UserIdParamsSchema, response: { 202: MessageAnswerSchema, ...errors } } },
    async (request, reply) => {
      await sendResetLink({ db: app.db, config: app.config, mailer: app.mailer, log: request.log }, { userId: request.params.id, actor: actorOf(request), now: app.now() });
      return reply.status(202).send({ message: LEARNER_TEXT.resetSent });
    },
  );

  /**
   * POST /api/admin/users/{id}/deactivate `{ reason }` → 200 `{ data: UserSummary, message }`: every session revoked,
   * login refused (403 ACCOUNT_DEACTIVATED). 404 unknown; 409 already; 422 own account or no reason.
   */
  app.post(
    '/admin/users/:id/deactivate',
    { preHandler, schema: { ...common, params: UserIdParamsSchema, body: DeactivateUserBodySchema, response: { 200: UserSummaryAnswerSchema, ...errors } } },
    async (request) => ({
      data: await deactivateAccount(app.db, { userId: request.params.id, reason: request.body.reason, actor: actorOf(request), now: app.now() }),
      message: LEARNER_TEXT.deactivated,
    }),
  );

  /** POST /api/admin/users/{id}/reactivate → 200 `{ data: UserSummary, message }`. 404 unknown; 409 active or erased. */
  app.post(
    '/admin/users/:id/reactivate',
    { preHandler, schema: { ...common, params: UserIdParamsSchema, response: { 200: UserSummaryAnswerSchema, ...errors } } },
    async (request) => ({
      data: await reactivateAccount(app.db, { userId: request.params.id, actor: actorOf(request), now: app.now() }),
      message: LEARNER_TEXT.reactivated,
    }),
  );

  /**
   * GET /api/admin/users/{id}/export → 200 JSON download (`Content-Disposition: attachment;
   * filename="data-pribadi-{id}.json"`), the UU PDP export of decision 161. 404 unknown.
   */
  app.get(
    '/admin/users/:id/export',
    { preHandler, schema: { ...common, params: UserIdParamsSchema, response: { 200: z.record(z.string(), z.unknown()), ...errors } } },
    async (request, reply) => {
      const data = await exportPersonalData(app.db, { userId: request.params.id, actor: actorOf(request), now: app.now() });
      void reply
        .header('content-disposition', `attachment; filename="data-pribadi-${request.params.id}.json"`)
        .header('cache-control', 'no-store');
      return data;
    },
  );

  /**
   * POST /api/admin/users/{id}/erase `{ reason, confirm_email }` → 200 `{ data: UserSummary, message }` (decision 161).
   * 404 unknown; 409 erased already or still staff; 422 own account, no reason, or e-mail not confirmed.
   */
  app.post(
    '/admin/users/:id/erase',
    { preHandler, schema: { ...common, params: UserIdParamsSchema, body: EraseUserBodySchema, response: { 200: UserSummaryAnswerSchema, ...errors } } },
    async (request) => ({
      data: await erasePersonalData(
        { db: app.db, storage: app.storage, log: request.log },
        { userId: request.params.id, reason: request.body.reason, confirmEmail: request.body.confirm_email, actor: actorOf(request), now: app.now() },
      ),
      message: LEARNER_TEXT.erased,
    }),
  );
};

export default routes;
