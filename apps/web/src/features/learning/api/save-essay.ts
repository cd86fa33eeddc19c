import { useMutation } from '@tanstack/react-query';
import { wrap } from '@kelas/contracts/http';
import { CompletionResultSchema, type CompletionResult, type EssaySaveBody } from '@kelas/contracts/learning';
import { api } from '@/lib/api-client';

const ResponseSchema = wrap(CompletionResultSchema);

/**
 * POST /api/course/items/{item_id}/essay { answers: [a1, a2] } → { data: CompletionResult }: saves the
 * one attempt and completes the item. 409 ESSAY_ALREADY_SAVED on a second save; 422 on empty answers.
 */
export async function saveEssay(itemId: number, body: EssaySaveBody): Promise<CompletionResult> {
  return ResponseSchema.parse(await api.post<unknown>(`/course/items/${itemId}/essay`, body)).data;
}

/** The 'simpan jawaban' mutation; `onSaved` reloads the activity and the material. */
export function useSaveEssay(itemId: number, onSaved: () => Promise<void> | void) {
  return useMutation({
    mutationFn: (body: EssaySaveBody) => saveEssay(itemId, body),
    onSuccess: async () => {
      await onSaved();
    },
  });
}
