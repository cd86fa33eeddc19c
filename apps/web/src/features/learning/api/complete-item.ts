import { wrap } from '@kelas/contracts/http';
import { CompletionResultSchema, type CompleteItemBody, type CompletionResult } from '@kelas/contracts/learning';
import { api } from '@/lib/api-client';

const ResponseSchema = wrap(CompletionResultSchema);

/**
 * POST /api/course/items/{item_id}/complete { courseId, itemId (chapter id), itemType, watched_seconds? }
 * → { data: CompletionResult } (spec 7). 409 COMPLETION_RULE when the item's rule is not the
 * learner's own action, ITEM_LOCKED, PREVIEW (decisions 240, 241, 244).
 */
export async function completeItem(itemId: number, body: CompleteItemBody): Promise<CompletionResult> {
  return ResponseSchema.parse(await api.post<unknown>(`/course/items/${itemId}/complete`, body)).data;
}
