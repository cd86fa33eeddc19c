import { StudioItemResponseSchema, type CreateItemBody, type StudioItem } from '@kelas/contracts/studio';
import { api } from '@/lib/api-client';
import { useCourseMutation } from './use-course-mutation';

/** POST /api/admin/chapters/{id}/items `{ title, item_type, detail }` → 201 the item. ApiError 422 (`detail.…` field errors). */
export async function createItem(chapterId: number, body: CreateItemBody): Promise<StudioItem> {
  return StudioItemResponseSchema.parse(await api.post<unknown>(`/admin/chapters/${chapterId}/items`, body)).data;
}

export const useCreateItem = (courseId: number) =>
  useCourseMutation(courseId, ({ chapterId, body }: { chapterId: number; body: CreateItemBody }) => createItem(chapterId, body));
