import type { ActiveMaterial, CourseActivity, ItemActionBody } from '@kelas/contracts/learning';
import type { ComponentType } from 'react';
import { enqueueCompletion } from './completion-queue';
import { cacheStorageFiles, type FileStore } from './file-store';
import { offlineActivity, offlineMaterial, rememberActivity } from './offline-store';

/**
 * The device's saved courses of one account as the player's data reads them (the first page's
 * prefetch too, decision 145): the saved activity, refreshing it, and a saved item's material.
 */
export function playerStore(owner: string) {
  return {
    activity: (slug: string) => offlineActivity(owner, slug),
    remember: (activity: CourseActivity) => rememberActivity(owner, activity),
    material: (itemId: number) => offlineMaterial(owner, itemId),
  };
}

/**
 * The learning player's offline port (features/learning/lib/player-offline.ts), implemented on the
 * device store for one account; composed in app/routes/learning.tsx. `onQueued` runs after a
 * completion is queued (the app refreshes its queue counter).
 */
export function createPlayerOffline(
  owner: string,
  MaterialActions: ComponentType<{ material: ActiveMaterial; activity: CourseActivity }>,
  opts: { files?: FileStore; onQueued?: () => void } = {},
) {
  const files = opts.files ?? cacheStorageFiles;
  return {
    ...playerStore(owner),
    async queueCompletion(slug: string, itemId: number, body: ItemActionBody) {
      await enqueueCompletion(owner, { itemId, courseSlug: slug, body, queuedAt: new Date().toISOString() });
      opts.onQueued?.();
      return true;
    },
    file: (url: string) => files.get(url),
    MaterialActions,
  };
}
