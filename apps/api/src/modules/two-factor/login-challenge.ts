import { TWO_FACTOR_LIMITS, TWO_FACTOR_TEXT, type LoginChallengeAnswer, type TwoFactorVerifyBody } from '@kelas/contracts/two-factor';
import type { SessionAnswer } from '@kelas/contracts/auth';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { createSession } from '../auth/create-session.ts';
import type { AuthDeps } from '../auth/deps.ts';
import { presentUser } from '../auth/presenters.ts';
import { findUserById } from '../auth/queries.ts';
import { consumeChallenge, countChallengeFailure, findLiveChallenge, insertLoginChallenge } from './queries.ts';
import { refuseWhenLimited, useSecondFactor, wrongCode } from './use-second-factor.ts';

/**
 * First step done (right password, two-factor on): a challenge instead of a session. The
 * token is 256 random bits, stored as SHA-256, valid 5 minutes, for 5 codes at most.
 */
export async function startLoginChallenge(db: DbOrTx, userId: number, now: Date): Promise<LoginChallengeAnswer> {
  const token = newToken(32);
  await insertLoginChallenge(db, {
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + TWO_FACTOR_LIMITS.challengeMinutes * 60_000),
  });
  return { two_factor_required: true, challenge: token, message: TWO_FACTOR_TEXT.challengeSent };
}

/**
 * POST /api/auth/2fa/verify: exchanges a live challenge and a TOTP or recovery code for a
 * session `{ token, user }`. Errors: 422 on `challenge` (CHALLENGE_INVALID: unknown, used,
 * expired or out of tries), 422 on `code` (TWO_FACTOR_CODE_WRONG, counted on the challenge and
 * per account), 429 RATE_LIMITED after LOGIN_FAILURES_PER_ACCOUNT wrong codes a minute.
 */
export async function verifyLoginChallenge(deps: AuthDeps, body: TwoFactorVerifyBody): Promise<SessionAnswer> {
  const now = deps.now();
  const challenge = await findLiveChallenge(deps.db, hashToken(body.challenge), now, TWO_FACTOR_LIMITS.challengeAttempts);
  if (!challenge) throw fieldError('challenge', TWO_FACTOR_TEXT.challengeInvalid, 'CHALLENGE_INVALID');
  await refuseWhenLimited(deps.attempts, `2fa-fail:${challenge.userId}`, deps.config.LOGIN_FAILURES_PER_ACCOUNT, 'twoFactorText:tooMany');

  const token = await deps.db.transaction(async (tx) => {
    const ok = await useSecondFactor(tx, { id: challenge.userId, totpSecret: challenge.totpSecret, totpLastStep: challenge.totpLastStep }, body.code, now);
    if (!ok) return null;
    if (!(await consumeChallenge(tx, challenge.id, now))) throw fieldError('challenge', TWO_FACTOR_TEXT.challengeInvalid, 'CHALLENGE_INVALID');
    return createSession(tx, { userId: challenge.userId, days: deps.config.SESSION_DAYS, now });
  });
  if (token === null) {
    await countChallengeFailure(deps.db, challenge.id);
    return wrongCode(deps.attempts, challenge.userId);
  }
  await deps.attempts.clear(`2fa-fail:${challenge.userId}`);
  const user = await findUserById(deps.db, challenge.userId);
  if (!user) throw new AppError(422, TWO_FACTOR_TEXT.challengeInvalid, 'CHALLENGE_INVALID');
  return { token, user: presentUser(user) };
}
