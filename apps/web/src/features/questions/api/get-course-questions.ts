import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { QUESTION_PER_PAGE, QuestionListSchema, type QuestionList, type QuestionSort } from '@kelas/contracts/questions';
import { api } from '@/lib/api-client';

/** The panel's list: the course, one item or all (`itemId` null), the order and the page. */
export type QuestionListParams = { slug: string; itemId: number | null; sort: QuestionSort; page: number };

/**
 * GET /api/course/{slug}/questions?item_id=&sort=&page=&per_page= → { data: Question[], meta }
 * (decision 277). Rejects with ApiError 403 (not enrolled), 404 (unknown course).
 */
export async function getCourseQuestions(p: QuestionListParams, signal?: AbortSignal): Promise<QuestionList> {
  const q = new URLSearchParams({ sort: p.sort, page: String(p.page), per_page: String(QUESTION_PER_PAGE) });
  if (p.itemId) q.set('item_id', String(p.itemId));
  return QuestionListSchema.parse(await api.get<unknown>(`/course/${encodeURIComponent(p.slug)}/questions?${q}`, { signal }));
}

export const courseQuestionsQuery = (p: QuestionListParams) =>
  queryOptions({
    queryKey: ['questions', 'course', p.slug, p.itemId, p.sort, p.page],
    queryFn: ({ signal }) => getCourseQuestions(p, signal),
    placeholderData: keepPreviousData,
  });

export const useCourseQuestions = (p: QuestionListParams, enabled = true) => useQuery({ ...courseQuestionsQuery(p), enabled });
