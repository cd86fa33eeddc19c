import type { StaffRole } from '@kelas/contracts/auth';
import type { PageMeta } from '@kelas/contracts/console-list';
import type { UserSummary } from '@kelas/contracts/learners';
import type { DbOrTx } from '../../db/client.ts';
import { presentUserSummary } from './presenters.ts';
import { listUsers as selectUsers } from './queries.ts';

/**
 * The console's account search: newest first; `search` matches part of the name,
 * e-mail or phone; `role` narrows to holders of a staff role, or `learner` to accounts with none.
 */
export async function listUsers(
  db: DbOrTx,
  o: { search?: string; role?: StaffRole | 'learner'; page: number; perPage: number },
): Promise<{ data: UserSummary[]; meta: PageMeta }> {
  const { rows, total } = await selectUsers(db, { search: o.search || undefined, role: o.role, limit: o.perPage, offset: (o.page - 1) * o.perPage });
  return { data: rows.map(presentUserSummary), meta: { total, page: o.page, per_page: o.perPage } };
}
