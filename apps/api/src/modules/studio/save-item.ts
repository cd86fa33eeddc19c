import { STUDIO_MESSAGES, confirmDeleteMessage } from '@kelas/contracts/studio';
import type { ItemType } from '@kelas/contracts/learning';
import type { Db } from '../../db/client.ts';
import { assertVersion, type Actor } from './actor.ts';
import { auditWrite } from './audit-write.ts';
import { normaliseItemDetail } from './item-detail.ts';
import { loadChapterForEdit, loadItemForEdit } from './policy.ts';
import { touchCourse } from './queries/courses.ts';
import { insertQuiz } from './queries/quiz.ts';
import { countLearnersWhoCompleted, deleteItemRows, insertItem, updateItemRow, type ItemRow } from './queries/structure.ts';
import type { DeleteOutcome } from './save-chapter.ts';
import { releaseColumns, type ReleaseInput } from './release-rule.ts';
import { assertVideoDuration } from './video-durations.ts';

/**
 * POST /api/admin/chapters/{id}/items: an item of any type, appended last;
 * `detail` checked and sanitised for its type (422 `detail.…`; in a sequential course a video needs
 * its length, decision 241). A quiz item gets its quiz row (default settings, no questions; PUT
 * …/quiz fills it). One transaction, audit row.
 */
export async function createItem(db: Db, opts: { actor: Actor; chapterId: number; title: string; itemType: ItemType; detail: Record<string, unknown>; now: Date }): Promise<ItemRow> {
  const detail = normaliseItemDetail(opts.itemType, opts.detail);
  return db.transaction(async (tx) => {
    const { chapter, course } = await loadChapterForEdit(tx, opts.actor, opts.chapterId, true);
    assertVideoDuration(course.sequential, { itemType: opts.itemType, detail });
    const item = await insertItem(tx, { materialId: chapter.id, courseId: course.id, title: opts.title, itemType: opts.itemType, detail });
    if (item.itemType === 'quiz') await insertQuiz(tx, item.id);
    await touchCourse(tx, course.id, opts.now);
    await auditWrite(tx, opts.actor, { action: 'item.create', entityType: 'item', entityId: item.id, after: item });
    return item;
  });
}

/**
 * PATCH /api/admin/items/{id}: title and/or the whole detail of the item's type (the type never
 * changes), its programme session, its drip rule (on top of its chapter's; decision 288). Learners'
 * completions stay. 409 STALE_VERSION; 422 `detail.…` (in a sequential course a video needs its
 * length, decision 241). Audit row.
 */
export async function updateItem(
  db: Db,
  opts: {
    actor: Actor;
    itemId: number;
    title?: string | undefined;
    detail?: Record<string, unknown> | undefined;
    /** Programme session of the item (decision 191); undefined = unchanged, null = the chapter's. */
    prakerjaSequence?: number | null | undefined;
    /** Drip rule; neither key = unchanged. */
    release?: ReleaseInput;
    expected: number | undefined;
    now: Date;
  },
): Promise<ItemRow> {
  return db.transaction(async (tx) => {
    const { item: before, course } = await loadItemForEdit(tx, opts.actor, opts.itemId, true);
    assertVersion(before.version, opts.expected);
    const detail = opts.detail !== undefined ? normaliseItemDetail(before.itemType, opts.detail) : undefined;
    if (detail) assertVideoDuration(course.sequential, { itemType: before.itemType, detail });
    const after = await updateItemRow(tx, before.id, {
      ...(opts.title !== undefined ? { title: opts.title } : {}),
      ...(detail ? { detail } : {}),
      ...(opts.prakerjaSequence !== undefined ? { prakerjaSequence: opts.prakerjaSequence } : {}),
      ...releaseColumns(opts.release ?? {}),
    });
    await touchCourse(tx, course.id, opts.now);
    await auditWrite(tx, opts.actor, { action: 'item.update', entityType: 'item', entityId: before.id, before, after });
    return after;
  });
}

/**
 * DELETE /api/admin/items/{id}[?confirm=true]: when learners completed the item
 * and `confirm` is false nothing is deleted and the outcome says how many (409 CONFIRM_REQUIRED).
 * Progress then recomputes against the remaining items. Audit row.
 */
export async function deleteItem(db: Db, opts: { actor: Actor; itemId: number; confirm: boolean; now: Date }): Promise<DeleteOutcome> {
  return db.transaction(async (tx) => {
    const { item, course } = await loadItemForEdit(tx, opts.actor, opts.itemId, true);
    const learners = await countLearnersWhoCompleted(tx, [item.id]);
    if (learners > 0 && !opts.confirm) return { deleted: false, completedCount: learners, message: confirmDeleteMessage(learners, STUDIO_MESSAGES.deleteNeedsConfirm) };
    await deleteItemRows(tx, [item.id]);
    await touchCourse(tx, course.id, opts.now);
    await auditWrite(tx, opts.actor, { action: 'item.delete', entityType: 'item', entityId: item.id, before: { ...item, learners_touched: learners } });
    return { deleted: true, courseId: course.id };
  });
}
