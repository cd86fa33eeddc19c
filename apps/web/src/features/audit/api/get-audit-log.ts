import { AuditLogListSchema, type AuditLogList } from '@kelas/contracts/audit';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type AuditFilters = { actor: string; action: string; from: string; to: string; page: number };

/** GET /api/admin/audit-log?actor=&action=&from=&to=&page= → `{ data: AuditEntry[], meta }`, newest first. ApiError 422 for a bad date or range. */
export async function getAuditLog(f: AuditFilters, signal?: AbortSignal): Promise<AuditLogList> {
  const q = new URLSearchParams({ page: String(f.page) });
  for (const k of ['actor', 'action', 'from', 'to'] as const) if (f[k].trim()) q.set(k, f[k].trim());
  return AuditLogListSchema.parse(await api.get<unknown>(`/admin/audit-log?${q}`, { signal }));
}

export const auditLogQuery = (f: AuditFilters) =>
  queryOptions({ queryKey: ['admin', 'audit-log', f], queryFn: ({ signal }) => getAuditLog(f, signal), placeholderData: keepPreviousData, retry: false });
export const useAuditLog = (f: AuditFilters) => useQuery(auditLogQuery(f));
