import { queryOptions, useQuery } from '@tanstack/react-query';
import { wrap } from '@kelas/contracts/http';
import { LearnerSessionSchema, type LearnerSession } from '@kelas/contracts/sessions';
import { api } from '@/lib/api-client';

const ResponseSchema = wrap(LearnerSessionSchema.nullable());

/** GET /api/course/items/{item_id}/session → the session of the learner's cohort serving a webinar item, or null (decision 288). */
export async function getItemSession(itemId: number, signal?: AbortSignal): Promise<LearnerSession | null> {
  return ResponseSchema.parse(await api.get<unknown>(`/course/items/${itemId}/session`, { signal })).data;
}

/** Asked again every minute, so 'Gabung Webinar' opens when the window does. */
export const itemSessionQuery = (itemId: number) =>
  queryOptions({ queryKey: ['sessions', 'item', itemId], queryFn: ({ signal }) => getItemSession(itemId, signal), refetchInterval: 60_000 });

export const useItemSession = (itemId: number) => useQuery(itemSessionQuery(itemId));
