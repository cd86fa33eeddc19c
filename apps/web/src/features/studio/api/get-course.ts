import { StudioCourseResponseSchema, type StudioCourse } from '@kelas/contracts/studio';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { studioKeys } from './keys';

/** GET /api/admin/courses/{id} → the whole course as the studio edits it (packages, chapters, items, `missing`). ApiError 403/404. */
export async function getCourse(id: number, signal?: AbortSignal): Promise<StudioCourse> {
  return StudioCourseResponseSchema.parse(await api.get<unknown>(`/admin/courses/${id}`, { signal })).data;
}

export const courseQuery = (id: number) => queryOptions({ queryKey: studioKeys.course(id), queryFn: ({ signal }) => getCourse(id, signal) });

export const useCourse = (id: number) => useQuery(courseQuery(id));
