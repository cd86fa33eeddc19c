import { wrap } from '@kelas/contracts/http';
import { CompletionResultSchema, type CompletionResult, type ItemActionBody } from '@kelas/contracts/learning';
import { api } from '@/lib/api-client';

const ResponseSchema = wrap(CompletionResultSchema);

/** POST /api/course/items/{item_id}/complete { courseId, itemId (chapter id), itemType } → { data: CompletionResult } (spec 7). */
export async function completeItem(itemId: number, body: ItemActionBody): Promise<CompletionResult> {
  return ResponseSchema.parse(await api.post<unknown>(`/course/items/${itemId}/complete`, body)).data;
}
