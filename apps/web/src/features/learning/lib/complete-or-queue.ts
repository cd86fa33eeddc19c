import type { ItemActionBody } from '@kelas/contracts/learning';
import { isNetworkError } from '@/lib/network/online';
import type { PlayerOffline } from './player-offline';

/**
 * Completes an item (POST …/complete); when the request cannot reach the server and the device
 * has an offline store, the completion is queued there instead and counts as
 * done: the queue sends it when the network returns (the call is idempotent on the server).
 * Any other failure is thrown (the caller logs 'Gagal menandai complete').
 */
export async function completeOrQueue(
  slug: string,
  itemId: number,
  body: ItemActionBody,
  deps: { send: (itemId: number, body: ItemActionBody) => Promise<unknown>; offline: PlayerOffline | null },
): Promise<void> {
  try {
    await deps.send(itemId, body);
  } catch (error) {
    if (deps.offline && isNetworkError(error) && (await deps.offline.queueCompletion(slug, itemId, body))) return;
    throw error;
  }
}
