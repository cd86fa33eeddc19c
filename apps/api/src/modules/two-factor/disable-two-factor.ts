import { TWO_FACTOR_TEXT } from '@kelas/contracts/two-factor';
import { conflict, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { disableTwoFactor, findTwoFactorAccount } from './queries.ts';
import { reauthenticate, refuseWhenLimited, useSecondFactor, wrongCode, type TwoFactorDeps } from './use-second-factor.ts';

/**
 * POST /api/profile/2fa/disable `{ password, code }`: both factors again (current password and
 * a TOTP or recovery code), then the secret and recovery codes are deleted. One transaction,
 * audited (`two_factor.disable`). An admin who does this is refused on staff routes until
 * enrolled again. Errors: 409 TWO_FACTOR_OFF; 422 on `password` or `code`; 429.
 */
export async function turnOffTwoFactor(deps: TwoFactorDeps, opts: { userId: number; password: string; code: string }): Promise<void> {
  const now = deps.now();
  const account = await findTwoFactorAccount(deps.db, opts.userId);
  if (!account) throw notFound();
  if (!account.totpEnabledAt) throw conflict(TWO_FACTOR_TEXT.notOn, 'TWO_FACTOR_OFF');
  await reauthenticate(deps, account.id, account.passwordHash, opts.password);
  await refuseWhenLimited(deps.attempts, `2fa-fail:${account.id}`, deps.maxFailures, 'twoFactorText:tooMany');
  const done = await deps.db.transaction(async (tx) => {
    if (!(await useSecondFactor(tx, account, opts.code, now))) return false;
    await disableTwoFactor(tx, account.id, now);
    await recordAudit(tx, { actorId: account.id, action: 'two_factor.disable', entityType: 'user', entityId: account.id, before: { two_factor: true }, after: { two_factor: false } });
    return true;
  });
  if (!done) await wrongCode(deps.attempts, account.id);
  await deps.attempts.clear(`2fa-fail:${account.id}`);
}
