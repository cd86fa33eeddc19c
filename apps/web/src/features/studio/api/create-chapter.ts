import { StudioChapterResponseSchema, type StudioChapter } from '@kelas/contracts/studio';
import { api } from '@/lib/api-client';
import { useCourseMutation } from './use-course-mutation';

/** POST /api/admin/courses/{id}/chapters `{ title }` → 201 the chapter (appended last). ApiError 422. */
export async function createChapter(courseId: number, title: string): Promise<StudioChapter> {
  return StudioChapterResponseSchema.parse(await api.post<unknown>(`/admin/courses/${courseId}/chapters`, { title })).data;
}

export const useCreateChapter = (courseId: number) => useCourseMutation(courseId, (title: string) => createChapter(courseId, title));
