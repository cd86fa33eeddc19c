import { TWO_FACTOR_TEXT, type TwoFactorSetup } from '@kelas/contracts/two-factor';
import QRCode from 'qrcode';
import { conflict, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { enableTwoFactor, findTwoFactorAccount, replaceRecoveryCodes, setPendingSecret } from './queries.ts';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes.ts';
import { matchTotp, newTotpSecret, otpauthUrl } from './totp.ts';
import { revokeOtherSessions } from '../auth/session-queries.ts';
import { codeWrong, forgetCodeAttempts, reauthenticate, takeCodeAttempt, type TwoFactorDeps } from './use-second-factor.ts';

/**
 * POST /api/profile/2fa/setup: after re-authentication with the current password, draws a new
 * secret (kept pending until confirmed) and answers it as base32, as an otpauth:// URI and as a
 * QR code (PNG data URL). Errors: 409 TWO_FACTOR_ON when already on; 422 on `password`; 429.
 */
export async function startTwoFactorSetup(deps: TwoFactorDeps, opts: { userId: number; password: string; issuer: string }): Promise<TwoFactorSetup> {
  const account = await findTwoFactorAccount(deps.db, opts.userId);
  if (!account) throw notFound();
  if (account.totpEnabledAt) throw conflict(TWO_FACTOR_TEXT.alreadyOn, 'TWO_FACTOR_ON');
  await reauthenticate(deps, account.id, account.passwordHash, opts.password);
  const secret = newTotpSecret();
  await setPendingSecret(deps.db, account.id, secret, deps.now());
  const url = otpauthUrl({ issuer: opts.issuer, email: account.email, secret });
  const qr = await QRCode.toDataURL(url, { errorCorrectionLevel: 'M', margin: 2, width: 240 });
  return { secret, otpauth_url: url, qr };
}

/**
 * POST /api/profile/2fa/enable: a code of the pending secret turns two-factor on and answers ten
 * new recovery codes (shown once, stored as argon2id). Every other session of the account ends:
 * they were opened with the password alone, which no longer suffices (for an admin they would
 * carry the admin role without the second factor). The session that enrolled stays (it just gave
 * the password at setup and a code here). One transaction, audited (`two_factor.enable`).
 * Errors: 409 TWO_FACTOR_ON / TWO_FACTOR_NOT_PENDING; 422 on `code`; 429 past
 * LOGIN_FAILURES_PER_ACCOUNT codes a minute (counted before each check).
 */
export async function confirmTwoFactor(deps: TwoFactorDeps, opts: { userId: number; sessionId: number; code: string }): Promise<{ recovery_codes: string[] }> {
  const now = deps.now();
  const account = await findTwoFactorAccount(deps.db, opts.userId);
  if (!account) throw notFound();
  if (account.totpEnabledAt) throw conflict(TWO_FACTOR_TEXT.alreadyOn, 'TWO_FACTOR_ON');
  if (!account.totpSecret) throw conflict(TWO_FACTOR_TEXT.notPending, 'TWO_FACTOR_NOT_PENDING');
  await takeCodeAttempt(deps.attempts, account.id, deps.maxFailures);
  const step = await matchTotp({ secret: account.totpSecret, code: opts.code, now, lastStep: null });
  if (step === null) throw codeWrong();

  const codes = newRecoveryCodes();
  const hashes = await Promise.all(codes.map(hashRecoveryCode));
  await deps.db.transaction(async (tx) => {
    if (!(await enableTwoFactor(tx, account.id, step, now))) throw conflict(TWO_FACTOR_TEXT.alreadyOn, 'TWO_FACTOR_ON');
    await replaceRecoveryCodes(tx, account.id, hashes);
    await revokeOtherSessions(tx, account.id, opts.sessionId, now);
    await recordAudit(tx, { actorId: account.id, action: 'two_factor.enable', entityType: 'user', entityId: account.id, before: { two_factor: false }, after: { two_factor: true } });
  });
  await forgetCodeAttempts(deps.attempts, account.id);
  return { recovery_codes: codes };
}
