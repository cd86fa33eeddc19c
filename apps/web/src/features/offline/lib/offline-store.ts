import { createStore, get, update, type UseStore } from 'idb-keyval';
import { progressPercent, type ActiveMaterial, type CourseActivity } from '@kelas/contracts/learning';
import type { FileStore } from './file-store';
import {
  emptyRecord,
  SAVABLE_TYPES,
  type OfflineRecord,
  type QueuedCompletion,
  type SavableType,
  type SavedReading,
} from './offline-types';

/**
 * The device's offline data (decision 202), one IndexedDB record per account
 * (key ['offline', e-mail]) in the database `kelas-offline`, written with idb-keyval's `update`
 * (one read-write transaction, so two tabs never lose each other's changes). Files (PDFs) are in
 * a FileStore (Cache Storage). Only readings and texts are saved.
 */
let defaultStore: UseStore | null = null;
/** The IndexedDB store, opened on first use (never on the landing page). */
export const offlineKv = (): UseStore => (defaultStore ??= createStore('kelas-offline', 'records'));

export type StoreDeps = { kv?: UseStore; files: FileStore; now?: () => Date };

const key = (owner: string) => ['offline', owner.toLowerCase()];

/** The account's record (empty when nothing is saved). */
export async function readRecord(owner: string, kv: UseStore = offlineKv()): Promise<OfflineRecord> {
  return (await get<OfflineRecord>(key(owner), kv)) ?? emptyRecord();
}

/** Changes the account's record in one read-write transaction. */
export async function changeRecord(
  owner: string,
  change: (r: OfflineRecord) => OfflineRecord,
  kv: UseStore = offlineKv(),
): Promise<void> {
  await update<OfflineRecord>(key(owner), (old) => change(old ?? emptyRecord()), kv);
}

export const isSavable = (type: string): type is SavableType =>
  (SAVABLE_TYPES as readonly string[]).includes(type);

/** The chapter holding an item in a course activity, or null. */
function chapterOf(activity: CourseActivity, itemId: number): number | null {
  return activity.materials.find((m) => m.items.some((i) => i.item_id === itemId))?.material_id ?? null;
}

export type SaveInput = { owner: string; activity: CourseActivity; material: ActiveMaterial };

/**
 * 'Simpan offline': stores the item's /active answer, its PDF (readings) and a snapshot of the
 * course's activity (so the player opens offline). The file is stored first: when the download
 * fails nothing is written; when writing the record fails the file is removed again.
 * Throws for a type other than reading/text, an item not in the activity, or a PDF URL that is not
 * a same-origin path.
 */
export async function saveReading(deps: StoreDeps, input: SaveInput): Promise<SavedReading> {
  const { owner, activity, material } = input;
  if (!isSavable(material.item_type))
    throw new Error(`Tipe ${material.item_type} tidak bisa disimpan offline.`);
  const chapterId = chapterOf(activity, material.item_id);
  if (chapterId === null) throw new Error('Materi tidak ada di kelas ini.');
  const pdfUrl =
    material.item_type === 'reading' ? String((material.detail as { pdf_url?: unknown }).pdf_url ?? '') : '';
  if (pdfUrl && !/^\/(?!\/)/.test(pdfUrl)) throw new Error('Alamat dokumen tidak didukung untuk offline.');
  const fileUrl = pdfUrl || null;
  const bytes = fileUrl ? await deps.files.put(fileUrl) : 0;
  const saved: SavedReading = {
    owner: owner.toLowerCase(),
    itemId: material.item_id,
    itemType: material.item_type,
    name: material.name,
    courseSlug: activity.course_slug,
    courseTitle: activity.course_title,
    courseId: activity.course_id,
    chapterId,
    material,
    fileUrl,
    bytes,
    savedAt: (deps.now?.() ?? new Date()).toISOString(),
  };
  try {
    await changeRecord(
      owner,
      (r) => ({
        ...r,
        readings: { ...r.readings, [String(saved.itemId)]: saved },
        activities: { ...r.activities, [activity.course_slug]: activity },
      }),
      deps.kv,
    );
  } catch (err) {
    if (fileUrl) await deps.files.remove(fileUrl).catch(() => undefined);
    throw err;
  }
  return saved;
}

