import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import { users } from '../schema/index.ts';
import type { SeedContext } from './seed.ts';

/** The demo password of every demo account (README). */
export const DEMO_PASSWORD = 'Kelas123!';

export const DEMO_USERS = [
  { key: 'learner', name: 'Putri Lestari', email: 'learner@example.com', role: 'learner', phone: '81234567890', gender: 'female', birthDate: '1999-04-12' },
  { key: 'mentor', name: 'Budi Santoso', email: 'mentor@example.com', role: 'mentor', phone: '81298765432', gender: 'male', birthDate: '1988-09-03' },
  { key: 'admin', name: 'Admin Kelas', email: 'admin@example.com', role: 'admin', phone: '81311112222', gender: 'male', birthDate: '1990-01-20' },
] as const;

export type DemoUserIds = Record<(typeof DEMO_USERS)[number]['key'], number>;

/** Upserts the three demo accounts (verified, password Kelas123!). */
export async function seedUsers(ctx: SeedContext): Promise<DemoUserIds> {
  const passwordHash = await hash(DEMO_PASSWORD, { algorithm: 2 });
  const ids = {} as DemoUserIds;
  for (const u of DEMO_USERS) {
    const [row] = await ctx.db
      .insert(users)
      .values({
        name: u.name,
        email: u.email,
        role: u.role,
        phone: u.phone,
        gender: u.gender,
        birthDate: u.birthDate,
        passwordHash,
        emailVerifiedAt: new Date(),
      })
      .onConflictDoUpdate({ target: users.email, set: { role: u.role, updatedAt: sql`now()` } })
      .returning({ id: users.id });
    ids[u.key] = row!.id;
  }
  return ids;
}
