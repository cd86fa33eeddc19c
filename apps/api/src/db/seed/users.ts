import { hash } from '@node-rs/argon2';
import type { StaffRole } from '@kelas/contracts/auth';
import { sql } from 'drizzle-orm';
import { userRoles, users } from '../schema/index.ts';
import type { SeedContext } from './seed.ts';

/** The demo password of every demo account (README). */
export const DEMO_PASSWORD = 'Kelas123!';

export const DEMO_USERS = [
  {
    key: 'learner',
    name: 'Putri Lestari',
    email: 'learner@example.com',
    roles: [],
    phone: '81234567890',
    gender: 'female',
    birthDate: '1999-04-12',
  },
  {
    key: 'mentor',
    name: 'Budi Santoso',
    email: 'mentor@example.com',
    roles: ['mentor'],
    phone: '81298765432',
    gender: 'male',
    birthDate: '1988-09-03',
  },
  {
    key: 'author',
    name: 'Sinta Maharani',
    email: 'author@example.com',
    roles: ['author'],
    phone: '81377778888',
    gender: 'female',
    birthDate: '1992-06-15',
  },
  {
    key: 'admin',
    name: 'Admin Kelas',
    email: 'admin@example.com',
    roles: ['admin'],
    phone: '81311112222',
    gender: 'male',
    birthDate: '1990-01-20',
  },
] as const satisfies readonly {
  key: string;
  name: string;
  email: string;
  roles: readonly StaffRole[];
  phone: string;
  gender: string;
  birthDate: string;
}[];

/**
 * The demo admin's TOTP secret (base32, README "Demo data"): two-factor is required for admins,
 * so the seeded admin has it on, and demos and tests compute its codes from this public secret.
 * Change or disable it on any real deployment.
 */
export const DEMO_ADMIN_TOTP_SECRET = 'KELASADMINDEMOTOTPSECRETJKTR4XWQ';

export type DemoUserIds = Record<(typeof DEMO_USERS)[number]['key'], number>;

/** Upserts the demo accounts (verified, password Kelas123!) and their staff roles; the admin gets two-factor on. */
export async function seedUsers(ctx: SeedContext): Promise<DemoUserIds> {
  const passwordHash = await hash(DEMO_PASSWORD, { algorithm: 2 });
  const ids = {} as DemoUserIds;
  for (const u of DEMO_USERS) {
    const totp = (u.roles as readonly StaffRole[]).includes('admin')
      ? { totpSecret: DEMO_ADMIN_TOTP_SECRET, totpEnabledAt: new Date() }
      : {};
    const [row] = await ctx.db
      .insert(users)
      .values({
        name: u.name,
        email: u.email,
        phone: u.phone,
        gender: u.gender,
        birthDate: u.birthDate,
        passwordHash,
        emailVerifiedAt: new Date(),
        ...totp,
      })
      .onConflictDoUpdate({
        target: users.email,
        set: {
          updatedAt: sql`now()`,
          ...(totp.totpSecret
            ? { totpSecret: sql`coalesce(${users.totpSecret}, ${totp.totpSecret})`, totpEnabledAt: sql`coalesce(${users.totpEnabledAt}, now())` }
            : {}),
        },
      })
      .returning({ id: users.id });
    ids[u.key] = row!.id;
    for (const role of u.roles)
      await ctx.db.insert(userRoles).values({ userId: row!.id, role }).onConflictDoNothing();
  }
  return ids;
}
