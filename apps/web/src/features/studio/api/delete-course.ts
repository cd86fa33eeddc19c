import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** DELETE /api/admin/courses/{id} → 204. ApiError 409 when the course has learners or orders (archive it instead). */
export async function deleteCourse(id: number): Promise<void> {
  await api.delete<unknown>(`/admin/courses/${id}`);
}

export function useDeleteCourse() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteCourse, onSuccess: () => client.invalidateQueries({ queryKey: ['studio', 'courses'] }) });
}
