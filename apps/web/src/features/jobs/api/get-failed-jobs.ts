import { FailedJobListSchema, type FailedJobList } from '@kelas/contracts/jobs';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type FailedJobFilters = { name: string; page: number };

/** GET /api/admin/jobs/failed?name=&page= → `{ data: FailedJob[], meta }`, newest failure first. ApiError 422 for a bad name or page. */
export async function getFailedJobs(f: FailedJobFilters, signal?: AbortSignal): Promise<FailedJobList> {
  const q = new URLSearchParams({ page: String(f.page) });
  if (f.name) q.set('name', f.name);
  return FailedJobListSchema.parse(await api.get<unknown>(`/admin/jobs/failed?${q}`, { signal }));
}

export const failedJobsQuery = (f: FailedJobFilters) =>
  queryOptions({ queryKey: ['admin', 'jobs', 'failed', f], queryFn: ({ signal }) => getFailedJobs(f, signal), placeholderData: keepPreviousData, retry: false });
export const useFailedJobs = (f: FailedJobFilters) => useQuery(failedJobsQuery(f));
