import { StudioChapterResponseSchema, type StudioChapter, type UpdateChapterBody } from '@kelas/contracts/studio';
import { api } from '@/lib/api-client';
import { useCourseMutation } from './use-course-mutation';

/**
 * PATCH /api/admin/chapters/{id} `{ title, prakerja_sequence?, release_after_days?, release_at?, version }`
 * → the chapter (without items). ApiError 409 (stale), 422 (under `title`, `release_after_days`, `release_at`).
 */
export async function updateChapter(id: number, body: UpdateChapterBody): Promise<StudioChapter> {
  return StudioChapterResponseSchema.parse(await api.patch<unknown>(`/admin/chapters/${id}`, body)).data;
}

export const useUpdateChapter = (courseId: number) => useCourseMutation(courseId, ({ id, body }: { id: number; body: UpdateChapterBody }) => updateChapter(id, body));
