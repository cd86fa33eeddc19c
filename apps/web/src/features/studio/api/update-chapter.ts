import { StudioChapterResponseSchema, type StudioChapter } from '@kelas/contracts/studio';
import { api } from '@/lib/api-client';
import { useCourseMutation } from './use-course-mutation';

/** PATCH /api/admin/chapters/{id} `{ title, prakerja_sequence?, version }` → the chapter. ApiError 409 (stale), 422. */
export async function renameChapter(id: number, title: string, version: number, prakerjaSequence?: number | null): Promise<StudioChapter> {
  const body = { title, version, ...(prakerjaSequence !== undefined ? { prakerja_sequence: prakerjaSequence } : {}) };
  return StudioChapterResponseSchema.parse(await api.patch<unknown>(`/admin/chapters/${id}`, body)).data;
}

export const useRenameChapter = (courseId: number) =>
  useCourseMutation(courseId, ({ id, title, version, prakerjaSequence }: { id: number; title: string; version: number; prakerjaSequence?: number | null }) =>
    renameChapter(id, title, version, prakerjaSequence),
  );
