import { ReorderResponseSchema } from '@kelas/contracts/studio';
import { useQueryClient } from '@tanstack/react-query';
import type { StudioCourse } from '@kelas/contracts/studio';
import { api } from '@/lib/api-client';
import { moveToOrder } from '../lib/reorder-course';
import { studioKeys } from './keys';
import { useCourseMutation } from './use-course-mutation';

export type ReorderTarget = { kind: 'chapters'; courseId: number } | { kind: 'items'; chapterId: number };

/**
 * PUT /api/admin/courses/{id}/chapters/order or /api/admin/chapters/{id}/items/order `{ ids }`
 * (every id of the parent, once) → `{ data: { ids } }`. ApiError 422 for a foreign or missing id.
 */
export async function reorder(target: ReorderTarget, ids: number[]): Promise<number[]> {
  const path = target.kind === 'chapters' ? `/admin/courses/${target.courseId}/chapters/order` : `/admin/chapters/${target.chapterId}/items/order`;
  return ReorderResponseSchema.parse(await api.put<unknown>(path, { ids })).data.ids;
}

/** Reorders optimistically: the list moves at once and is read again from the server afterwards. */
export function useReorder(courseId: number) {
  const client = useQueryClient();
  const m = useCourseMutation(courseId, ({ target, ids }: { target: ReorderTarget; ids: number[] }) => reorder(target, ids));
  return {
    ...m,
    reorder: (target: ReorderTarget, ids: number[]) => {
      client.setQueryData<StudioCourse>(studioKeys.course(courseId), (c) => (c ? moveToOrder(c, target, ids) : c));
      return m.mutateAsync({ target, ids });
    },
  };
}
