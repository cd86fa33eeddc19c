import { ErrorBodySchema, ValidationErrorBodySchema } from '@kelas/contracts/http';
import {
  PRAKERJA_MESSAGES,
  PrakerjaCallbackBodySchema,
  PrakerjaCourseAttendanceSchema,
  PrakerjaLearnersQuerySchema,
  PrakerjaLearnersResponseSchema,
  PrakerjaReportIdParamsSchema,
  PrakerjaRetryResponseSchema,
  PrakerjaStepResponseSchema,
  RedeemPrakerjaBodySchema,
  RequestAttendanceBodySchema,
  type PrakerjaStep,
} from '@kelas/contracts/prakerja';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { currentUser } from '../../plugins/auth.ts';
import { registerPrakerjaReportDelivery, reportDeps } from './deliver-report.ts';
import { requireClient } from './learner-errors.ts';
import { listProgrammeLearnersView } from './list-programme-learners.ts';
import { redeemPrakerjaCode } from './redeem-code.ts';
import { confirmCallback, loadCourseAttendance, requestAttendance } from './request-attendance.ts';
import { retryPrakerjaReport } from './retry-report.ts';
import type { PrakerjaDeps } from './verify-sequence.ts';

const MINUTE = 60_000;
const stepErrors = {
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  422: ValidationErrorBodySchema.extend({ code: z.string().optional() }),
  429: ErrorBodySchema,
  502: ErrorBodySchema,
  503: ErrorBodySchema,
};

