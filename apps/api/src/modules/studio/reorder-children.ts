import { STUDIO_MESSAGES } from '@kelas/contracts/studio';
import type { Db } from '../../db/client.ts';
import { fieldError } from '../../lib/app-error.ts';
import type { Actor } from './actor.ts';
import { auditWrite } from './audit-write.ts';
import { assertCanEditCourse, loadChapterForEdit } from './policy.ts';
import { touchCourse } from './queries/courses.ts';
import { listChapters, listItemIdsOfChapter, setChapterPositions, setItemPositions } from './queries/structure.ts';

/** True when `ids` is exactly the set `current`, each once. */
function samePermutation(ids: number[], current: number[]): boolean {
  const set = new Set(ids);
  return set.size === ids.length && ids.length === current.length && current.every((id) => set.has(id));
}

/**
 * PUT /api/admin/courses/{id}/chapters/order { ids }: every chapter of the
 * course, once, in the new order; 422 `ids` when an id is missing, repeated or of another course.
 */
export async function reorderChapters(db: Db, opts: { actor: Actor; courseId: number; ids: number[]; now: Date }): Promise<number[]> {
  return db.transaction(async (tx) => {
    const course = await assertCanEditCourse(tx, opts.actor, opts.courseId, true);
    const before = (await listChapters(tx, course.id)).map((c) => c.id);
    if (!samePermutation(opts.ids, before)) throw fieldError('ids', STUDIO_MESSAGES.reorderMismatch);
    await setChapterPositions(tx, opts.ids);
    await touchCourse(tx, course.id, opts.now);
    await auditWrite(tx, opts.actor, { action: 'chapter.reorder', entityType: 'course', entityId: course.id, before: { ids: before }, after: { ids: opts.ids } });
    return opts.ids;
  });
}

/** PUT /api/admin/chapters/{id}/items/order { ids }: same rules for the items of one chapter. */
export async function reorderItems(db: Db, opts: { actor: Actor; chapterId: number; ids: number[]; now: Date }): Promise<{ ids: number[]; courseId: number }> {
  return db.transaction(async (tx) => {
    const { chapter, course } = await loadChapterForEdit(tx, opts.actor, opts.chapterId, true);
    const before = await listItemIdsOfChapter(tx, chapter.id);
    if (!samePermutation(opts.ids, before)) throw fieldError('ids', STUDIO_MESSAGES.reorderMismatch);
    await setItemPositions(tx, opts.ids);
    await touchCourse(tx, course.id, opts.now);
    await auditWrite(tx, opts.actor, { action: 'item.reorder', entityType: 'chapter', entityId: chapter.id, before: { ids: before }, after: { ids: opts.ids } });
    return { ids: opts.ids, courseId: course.id };
  });
}
