import { StudioCourseResponseSchema, type StudioCourse } from '@kelas/contracts/studio';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { studioKeys } from './keys';

/**
 * POST /api/admin/courses/{id}/publish → the published course, or ApiError 422 whose `errors`
 * (thumbnail, description, chapters, packages) name what is missing.
 * POST /api/admin/courses/{id}/archive → the archived course (enrolled learners keep access).
 * POST /api/admin/courses/{id}/submit → the course waiting for an admin's review (decision 265; 422 as publishing).
 */
export async function changeCourseStatus(id: number, action: 'publish' | 'archive' | 'submit'): Promise<StudioCourse> {
  return StudioCourseResponseSchema.parse(await api.post<unknown>(`/admin/courses/${id}/${action}`)).data;
}

export function useChangeCourseStatus(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: 'publish' | 'archive' | 'submit') => changeCourseStatus(id, action),
    onSuccess: (course) => {
      client.setQueryData(studioKeys.course(id), course);
      return client.invalidateQueries({ queryKey: ['studio', 'courses'] });
    },
  });
}
