import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ReportedPostListSchema, type AdminReportQuery, type ReportedPostList } from '@kelas/contracts/questions';
import { api } from '@/lib/api-client';

/** GET /api/admin/reports?status=open|all&page= → { data: ReportedPost[], meta } (decision 277), admins only. */
export async function getAdminReports(status: AdminReportQuery['status'], page: number, signal?: AbortSignal): Promise<ReportedPostList> {
  return ReportedPostListSchema.parse(await api.get<unknown>(`/admin/reports?${new URLSearchParams({ status, page: String(page) })}`, { signal }));
}

export const useAdminReports = (status: AdminReportQuery['status'], page: number) =>
  useQuery({ queryKey: ['questions', 'reports', status, page], queryFn: ({ signal }) => getAdminReports(status, page, signal), placeholderData: keepPreviousData });
