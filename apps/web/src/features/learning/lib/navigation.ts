import { progressPercent, type ActivityItem, type ActivityMaterial, type CourseActivity, type ItemType } from '@kelas/contracts/learning';

/** Where the learner is: the current chapter (material_id), item and item type. */
export type Position = { chapterId: number; itemId: number; itemType: ItemType };

type Located = Position & { index: number };

/** Every item of the course in reading order, with its chapter. */
function flatten(activity: CourseActivity): Located[] {
  const out: Located[] = [];
  for (const m of activity.materials) {
    for (const i of m.items) out.push({ chapterId: m.material_id, itemId: i.item_id, itemType: i.item_type, index: out.length });
  }
  return out;
}

const strip = ({ chapterId, itemId, itemType }: Located): Position => ({ chapterId, itemId, itemType });

/** The position of an item of the course, or null when the course has no such item. */
export function findPosition(activity: CourseActivity, itemId: number | null | undefined): Position | null {
  if (itemId == null) return null;
  const found = flatten(activity).find((p) => p.itemId === itemId);
  return found ? strip(found) : null;
}

/** The first item of the first chapter (spec 4: selected when the activity loads); null without items. */
export function firstPosition(activity: CourseActivity): Position | null {
  const first = flatten(activity)[0];
  return first ? strip(first) : null;
}

/**
 * Spec 4 "Next": the next item in the same chapter, else the first item of the next chapter (empty
 * chapters are passed over); null at the end of the course or when the item is unknown.
 */
export function nextPosition(activity: CourseActivity, itemId: number | null): Position | null {
  const all = flatten(activity);
  const at = all.findIndex((p) => p.itemId === itemId);
  if (at < 0) return null;
  const next = all[at + 1];
  return next ? strip(next) : null;
}

/**
 * Spec 4 "Previous": the previous item in the chapter, else the last item of the previous chapter;
 * null at the start of the course or when the item is unknown.
 */
export function previousPosition(activity: CourseActivity, itemId: number | null): Position | null {
  const all = flatten(activity);
  const at = all.findIndex((p) => p.itemId === itemId);
  if (at <= 0) return null;
  return strip(all[at - 1]!);
}

/**
 * isFirstMaterial (first item of the first chapter) and isLastMaterial (last item of the last
 * chapter), spec 4. Both are true when nothing is loaded: no activity, no current item, an item
 * the activity does not know, or a course without items.
 */
export function navigationFlags(activity: CourseActivity | null | undefined, itemId: number | null): { isFirstMaterial: boolean; isLastMaterial: boolean } {
  if (!activity || itemId == null) return { isFirstMaterial: true, isLastMaterial: true };
  const all = flatten(activity);
  const at = all.findIndex((p) => p.itemId === itemId);
  if (at < 0) return { isFirstMaterial: true, isLastMaterial: true };
  return { isFirstMaterial: at === 0, isLastMaterial: at === all.length - 1 };
}

/** The activity item of an id, or null. */
export function findItem(activity: CourseActivity, itemId: number | null): ActivityItem | null {
  for (const m of activity.materials) for (const i of m.items) if (i.item_id === itemId) return i;
  return null;
}

/** 1-based place of the item in the course and the number of items (for the material pager). */
export function itemOrdinal(activity: CourseActivity, itemId: number | null): { index: number; total: number } {
  const all = flatten(activity);
  return { index: all.findIndex((p) => p.itemId === itemId) + 1, total: all.length };
}

/** The position of the n-th (1-based) item of the course, or null. */
export function positionAt(activity: CourseActivity, ordinal: number): Position | null {
  const p = flatten(activity)[ordinal - 1];
  return p ? strip(p) : null;
}

/** Spec 4: a chapter is complete when all its items are complete (a chapter without items is not). */
export function isChapterComplete(material: ActivityMaterial): boolean {
  return material.items.length > 0 && material.items.every((i) => i.is_complete === 1);
}

/**
 * The activity with one item set to is_complete 1 locally, course_progress recomputed (spec 4
 * "Next") and, in a sequential course, the locks as the server sets them (decision 241): every
 * incomplete item after the first incomplete one is locked.
 */
export function withItemComplete(activity: CourseActivity, itemId: number): CourseActivity {
  let total = 0;
  let done = 0;
  let open = true;
  const materials = activity.materials.map((m) => ({
    ...m,
    items: m.items.map((i) => {
      const complete = i.item_id === itemId || i.is_complete === 1;
      const item = { ...i, is_complete: complete ? (1 as const) : (0 as const), is_locked: activity.sequential && !activity.preview && !complete && !open };
      if (!complete) open = false;
      total += 1;
      if (complete) done += 1;
      return item;
    }),
  }));
  return { ...activity, materials, course_progress: progressPercent(done, total) };
}

/** The first incomplete item of the course with its position (the one a sequential course opens next), or null. */
export function firstIncomplete(activity: CourseActivity): { title: string; position: Position } | null {
  for (const m of activity.materials) {
    for (const i of m.items) if (i.is_complete === 0) return { title: i.title, position: { chapterId: m.material_id, itemId: i.item_id, itemType: i.item_type } };
  }
  return null;
}
