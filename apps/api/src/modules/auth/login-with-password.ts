import { AUTH_TEXT, NOT_VERIFIED_CODE, type LoginBody } from '@kelas/contracts/auth';
import type { LoginAnswer } from '@kelas/contracts/two-factor';
import { ACCOUNT_DEACTIVATED_CODE, LEARNER_TEXT } from '@kelas/contracts/learners';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { takeAttempt } from '../../platform/attempt-store.ts';
import { createSession } from './create-session.ts';
import type { AuthDeps } from './deps.ts';
import { checkPassword } from './password.ts';
import { presentUser } from './presenters.ts';
import { findUserByEmail } from './queries.ts';
import { claimCodeSlot, issueVerificationCode } from './verification-code.ts';
import { startLoginChallenge } from '../two-factor/login-challenge.ts';

/** Window of the per-account failure limit (LOGIN_FAILURES_PER_ACCOUNT failures per minute). */
export const LOGIN_FAILURE_WINDOW_MS = 60_000;

/**
 * Password login (spec 2.10, 7, 8). Answers `{ token, user }`, or a challenge.
 * Errors:
 * - 429 RATE_LIMITED past LOGIN_FAILURES_PER_ACCOUNT attempts within a minute for the e-mail
 *   (counted for unknown addresses too, so the answer never tells which exist). Each attempt is
 *   counted before the password is checked and forgotten when it was right, so a burst of parallel
 *   tries gets at most the limit checked, and the rest is refused before the database is asked;
 * - 422 on `email`: 'Invalid email or password. Please try again.' (same for an unknown e-mail);
 * - 403 EMAIL_NOT_VERIFIED `{ message, code }` for a right password on an unverified
 *   account; a fresh code is e-mailed unless one went out in the last 60 s;
 * - 403 ACCOUNT_DEACTIVATED for a right password on an account an admin deactivated.
 * With two-factor on, answers `{ two_factor_required: true, challenge, message }` instead of a
 * session: the second step is POST /api/auth/2fa/verify.
 */
export async function loginWithPassword(deps: AuthDeps, body: LoginBody): Promise<LoginAnswer> {
  const failKey = `login-fail:${body.email}`;
  await takeAttempt(deps.attempts, failKey, { max: deps.config.LOGIN_FAILURES_PER_ACCOUNT, windowMs: LOGIN_FAILURE_WINDOW_MS, text: 'authText:tooManyLogins' });

  const user = await findUserByEmail(deps.db, body.email);
  const ok = await checkPassword(user?.passwordHash, body.password);
  if (!user || !ok) throw fieldError('email', AUTH_TEXT.invalidCredentials, 'INVALID_CREDENTIALS');
  await deps.attempts.clear(failKey);
  if (user.deactivatedAt) throw new AppError(403, LEARNER_TEXT.loginDeactivated, ACCOUNT_DEACTIVATED_CODE);

  if (!user.emailVerifiedAt) {
    const slot = await claimCodeSlot(deps, user.email);
    if (slot.ok) await issueVerificationCode(deps, user);
    throw new AppError(403, AUTH_TEXT.notVerified, NOT_VERIFIED_CODE);
  }

  if (user.totpEnabledAt) return startLoginChallenge(deps.db, user.id, deps.now());
  const token = await createSession(deps.db, { userId: user.id, days: deps.config.SESSION_DAYS, now: deps.now() });
  return { token, user: presentUser(user) };
}
