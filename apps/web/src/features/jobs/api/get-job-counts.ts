import { JobCountsListSchema, type JobCounts } from '@kelas/contracts/jobs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/admin/jobs → counts per job type and state (decision 183). */
export async function getJobCounts(signal?: AbortSignal): Promise<JobCounts[]> {
  return JobCountsListSchema.parse(await api.get<unknown>('/admin/jobs', { signal })).data;
}

export const jobCountsQuery = () => queryOptions({ queryKey: ['admin', 'jobs', 'counts'], queryFn: ({ signal }) => getJobCounts(signal), refetchInterval: 10_000 });
export const useJobCounts = () => useQuery(jobCountsQuery());
