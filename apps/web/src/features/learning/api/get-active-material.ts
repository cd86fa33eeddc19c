import { queryOptions, useQuery } from '@tanstack/react-query';
import { wrap } from '@kelas/contracts/http';
import { ActiveMaterialSchema, type ActiveMaterial, type ItemActionBody } from '@kelas/contracts/learning';
import { api } from '@/lib/api-client';

const ResponseSchema = wrap(ActiveMaterialSchema);

/**
 * POST /api/course/items/{item_id}/active { courseId, itemId (chapter id), itemType }
 * → { data: ActiveMaterial } (spec 7) with the typed detail.
 */
export async function getActiveMaterial(itemId: number, body: ItemActionBody, signal?: AbortSignal): Promise<ActiveMaterial> {
  const res = await api.post<unknown>(`/course/items/${itemId}/active`, body, { signal });
  return ResponseSchema.parse(res).data;
}

export const activeMaterialKey = (itemId: number | null) => ['learning', 'active', itemId] as const;

export const activeMaterialQuery = (itemId: number, body: ItemActionBody) =>
  queryOptions({
    queryKey: activeMaterialKey(itemId),
    queryFn: ({ signal }) => getActiveMaterial(itemId, body, signal),
    staleTime: 0,
  });

/** The active material; fetched only when course, chapter, item and type are all set (spec 4). */
export function useActiveMaterial(itemId: number | null, body: ItemActionBody | null) {
  return useQuery({
    ...activeMaterialQuery(itemId ?? 0, body ?? { courseId: 0, itemId: 0, itemType: 'text' }),
    enabled: itemId !== null && body !== null,
  });
}
