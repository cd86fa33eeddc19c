import { useMutation } from '@tanstack/react-query';
import { QuizSessionResponseSchema, type QuizQuestionBody, type QuizSession } from '@kelas/contracts/quiz';
import { api } from '@/lib/api-client';

/**
 * POST /api/course/quiz/question { material_id, quiz_material_id, retake? } → { data: QuizSession }
 * (spec 7): starts or resumes the learner's attempt. Errors (ApiError): 410 code QUIZ_EXPIRED when
 * the open attempt's time is up, 409 QUIZ_NO_ATTEMPTS_LEFT, 403/404, 422 with the spec 5 message.
 */
export async function startQuiz(body: QuizQuestionBody): Promise<QuizSession> {
  return QuizSessionResponseSchema.parse(await api.post<unknown>('/course/quiz/question', body)).data;
}

/** The question call as a mutation: it starts an attempt, so it is never cached or retried. */
export function useStartQuiz() {
  return useMutation({ mutationFn: startQuiz });
}
