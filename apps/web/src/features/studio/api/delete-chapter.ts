import { api } from '@/lib/api-client';
import { useCourseMutation } from './use-course-mutation';

/**
 * DELETE /api/admin/chapters/{id}[?confirm=true] → 204. Without `confirm`, a chapter holding items
 * that learners completed answers ApiError 409 code CONFIRM_REQUIRED with `completed_count`.
 */
export async function deleteChapter(id: number, confirm: boolean): Promise<void> {
  await api.delete<unknown>(`/admin/chapters/${id}${confirm ? '?confirm=true' : ''}`);
}

export const useDeleteChapter = (courseId: number) =>
  useCourseMutation(courseId, ({ id, confirm }: { id: number; confirm: boolean }) => deleteChapter(id, confirm));
