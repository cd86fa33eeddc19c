import { AUTH_LIMITS, AUTH_TEXT, type SessionAnswer, type VerifyOtpBody } from '@kelas/contracts/auth';
import { createSession } from './create-session.ts';
import type { AuthDeps } from './deps.ts';
import { presentUser } from './presenters.ts';
import { addOtpAttempt, consumeOtp, findLiveOtp, findUserByEmail, markEmailVerified } from './queries.ts';
import { otpMatches } from './verification-code.ts';
import { idText } from '../../platform/i18n.ts';

export type VerifyCodeResult =
  | { ok: true; answer: SessionAnswer }
  | { ok: false; message: string; code: 'OTP_INVALID' | 'OTP_WRONG' | 'OTP_DEAD' };

/**
 * Checks the 6-digit code of /verify-login (spec 2.14, 7; issue 3 item 2): the newest unused
 * code of the account, valid 10 minutes, single use; the 5th wrong try kills it. On success the
 * e-mail is verified and a session starts: `{ token, user }`. Failures are returned (not
 * thrown) so the counted try is committed; the route answers 422 `{ message, error, code }`.
 * An unknown e-mail answers like a dead code.
 */
export async function verifyEmailCode(deps: AuthDeps, body: VerifyOtpBody): Promise<VerifyCodeResult> {
  const now = deps.now();
  return deps.db.transaction(async (tx): Promise<VerifyCodeResult> => {
    const user = await findUserByEmail(tx, body.email);
    const otp = user ? await findLiveOtp(tx, user.id, now) : null;
    if (!user || !otp) return { ok: false, message: AUTH_TEXT.otpInvalid, code: 'OTP_INVALID' };

    if (!otpMatches(user.id, body.otp, otp.codeHash)) {
      const tries = await addOtpAttempt(tx, otp.id, AUTH_LIMITS.otpMaxAttempts, now);
      const left = AUTH_LIMITS.otpMaxAttempts - tries;
      return left > 0 ? { ok: false, message: idText('authText:otpWrong', { left }), code: 'OTP_WRONG' } : { ok: false, message: AUTH_TEXT.otpDead, code: 'OTP_DEAD' };
    }

    if (!(await consumeOtp(tx, otp.id, now))) return { ok: false, message: AUTH_TEXT.otpInvalid, code: 'OTP_INVALID' };
    await markEmailVerified(tx, user.id, now);
    const token = await createSession(tx, { userId: user.id, days: deps.config.SESSION_DAYS, now });
    return { ok: true, answer: { token, user: presentUser(user) } };
  });
}
