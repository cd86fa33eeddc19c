import { AUTH_LIMITS, AUTH_TEXT, type SessionAnswer, type VerifyOtpBody } from '@kelas/contracts/auth';
import { createSession } from './create-session.ts';
import type { AuthDeps } from './deps.ts';
import { presentUser } from './presenters.ts';
import { takeAttempt } from '../../platform/attempt-store.ts';
import { consumeOtp, countOtpTry, findUserById, markEmailVerified, retireOtp } from './queries.ts';
import { otpMatches } from './verification-code.ts';
import { idText } from '../../platform/i18n.ts';

export type VerifyCodeResult =
  | { ok: true; answer: SessionAnswer }
  | { ok: false; message: string; code: 'OTP_INVALID' | 'OTP_WRONG' | 'OTP_DEAD' };

/**
 * Tries of e-mail codes per address a minute, counted before the database is asked: two codes'
 * worth (a new code can be sent once a minute), so a burst never reaches the database whole.
 */
const TRIES_PER_MINUTE = AUTH_LIMITS.otpMaxAttempts * 2;

/**
 * Checks the 6-digit code of /verify-login (spec 2.14, 7): the newest unused
 * code of the account, valid 10 minutes, single use; the 5th wrong try kills it. On success the
 * e-mail is verified and a session starts: `{ token, user }`. Each try is counted before the code
 * is compared: per address in the attempt store (past 10 a minute, 429 RATE_LIMITED before the
 * database is asked) and on the code's row (one `UPDATE … RETURNING`,
 * `countOtpTry`), so parallel tries never compare more than 5 per code. Failures are returned (not
 * thrown); the route answers 422 `{ message, error, code }`. An unknown e-mail answers like a dead code.
 */
export async function verifyEmailCode(deps: AuthDeps, body: VerifyOtpBody): Promise<VerifyCodeResult> {
  const now = deps.now();
  await takeAttempt(deps.attempts, `otp-try:${body.email}`, { max: TRIES_PER_MINUTE, windowMs: 60_000, text: 'apiMessages:tooManyWait' });
  const otp = await countOtpTry(deps.db, body.email, now, AUTH_LIMITS.otpMaxAttempts);
  if (!otp) return { ok: false, message: AUTH_TEXT.otpInvalid, code: 'OTP_INVALID' };

  if (!otpMatches(otp.userId, body.otp, otp.codeHash)) {
    const left = AUTH_LIMITS.otpMaxAttempts - otp.attempts;
    if (left > 0) return { ok: false, message: idText('authText:otpWrong', { left }), code: 'OTP_WRONG' };
    await retireOtp(deps.db, otp.id, now);
    return { ok: false, message: AUTH_TEXT.otpDead, code: 'OTP_DEAD' };
  }

  const answer = await deps.db.transaction(async (tx): Promise<SessionAnswer | null> => {
    if (!(await consumeOtp(tx, otp.id, now))) return null;
    await markEmailVerified(tx, otp.userId, now);
    const user = await findUserById(tx, otp.userId);
    if (!user) return null;
    const token = await createSession(tx, { userId: user.id, days: deps.config.SESSION_DAYS, now });
    return { token, user: presentUser(user) };
  });
  if (!answer) return { ok: false, message: AUTH_TEXT.otpInvalid, code: 'OTP_INVALID' };
  await deps.attempts.clear(`otp-try:${body.email}`);
  return { ok: true, answer };
}
