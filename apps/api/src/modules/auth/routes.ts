import {
  AUTH_TEXT,
  CaptchaChallengeSchema,
  CooldownErrorSchema,
  forgotPasswordBodySchema,
  LoginBodySchema,
  MessageAnswerSchema,
  OtpErrorSchema,
  RegisterAnswerSchema,
  RegisterBodySchema,
  ResendAnswerSchema,
  ResendOtpBodySchema,
  ResetPasswordBodySchema,
  SessionAnswerSchema,
  SsoAnswerSchema,
  SsoVerifyBodySchema,
  VerifyOtpBodySchema,
} from '@kelas/contracts/auth';
import { LoginAnswerSchema, TwoFactorVerifyBodySchema } from '@kelas/contracts/two-factor';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { captchaName, createAltchaChallenge } from '../../platform/captcha.ts';
import { authDeps } from './deps.ts';
import { loginWithPassword } from './login-with-password.ts';
import { registerUser } from './register-user.ts';
import { requestPasswordReset } from './request-password-reset.ts';
import { resendVerificationCode } from './resend-verification-code.ts';
import { resetPassword } from './reset-password.ts';
import { revokeSession } from './session-queries.ts';
import { verifyLoginChallenge } from '../two-factor/login-challenge.ts';
import { verifyEmailCode } from './verify-email-code.ts';
import { verifySsoToken } from './verify-sso-token.ts';
import { idText } from '../../platform/i18n.ts';

/**
 * Routes of the accounts feature, mounted under /api (spec 2.10–2.15, 7 "Authentication").
 * Every route is limited per IP to LOGIN_REQUESTS_PER_IP requests a minute (429
 * RATE_LIMITED); login is also limited per account (see login-with-password.ts).
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const deps = authDeps(app);
  const perIp = { rateLimit: { max: app.config.LOGIN_REQUESTS_PER_IP, timeWindow: 60_000 } };
  const tags = ['auth'];

  /** POST /api/auth/register `{ name, email, phone_number, password, confirm_password, terms }` → 201 `{ message, email }`; 422 field errors. */
  app.post(
    '/auth/register',
    { config: perIp, schema: { tags, body: RegisterBodySchema, response: { 201: RegisterAnswerSchema } } },
    async (request, reply) => {
      const { email } = await registerUser(deps, request.body, request.locale);
      return reply.status(201).send({ message: AUTH_TEXT.registered, email });
    },
  );

  /** POST /api/auth/login `{ email, password }` → `{ token, user }` or `{ two_factor_required, challenge, message }`; 422 bad credentials; 403 EMAIL_NOT_VERIFIED; 429. */
  app.post('/auth/login', { config: perIp, schema: { tags, body: LoginBodySchema, response: { 200: LoginAnswerSchema } } }, async (request) =>
    loginWithPassword(deps, request.body),
  );

  /**
   * POST /api/auth/2fa/verify `{ challenge, code }` (the login's second step) →
   * `{ token, user }`; 422 on `challenge` or `code`; 429 after too many wrong codes.
   */
  app.post(
    '/auth/2fa/verify',
    { config: perIp, schema: { tags, body: TwoFactorVerifyBodySchema, response: { 200: SessionAnswerSchema } } },
    async (request) => verifyLoginChallenge(deps, request.body),
  );

  /** POST /api/auth/otp/verify `{ otp, email }` → `{ token, user }`; 422 `{ message, error, code }` shown under the code boxes. */
  app.post(
    '/auth/otp/verify',
    { config: perIp, schema: { tags, body: VerifyOtpBodySchema, response: { 200: SessionAnswerSchema, 422: OtpErrorSchema } } },
    async (request, reply) => {
      const result = await verifyEmailCode(deps, request.body);
      if (!result.ok) return reply.status(422).send({ message: result.message, error: result.message, code: result.code });
      return result.answer;
    },
  );

  /** POST /api/auth/otp/resend `{ email }` → `{ message, retry_after }`; 429 OTP_COOLDOWN `{ message, code, retry_after }` within 60 s. */
  app.post(
    '/auth/otp/resend',
    { config: perIp, schema: { tags, body: ResendOtpBodySchema, response: { 200: ResendAnswerSchema, 429: CooldownErrorSchema } } },
    async (request, reply) => {
      const result = await resendVerificationCode(deps, request.body.email);
      if (!result.ok) {
        return reply
          .status(429)
          .header('retry-after', String(result.retryAfter))
          .send({ message: idText('authText:otpCooldown', { seconds: result.retryAfter }), code: 'OTP_COOLDOWN', retry_after: result.retryAfter });
      }
      return { message: AUTH_TEXT.otpResent, retry_after: result.retryAfter };
    },
  );

  /** GET /api/auth/captcha/challenge → a fresh ALTCHA challenge for the forgot-password widget (not cached). */
  app.get('/auth/captcha/challenge', { config: perIp, schema: { tags, response: { 200: CaptchaChallengeSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const challenge = await createAltchaChallenge(app.config, app.now());
    return { parameters: { ...challenge.parameters }, signature: challenge.signature };
  });

  /** POST /api/auth/forgot `{ email, recaptcha }` → `{ message }` (the same whether the e-mail exists); 422 on `recaptcha`. */
  app.post(
    '/auth/forgot',
    { config: perIp, schema: { tags, body: forgotPasswordBodySchema(captchaName(app.config)), response: { 200: MessageAnswerSchema } } },
    async (request) => requestPasswordReset(deps, request.body, request.ip),
  );

  /** POST /api/auth/reset-password `{ password, confirm_password, token }` → `{ message }`; 422 field errors or on `token`. */
  app.post(
    '/auth/reset-password',
    { config: perIp, schema: { tags, body: ResetPasswordBodySchema, response: { 200: MessageAnswerSchema } } },
    async (request) => resetPassword(deps, request.body),
  );

  /** POST /api/auth/sso-verify `{ token }` → `{ data: { token, user } }`; 422 `{ message, code }`. */
  app.post('/auth/sso-verify', { config: perIp, schema: { tags, body: SsoVerifyBodySchema, response: { 200: SsoAnswerSchema } } }, async (request) => ({
    data: await verifySsoToken(deps, request.body.token),
  }));

  /** POST /api/auth/logout (bearer) → `{ message }`: the session is revoked; its token answers 401 from now on. */
  app.post(
    '/auth/logout',
    { onRequest: app.authenticate, config: { allowWithoutTwoFactor: true }, schema: { tags, security: [{ bearer: [] }], response: { 200: MessageAnswerSchema } } },
    async (request) => {
      if (request.sessionId !== null) await revokeSession(app.db, request.sessionId, app.now());
      return { message: AUTH_TEXT.loggedOut };
    },
  );
};

export default routes;
