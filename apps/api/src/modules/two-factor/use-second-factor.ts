import { TWO_FACTOR_TEXT } from '@kelas/contracts/two-factor';
import type { DbOrTx } from '../../db/client.ts';
import { fieldError } from '../../lib/app-error.ts';
import { takeAttempt, type AttemptStore } from '../../platform/attempt-store.ts';
import { checkPassword } from '../auth/password.ts';
import { claimTotpStep, findUnusedRecoveryCodes, markRecoveryCodeUsed } from './queries.ts';
import { isRecoveryCodeShape, recoveryCodeMatches } from './recovery-codes.ts';
import { matchTotp } from './totp.ts';

/** What the two-factor services use: database, counters, the per-minute failure limit, clock. */
export type TwoFactorDeps = { db: DbOrTx; attempts: AttemptStore; maxFailures: number; now: () => Date };

const WINDOW_MS = 60_000;

/**
 * Uses a second factor once: a 6-digit TOTP code of `secret` (its time step must be later than
 * the last one accepted) or an unused recovery code. Each use is one conditional UPDATE, so two
 * requests can never both use one code. False for a wrong, reused or expired code. A recovery
 * code costs up to ten argon2 checks: call it outside a transaction where it can (the login's
 * step), so no database connection waits on them.
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

/**
 * Counts a second-factor attempt of the user BEFORE the code is checked (`takeAttempt`): past
 * `max` attempts in a minute, 429 RATE_LIMITED without checking. Cleared after a right code.
 */
export async function takeCodeAttempt(attempts: AttemptStore, userId: number, max: number): Promise<void> {
  await takeAttempt(attempts, `2fa-fail:${userId}`, { max, windowMs: WINDOW_MS, text: 'twoFactorText:tooMany' });
}

/** A right code: the attempts counted for the user are forgotten. */
export async function forgetCodeAttempts(attempts: AttemptStore, userId: number): Promise<void> {
  await attempts.clear(`2fa-fail:${userId}`);
}

/** 422 on `code` (TWO_FACTOR_CODE_WRONG); the attempt was counted before the check. */
export const codeWrong = () => fieldError('code', TWO_FACTOR_TEXT.codeWrong, 'TWO_FACTOR_CODE_WRONG');

/**
 * Re-authentication with the current password (ASVS 6.2.3 / 7.5.1) before a change to the
 * account's factors: 422 on `password` when wrong. Counted before the check with the
 * password-change attempts (LOGIN_FAILURES_PER_ACCOUNT a minute, then 429).
 */
export async function reauthenticate(deps: TwoFactorDeps, userId: number, passwordHash: string | null, password: string): Promise<void> {
  const key = `pwchange-fail:${userId}`;
  await takeAttempt(deps.attempts, key, { max: deps.maxFailures, windowMs: WINDOW_MS, text: 'authText:tooManyLogins' });
  if (!(await checkPassword(passwordHash, password))) throw fieldError('password', TWO_FACTOR_TEXT.passwordWrong, 'PASSWORD_WRONG');
  await deps.attempts.clear(key);
}
