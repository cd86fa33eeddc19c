import { StudioPackageResponseSchema, type CreatePackageBody, type StudioPackage } from '@kelas/contracts/studio';
import { api } from '@/lib/api-client';
import { useCourseMutation } from './use-course-mutation';

/** POST /api/admin/courses/{id}/packages `{ name, benefits, prices: [{ price (rupiah), discount (%) }] }` → 201 the package. ApiError 422. */
export async function createPackage(courseId: number, body: CreatePackageBody): Promise<StudioPackage> {
  return StudioPackageResponseSchema.parse(await api.post<unknown>(`/admin/courses/${courseId}/packages`, body)).data;
}

export const useCreatePackage = (courseId: number) => useCourseMutation(courseId, (body: CreatePackageBody) => createPackage(courseId, body));
