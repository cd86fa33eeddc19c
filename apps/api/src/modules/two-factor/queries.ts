import { and, count, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { loginChallenges, twoFactorRecoveryCodes, users } from '../../db/schema/index.ts';
import { userRolesSql } from '../../db/user-roles-sql.ts';

/** All SQL of two-factor authentication. */

/** The two-factor state of a user, with the password hash for re-authentication. */
export async function findTwoFactorAccount(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      passwordHash: users.passwordHash,
      totpSecret: users.totpSecret,
      totpEnabledAt: users.totpEnabledAt,
      totpLastStep: users.totpLastStep,
      roles: userRolesSql(),
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

export async function countUnusedRecoveryCodes(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)));
  return Number(row?.n ?? 0);
}

/** Stores a new pending secret (two-factor stays off until `enableTwoFactor`). */
export async function setPendingSecret(db: DbOrTx, userId: number, secret: string, now: Date) {
  await db.update(users).set({ totpSecret: secret, totpEnabledAt: null, totpLastStep: null, updatedAt: now }).where(eq(users.id, userId));
}

/** Turns two-factor on with the pending secret; false when it was already on (a concurrent enable). */
export async function enableTwoFactor(db: DbOrTx, userId: number, step: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ totpEnabledAt: now, totpLastStep: step, updatedAt: now })
    .where(and(eq(users.id, userId), isNull(users.totpEnabledAt)))
    .returning({ id: users.id });
  return rows.length === 1;
}

export async function disableTwoFactor(db: DbOrTx, userId: number, now: Date) {
  await db.update(users).set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null, updatedAt: now }).where(eq(users.id, userId));
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
}

/**
 * Records `step` as the last accepted TOTP step, only when it is later than the stored one:
 * false means another request used this code (or a later one) first, so it is refused.
 */
export async function claimTotpStep(db: DbOrTx, userId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return rows.length === 1;
}

export async function replaceRecoveryCodes(db: DbOrTx, userId: number, codeHashes: string[]) {
  await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
  if (codeHashes.length) await db.insert(twoFactorRecoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
}

/** The unused recovery codes of a user (id and argon2id hash). */
export async function findUnusedRecoveryCodes(db: DbOrTx, userId: number) {
  return db
    .select({ id: twoFactorRecoveryCodes.id, codeHash: twoFactorRecoveryCodes.codeHash })
    .from(twoFactorRecoveryCodes)
    .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)));
}

/** Marks a recovery code used; false when another request used it first. */
export async function markRecoveryCodeUsed(db: DbOrTx, codeId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(twoFactorRecoveryCodes.id, codeId), isNull(twoFactorRecoveryCodes.usedAt)))
    .returning({ id: twoFactorRecoveryCodes.id });
  return rows.length === 1;
}

export async function insertLoginChallenge(db: DbOrTx, values: { userId: number; tokenHash: string; expiresAt: Date }) {
  await db.insert(loginChallenges).values(values);
}

/**
 * Counts one try on a live challenge (unused, not expired, fewer than `maxAttempts` tries) and
 * answers its id and user, or null. One conditional `UPDATE … RETURNING`: concurrent tries
 * serialise on the row, so at most `maxAttempts` ever get a row back.
 */
export async function countChallengeTry(db: DbOrTx, tokenHash: string, now: Date, maxAttempts: number) {
  const [row] = await db
    .update(loginChallenges)
    .set({ attempts: sql`${loginChallenges.attempts} + 1` })
    .where(and(eq(loginChallenges.tokenHash, tokenHash), isNull(loginChallenges.usedAt), gt(loginChallenges.expiresAt, now), lt(loginChallenges.attempts, maxAttempts)))
    .returning({ id: loginChallenges.id, userId: loginChallenges.userId });
  return row ?? null;
}

/** Marks the challenge used; false when another request used it first. */
export async function consumeChallenge(db: DbOrTx, challengeId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(loginChallenges)
    .set({ usedAt: now })
    .where(and(eq(loginChallenges.id, challengeId), isNull(loginChallenges.usedAt)))
    .returning({ id: loginChallenges.id });
  return rows.length === 1;
}
