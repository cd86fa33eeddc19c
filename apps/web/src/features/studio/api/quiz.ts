import { StudioQuizResponseSchema, type ImportQuizCsvBody, type PutQuizBody, type StudioQuiz } from '@kelas/contracts/studio';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { studioKeys } from './keys';

/** GET /api/admin/items/{id}/quiz → the quiz with `is_correct` on every answer. ApiError 404, 422 (not a quiz). */
export async function getQuiz(itemId: number, signal?: AbortSignal): Promise<StudioQuiz> {
  return StudioQuizResponseSchema.parse(await api.get<unknown>(`/admin/items/${itemId}/quiz`, { signal })).data;
}
export const quizQuery = (itemId: number) => queryOptions({ queryKey: studioKeys.quiz(itemId), queryFn: ({ signal }) => getQuiz(itemId, signal) });
export const useQuiz = (itemId: number) => useQuery(quizQuery(itemId));

/** PUT /api/admin/items/{id}/quiz — the whole quiz (settings and questions) → the saved quiz. ApiError 409 (stale), 422. */
export async function putQuiz(itemId: number, body: PutQuizBody): Promise<StudioQuiz> {
  return StudioQuizResponseSchema.parse(await api.put<unknown>(`/admin/items/${itemId}/quiz`, body)).data;
}

/**
 * POST /api/admin/items/{id}/quiz/import `{ csv, mode }` → the quiz; a bad row answers ApiError 422
 * with `errors: { 'baris n': [...] }` and nothing is imported.
 */
export async function importQuizCsv(itemId: number, body: ImportQuizCsvBody): Promise<StudioQuiz> {
  return StudioQuizResponseSchema.parse(await api.post<unknown>(`/admin/items/${itemId}/quiz/import`, body)).data;
}

/** GET /api/admin/items/{id}/quiz/export → the questions as CSV text (QUIZ_CSV_HEADER). */
export async function exportQuizCsv(itemId: number): Promise<string> {
  const body = await api.get<unknown>(`/admin/items/${itemId}/quiz/export`, { headers: { accept: 'text/csv' } });
  return typeof body === 'string' ? body : '';
}

/** Saves or imports; the saved quiz replaces the cached one and the course (question counts) is read again. */
export function useSaveQuiz(itemId: number, courseId: number) {
  const client = useQueryClient();
  const done = (quiz: StudioQuiz) => {
    client.setQueryData(studioKeys.quiz(itemId), quiz);
    return client.invalidateQueries({ queryKey: studioKeys.course(courseId) });
  };
  return {
    save: useMutation({ mutationFn: (body: PutQuizBody) => putQuiz(itemId, body), onSuccess: done }),
    importCsv: useMutation({ mutationFn: (body: ImportQuizCsvBody) => importQuizCsv(itemId, body), onSuccess: done }),
  };
}
