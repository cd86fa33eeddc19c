import { TWO_FACTOR_LIMITS, TWO_FACTOR_TEXT, type LoginChallengeAnswer, type TwoFactorVerifyBody } from '@kelas/contracts/two-factor';
import type { SessionAnswer } from '@kelas/contracts/auth';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { createSession } from '../auth/create-session.ts';
import type { AuthDeps } from '../auth/deps.ts';
import { presentUser } from '../auth/presenters.ts';
import { findUserById } from '../auth/queries.ts';
import { consumeChallenge, countChallengeTry, findTwoFactorAccount, insertLoginChallenge } from './queries.ts';
import { codeWrong, forgetCodeAttempts, takeCodeAttempt, useSecondFactor } from './use-second-factor.ts';

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

/** Window of the per-challenge counter in the attempt store: a challenge lives 5 minutes. */
const CHALLENGE_WINDOW_MS = TWO_FACTOR_LIMITS.challengeMinutes * 60_000;

/**
 * POST /api/auth/2fa/verify: exchanges a live challenge and a TOTP or recovery code for a
 * session `{ token, user }`. Every try is counted before its code is checked, three times: per
 * challenge in the attempt store (past its 5 tries it is answered as spent before the database is
 * asked, so a burst on one challenge costs no connection), on the challenge's row (one
 * `UPDATE … RETURNING`: at most 5 tries per challenge on any server), and per account
 * (LOGIN_FAILURES_PER_ACCOUNT a minute across challenges). A try refused by the account's limit
 * has still used one of the challenge's tries. The code is
 * checked outside any transaction (a recovery code's argon2 checks hold no connection); only the
 * final consume-and-open-a-session is one short transaction.
 * Errors: 422 on `challenge` (CHALLENGE_INVALID: unknown, used, expired or out of tries), 422 on
 * `code` (TWO_FACTOR_CODE_WRONG), 429 RATE_LIMITED past the per-challenge or per-account limit.
 */
export async function verifyLoginChallenge(deps: AuthDeps, body: TwoFactorVerifyBody): Promise<SessionAnswer> {
  const now = deps.now();
  const tokenHash = hashToken(body.challenge);
  const tries = await deps.attempts.hit(`2fa-challenge:${tokenHash}`, CHALLENGE_WINDOW_MS);
  const challenge = tries.count <= TWO_FACTOR_LIMITS.challengeAttempts ? await countChallengeTry(deps.db, tokenHash, now, TWO_FACTOR_LIMITS.challengeAttempts) : null;
  if (!challenge) throw fieldError('challenge', TWO_FACTOR_TEXT.challengeInvalid, 'CHALLENGE_INVALID');
  await takeCodeAttempt(deps.attempts, challenge.userId, deps.config.LOGIN_FAILURES_PER_ACCOUNT);

  const account = await findTwoFactorAccount(deps.db, challenge.userId);
  if (!account?.totpEnabledAt) throw fieldError('challenge', TWO_FACTOR_TEXT.challengeInvalid, 'CHALLENGE_INVALID');
  if (!(await useSecondFactor(deps.db, account, body.code, now))) throw codeWrong();
  const token = await deps.db.transaction(async (tx) => {
    if (!(await consumeChallenge(tx, challenge.id, now))) throw fieldError('challenge', TWO_FACTOR_TEXT.challengeInvalid, 'CHALLENGE_INVALID');
    return createSession(tx, { userId: challenge.userId, days: deps.config.SESSION_DAYS, now });
  });
  await forgetCodeAttempts(deps.attempts, challenge.userId);
  const user = await findUserById(deps.db, challenge.userId);
  if (!user) throw new AppError(422, TWO_FACTOR_TEXT.challengeInvalid, 'CHALLENGE_INVALID');
  return { token, user: presentUser(user) };
}
