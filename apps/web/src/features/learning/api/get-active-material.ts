import { queryOptions, useQuery } from '@tanstack/react-query';
import { wrap } from '@kelas/contracts/http';
import { ActiveMaterialSchema, type ActiveMaterial, type ItemActionBody } from '@kelas/contracts/learning';
import { api } from '@/lib/api-client';
import { isNetworkError } from '@/lib/network/online';
import { offlineRetry } from '../lib/offline-retry';
import { PLAYER_DATA_FRESH_MS } from './freshness';
import { usePlayerOffline, type PlayerOffline } from '../lib/player-offline';

const ResponseSchema = wrap(ActiveMaterialSchema);

/** What the material asks of the device's offline store: a saved item's answer. */
export type MaterialStore = Pick<PlayerOffline, 'material'>;

/**
 * POST /api/course/items/{item_id}/active { courseId, itemId (chapter id), itemType }
 * → { data: ActiveMaterial } (spec 7) with the typed detail.
 */
export async function getActiveMaterial(itemId: number, body: ItemActionBody, signal?: AbortSignal): Promise<ActiveMaterial> {
  const res = await api.post<unknown>(`/course/items/${itemId}/active`, body, { signal });
  return ResponseSchema.parse(res).data;
}

/** The active material online; when the network fails, the saved copy of a reading or text. */
export async function getActiveOrSaved(itemId: number, body: ItemActionBody, offline: MaterialStore | null, signal?: AbortSignal): Promise<ActiveMaterial> {
  try {
    return await getActiveMaterial(itemId, body, signal);
  } catch (error) {
    if (offline && isNetworkError(error)) {
      const saved = await offline.material(itemId);
      if (saved) return saved;
    }
    throw error;
  }
}

export const activeMaterialKey = (itemId: number | null) => ['learning', 'active', itemId] as const;

export const activeMaterialQuery = (itemId: number, body: ItemActionBody, offline: MaterialStore | null = null) =>
  queryOptions({
    queryKey: activeMaterialKey(itemId),
    queryFn: ({ signal }) => getActiveOrSaved(itemId, body, offline, signal),
    staleTime: PLAYER_DATA_FRESH_MS,
    networkMode: 'always',
    retry: offlineRetry,
  });

/** The active material; fetched only when course, chapter, item and type are all set (spec 4). */
export function useActiveMaterial(itemId: number | null, body: ItemActionBody | null) {
  const offline = usePlayerOffline();
  return useQuery({
    ...activeMaterialQuery(itemId ?? 0, body ?? { courseId: 0, itemId: 0, itemType: 'text' }, offline),
    enabled: itemId !== null && body !== null,
  });
}
