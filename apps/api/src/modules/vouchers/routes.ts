import { ErrorBodySchema, ValidationErrorBodySchema } from '@kelas/contracts/http';
import { ClaimVoucherBodySchema, ClaimVoucherResultSchema, VOUCHER_MESSAGES } from '@kelas/contracts/vouchers';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { currentUser } from '../../plugins/auth.ts';
import { claimVoucher } from './claim-voucher.ts';

const MINUTE = 60_000;

/** Routes of the vouchers feature (mounted under /api). */
const routes: FastifyPluginAsyncZod = async (app) => {
  // Brute force (issue 5 §4): attempts per IP before anything else, per learner once signed in.
  // Two counters on one route, so `createRateLimit` (the route-level option allows one); they
  // live in Redis when REDIS_URL is set (app.ts).
  const limiter = (max: number, key: (req: FastifyRequest) => string) => {
    const check = app.createRateLimit({ max, timeWindow: MINUTE, keyGenerator: key });
    return async (request: FastifyRequest, reply: FastifyReply) => {
      const r = await check(request);
      if (r.isAllowed || !r.isExceeded) return;
      reply.header('retry-after', String(r.ttlInSeconds));
      throw new AppError(429, `Terlalu banyak percobaan. Silakan coba lagi dalam ${r.ttlInSeconds} detik.`, 'RATE_LIMITED');
    };
  };
  const perIp = limiter(app.config.VOUCHER_CLAIMS_PER_IP, (req) => `voucher-claim-ip:${req.ip}`);
  const perUser = limiter(app.config.VOUCHER_CLAIMS_PER_USER, (req) => `voucher-claim-user:${req.user?.id ?? req.ip}`);

  /**
   * POST /api/course/claim { voucher_code, redemption_code? } → 200 { message, data: { course } }
   * (spec 2.26, section 7). Enrols the signed-in learner through a voucher in one transaction.
   * 401 without a session; 422 `{ message, code, errors: { voucher_code | redemption_code } }` for an
   * unknown, expired or used-up code, a missing or wrong redemption code, or an existing enrolment;
   * 429 after VOUCHER_CLAIMS_PER_USER attempts per learner or VOUCHER_CLAIMS_PER_IP per IP a minute.
   */
  app.post(
    '/course/claim',
    {
      onRequest: [perIp],
      preHandler: [app.authenticate, perUser],
      schema: {
        tags: ['vouchers'],
        security: [{ bearer: [] }],
        body: ClaimVoucherBodySchema,
        response: { 200: ClaimVoucherResultSchema, 401: ErrorBodySchema, 422: ValidationErrorBodySchema.extend({ code: z.string().optional() }), 429: ErrorBodySchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { course } = await claimVoucher(app.db, {
        userId: user.id,
        voucherCode: request.body.voucher_code,
        redemptionCode: request.body.redemption_code,
        now: app.now(),
      });
      return { message: VOUCHER_MESSAGES.success, data: { course: { id: course.id, slug: course.slug, title: course.title } } };
    },
  );
};

export default routes;
