import { StudioCourseResponseSchema, type StudioCourse } from '@kelas/contracts/studio';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { studioKeys } from './keys';

/**
 * POST /api/admin/courses/{id}/publish → the published course, or ApiError 422 whose `errors`
 * (thumbnail, description, chapters, packages) name what is missing.
 * POST /api/admin/courses/{id}/archive → the archived course (enrolled learners keep access).
 */
export async function changeCourseStatus(id: number, action: 'publish' | 'archive'): Promise<StudioCourse> {
  return StudioCourseResponseSchema.parse(await api.post<unknown>(`/admin/courses/${id}/${action}`)).data;
}

export function useChangeCourseStatus(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: 'publish' | 'archive') => changeCourseStatus(id, action),
    onSuccess: (course) => {
      client.setQueryData(studioKeys.course(id), course);
      return client.invalidateQueries({ queryKey: ['studio', 'courses'] });
    },
  });
}
