import { queryOptions, useQuery } from '@tanstack/react-query';
import { OpenCohortListSchema } from '@kelas/contracts/cohorts';
import { api } from '@/lib/api-client';

/**
 * GET /api/course/{slug}/cohorts → the course's cohorts open for enrolment (decision 285), for the
 * grant dialog's cohort choice. A course that is not published answers 404: it has no cohort to offer.
 */
export const courseCohortsQuery = (slug: string) =>
  queryOptions({
    queryKey: ['admin', 'grant-cohorts', slug],
    queryFn: async ({ signal }) => OpenCohortListSchema.parse(await api.get<unknown>(`/course/${encodeURIComponent(slug)}/cohorts`, { signal })),
    retry: false,
  });

export const useCourseCohorts = (slug: string | undefined) => useQuery({ ...courseCohortsQuery(slug ?? ''), enabled: Boolean(slug) });
