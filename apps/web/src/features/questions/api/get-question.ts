import { queryOptions, useQuery } from '@tanstack/react-query';
import { QuestionDetailResponseSchema, type QuestionDetail } from '@kelas/contracts/questions';
import { api } from '@/lib/api-client';

/** GET /api/questions/{id} → { data: QuestionDetail } (decision 277). Rejects with ApiError 403, 404. */
export async function getQuestion(id: number, signal?: AbortSignal): Promise<QuestionDetail> {
  return QuestionDetailResponseSchema.parse(await api.get<unknown>(`/questions/${id}`, { signal })).data;
}

export const questionKey = (id: number) => ['questions', 'detail', id] as const;
export const questionQuery = (id: number) => queryOptions({ queryKey: questionKey(id), queryFn: ({ signal }) => getQuestion(id, signal) });
export const useQuestion = (id: number) => useQuery(questionQuery(id));
