import { useMutation } from '@tanstack/react-query';
import { FinishedQuizResponseSchema, type FinishedQuiz, type QuizFinishBody } from '@kelas/contracts/quiz';
import { api } from '@/lib/api-client';

/**
 * POST /api/course/quiz/finish { log_id } → { data: FinishedQuiz } (spec 7): scores the attempt once
 * and marks the item complete; a second call answers the same result. 404 for an unknown log.
 */
export async function finishQuiz(body: QuizFinishBody): Promise<FinishedQuiz> {
  return FinishedQuizResponseSchema.parse(await api.post<unknown>('/course/quiz/finish', body)).data;
}

/** 'Selesaikan Quiz' and 'Akhiri Quiz'. */
export function useFinishQuiz() {
  return useMutation({ mutationFn: finishQuiz });
}
