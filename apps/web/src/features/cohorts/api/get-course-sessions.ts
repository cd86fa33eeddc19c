import { queryOptions, useQuery } from '@tanstack/react-query';
import { CourseSessionListSchema, type CourseSession } from '@kelas/contracts/sessions';
import { api } from '@/lib/api-client';

/**
 * GET /api/course/{slug}/sessions → the sessions of the learner's cohort with where joining stands,
 * their personal join and recording links and their attendance (decision 288).
 */
export async function getCourseSessions(slug: string, signal?: AbortSignal): Promise<CourseSession[]> {
  return CourseSessionListSchema.parse(await api.get<unknown>(`/course/${encodeURIComponent(slug)}/sessions`, { signal })).data;
}

/** Asked again every minute, so 'Gabung Webinar' appears when the window opens. */
export const courseSessionsQuery = (slug: string) =>
  queryOptions({ queryKey: ['cohorts', 'sessions', slug], queryFn: ({ signal }) => getCourseSessions(slug, signal), refetchInterval: 60_000 });

export const useCourseSessions = (slug: string, enabled: boolean) => useQuery({ ...courseSessionsQuery(slug), enabled });
