import type { ActiveMaterial, CourseActivity, ItemActionBody } from '@kelas/contracts/learning';
import { createContext, useContext, type ComponentType } from 'react';

/**
 * What the player asks of the device's offline store (decision 202). The offline
 * feature implements it; app/routes/learning.tsx provides it with `PlayerOfflineContext`. Without a
 * provider the player is online-only, as before.
 */
export type PlayerOffline = {
  /** The course as last seen online with this device's queued completions applied, or null when nothing of it is saved. */
  activity(slug: string): Promise<CourseActivity | null>;
  /** Called after every online load of the activity (refreshes a kept snapshot). */
  remember(activity: CourseActivity): Promise<void>;
  /** A saved item's /active answer, or null when it is not saved. */
  material(itemId: number): Promise<ActiveMaterial | null>;
  /** Queues a completion the network refused to carry; resolves true when queued. */
  queueCompletion(slug: string, itemId: number, body: ItemActionBody): Promise<boolean>;
  /** The stored copy of a saved reading's file (same-origin URL), or null. */
  file(url: string): Promise<Blob | null>;
  /** Drawn under a reading or text: 'Simpan offline' / 'Hapus dari offline'. */
  MaterialActions: ComponentType<{ material: ActiveMaterial; activity: CourseActivity }>;
};

export const PlayerOfflineContext = createContext<PlayerOffline | null>(null);

/** The provided offline store, or null (online-only player). */
export const usePlayerOffline = () => useContext(PlayerOfflineContext);
