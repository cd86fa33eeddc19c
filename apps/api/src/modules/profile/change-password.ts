import { PROFILE_TEXT, type ChangePasswordBody } from '@kelas/contracts/profile';
import type { Db } from '../../db/client.ts';
import { fieldError } from '../../lib/app-error.ts';
import { takeAttempt, type AttemptStore } from '../../platform/attempt-store.ts';
import { assertPasswordNotBreached } from '../auth/breached-passwords.ts';
import { checkPassword, hashPassword } from '../auth/password.ts';
import { revokeOtherSessions } from '../auth/session-queries.ts';
import { findPasswordHash, setPasswordHash } from './queries.ts';

/**
 * Password change (spec 2.25, 5, 7 "POST /profile/new-password"): the old password must match
 * (422 on `old_password`; at most LOGIN_FAILURES_PER_ACCOUNT tries a minute, each counted before the check, then 429);
 * the rule and the confirmation were checked by the contract schema; a breached or common new
 * password is a 422 on `new_password` (PASSWORD_BREACHED). Stores the new argon2id
 * hash and ends the user's other sessions; the current one stays.
 */
export async function changePassword(
  deps: { db: Db; attempts: AttemptStore; maxFailures: number },
  opts: { userId: number; sessionId: number; body: ChangePasswordBody; now: Date },
): Promise<void> {
  // Counted before the check (at most maxFailures checked a minute, however many arrive at once).
  const failKey = `pwchange-fail:${opts.userId}`;
  await takeAttempt(deps.attempts, failKey, { max: deps.maxFailures, windowMs: 60_000, text: 'authText:tooManyLogins' });
  const current = await findPasswordHash(deps.db, opts.userId);
  if (!(await checkPassword(current, opts.body.old_password))) throw fieldError('old_password', PROFILE_TEXT.oldPasswordWrong, 'OLD_PASSWORD_WRONG');
  await deps.attempts.clear(failKey);
  assertPasswordNotBreached('new_password', opts.body.new_password);
  const passwordHash = await hashPassword(opts.body.new_password);
  await deps.db.transaction(async (tx) => {
    await setPasswordHash(tx, opts.userId, passwordHash, opts.now);
    await revokeOtherSessions(tx, opts.userId, opts.sessionId, opts.now);
  });
}
