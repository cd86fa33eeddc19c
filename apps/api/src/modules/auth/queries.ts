import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Locale } from '@kelas/contracts/i18n';
import type { DbOrTx } from '../../db/client.ts';
import { emailOtps, passwordResets, users } from '../../db/schema/index.ts';
import { userRolesSql } from '../../db/user-roles-sql.ts';

/** All SQL of the accounts feature (sessions: session-queries.ts). */

const userColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  avatar: users.avatar,
  locale: users.locale,
  roles: userRolesSql(),
  passwordHash: users.passwordHash,
  emailVerifiedAt: users.emailVerifiedAt,
  totpEnabledAt: users.totpEnabledAt,
  deactivatedAt: users.deactivatedAt,
};

export type AccountRow = NonNullable<Awaited<ReturnType<typeof findUserByEmail>>>;

/** The account with this (lower-cased) e-mail, or null. */
export async function findUserByEmail(db: DbOrTx, email: string) {
  const [row] = await db.select(userColumns).from(users).where(eq(users.email, email)).limit(1);
  return row ?? null;
}

/** The account with this id, or null. */
export async function findUserById(db: DbOrTx, id: number) {
  const [row] = await db.select(userColumns).from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** Inserts a learner; null when the e-mail is already taken (unique index), so a race cannot make two. */
export async function insertLearner(
  db: DbOrTx,
  values: { name: string; email: string; phone: string | null; passwordHash: string | null; emailVerifiedAt: Date | null; locale?: Locale | null },
) {
  const [row] = await db
    .insert(users)
    .values(values)
    .onConflictDoNothing({ target: users.email })
    .returning(userColumns);
  return row ?? null;
}

export async function markEmailVerified(db: DbOrTx, userId: number, now: Date) {
  await db
    .update(users)
    .set({ emailVerifiedAt: now, updatedAt: now })
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
}

/**
 * Single sign-on vouches for an unverified account's e-mail: verify it and drop the password it
 * was registered with, which nobody proved to own (pre-registration takeover).
 */
export async function verifyEmailForSso(db: DbOrTx, userId: number, now: Date) {
  await db
    .update(users)
    .set({ emailVerifiedAt: now, passwordHash: null, updatedAt: now })
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)));
}

export async function setPasswordHash(db: DbOrTx, userId: number, passwordHash: string, now: Date) {
  await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
}

/** Stores a new code and retires the user's earlier unused ones (only the newest code works). */
export async function replaceEmailOtp(db: DbOrTx, values: { userId: number; codeHash: string; expiresAt: Date; now: Date }) {
  await db
    .update(emailOtps)
    .set({ usedAt: values.now })
    .where(and(eq(emailOtps.userId, values.userId), isNull(emailOtps.usedAt)));
  await db.insert(emailOtps).values({ userId: values.userId, codeHash: values.codeHash, expiresAt: values.expiresAt, createdAt: values.now });
}

/**
 * Counts one try on the newest live code (unused, unexpired, fewer than `maxAttempts` tries) of
 * the account with this e-mail, before the code is compared, and answers the code's id, user,
 * hash and the tries made, or null (no account, no live code, or out of tries). One conditional
 * `UPDATE … RETURNING`: concurrent tries serialise on the code's row and re-check the count, so
 * at most `maxAttempts` tries of a code are ever compared, and no lock is held while they are.
 */
export async function countOtpTry(db: DbOrTx, email: string, now: Date, maxAttempts: number) {
  const newest = db
    .select({ id: emailOtps.id })
    .from(emailOtps)
    .innerJoin(users, eq(users.id, emailOtps.userId))
    .where(and(eq(users.email, email), isNull(emailOtps.usedAt), gt(emailOtps.expiresAt, now)))
    .orderBy(desc(emailOtps.id))
    .limit(1);
  const [row] = await db
    .update(emailOtps)
    .set({ attempts: sql`${emailOtps.attempts} + 1` })
    .where(and(eq(emailOtps.id, newest), isNull(emailOtps.usedAt), gt(emailOtps.expiresAt, now), lt(emailOtps.attempts, maxAttempts)))
    .returning({ id: emailOtps.id, userId: emailOtps.userId, codeHash: emailOtps.codeHash, attempts: emailOtps.attempts });
  return row ?? null;
}

/** A code whose last try was wrong: no longer usable (used_at set), so the next try finds no live code. */
export async function retireOtp(db: DbOrTx, otpId: number, now: Date): Promise<void> {
  await db
    .update(emailOtps)
    .set({ usedAt: now })
    .where(and(eq(emailOtps.id, otpId), isNull(emailOtps.usedAt)));
}

/** Marks a code used; false when another request used it first (single use). */
export async function consumeOtp(db: DbOrTx, otpId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(emailOtps)
    .set({ usedAt: now })
    .where(and(eq(emailOtps.id, otpId), isNull(emailOtps.usedAt)))
    .returning({ id: emailOtps.id });
  return rows.length === 1;
}

export async function insertPasswordReset(db: DbOrTx, values: { userId: number; tokenHash: string; expiresAt: Date; now: Date }) {
  await db.insert(passwordResets).values({ userId: values.userId, tokenHash: values.tokenHash, expiresAt: values.expiresAt, createdAt: values.now });
}

/**
 * Uses a reset token once: marks it used and returns its user id, or null when it is unknown,
 * used or expired. One statement, so two requests with the same token cannot both succeed.
 */
export async function consumePasswordReset(db: DbOrTx, tokenHash: string, now: Date): Promise<number | null> {
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
    .returning({ userId: passwordResets.userId });
  return row?.userId ?? null;
}

/** Retires every other open reset link of the user (after a reset, older mails stop working). */
export async function retirePasswordResets(db: DbOrTx, userId: number, now: Date) {
  await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}
