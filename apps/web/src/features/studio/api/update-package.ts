import { StudioPackageResponseSchema, type StudioPackage, type UpdatePackageBody } from '@kelas/contracts/studio';
import { api } from '@/lib/api-client';
import { useCourseMutation } from './use-course-mutation';

/** PATCH /api/admin/packages/{id} `{ name?, benefits?, prices?, version }` → the package. ApiError 409 (stale), 422. */
export async function updatePackage(id: number, body: UpdatePackageBody): Promise<StudioPackage> {
  return StudioPackageResponseSchema.parse(await api.patch<unknown>(`/admin/packages/${id}`, body)).data;
}

export const useUpdatePackage = (courseId: number) =>
  useCourseMutation(courseId, ({ id, body }: { id: number; body: UpdatePackageBody }) => updatePackage(id, body));