/**
 * The job-training programme integration, mounted under /api: the learner's redemption,
 * attendance verification and callback, the player's attendance view, and the admin view of reports.
 * Every route that calls the programme answers 404 PRAKERJA_DISABLED when PRAKERJA_* is not configured.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  registerPrakerjaReportDelivery(app);
  const deps = (request: FastifyRequest): PrakerjaDeps => ({
    db: app.db,
    client: requireClient(app.prakerja),
    now: app.now(),
    publicUrl: app.config.PUBLIC_URL,
    log: request.log,
  });
  const answer = (data: PrakerjaStep, verifiedMessage: string) => ({
    message: data.status === 'verified' ? verifiedMessage : PRAKERJA_MESSAGES.attendanceRequired,
    data,
  });
  // Redeem attempts share the voucher limits (brute force), per learner.
  const perUser = app.createRateLimit({ max: app.config.VOUCHER_CLAIMS_PER_USER, timeWindow: MINUTE, keyGenerator: (req) => `prakerja-user:${req.user?.id ?? req.ip}` });
  const limit = async (request: FastifyRequest) => {
    const r = await perUser(request);
    if (r.isAllowed || !r.isExceeded) return;
    throw new AppError(429, `Terlalu banyak percobaan. Silakan coba lagi dalam ${r.ttlInSeconds} detik.`, 'RATE_LIMITED');
  };

  /**
   * POST /api/prakerja/redemptions { redeem_code } → 200 `{ message, data: PrakerjaStep }`
   * (decision 190): `verified` = enrolled (sequence 1 attended); `redirect` = go to
   * `data.url` (the programme's verification) which returns to /prakerja/callback. 422 under
   * `redeem_code`: unknown, another provider's, used by another account, another course, cancelled;
   * 503 programme down; 404 integration off; 502 the programme refused our signature; 429.
   */
  app.post(
    '/prakerja/redemptions',
    {
      preHandler: [app.authenticate, limit],
      schema: { tags: ['prakerja'], security: [{ bearer: [] }], body: RedeemPrakerjaBodySchema, response: { 200: PrakerjaStepResponseSchema, ...stepErrors } },
    },
    async (request) => {
      const user = currentUser(request);
      const step = await redeemPrakerjaCode(deps(request), { userId: user.id, email: user.email, redeemCode: request.body.redeem_code });
      return answer(step, PRAKERJA_MESSAGES.redeemed);
    },
  );

  /**
   * POST /api/prakerja/attendance { course_slug, sequence } → 200 `{ message, data: PrakerjaStep }`:
   * verification of one session (2..10, 999 post-test) before the player opens it.
   * 403 not a programme learner of the course; 404 unknown course; 422 no such session; 502/503.
   */
  app.post(
    '/prakerja/attendance',
    {
      preHandler: [app.authenticate, limit],
      schema: { tags: ['prakerja'], security: [{ bearer: [] }], body: RequestAttendanceBodySchema, response: { 200: PrakerjaStepResponseSchema, ...stepErrors } },
    },
    async (request) => {
      const user = currentUser(request);
      const step = await requestAttendance(deps(request), { userId: user.id, email: user.email, slug: request.body.course_slug, sequence: request.body.sequence });
      return answer(step, PRAKERJA_MESSAGES.verified);
    },
  );

  /**
   * POST /api/prakerja/callback { code, sequence } → 200 `{ message, data: PrakerjaStep }`: the
   * callback page's check after the programme's verification. Still not attended → `redirect`
   * again with message notVerified. 404 when the code row is not the learner's.
   */
  app.post(
    '/prakerja/callback',
    {
      preHandler: [app.authenticate, limit],
      schema: { tags: ['prakerja'], security: [{ bearer: [] }], body: PrakerjaCallbackBodySchema, response: { 200: PrakerjaStepResponseSchema, ...stepErrors } },
    },
    async (request) => {
      const user = currentUser(request);
      const step = await confirmCallback(deps(request), { userId: user.id, email: user.email, codeId: request.body.code, sequence: request.body.sequence });
      return { message: step.status === 'verified' ? PRAKERJA_MESSAGES.verified : PRAKERJA_MESSAGES.notVerified, data: step };
    },
  );

  /**
   * GET /api/prakerja/courses/{slug}/attendance → `{ data: { programme, verified, items } }`: which
   * sessions the player must send the learner to verify. No programme call. 404 unknown course.
   */
  app.get(
    '/prakerja/courses/:slug/attendance',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['prakerja'],
        security: [{ bearer: [] }],
        params: z.object({ slug: z.string().min(1).max(200) }),
        response: { 200: z.object({ data: PrakerjaCourseAttendanceSchema }), 401: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) => ({ data: await loadCourseAttendance(app.db, { userId: currentUser(request).id, slug: request.params.slug }) }),
  );

  /** GET /api/admin/prakerja/learners?q= → `{ data: PrakerjaLearner[] }` (admin). */
  app.get(
    '/admin/prakerja/learners',
    {
      preHandler: app.requireRole('admin'),
      schema: {
        tags: ['prakerja'],
        security: [{ bearer: [] }],
        querystring: PrakerjaLearnersQuerySchema,
        response: { 200: PrakerjaLearnersResponseSchema, 401: ErrorBodySchema, 403: ErrorBodySchema },
      },
    },
    async (request) => ({ data: await listProgrammeLearnersView(app.db, { q: request.query.q }) }),
  );

  /**
   * POST /api/admin/prakerja/reports/{id}/retry → 200 `{ message, data: PrakerjaReport }` (admin):
   * delivers a failed or pending report now. 404 unknown or integration off; 409 already sent.
   */
  app.post(
    '/admin/prakerja/reports/:id/retry',
    {
      preHandler: app.requireRole('admin'),
      schema: {
        tags: ['prakerja'],
        security: [{ bearer: [] }],
        params: PrakerjaReportIdParamsSchema,
        response: { 200: PrakerjaRetryResponseSchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema, 503: ErrorBodySchema },
      },
    },
    async (request) => {
      requireClient(app.prakerja);
      const data = await retryPrakerjaReport(reportDeps(app, request.log), request.params.id);
      return { message: PRAKERJA_MESSAGES.retryQueued, data };
    },
  );
};

export default routes;
