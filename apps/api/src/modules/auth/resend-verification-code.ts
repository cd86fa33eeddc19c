import { AUTH_LIMITS } from '@kelas/contracts/auth';
import type { AuthDeps } from './deps.ts';
import { findUserByEmail } from './queries.ts';
import { claimCodeSlot, issueVerificationCode } from './verification-code.ts';

/**
 * 'Kirim ulang kode' (spec 2.14): a new code for an unverified account, at
 * most one per 60 s per e-mail address. The same answer whether the address exists, is
 * verified or not. Returns the seconds until the next resend (`ok: false` while cooling down).
 */
export async function resendVerificationCode(deps: AuthDeps, email: string): Promise<{ ok: boolean; retryAfter: number }> {
  const slot = await claimCodeSlot(deps, email);
  if (!slot.ok) return { ok: false, retryAfter: slot.retryAfter };
  const user = await findUserByEmail(deps.db, email);
  if (user && !user.emailVerifiedAt) await issueVerificationCode(deps, user);
  return { ok: true, retryAfter: AUTH_LIMITS.otpResendSeconds };
}
