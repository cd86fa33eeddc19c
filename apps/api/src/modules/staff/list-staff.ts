import type { StaffRole } from '@kelas/contracts/auth';
import type { PageMeta } from '@kelas/contracts/console-list';
import type { StaffMember } from '@kelas/contracts/staff';
import type { DbOrTx } from '../../db/client.ts';
import { presentMember } from './presenters.ts';
import { findMember, listAssignments, listStaff as selectStaff } from './queries.ts';

/** The console's staff list: accounts holding a staff role, by name, with their course assignments. */
export async function listStaff(db: DbOrTx, o: { role?: StaffRole; search?: string; page: number; perPage: number }): Promise<{ data: StaffMember[]; meta: PageMeta }> {
  const { rows, total } = await selectStaff(db, { role: o.role, search: o.search || undefined, limit: o.perPage, offset: (o.page - 1) * o.perPage });
  const a = await listAssignments(db, rows.map((r) => r.id));
  return { data: rows.map((r) => presentMember(r, a)), meta: { total, page: o.page, per_page: o.perPage } };
}

/** One member as the console shows it, or null. */
export async function loadMember(db: DbOrTx, userId: number): Promise<StaffMember | null> {
  const m = await findMember(db, userId);
  return m ? presentMember(m, await listAssignments(db, [m.id])) : null;
}
