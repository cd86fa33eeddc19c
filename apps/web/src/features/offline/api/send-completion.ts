import type { ItemActionBody } from '@kelas/contracts/learning';
import { api } from '@/lib/api-client';

/**
 * POST /api/course/items/{item_id}/complete { courseId, itemId (chapter id), itemType } (spec 7),
 * for a completion queued offline. Idempotent on the server (modules/learning); ApiError 401, 403
 * (not enrolled), 404 (unknown item), 422 (bad body); TypeError when the network fails.
 */
export async function sendCompletion(itemId: number, body: ItemActionBody): Promise<void> {
  await api.post<unknown>(`/course/items/${itemId}/complete`, body);
}
