import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { wrap } from '@kelas/contracts/http';
import { ActiveMaterialSchema, type ActiveMaterial } from '@kelas/contracts/learning';
import { api } from '@/lib/api-client';
import { PLAYER_DATA_FRESH_MS } from './freshness';
import { activeMaterialKey } from './get-active-material';

const ResponseSchema = wrap(ActiveMaterialSchema);

/**
 * GET /api/course/{slug}/current?item={id} → { data: ActiveMaterial }: the material the player
 * opens first (the URL's item, else the first one), asked for beside the course's activity rather
 * than after it (decision 257). ApiError 403 not enrolled, 404, 409 ITEM_LOCKED.
 */
export async function getCurrentMaterial(slug: string, itemId: number | null, signal?: AbortSignal): Promise<ActiveMaterial> {
  const query = itemId === null ? '' : `?item=${itemId}`;
  const body = await api.get<unknown>(`/course/${encodeURIComponent(slug)}/current${query}`, { signal });
  return ResponseSchema.parse(body).data;
}

/**
 * The first material as a query. Its answer is also stored as that item's active material
 * (`activeMaterialKey`), fresh for PLAYER_DATA_FRESH_MS, so the player shows it without asking
 * again once the activity has chosen the same item. Not retried: the player's own call follows.
 */
export const currentMaterialQuery = (queryClient: QueryClient, slug: string, itemId: number | null) =>
  queryOptions({
    queryKey: ['learning', 'current', slug, itemId] as const,
    queryFn: async ({ signal }) => {
      const material = await getCurrentMaterial(slug, itemId, signal);
      queryClient.setQueryData(activeMaterialKey(material.item_id), material);
      return material;
    },
    staleTime: PLAYER_DATA_FRESH_MS,
    retry: false,
  });
