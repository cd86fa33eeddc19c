import { eq } from 'drizzle-orm';
import type { Locale } from '@kelas/contracts/i18n';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { userRolesSql } from '../../db/user-roles-sql.ts';

/** All SQL of the profile feature. */

const profileColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  gender: users.gender,
  birthDate: users.birthDate,
  avatar: users.avatar,
  roles: userRolesSql(),
};

export type ProfileRow = NonNullable<Awaited<ReturnType<typeof findProfile>>>;

export async function findProfile(db: DbOrTx, userId: number) {
  const [row] = await db.select(profileColumns).from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}

export async function updateProfileRow(
  db: DbOrTx,
  userId: number,
  values: { name: string; phone: string; gender: 'male' | 'female'; birthDate: string; now: Date },
) {
  const [row] = await db
    .update(users)
    .set({ name: values.name, phone: values.phone, gender: values.gender, birthDate: values.birthDate, updatedAt: values.now })
    .where(eq(users.id, userId))
    .returning(profileColumns);
  return row ?? null;
}

export async function setAvatar(db: DbOrTx, userId: number, avatar: string, now: Date) {
  const [row] = await db.update(users).set({ avatar, updatedAt: now }).where(eq(users.id, userId)).returning(profileColumns);
  return row ?? null;
}

export async function findPasswordHash(db: DbOrTx, userId: number): Promise<string | null> {
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.passwordHash ?? null;
}

export async function setPasswordHash(db: DbOrTx, userId: number, passwordHash: string, now: Date) {
  await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
}

/** Remembers the account's interface language; one UPDATE. */
export async function setUserLocale(db: DbOrTx, userId: number, locale: Locale, now: Date) {
  await db.update(users).set({ locale, updatedAt: now }).where(eq(users.id, userId));
}
