import { api } from '@/lib/api-client';
import { useCourseMutation } from './use-course-mutation';

/**
 * DELETE /api/admin/items/{id}[?confirm=true] → 204. Without `confirm`, an item learners completed
 * answers ApiError 409 code CONFIRM_REQUIRED with `completed_count` (nothing is deleted).
 */
export async function deleteItem(id: number, confirm: boolean): Promise<void> {
  await api.delete<unknown>(`/admin/items/${id}${confirm ? '?confirm=true' : ''}`);
}

export const useDeleteItem = (courseId: number) => useCourseMutation(courseId, ({ id, confirm }: { id: number; confirm: boolean }) => deleteItem(id, confirm));
