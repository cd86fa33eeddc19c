import { StudioItemResponseSchema, type StudioItem, type UpdateItemBody } from '@kelas/contracts/studio';
import { api } from '@/lib/api-client';
import { useCourseMutation } from './use-course-mutation';

/** PATCH /api/admin/items/{id} `{ title?, detail?, version }` → the item. ApiError 409 (stale), 422. */
export async function updateItem(id: number, body: UpdateItemBody): Promise<StudioItem> {
  return StudioItemResponseSchema.parse(await api.patch<unknown>(`/admin/items/${id}`, body)).data;
}

export const useUpdateItem = (courseId: number) => useCourseMutation(courseId, ({ id, body }: { id: number; body: UpdateItemBody }) => updateItem(id, body));
