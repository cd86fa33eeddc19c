import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ActivityItem, CourseActivity, ItemActionBody } from '@kelas/contracts/learning';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { activeMaterialKey, useActiveMaterial } from '../api/get-active-material';
import { completeItem } from '../api/complete-item';
import { activityKey, useActivity } from '../api/get-activity';
import { currentMaterialQuery } from '../api/get-current-material';
import { completeThenNext } from '../lib/go-next';
import { completeOrQueue } from '../lib/complete-or-queue';
import { usePlayerOffline } from '../lib/player-offline';
import { activeBody, emptyLearningState, ITEM_PARAM, learningReducer, urlItemId } from '../lib/learning-state';
import { findItem, findPosition, navigationFlags, withItemComplete, type Position } from '../lib/navigation';
import { useSwitchSpinner } from './use-switch-spinner';

/**
 * When the player's loading status began to show (ms on `performance.now()`'s clock; decision 146).
 * On the page the browser loaded (React Router's first location has the key 'default'), the
 * server's HTML carries that status, so it showed at the page's first contentful paint. After an
 * in-app navigation, the player shows it as it mounts.
 */
function loadingShownAt(locationKey: string): number {
  const firstPaint = locationKey === 'default' ? performance.getEntriesByName('first-contentful-paint')[0] : undefined;
  return firstPaint ? firstPaint.startTime : performance.now();
}

/**
 * The learning player's state and actions for one course (spec 4 "Course navigation"): loads the
 * activity, selects the URL's item or the first one, fetches the active material when course,
 * chapter, item and type are set, and moves with next (completing first) and previous.
 */
export function useLearningPlayer(slug: string) {
  const queryClient = useQueryClient();
  const location = useLocation();
  const [loadingSince] = useState(() => loadingShownAt(location.key));
  const offline = usePlayerOffline();
  const [params, setParams] = useSearchParams();
  const urlItem = urlItemId(params);
  const [state, dispatch] = useReducer(learningReducer, slug, emptyLearningState);
  const [moving, setMoving] = useState(false);

  // Opened without the course in the cache (an in-app navigation; the first page prefetched both),
  // the first material is asked for beside the activity, not after it (decision 257).
  const [firstItem] = useState(() => (queryClient.getQueryData(activityKey(slug)) ? undefined : urlItem));
  const currentQuery = useQuery({ ...currentMaterialQuery(queryClient, slug, firstItem ?? null), enabled: firstItem !== undefined });
  const activityQuery = useActivity(slug);
  const activity = activityQuery.data ?? null;

  useEffect(() => {
    dispatch({ type: 'slugSet', slug });
  }, [slug]);

  // The URL is read when the activity (re)loads; later changes of the URL that the player did not
  // write itself (back/forward, a pasted link) select that item.
  const urlItemRef = useRef(urlItem);
  urlItemRef.current = urlItem;
  const activityRef = useRef(activity);
  activityRef.current = activity;
  const written = useRef<number | null>(null);
  useEffect(() => {
    if (activity) dispatch({ type: 'activityLoaded', activity, preferredItemId: urlItemRef.current });
  }, [activity]);
  useEffect(() => {
    if (urlItem === null || urlItem === written.current || !activityRef.current) return;
    const p = findPosition(activityRef.current, urlItem);
    if (p) dispatch({ type: 'itemSelected', position: p });
  }, [urlItem]);
  useEffect(() => {
    if (state.itemId === null) return;
    written.current = state.itemId;
    if (state.itemId === urlItemRef.current) return;
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set(ITEM_PARAM, String(state.itemId));
        return next;
      },
      { replace: true },
    );
  }, [state.itemId, setParams]);

  useEffect(() => {
    if (activityQuery.error) console.error(activityQuery.error);
  }, [activityQuery.error]);

  // A sequential course's locked item is not asked for: the server would refuse it (decision 241).
  const locked = activity !== null && findItem(activity, state.itemId)?.is_locked === true;
  const body: ItemActionBody | null = useMemo(() => (locked ? null : activeBody(state)), [state, locked]);
  // While the parallel call is out, the material waits for it rather than asking a second time.
  const activeQuery = useActiveMaterial(body && !currentQuery.isFetching ? state.itemId : null, body);
  useEffect(() => {
    if (activeQuery.error) console.error(activeQuery.error);
  }, [activeQuery.error]);

  const spinning = useSwitchSpinner(state.itemId, loadingSince);
  const flags = navigationFlags(activity, state.itemId);

  const refresh = useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: activityKey(slug) }),
      queryClient.invalidateQueries({ queryKey: ['learning', 'active'] }),
      // Programmu shows the progress too.
      queryClient.invalidateQueries({ queryKey: ['programs'] }),
    ]);
  }, [queryClient, slug]);

  const markedComplete = useCallback(
    async (itemId: number) => {
      queryClient.setQueryData<CourseActivity>(activityKey(slug), (a) => (a ? withItemComplete(a, itemId) : a));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: activityKey(slug) }),
        queryClient.invalidateQueries({ queryKey: activeMaterialKey(itemId) }),
        queryClient.invalidateQueries({ queryKey: ['programs'] }),
      ]);
    },
    [queryClient, slug],
  );

  const select = useCallback((position: Position) => dispatch({ type: 'itemSelected', position }), []);

  const goNext = useCallback(async () => {
    if (!activity || moving) return;
    setMoving(true);
    try {
      // Offline, the completion is queued on the device and sent when the network returns.
      const complete = (item: ActivityItem) =>
        completeOrQueue(slug, item.item_id, { courseId: activity.course_id, itemId: state.chapterId!, itemType: item.item_type }, { send: completeItem, offline });
      const target = await completeThenNext(activity, state.itemId, { complete, markedComplete, log: (m, e) => console.error(m, e) });
      if (target) dispatch({ type: 'itemSelected', position: target });
    } finally {
      setMoving(false);
    }
  }, [activity, moving, state.chapterId, state.itemId, markedComplete, slug, offline]);

  const goPrevious = useCallback(() => {
    if (activity) dispatch({ type: 'previous', activity });
  }, [activity]);

  // When the open attempt's time runs out (this device's clock), for the question before leaving it.
  const [quizEndsAt, setQuizEndsAt] = useState<number | null>(null);
  const setQuizOpen = useCallback((open: boolean, endsAt: number | null = null) => {
    setQuizEndsAt(open ? endsAt : null);
    dispatch({ type: open ? 'quizOpened' : 'quizClosed' });
  }, []);

  return {
    state,
    activity,
    activityQuery,
    material: activeQuery.data?.item_id === state.itemId ? activeQuery.data : undefined,
    activeQuery,
    /** The current item waits for the ones before it (sequential course). */
    locked,
    /** The 500 ms switch spinner, or the material still loading. */
    loading: spinning || activeQuery.isPending || (activeQuery.isFetching && activeQuery.data?.item_id !== state.itemId),
    moving,
    ...flags,
    select,
    goNext,
    goPrevious,
    refresh,
    setQuizOpen,
    quizEndsAt,
  };
}

export type LearningPlayer = ReturnType<typeof useLearningPlayer>;
