import type { QueryClient } from '@tanstack/react-query';
import { activeBody, emptyLearningState, learningReducer, urlItemId } from '../lib/learning-state';
import { activeMaterialQuery, type MaterialStore } from './get-active-material';
import { activityQuery, type ActivityStore } from './get-activity';

/**
 * The player's first data, asked for before the player's code has run (decision 145): the course
 * activity (GET /api/course/{slug}/activity), then the active material (POST
 * /api/course/items/{item_id}/active) of the item the player will open, chosen as the player
 * chooses it (`learningReducer`'s activityLoaded: the item of the URL's `search` (?item=) when the
 * course has it, else the first item). Both land in `queryClient` under the player's own keys, fresh
 * for PLAYER_DATA_FRESH_MS. Resolves when both are there; a failure is left for the player's
 * queries to show (it never rejects).
 */
export async function prefetchPlayer(
  queryClient: QueryClient,
  slug: string,
  search: string,
  offline: (ActivityStore & MaterialStore) | null = null,
): Promise<void> {
  try {
    const activity = await queryClient.fetchQuery(activityQuery(slug, offline));
    const state = learningReducer(emptyLearningState(slug), { type: 'activityLoaded', activity, preferredItemId: urlItemId(new URLSearchParams(search)) });
    const body = activeBody(state);
    if (body && state.itemId !== null) await queryClient.prefetchQuery(activeMaterialQuery(state.itemId, body, offline));
  } catch {
    // The player asks again as it mounts and shows the error (spec 8).
  }
}
