import { queryOptions, useQuery } from '@tanstack/react-query';
import { wrap } from '@kelas/contracts/http';
import { CourseActivitySchema, type CourseActivity } from '@kelas/contracts/learning';
import { api } from '@/lib/api-client';
import { isNetworkError } from '@/lib/network/online';
import { offlineRetry } from '../lib/offline-retry';
import { PLAYER_DATA_FRESH_MS } from './freshness';
import { usePlayerOffline, type PlayerOffline } from '../lib/player-offline';

const ResponseSchema = wrap(CourseActivitySchema);

/** What the activity asks of the device's offline store: the saved snapshot, and keeping it fresh. */
export type ActivityStore = Pick<PlayerOffline, 'activity' | 'remember'>;

/** GET /api/course/{slug}/activity → { data: CourseActivity } (spec 7). 403 not enrolled, 404 unknown slug. */
export async function getActivity(slug: string, signal?: AbortSignal): Promise<CourseActivity> {
  const body = await api.get<unknown>(`/course/${encodeURIComponent(slug)}/activity`, { signal });
  return ResponseSchema.parse(body).data;
}

/**
 * The activity online; when the network fails, the device's saved snapshot of the course.
 * An online load refreshes that snapshot.
 */
export async function getActivityOrSaved(slug: string, offline: ActivityStore | null, signal?: AbortSignal): Promise<CourseActivity> {
  try {
    const activity = await getActivity(slug, signal);
    if (offline) void offline.remember(activity).catch((e: unknown) => console.error(e));
    return activity;
  } catch (error) {
    if (offline && isNetworkError(error)) {
      const saved = await offline.activity(slug);
      if (saved) return saved;
    }
    throw error;
  }
}

export const activityKey = (slug: string) => ['learning', 'activity', slug] as const;

export const activityQuery = (slug: string, offline: ActivityStore | null = null) =>
  queryOptions({
    queryKey: activityKey(slug),
    queryFn: ({ signal }) => getActivityOrSaved(slug, offline, signal),
    staleTime: PLAYER_DATA_FRESH_MS,
    // Runs offline too: the saved snapshot answers then (TanStack Query would otherwise pause).
    networkMode: 'always',
    retry: offlineRetry,
  });

/** The course activity; a failure is kept as the query's error state (spec 8) and logged by the caller. */
export function useActivity(slug: string) {
  return useQuery(activityQuery(slug, usePlayerOffline()));
}
