import { AUTH_TEXT, emailField, personName, type SessionAnswer } from '@kelas/contracts/auth';
import { TWO_FACTOR_TEXT } from '@kelas/contracts/two-factor';
import { ACCOUNT_DEACTIVATED_CODE, LEARNER_TEXT } from '@kelas/contracts/learners';
import { errors, jwtVerify, type JWTPayload } from 'jose';
import { AppError } from '../../lib/app-error.ts';
import { hashToken } from '../../lib/tokens.ts';
import { createSession } from './create-session.ts';
import type { AuthDeps } from './deps.ts';
import { presentUser } from './presenters.ts';
import { findUserByEmail, insertLearner, verifyEmailForSso } from './queries.ts';
import { ssoKey } from './sso-key.ts';

async function verifyJwt(deps: AuthDeps, token: string): Promise<JWTPayload> {
  const { key, algorithms } = ssoKey(deps.config);
  try {
    const { payload } = await jwtVerify(token, key as Parameters<typeof jwtVerify>[1], {
      issuer: deps.config.SSO_ISSUER,
      audience: deps.config.SSO_AUDIENCE,
      algorithms,
      requiredClaims: ['exp'],
      clockTolerance: 30,
      currentDate: deps.now(),
    });
    return payload;
  } catch (err) {
    if (err instanceof errors.JWTExpired) throw new AppError(422, AUTH_TEXT.ssoExpired, 'SSO_EXPIRED');
    throw new AppError(422, AUTH_TEXT.ssoInvalid, 'SSO_INVALID');
  }
}

/** A display name from the token's `name`, else from the e-mail's local part. */
function nameFrom(payload: JWTPayload, email: string): string {
  const given = personName().safeParse(payload.name);
  if (given.success) return given.data;
  const local = email.split('@')[0]!.replace(/[^A-Za-z]+/g, ' ').trim();
  return local ? local.replace(/\b\w/g, (c) => c.toUpperCase()).slice(0, 100) : 'Pengguna';
}

/**
 * Single sign-on (spec 2.15, 7): verifies the identity provider's JWT with jose
 * (signature, `iss` = SSO_ISSUER, `aud` = SSO_AUDIENCE, `exp` required, 30 s clock tolerance),
 * then finds the account by its `email` claim or creates a verified learner (no password).
 * An unverified account found by e-mail is verified and loses the password it was registered
 * with (nobody proved it). An `email_verified: false` claim is refused. A token opens one session:
 * it is claimed when it is exchanged, until it expires (in Redis when set, else in the process).
 * Answers `{ token, user }` (the route wraps it in `data`). Errors: 422 `{ message, code }` with SSO_INVALID, SSO_EXPIRED, SSO_USED or
 * SSO_NO_EMAIL, and SSO_TWO_FACTOR for an account with two-factor on (decision 172).
 */
export async function verifySsoToken(deps: AuthDeps, token: string): Promise<SessionAnswer> {
  const payload = await verifyJwt(deps, token);
  const email = emailField().safeParse(payload.email);
  if (!email.success || payload.email_verified === false) throw new AppError(422, AUTH_TEXT.ssoNoEmail, 'SSO_NO_EMAIL');

  const now = deps.now();
  // One use per token: claimed until it expires (`exp` is required above; 30 s more covers its
  // clock tolerance), shared by the servers through Redis when it is set.
  const heldMs = Math.max(1000, (payload.exp! + 30) * 1000 - now.getTime());
  if (!(await deps.attempts.claim(`sso-token:${hashToken(token)}`, heldMs))) throw new AppError(422, AUTH_TEXT.ssoUsed, 'SSO_USED');
  let user = await findUserByEmail(deps.db, email.data);
  if (!user) {
    user =
      (await insertLearner(deps.db, { name: nameFrom(payload, email.data), email: email.data, phone: null, passwordHash: null, emailVerifiedAt: now })) ??
      (await findUserByEmail(deps.db, email.data));
  } else if (!user.emailVerifiedAt) {
    await verifyEmailForSso(deps.db, user.id, now);
  }
  if (!user) throw new AppError(422, AUTH_TEXT.ssoInvalid, 'SSO_INVALID');
  if (user.deactivatedAt) throw new AppError(403, LEARNER_TEXT.loginDeactivated, ACCOUNT_DEACTIVATED_CODE);
  // The identity provider's token is one factor; a two-factor account signs in with both here.
  if (user.totpEnabledAt) throw new AppError(422, TWO_FACTOR_TEXT.ssoBlocked, 'SSO_TWO_FACTOR');
  const sessionToken = await createSession(deps.db, { userId: user.id, days: deps.config.SESSION_DAYS, now });
  return { token: sessionToken, user: presentUser(user) };
}
