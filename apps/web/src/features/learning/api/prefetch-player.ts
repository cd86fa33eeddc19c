import type { QueryClient } from '@tanstack/react-query';
import { activeBody, emptyLearningState, learningReducer, urlItemId } from '../lib/learning-state';
import { activeMaterialQuery, type MaterialStore } from './get-active-material';
import { activityQuery, type ActivityStore } from './get-activity';
import { currentMaterialQuery } from './get-current-material';

/**
 * The player's first data, asked for before the player's code has run (decision 145), both at once
 * (decision 257): the course activity (GET /api/course/{slug}/activity) and the material the
 * player will open (GET /api/course/{slug}/current?item=, the item of the URL's `search` when the
 * course has it, else the first item: `learningReducer`'s activityLoaded makes the same choice).
 * When that call failed (offline, a locked item), the material follows the activity as before
 * (POST /api/course/items/{item_id}/active, with the device's saved copy offline). Both land in
 * `queryClient` under the player's own keys, fresh for PLAYER_DATA_FRESH_MS. Resolves when both
 * are there; a failure is left for the player's queries to show (it never rejects).
 */
export async function prefetchPlayer(
  queryClient: QueryClient,
  slug: string,
  search: string,
  offline: (ActivityStore & MaterialStore) | null = null,
): Promise<void> {
  const preferred = urlItemId(new URLSearchParams(search));
  const first = queryClient.prefetchQuery(currentMaterialQuery(queryClient, slug, preferred));
  try {
    const activity = await queryClient.fetchQuery(activityQuery(slug, offline));
    await first;
    const state = learningReducer(emptyLearningState(slug), { type: 'activityLoaded', activity, preferredItemId: preferred });
    const body = activeBody(state);
    // Already there (and fresh) when the parallel call answered for the same item: nothing is asked.
    if (body && state.itemId !== null) await queryClient.prefetchQuery(activeMaterialQuery(state.itemId, body, offline));
  } catch {
    // The player asks again as it mounts and shows the error (spec 8).
  }
}
