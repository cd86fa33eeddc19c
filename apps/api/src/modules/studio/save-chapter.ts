import { STUDIO_MESSAGES, confirmDeleteMessage } from '@kelas/contracts/studio';
import type { Db } from '../../db/client.ts';
import { assertVersion, type Actor } from './actor.ts';
import { auditWrite } from './audit-write.ts';
import { assertCanEditCourse, loadChapterForEdit } from './policy.ts';
import { touchCourse } from './queries/courses.ts';
import { releaseColumns, type ReleaseInput } from './release-rule.ts';
import { countLearnersWhoCompleted, deleteChapterRow, insertChapter, listItemIdsOfChapter, updateChapterRow, type ChapterRow } from './queries/structure.ts';

/** POST /api/admin/courses/{id}/chapters: appended last. Audit row. */
export async function createChapter(db: Db, opts: { actor: Actor; courseId: number; title: string; now: Date }): Promise<ChapterRow> {
  return db.transaction(async (tx) => {
    const course = await assertCanEditCourse(tx, opts.actor, opts.courseId, true);
    const chapter = await insertChapter(tx, { courseId: course.id, title: opts.title });
    await touchCourse(tx, course.id, opts.now);
    await auditWrite(tx, opts.actor, { action: 'chapter.create', entityType: 'chapter', entityId: chapter.id, after: chapter });
    return chapter;
  });
}

/**
 * PATCH /api/admin/chapters/{id}: rename, and set the programme session (decision 191) and the
 * drip rule of its items (`release`: days after the cohort's start or a moment; decision 288)
 * when given. 409 STALE_VERSION. Audit row.
 */
export async function renameChapter(
  db: Db,
  opts: { actor: Actor; chapterId: number; title: string; prakerjaSequence?: number | null | undefined; release?: ReleaseInput; expected: number | undefined; now: Date },
): Promise<ChapterRow> {
  return db.transaction(async (tx) => {
    const { chapter: before, course } = await loadChapterForEdit(tx, opts.actor, opts.chapterId, true);
    assertVersion(before.version, opts.expected);
    const after = await updateChapterRow(tx, before.id, {
      title: opts.title,
      ...(opts.prakerjaSequence !== undefined ? { prakerjaSequence: opts.prakerjaSequence } : {}),
      ...releaseColumns(opts.release ?? {}),
    });
    await touchCourse(tx, course.id, opts.now);
    await auditWrite(tx, opts.actor, { action: 'chapter.update', entityType: 'chapter', entityId: before.id, before, after });
    return after;
  });
}

export type DeleteOutcome = { deleted: true; courseId: number } | { deleted: false; completedCount: number; message: string };

/**
 * DELETE /api/admin/chapters/{id}[?confirm=true]: with its items. When learners
 * completed any of them and `confirm` is false, nothing is deleted and the outcome carries how
 * many learners it touches (the route answers 409 CONFIRM_REQUIRED). Audit row.
 */
export async function deleteChapter(db: Db, opts: { actor: Actor; chapterId: number; confirm: boolean; now: Date }): Promise<DeleteOutcome> {
  return db.transaction(async (tx) => {
    const { chapter, course } = await loadChapterForEdit(tx, opts.actor, opts.chapterId, true);
    const itemIds = await listItemIdsOfChapter(tx, chapter.id);
    const learners = await countLearnersWhoCompleted(tx, itemIds);
    if (learners > 0 && !opts.confirm) return { deleted: false, completedCount: learners, message: confirmDeleteMessage(learners, STUDIO_MESSAGES.chapterDeleteNeedsConfirm) };
    await deleteChapterRow(tx, chapter.id);
    await touchCourse(tx, course.id, opts.now);
    await auditWrite(tx, opts.actor, { action: 'chapter.delete', entityType: 'chapter', entityId: chapter.id, before: { ...chapter, item_ids: itemIds, learners_touched: learners } });
    return { deleted: true, courseId: course.id };
  });
}
