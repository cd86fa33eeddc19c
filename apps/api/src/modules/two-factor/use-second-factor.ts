import { TWO_FACTOR_TEXT } from '@kelas/contracts/two-factor';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import type { AttemptStore } from '../../platform/attempt-store.ts';
import { checkPassword } from '../auth/password.ts';
import { claimTotpStep, findUnusedRecoveryCodes, markRecoveryCodeUsed } from './queries.ts';
import { isRecoveryCodeShape, recoveryCodeMatches } from './recovery-codes.ts';
import { matchTotp } from './totp.ts';
import { idText } from '../../platform/i18n.ts';

/** What the two-factor services use: database, counters, the per-minute failure limit, clock. */
export type TwoFactorDeps = { db: DbOrTx; attempts: AttemptStore; maxFailures: number; now: () => Date };

const WINDOW_MS = 60_000;

/**
 * Uses a second factor once: a 6-digit TOTP code of `secret` (its time step must be later than
 * the last one accepted) or an unused recovery code. Run it inside the transaction of the
 * change it guards. False for a wrong, reused or expired code.
 */
export async function useSecondFactor(
  tx: DbOrTx,
  account: { id: number; totpSecret: string | null; totpLastStep: number | null },
  code: string,
  now: Date,
): Promise<boolean> {
  if (isRecoveryCodeShape(code)) {
    for (const stored of await findUnusedRecoveryCodes(tx, account.id)) {
      if (await recoveryCodeMatches(stored.codeHash, code)) return markRecoveryCodeUsed(tx, stored.id, now);
    }
    return false;
  }
  if (!account.totpSecret) return false;
  const step = await matchTotp({ secret: account.totpSecret, code, now, lastStep: account.totpLastStep });
  return step !== null && (await claimTotpStep(tx, account.id, step));
}

/** 429 RATE_LIMITED once `key` has `max` failures in the current minute. */
export async function refuseWhenLimited(attempts: AttemptStore, key: string, max: number, text: 'twoFactorText:tooMany' | 'authText:tooManyLogins') {
  const before = await attempts.peek(key);
  if (before.count >= max) throw new AppError(429, idText(text, { seconds: Math.max(1, Math.ceil(before.resetMs / 1000)) }), 'RATE_LIMITED');
}

/** Counts a wrong code for the user and answers 422 on `code` (codes: TWO_FACTOR_CODE_WRONG). */
export async function wrongCode(attempts: AttemptStore, userId: number): Promise<never> {
  await attempts.hit(`2fa-fail:${userId}`, WINDOW_MS);
  throw fieldError('code', TWO_FACTOR_TEXT.codeWrong, 'TWO_FACTOR_CODE_WRONG');
}

/**
 * Re-authentication with the current password (ASVS 6.2.3 / 7.5.1) before a change to the
 * account's factors: 422 on `password` when wrong, counted with the password-change failures
 * (LOGIN_FAILURES_PER_ACCOUNT a minute, then 429).
 */
export async function reauthenticate(deps: TwoFactorDeps, userId: number, passwordHash: string | null, password: string): Promise<void> {
  const key = `pwchange-fail:${userId}`;
  await refuseWhenLimited(deps.attempts, key, deps.maxFailures, 'authText:tooManyLogins');
  if (!(await checkPassword(passwordHash, password))) {
    await deps.attempts.hit(key, WINDOW_MS);
    throw fieldError('password', TWO_FACTOR_TEXT.passwordWrong, 'PASSWORD_WRONG');
  }
  await deps.attempts.clear(key);
}
