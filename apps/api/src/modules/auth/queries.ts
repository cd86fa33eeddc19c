import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
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

/** The newest unused, unexpired code of a user, locked for the check when the driver supports it. */
export async function findLiveOtp(db: DbOrTx, userId: number, now: Date) {
  const [row] = await db
    .select({ id: emailOtps.id, codeHash: emailOtps.codeHash, attempts: emailOtps.attempts })
    .from(emailOtps)
    .where(and(eq(emailOtps.userId, userId), isNull(emailOtps.usedAt), gt(emailOtps.expiresAt, now)))
    .orderBy(desc(emailOtps.id))
    .limit(1)
    .for('update');
  return row ?? null;
}

/** Counts one wrong try; the code dies (used_at set) at `maxAttempts`. Returns the tries made. */
export async function addOtpAttempt(db: DbOrTx, otpId: number, maxAttempts: number, now: Date): Promise<number> {
  const [row] = await db
    .update(emailOtps)
    .set({
      attempts: sql`${emailOtps.attempts} + 1`,
      usedAt: sql`case when ${emailOtps.attempts} + 1 >= ${maxAttempts} then ${now.toISOString()}::timestamptz else ${emailOtps.usedAt} end`,
    })
    .where(eq(emailOtps.id, otpId))
    .returning({ attempts: emailOtps.attempts });
  return row?.attempts ?? maxAttempts;
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