/**
 * 'Hapus dari offline': forgets the item; its file too unless another saved item uses it; the
 * course snapshot once no saved item or queued completion of that course remains. Queued
 * completions are kept (they are the learner's progress).
 */
export async function removeReading(deps: StoreDeps, owner: string, itemId: number): Promise<void> {
  let orphanFile: string | null = null;
  await changeRecord(
    owner,
    (r) => {
      const gone = r.readings[String(itemId)];
      if (!gone) return r;
      const readings = { ...r.readings };
      delete readings[String(itemId)];
      const rest = Object.values(readings);
      orphanFile = gone.fileUrl && !rest.some((s) => s.fileUrl === gone.fileUrl) ? gone.fileUrl : null;
      const activities = { ...r.activities };
      const courseInUse =
        rest.some((s) => s.courseSlug === gone.courseSlug) ||
        r.queue.some((q) => q.courseSlug === gone.courseSlug);
      if (!courseInUse) delete activities[gone.courseSlug];
      return { ...r, readings, activities };
    },
    deps.kv,
  );
  if (orphanFile) await deps.files.remove(orphanFile);
}

/** The account's saved items, newest first. */
export async function listSavedReadings(owner: string, kv?: UseStore): Promise<SavedReading[]> {
  const r = await readRecord(owner, kv);
  return Object.values(r.readings).sort((a, b) => b.savedAt.localeCompare(a.savedAt));
}

/** One saved item, or null. */
export async function getSavedReading(
  owner: string,
  itemId: number,
  kv?: UseStore,
): Promise<SavedReading | null> {
  return (await readRecord(owner, kv)).readings[String(itemId)] ?? null;
}

/** The activity with the queued completions of its course shown complete (progress recomputed, whole percent). */
export function applyQueued(activity: CourseActivity, queue: QueuedCompletion[]): CourseActivity {
  const done = new Set(queue.filter((q) => q.courseSlug === activity.course_slug).map((q) => q.itemId));
  if (done.size === 0) return activity;
  let total = 0;
  let complete = 0;
  const materials = activity.materials.map((m) => ({
    ...m,
    items: m.items.map((i) => {
      const item = done.has(i.item_id) ? { ...i, is_complete: 1 as const } : i;
      total += 1;
      if (item.is_complete === 1) complete += 1;
      return item;
    }),
  }));
  return {
    ...activity,
    materials,
    course_progress: Math.max(activity.course_progress, progressPercent(complete, total)),
  };
}

/** The course as last seen online, with this device's queued completions applied; null when not kept. */
export async function offlineActivity(
  owner: string,
  slug: string,
  kv?: UseStore,
): Promise<CourseActivity | null> {
  const r = await readRecord(owner, kv);
  const a = r.activities[slug];
  return a ? applyQueued(a, r.queue) : null;
}

/** Refreshes the kept snapshot of a course after an online load; does nothing for a course with nothing saved. */
export async function rememberActivity(
  owner: string,
  activity: CourseActivity,
  kv?: UseStore,
): Promise<void> {
  const r = await readRecord(owner, kv);
  if (!r.activities[activity.course_slug]) return;
  await changeRecord(
    owner,
    (rec) =>
      rec.activities[activity.course_slug]
        ? { ...rec, activities: { ...rec.activities, [activity.course_slug]: activity } }
        : rec,
    kv,
  );
}

/** A saved item's /active answer with the queued completion applied (is_complete 1), or null. */
export async function offlineMaterial(
  owner: string,
  itemId: number,
  kv?: UseStore,
): Promise<ActiveMaterial | null> {
  const r = await readRecord(owner, kv);
  const saved = r.readings[String(itemId)];
  if (!saved) return null;
  const queued = r.queue.some((q) => q.itemId === itemId);
  return queued ? { ...saved.material, is_complete: 1 } : saved.material;
}
