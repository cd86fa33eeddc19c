import { StudioCourseResponseSchema, type StudioCourse, type UpdateCourseBody } from '@kelas/contracts/studio';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { studioKeys } from './keys';

/**
 * PATCH /api/admin/courses/{id}?confirm= with any editable fields and the `version` last read → the
 * course. `confirm`: the person agreed to change a published course's kind or slug (decision 260).
 * ApiError 409 (slug taken, stale version, CONFIRM_REQUIRED), 422 (field errors, PUBLISHED_INCOMPLETE).
 */
export async function updateCourse(id: number, body: UpdateCourseBody, confirm = false): Promise<StudioCourse> {
  return StudioCourseResponseSchema.parse(await api.patch<unknown>(`/admin/courses/${id}${confirm ? '?confirm=true' : ''}`, body)).data;
}

export function useUpdateCourse(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: UpdateCourseBody | { body: UpdateCourseBody; confirm: boolean }) => ('confirm' in v ? updateCourse(id, v.body, v.confirm) : updateCourse(id, v)),
    onSuccess: (course) => {
      client.setQueryData(studioKeys.course(id), course);
      return client.invalidateQueries({ queryKey: ['studio', 'courses'] });
    },
  });
}
