import { MessageAnswerSchema } from '@kelas/contracts/auth';
import {
  TWO_FACTOR_TEXT,
  TwoFactorDisableBodySchema,
  TwoFactorEnableAnswerSchema,
  TwoFactorEnableBodySchema,
  TwoFactorSetupAnswerSchema,
  TwoFactorSetupBodySchema,
  TwoFactorStatusSchema,
} from '@kelas/contracts/two-factor';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { attemptStoreFor } from '../../platform/attempt-store.ts';
import { confirmTwoFactor, startTwoFactorSetup } from './enrol-two-factor.ts';
import { turnOffTwoFactor } from './disable-two-factor.ts';
import { countUnusedRecoveryCodes } from './queries.ts';
import type { TwoFactorDeps } from './use-second-factor.ts';

/**
 * Two-factor authentication in the profile (decision 172), mounted under /api;
 * every route needs a bearer session and is limited per IP like the auth routes. The login's
 * second step (POST /api/auth/2fa/verify) lives with the auth routes.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const deps: TwoFactorDeps = { db: app.db, attempts: attemptStoreFor(app), maxFailures: app.config.LOGIN_FAILURES_PER_ACCOUNT, now: () => app.now() };
  // Open to an admin without two-factor, who is refused everything else until it is on (decision 222).
  const config = { rateLimit: { max: app.config.LOGIN_REQUESTS_PER_IP, timeWindow: 60_000 }, allowWithoutTwoFactor: true };
  const tags = ['profile'];
  const security = [{ bearer: [] }];
  app.addHook('onRequest', app.authenticate);

  /** GET /api/profile/2fa → `{ data: { enabled, required (admins), recovery_codes_left } }`. */
  app.get('/profile/2fa', { config, schema: { tags, security, response: { 200: TwoFactorStatusSchema } } }, async (request) => {
    const user = currentUser(request);
    return {
      data: {
        enabled: user.twoFactor,
        required: user.heldRoles.includes('admin'),
        recovery_codes_left: user.twoFactor ? await countUnusedRecoveryCodes(app.db, user.id) : 0,
      },
    };
  });

  /** POST /api/profile/2fa/setup `{ password }` → `{ data: { secret, otpauth_url, qr } }`; 409 already on; 422 on `password`; 429. */
  app.post('/profile/2fa/setup', { config, schema: { tags, security, body: TwoFactorSetupBodySchema, response: { 200: TwoFactorSetupAnswerSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { data: await startTwoFactorSetup(deps, { userId: currentUser(request).id, password: request.body.password, issuer: app.config.BRAND }) };
  });

  /** POST /api/profile/2fa/enable `{ code }` → `{ data: { recovery_codes }, message }`; 409; 422 on `code`; 429. */
  app.post('/profile/2fa/enable', { config, schema: { tags, security, body: TwoFactorEnableBodySchema, response: { 200: TwoFactorEnableAnswerSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { data: await confirmTwoFactor(deps, { userId: currentUser(request).id, sessionId: request.sessionId!, code: request.body.code }), message: TWO_FACTOR_TEXT.enabled };
  });

  /** POST /api/profile/2fa/disable `{ password, code }` → `{ message }`; 409 not on; 422 on `password` or `code`; 429. */
  app.post('/profile/2fa/disable', { config, schema: { tags, security, body: TwoFactorDisableBodySchema, response: { 200: MessageAnswerSchema } } }, async (request) => {
    await turnOffTwoFactor(deps, { userId: currentUser(request).id, sessionId: request.sessionId!, ...request.body });
    return { message: TWO_FACTOR_TEXT.disabled };
  });
};

export default routes;
