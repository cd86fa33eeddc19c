import { jakartaDayStart, type PageMeta } from '@kelas/contracts/console-list';
import type { AuditEntry } from '@kelas/contracts/audit';
import type { DbOrTx } from '../../db/client.ts';
import { presentAuditRow } from './presenters.ts';
import { searchAuditRows } from './queries.ts';

export type SearchAuditLogOptions = {
  actor?: string;
  action?: string;
  entityType?: string;
  entityId?: string;
  /** Jakarta days YYYY-MM-DD, both inclusive (already validated by the contract). */
  from?: string;
  to?: string;
  page: number;
  perPage: number;
};

/**
 * The console's audit-log search: newest first, `perPage` rows of page `page`,
 * with the total number of matching rows. Day bounds are Jakarta (WIB) calendar days.
 */
export async function searchAuditLog(db: DbOrTx, o: SearchAuditLogOptions): Promise<{ data: AuditEntry[]; meta: PageMeta }> {
  const to = o.to ? new Date(jakartaDayStart(o.to).getTime() + 86_400_000) : undefined;
  const { rows, total } = await searchAuditRows(db, {
    actor: o.actor || undefined,
    action: o.action || undefined,
    entityType: o.entityType || undefined,
    entityId: o.entityId || undefined,
    from: o.from ? jakartaDayStart(o.from) : undefined,
    to,
    limit: o.perPage,
    offset: (o.page - 1) * o.perPage,
  });
  return { data: rows.map(presentAuditRow), meta: { total, page: o.page, per_page: o.perPage } };
}
