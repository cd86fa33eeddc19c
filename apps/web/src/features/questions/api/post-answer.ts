import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AnswerResponseSchema, type Answer } from '@kelas/contracts/questions';
import { api } from '@/lib/api-client';
import { questionKey } from './get-question';

/**
 * POST /api/questions/{id}/answers { body } → 201 { data: Answer } (decision 277). Rejects with
 * ApiError 403 (not enrolled, banned), 404, 422 (empty or long body), 429 (too many posts).
 */
export async function postAnswer(questionId: number, body: string): Promise<Answer> {
  return AnswerResponseSchema.parse(await api.post<unknown>(`/questions/${questionId}/answers`, { body })).data;
}

/** Answers; the question and every list are asked again. */
export function usePostAnswer(questionId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => postAnswer(questionId, body),
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: questionKey(questionId) }), qc.invalidateQueries({ queryKey: ['questions', 'course'] })]),
  });
}
