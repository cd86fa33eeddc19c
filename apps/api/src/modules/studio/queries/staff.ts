import { and, eq, inArray } from 'drizzle-orm';
import type { StaffRole } from '@kelas/contracts/auth';
import type { DbOrTx } from '../../../db/client.ts';
import { userRolesSql } from '../../../db/user-roles-sql.ts';
import { userRoles, users } from '../../../db/schema/index.ts';

/** SQL of staff management: roles and people pickers. */

export type StaffUserRow = { id: number; name: string; email: string; roles: StaffRole[] };

const columns = { id: users.id, name: users.name, email: users.email, roles: userRolesSql() };

export async function findStaffUser(db: DbOrTx, id: number): Promise<StaffUserRow | null> {
  const [row] = await db.select(columns).from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** Makes the user's staff roles exactly `roles`. */
export async function replaceUserRoles(tx: DbOrTx, userId: number, roles: StaffRole[], grantedBy: number): Promise<void> {
  await tx.delete(userRoles).where(eq(userRoles.userId, userId));
  if (roles.length) await tx.insert(userRoles).values(roles.map((role) => ({ userId, role, grantedBy })));
}

/** Which of the user ids hold the role. */
export async function usersWithRole(db: DbOrTx, ids: number[], role: StaffRole): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db.select({ id: userRoles.userId }).from(userRoles).where(and(inArray(userRoles.userId, ids), eq(userRoles.role, role)));
  return new Set(rows.map((r) => r.id));
}

/** Serialises role changes (the last admin must not remove themself through a race). */
export async function lockUser(tx: DbOrTx, id: number): Promise<boolean> {
  const rows = await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
  return rows.length > 0;
}
