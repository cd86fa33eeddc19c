import { StudioChapterResponseSchema, type StudioChapter } from '@kelas/contracts/studio';
import { api } from '@/lib/api-client';
import { useCourseMutation } from './use-course-mutation';

/** POST /api/admin/chapters/{id}/duplicate → 201 the copy '… (Salinan)' with its items, right after the original (decision 270). ApiError 403/404. */
export async function duplicateChapter(id: number): Promise<StudioChapter> {
  return StudioChapterResponseSchema.parse(await api.post<unknown>(`/admin/chapters/${id}/duplicate`)).data;
}

export const useDuplicateChapter = (courseId: number) => useCourseMutation(courseId, (id: number) => duplicateChapter(id));
