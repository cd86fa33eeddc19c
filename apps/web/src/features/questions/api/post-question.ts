import { useMutation, useQueryClient } from '@tanstack/react-query';
import { QuestionDetailResponseSchema, type AskQuestionBody, type QuestionDetail } from '@kelas/contracts/questions';
import { api } from '@/lib/api-client';

/**
 * POST /api/course/{slug}/questions { item_id, body } → 201 { data: QuestionDetail } (decision 277).
 * Rejects with ApiError 403 (not enrolled, banned), 422 (empty or long body), 429 (too many posts).
 */
export async function postQuestion(slug: string, body: AskQuestionBody): Promise<QuestionDetail> {
  return QuestionDetailResponseSchema.parse(await api.post<unknown>(`/course/${encodeURIComponent(slug)}/questions`, body)).data;
}

/** Asks; the course's lists are asked again. */
export function usePostQuestion(slug: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: AskQuestionBody) => postQuestion(slug, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['questions', 'course', slug] }),
  });
}
