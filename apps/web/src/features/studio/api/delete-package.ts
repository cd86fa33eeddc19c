import { api } from '@/lib/api-client';
import { useCourseMutation } from './use-course-mutation';

/** DELETE /api/admin/packages/{id} → 204. ApiError 409 when one of its prices is in an order. */
export async function deletePackage(id: number): Promise<void> {
  await api.delete<unknown>(`/admin/packages/${id}`);
}

export const useDeletePackage = (courseId: number) => useCourseMutation(courseId, deletePackage);
