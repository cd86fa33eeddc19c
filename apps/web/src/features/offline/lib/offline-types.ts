import type { ActiveMaterial, CourseActivity, ItemActionBody } from '@kelas/contracts/learning';

/** Item types that can be saved for offline use (readings and texts). */
export const SAVABLE_TYPES = ['reading', 'text'] as const;
export type SavableType = (typeof SAVABLE_TYPES)[number];

/** One reading or text saved on this device for one account (`owner`: the session's e-mail). */
export type SavedReading = {
  owner: string;
  itemId: number;
  itemType: SavableType;
  name: string;
  courseSlug: string;
  courseTitle: string;
  /** The chapter (material) the item belongs to: the `itemId` of the learning calls' body. */
  chapterId: number;
  courseId: number;
  /** The /active answer as the server gave it when saved. */
  material: ActiveMaterial;
  /** Same-origin URL of the stored file (the PDF), or null for a text. */
  fileUrl: string | null;
  /** Size of the stored file in bytes (0 for a text). */
  bytes: number;
  /** ISO time of saving. */
  savedAt: string;
};

/** A completion made offline, sent when the network returns (POST /api/course/items/{itemId}/complete). */
export type QueuedCompletion = {
  itemId: number;
  courseSlug: string;
  body: ItemActionBody;
  /** ISO time the learner completed it. */
  queuedAt: string;
};

/** What the device keeps per account: saved items by id, course snapshots by slug, the completion queue. */
export type OfflineRecord = {
  readings: Record<string, SavedReading>;
  activities: Record<string, CourseActivity>;
  queue: QueuedCompletion[];
};

export const emptyRecord = (): OfflineRecord => ({ readings: {}, activities: {}, queue: [] });
