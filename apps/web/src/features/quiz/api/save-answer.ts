import { SavedAnswerResponseSchema, type QuizAnswerBody, type SavedAnswer } from '@kelas/contracts/quiz';
import { api } from '@/lib/api-client';

/**
 * POST /api/course/quiz/answer { log_id, quiz_id, answer_id } → { data: SavedAnswer } (spec 7): saves
 * one answer, replacing the question's earlier one. Errors: 410 QUIZ_EXPIRED, 409 QUIZ_COMPLETED,
 * 404 unknown log, 422 an answer that is not the question's.
 */
export async function saveAnswer(body: QuizAnswerBody): Promise<SavedAnswer> {
  return SavedAnswerResponseSchema.parse(await api.post<unknown>('/course/quiz/answer', body)).data;
}
