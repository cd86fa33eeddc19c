import { StudioCourseResponseSchema, type CreateCourseBody, type StudioCourse } from '@kelas/contracts/studio';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { studioKeys } from './keys';

/** POST /api/admin/courses `{ kind, title, description? }` → 201 the new draft (slug from the title). ApiError 422, 403 (admin only). */
export async function createCourse(body: CreateCourseBody): Promise<StudioCourse> {
  return StudioCourseResponseSchema.parse(await api.post<unknown>('/admin/courses', body)).data;
}

export function useCreateCourse() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createCourse,
    onSuccess: (course) => {
      client.setQueryData(studioKeys.course(course.id), course);
      return client.invalidateQueries({ queryKey: ['studio', 'courses'] });
    },
  });
}
