import { AUTH_TEXT, type ResetPasswordBody } from '@kelas/contracts/auth';
import { fieldError } from '../../lib/app-error.ts';
import { hashToken } from '../../lib/tokens.ts';
import type { AuthDeps } from './deps.ts';
import { assertPasswordNotBreached } from './breached-passwords.ts';
import { hashPassword } from './password.ts';
import { consumePasswordReset, markEmailVerified, retirePasswordResets, setPasswordHash } from './queries.ts';
import { revokeUserSessions } from './session-queries.ts';

/**
 * Reset password (spec 2.13, 7): uses the token once (unknown, used or
 * expired → 422 on `token`), sets the new argon2id hash, retires the user's other reset links,
 * revokes every session of the user and, since the link came by e-mail, marks the e-mail
 * verified. One transaction. The password rule was checked by the contract schema; a breached
 * or common password is a 422 on `password` (PASSWORD_BREACHED).
 */
export async function resetPassword(deps: AuthDeps, body: ResetPasswordBody): Promise<{ message: string }> {
  assertPasswordNotBreached('password', body.password);
  const passwordHash = await hashPassword(body.password);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const userId = await consumePasswordReset(tx, hashToken(body.token), now);
    if (userId === null) throw fieldError('token', AUTH_TEXT.resetTokenInvalid, 'RESET_TOKEN_INVALID');
    await setPasswordHash(tx, userId, passwordHash, now);
    await retirePasswordResets(tx, userId, now);
    await revokeUserSessions(tx, userId, now);
    await markEmailVerified(tx, userId, now);
  });
  return { message: AUTH_TEXT.resetDone };
}
