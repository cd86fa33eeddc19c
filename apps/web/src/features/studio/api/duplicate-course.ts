import { StudioCourseResponseSchema, type StudioCourse } from '@kelas/contracts/studio';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { studioKeys } from './keys';

/**
 * POST /api/admin/courses/{id}/duplicate → 201 a draft '… (Salinan)' with a new slug, the course's
 * content, packages and prices, no learners (decision 270). ApiError 403 (not its author, or
 * CREATE_NOT_ALLOWED), 404.
 */
export async function duplicateCourse(id: number): Promise<StudioCourse> {
  return StudioCourseResponseSchema.parse(await api.post<unknown>(`/admin/courses/${id}/duplicate`)).data;
}

/** Duplicates a course; the studio's course lists are read again and the copy is put in the cache. */
export function useDuplicateCourse() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: duplicateCourse,
    onSuccess: (copy) => {
      client.setQueryData(studioKeys.course(copy.id), copy);
      return client.invalidateQueries({ queryKey: ['studio', 'courses'] });
    },
  });
}
