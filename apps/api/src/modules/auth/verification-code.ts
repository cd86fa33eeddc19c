import { AUTH_LIMITS } from '@kelas/contracts/auth';
import type { Locale } from '@kelas/contracts/i18n';
import { hashToken, randomDigits, safeEqual } from '../../lib/tokens.ts';
import { mailBrand, verificationCodeMail } from '../../platform/mail-templates.ts';
import type { AuthDeps } from './deps.ts';
import { replaceEmailOtp } from './queries.ts';

/** Hash of a code, bound to its user so equal codes of two users differ. */
export const hashOtp = (userId: number, code: string) => hashToken(`otp:${userId}:${code}`);

/** Constant-time check of a code against its stored hash. */
export const otpMatches = (userId: number, code: string, codeHash: string) => safeEqual(hashOtp(userId, code), codeHash);

/**
 * The resend cooldown (60 s) for an e-mail address, whether or not it has an account,
 * so the answer never tells which addresses exist. `ok` when a code may be sent now;
 * otherwise the seconds to wait.
 */
export async function claimCodeSlot(deps: AuthDeps, email: string): Promise<{ ok: true } | { ok: false; retryAfter: number }> {
  const key = `otp-send:${email}`;
  const windowMs = AUTH_LIMITS.otpResendSeconds * 1000;
  if (await deps.attempts.claim(key, windowMs)) return { ok: true };
  const { resetMs } = await deps.attempts.peek(key);
  return { ok: false, retryAfter: Math.max(1, Math.ceil(resetMs / 1000)) };
}

/**
 * Makes a new 6-digit code for the user (spec 2.14, 9): stored as a hash, valid 10 minutes,
 * single use; earlier codes stop working. E-mails it in the account's language (Indonesian unless
 * it chose another, decision 212). A mail
 * failure is logged, not thrown: the account exists and 'Kirim ulang kode' can try again.
 */
export async function issueVerificationCode(deps: AuthDeps, user: { id: number; name: string; email: string; locale?: Locale | null }): Promise<void> {
  const now = deps.now();
  const code = randomDigits(AUTH_LIMITS.otpDigits);
  await replaceEmailOtp(deps.db, {
    userId: user.id,
    codeHash: hashOtp(user.id, code),
    expiresAt: new Date(now.getTime() + AUTH_LIMITS.otpMinutes * 60_000),
    now,
  });
  try {
    const content = verificationCodeMail(mailBrand(deps.config, user.locale), { name: user.name, code, minutes: AUTH_LIMITS.otpMinutes });
    await deps.mailer.send({ to: user.email, ...content });
  } catch (err) {
    deps.log.error({ err, to: user.email }, 'verification mail failed');
  }
}
