import { StudioCourseResponseSchema, type StudioCourse, type UpdateCourseBody } from '@kelas/contracts/studio';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { studioKeys } from './keys';

/**
 * PATCH /api/admin/courses/{id} with any editable fields and the `version` last read → the course.
 * ApiError 409 (slug taken, or stale version), 422 (field errors).
 */
export async function updateCourse(id: number, body: UpdateCourseBody): Promise<StudioCourse> {
  return StudioCourseResponseSchema.parse(await api.patch<unknown>(`/admin/courses/${id}`, body)).data;
}

export function useUpdateCourse(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateCourseBody) => updateCourse(id, body),
    onSuccess: (course) => {
      client.setQueryData(studioKeys.course(id), course);
      return client.invalidateQueries({ queryKey: ['studio', 'courses'] });
    },
  });
}
