import { AUTH_TEXT, NOT_VERIFIED_CODE, type LoginBody, type SessionAnswer } from '@kelas/contracts/auth';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { createSession } from './create-session.ts';
import type { AuthDeps } from './deps.ts';
import { checkPassword } from './password.ts';
import { presentUser } from './presenters.ts';
import { findUserByEmail } from './queries.ts';
import { claimCodeSlot, issueVerificationCode } from './verification-code.ts';

/** Window of the per-account failure limit (LOGIN_FAILURES_PER_ACCOUNT failures per minute). */
export const LOGIN_FAILURE_WINDOW_MS = 60_000;

/**
 * Password login (spec 2.10, 7, 8; issue 3 item 3). Answers `{ token, user }`.
 * Errors:
 * - 429 RATE_LIMITED after LOGIN_FAILURES_PER_ACCOUNT failures within a minute for the e-mail
 *   (counted for unknown addresses too, so the answer never tells which exist);
 * - 422 on `email`: 'Invalid email or password. Please try again.' (same for an unknown e-mail);
 * - 403 EMAIL_NOT_VERIFIED `{ message, code }` for a right password on an unverified
 *   account; a fresh code is e-mailed unless one went out in the last 60 s.
 */
export async function loginWithPassword(deps: AuthDeps, body: LoginBody): Promise<SessionAnswer> {
  const failKey = `login-fail:${body.email}`;
  const limit = deps.config.LOGIN_FAILURES_PER_ACCOUNT;
  const before = await deps.attempts.peek(failKey);
  if (before.count >= limit) {
    throw new AppError(429, AUTH_TEXT.tooManyLogins(Math.max(1, Math.ceil(before.resetMs / 1000))), 'RATE_LIMITED');
  }

  const user = await findUserByEmail(deps.db, body.email);
  const ok = await checkPassword(user?.passwordHash, body.password);
  if (!user || !ok) {
    await deps.attempts.hit(failKey, LOGIN_FAILURE_WINDOW_MS);
    throw fieldError('email', AUTH_TEXT.invalidCredentials, 'INVALID_CREDENTIALS');
  }
  await deps.attempts.clear(failKey);

  if (!user.emailVerifiedAt) {
    const slot = await claimCodeSlot(deps, user.email);
    if (slot.ok) await issueVerificationCode(deps, user);
    throw new AppError(403, AUTH_TEXT.notVerified, NOT_VERIFIED_CODE);
  }

  const token = await createSession(deps.db, { userId: user.id, days: deps.config.SESSION_DAYS, now: deps.now() });
  return { token, user: presentUser(user) };
}
