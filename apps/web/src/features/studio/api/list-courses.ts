import { StudioCourseListSchema, type CourseStatus, type StudioCourseSummary } from '@kelas/contracts/studio';
import type { CourseKind } from '@kelas/contracts/catalogue';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { studioKeys } from './keys';

export type CourseFilters = { search: string; status: CourseStatus | ''; kind: CourseKind | '' };

/**
 * GET /api/admin/courses?search=&status=&kind= → the courses the user may edit (an admin: all; an
 * author: the assigned ones). ApiError 401/403.
 */
export async function listCourses(f: CourseFilters, signal?: AbortSignal): Promise<StudioCourseSummary[]> {
  const q = new URLSearchParams();
  if (f.search.trim()) q.set('search', f.search.trim());
  if (f.status) q.set('status', f.status);
  if (f.kind) q.set('kind', f.kind);
  const qs = q.toString();
  return StudioCourseListSchema.parse(await api.get<unknown>(`/admin/courses${qs ? `?${qs}` : ''}`, { signal })).data;
}

export const coursesQuery = (f: CourseFilters) =>
  queryOptions({ queryKey: studioKeys.courses(f), queryFn: ({ signal }) => listCourses(f, signal), placeholderData: keepPreviousData });

export const useCourses = (f: CourseFilters) => useQuery(coursesQuery(f));
