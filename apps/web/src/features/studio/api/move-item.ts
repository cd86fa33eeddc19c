import { StudioItemResponseSchema, type MoveItemBody, type StudioCourse, type StudioItem } from '@kelas/contracts/studio';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { moveItemToChapter } from '../lib/reorder-course';
import { studioKeys } from './keys';
import { useCourseMutation } from './use-course-mutation';

/**
 * PUT /api/admin/items/{id}/move `{ chapter_id, position, version? }` → the item in its new chapter
 * and place (decision 270). ApiError 422 `chapter_id` (a chapter of another course), 409 STALE_VERSION.
 */
export async function moveItem(id: number, body: MoveItemBody): Promise<StudioItem> {
  return StudioItemResponseSchema.parse(await api.put<unknown>(`/admin/items/${id}/move`, body)).data;
}

/** Moves optimistically: the item shows in its new chapter at once; the course is read again afterwards. */
export function useMoveItem(courseId: number) {
  const client = useQueryClient();
  const m = useCourseMutation(courseId, ({ id, body }: { id: number; body: MoveItemBody }) => moveItem(id, body));
  return {
    ...m,
    move: (id: number, body: MoveItemBody) => {
      client.setQueryData<StudioCourse>(studioKeys.course(courseId), (c) => (c ? moveItemToChapter(c, id, body.chapter_id, body.position) : c));
      return m.mutateAsync({ id, body });
    },
  };
}
