import { TWO_FACTOR_TEXT } from '@kelas/contracts/two-factor';
import { conflict, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { disableTwoFactor, findTwoFactorAccount } from './queries.ts';
import { revokeOtherSessions } from '../auth/session-queries.ts';
import { codeWrong, forgetCodeAttempts, reauthenticate, takeCodeAttempt, useSecondFactor, type TwoFactorDeps } from './use-second-factor.ts';

/**
 * POST /api/profile/2fa/disable `{ password, code }`: both factors again (current password and
 * a TOTP or recovery code, used once before the change), then the secret and recovery codes are
 * deleted and every other session of the account ends (a change of factors, ASVS 7.4.3). One
 * transaction, audited (`two_factor.disable`). An admin who does this is refused on every signed-in
 * route until enrolled again. Errors: 409 TWO_FACTOR_OFF; 422 on `password` or `code`; 429 (each
 * attempt counted before its check).
 */
export async function turnOffTwoFactor(deps: TwoFactorDeps, opts: { userId: number; sessionId: number; password: string; code: string }): Promise<void> {
  const now = deps.now();
  const account = await findTwoFactorAccount(deps.db, opts.userId);
  if (!account) throw notFound();
  if (!account.totpEnabledAt) throw conflict(TWO_FACTOR_TEXT.notOn, 'TWO_FACTOR_OFF');
  await reauthenticate(deps, account.id, account.passwordHash, opts.password);
  await takeCodeAttempt(deps.attempts, account.id, deps.maxFailures);
  // Checked outside the transaction: a recovery code's argon2 checks hold no connection.
  if (!(await useSecondFactor(deps.db, account, opts.code, now))) throw codeWrong();
  await deps.db.transaction(async (tx) => {
    await disableTwoFactor(tx, account.id, now);
    await revokeOtherSessions(tx, account.id, opts.sessionId, now);
    await recordAudit(tx, { actorId: account.id, action: 'two_factor.disable', entityType: 'user', entityId: account.id, before: { two_factor: true }, after: { two_factor: false } });
  });
  await forgetCodeAttempts(deps.attempts, account.id);
}
