import { ErrorBodySchema } from '@kelas/contracts/http';
import { ClaimVoucherBodySchema, ClaimVoucherRefusalSchema, ClaimVoucherResultSchema, VOUCHER_MESSAGES } from '@kelas/contracts/vouchers';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hashToken } from '../../lib/tokens.ts';
import { attemptStoreFor, takeAttempt } from '../../platform/attempt-store.ts';
import { currentUser } from '../../plugins/auth.ts';
import { claimVoucher } from './claim-voucher.ts';

const MINUTE = 60_000;

/** Routes of the vouchers feature (mounted under /api). */
const routes: FastifyPluginAsyncZod = async (app) => {
  // Brute force: every claim is counted before the voucher is looked at, per IP and
  // per session token before the session is even read (a burst from one session is refused
  // without taking a database connection), then per learner across sessions once signed in.
  // Each counter is one atomic increment (`takeAttempt`: process memory, or INCR in Redis with
  // REDIS_URL), so N parallel claims get at most the limit checked.
  const attempts = attemptStoreFor(app);
  const limiter = (max: number, key: (req: FastifyRequest) => string) => async (request: FastifyRequest) =>
    takeAttempt(attempts, key(request), { max, windowMs: MINUTE, text: 'apiMessages:tooManyWait' });
  const perIp = limiter(app.config.VOUCHER_CLAIMS_PER_IP, (req) => `voucher-claim-ip:${req.ip}`);
  const perSession = limiter(app.config.VOUCHER_CLAIMS_PER_USER, (req) => `voucher-claim-session:${hashToken(req.headers.authorization ?? req.ip)}`);
  const perUser = limiter(app.config.VOUCHER_CLAIMS_PER_USER, (req) => `voucher-claim-user:${req.user?.id ?? req.ip}`);

  /**
   * POST /api/course/claim { voucher_code, redemption_code?, cohort_id? } → 200 { message, data: { course } }
   * (spec 2.26, section 7). Enrols the signed-in learner through a voucher in one transaction.
   * 401 without a session; 422 `{ message, code, errors: { voucher_code | redemption_code } }` for an
   * unknown, expired or used-up code, a missing or wrong redemption code, or an existing enrolment;
   * 422 `cohort_id` for a course with cohorts without one, or a full, closed or foreign cohort, with
   * `course: { slug, title }` so the page can offer that course's open cohorts;
   * 429 after VOUCHER_CLAIMS_PER_USER attempts per learner or VOUCHER_CLAIMS_PER_IP per IP a minute.
   */
  app.post(
    '/course/claim',
    {
      onRequest: [perIp, perSession],
      preHandler: [app.authenticate, perUser],
      schema: {
        tags: ['vouchers'],
        security: [{ bearer: [] }],
        body: ClaimVoucherBodySchema,
        response: { 200: ClaimVoucherResultSchema, 401: ErrorBodySchema, 422: ClaimVoucherRefusalSchema, 429: ErrorBodySchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { course } = await claimVoucher(app.db, {
        userId: user.id,
        voucherCode: request.body.voucher_code,
        redemptionCode: request.body.redemption_code,
        cohortId: request.body.cohort_id,
        now: app.now(),
      });
      return { message: VOUCHER_MESSAGES.success, data: { course: { id: course.id, slug: course.slug, title: course.title } } };
    },
  );
};

export default routes;
