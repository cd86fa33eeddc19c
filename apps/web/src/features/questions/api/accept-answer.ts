import { useMutation, useQueryClient } from '@tanstack/react-query';
import { QuestionDetailResponseSchema, type QuestionDetail } from '@kelas/contracts/questions';
import { api } from '@/lib/api-client';
import { questionKey } from './get-question';

/** POST /api/answers/{id}/accept → { data: QuestionDetail } (decision 277). Rejects with ApiError 403 (neither asker nor mentor), 404. */
export async function acceptAnswer(answerId: number): Promise<QuestionDetail> {
  return QuestionDetailResponseSchema.parse(await api.post<unknown>(`/answers/${answerId}/accept`)).data;
}

/** Accepts; the answer holds the question's new state. */
export function useAcceptAnswer(questionId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: acceptAnswer,
    onSuccess: (detail) => {
      qc.setQueryData(questionKey(questionId), detail);
      return qc.invalidateQueries({ queryKey: ['questions', 'course'] });
    },
  });
}
