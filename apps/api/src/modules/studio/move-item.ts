import { STUDIO_MESSAGES } from '@kelas/contracts/studio';
import type { Db } from '../../db/client.ts';
import { fieldError } from '../../lib/app-error.ts';
import { assertVersion, type Actor } from './actor.ts';
import { auditWrite } from './audit-write.ts';
import { loadItemForEdit } from './policy.ts';
import { touchCourse } from './queries/courses.ts';
import { countLearnersWhoCompleted, findChapter, findItem, listItemIdsOfChapter, setItemChapter, setItemPositions, type ItemRow } from './queries/structure.ts';

/** `ids` with `id` put at `position` (clamped to 0..length). */
function placeAt(ids: number[], id: number, position: number): number[] {
  const rest = ids.filter((x) => x !== id);
  const at = Math.max(0, Math.min(rest.length, position));
  return [...rest.slice(0, at), id, ...rest.slice(at)];
}

/**
 * PUT /api/admin/items/{id}/move `{ chapter_id, position, version? }` (decision 270): the item goes
 * to `position` (0-based, clamped) of `chapter_id`, a chapter of the same course (the same chapter
 * is a reorder). The source and target chapters are renumbered 0..n-1 in one transaction with the
 * course row locked; the item keeps its id, so learners' progress, submissions and attempts stay.
 * The item's version is checked, not bumped (its title and detail did not change).
 * Errors: 404 item, 403 not the course's author, 409 STALE_VERSION, 422 `chapter_id`
 * (MOVE_TARGET_INVALID) for a chapter of another course or an unknown one. Audit row `item.move`.
 */
export async function moveItem(
  db: Db,
  opts: { actor: Actor; itemId: number; chapterId: number; position: number; expected: number | undefined; now: Date },
): Promise<{ item: ItemRow & { completedCount: number }; courseId: number }> {
  return db.transaction(async (tx) => {
    const { item, course } = await loadItemForEdit(tx, opts.actor, opts.itemId, true);
    assertVersion(item.version, opts.expected);
    const target = await findChapter(tx, opts.chapterId, true);
    if (!target || target.courseId !== course.id) throw fieldError('chapter_id', STUDIO_MESSAGES.moveTargetInvalid, 'MOVE_TARGET_INVALID');
    const sourceIds = await listItemIdsOfChapter(tx, item.materialId);
    const from = { chapter_id: item.materialId, position: sourceIds.indexOf(item.id) };
    if (target.id === item.materialId) {
      await setItemPositions(tx, placeAt(sourceIds, item.id, opts.position));
    } else {
      const targetIds = await listItemIdsOfChapter(tx, target.id);
      await setItemChapter(tx, item.id, target.id);
      await setItemPositions(tx, sourceIds.filter((x) => x !== item.id));
      await setItemPositions(tx, placeAt(targetIds, item.id, opts.position));
    }
    const after = (await findItem(tx, item.id))!;
    await touchCourse(tx, course.id, opts.now);
    await auditWrite(tx, opts.actor, { action: 'item.move', entityType: 'item', entityId: item.id, before: from, after: { chapter_id: after.materialId, position: after.position } });
    return { item: { ...after, completedCount: await countLearnersWhoCompleted(tx, [item.id]) }, courseId: course.id };
  });
}
