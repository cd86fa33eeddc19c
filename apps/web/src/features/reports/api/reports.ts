import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReportName, ReportResponse } from '@kelas/contracts/reports';
import { api, ApiError } from '@/lib/api-client';
import { session } from '@/lib/session';

export type ReportRange = { from: string; to: string };

const query = (r: ReportRange) => new URLSearchParams(Object.entries(r).filter(([, v]) => v)).toString();

/** GET /api/admin/reports/{name}?from=&to= → { data, meta }. */
export const useReport = <K extends ReportName>(name: K, range: ReportRange) =>
  useQuery({
    queryKey: ['reports', name, range],
    queryFn: ({ signal }) => api.get<ReportResponse<K>>(`/admin/reports/${name}?${query(range)}`, { signal }),
    placeholderData: keepPreviousData,
  });

/** The same report as CSV (`Accept: text/csv`), saved through a temporary link. */
export async function downloadReportCsv(name: ReportName, range: ReportRange): Promise<void> {
  const token = session.get().token;
  const res = await fetch(`/api/admin/reports/${name}?${query(range)}`, { headers: { accept: 'text/csv', ...(token ? { authorization: `Bearer ${token}` } : {}) } });
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { message?: string };
    throw new ApiError(res.status, body.message ?? `HTTP ${res.status}`);
  }
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? `laporan-${name}.csv`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
