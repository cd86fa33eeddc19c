import { queryOptions, useQuery } from '@tanstack/react-query';
import { OpenCohortListSchema, type OpenCohortList } from '@kelas/contracts/cohorts';
import { api } from '@/lib/api-client';

/** GET /api/course/{slug}/cohorts → the cohorts open for enrolment, with seats left (decision 285). */
export async function getOpenCohorts(slug: string, signal?: AbortSignal): Promise<OpenCohortList> {
  return OpenCohortListSchema.parse(await api.get<unknown>(`/course/${encodeURIComponent(slug)}/cohorts`, { signal }));
}

export const openCohortsQuery = (slug: string) => queryOptions({ queryKey: ['cohorts', 'open', slug], queryFn: ({ signal }) => getOpenCohorts(slug, signal) });

export const useOpenCohorts = (slug: string) => useQuery(openCohortsQuery(slug));
