import { CourseOptionListSchema } from '@kelas/contracts/staff';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/admin/staff/courses → every course `{ id, slug, title }`, for the grant picker. */
export const courseOptionsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'course-options'],
    queryFn: async ({ signal }) => CourseOptionListSchema.parse(await api.get<unknown>('/admin/staff/courses', { signal })).data,
    staleTime: 5 * 60_000,
  });

export const useCourseOptions = () => useQuery(courseOptionsQuery());
