import { queryOptions, useQuery } from '@tanstack/react-query';
import { wrap } from '@kelas/contracts/http';
import { CourseActivitySchema, type CourseActivity } from '@kelas/contracts/learning';
import { api } from '@/lib/api-client';

const ResponseSchema = wrap(CourseActivitySchema);

/** GET /api/course/{slug}/activity → { data: CourseActivity } (spec 7). 403 not enrolled, 404 unknown slug. */
export async function getActivity(slug: string, signal?: AbortSignal): Promise<CourseActivity> {
  const body = await api.get<unknown>(`/course/${encodeURIComponent(slug)}/activity`, { signal });
  return ResponseSchema.parse(body).data;
}

export const activityKey = (slug: string) => ['learning', 'activity', slug] as const;

export const activityQuery = (slug: string) =>
  queryOptions({
    queryKey: activityKey(slug),
    queryFn: ({ signal }) => getActivity(slug, signal),
    staleTime: 0,
  });

/** The course activity; a failure is kept as the query's error state (spec 8) and logged by the caller. */
export function useActivity(slug: string) {
  return useQuery(activityQuery(slug));
}
