import type { Db } from '../../db/client.ts';
import type { Actor } from './actor.ts';
import { auditWrite } from './audit-write.ts';
import { copyChapter, copyTitle } from './copy-structure.ts';
import { loadChapterForEdit } from './policy.ts';
import { touchCourse } from './queries/courses.ts';
import { listChapters, setChapterPositions, type ChapterRow, type ItemRow } from './queries/structure.ts';

/**
 * POST /api/admin/chapters/{id}/duplicate (decision 270): a copy of the chapter titled
 * '… (Salinan)', placed right after it, with copies of its items (detail, programme session, quiz
 * settings, live questions and answers). No learner's record is copied. Allowed to whoever may edit
 * the course (404 unknown chapter, 403 not its author); a published course stays publishable (it
 * only gains content). One transaction with the course locked; audit row `chapter.duplicate`.
 */
export async function duplicateChapter(db: Db, opts: { actor: Actor; chapterId: number; now: Date }): Promise<{ chapter: ChapterRow; items: ItemRow[]; courseId: number }> {
  return db.transaction(async (tx) => {
    const { chapter: source, course } = await loadChapterForEdit(tx, opts.actor, opts.chapterId, true);
    const copied = await copyChapter(tx, source, { courseId: course.id, title: copyTitle(source.title) });
    const order = (await listChapters(tx, course.id)).map((c) => c.id).filter((id) => id !== copied.chapter.id);
    order.splice(order.indexOf(source.id) + 1, 0, copied.chapter.id);
    await setChapterPositions(tx, order);
    const chapter = { ...copied.chapter, position: order.indexOf(copied.chapter.id) };
    await touchCourse(tx, course.id, opts.now);
    await auditWrite(tx, opts.actor, {
      action: 'chapter.duplicate',
      entityType: 'chapter',
      entityId: chapter.id,
      before: { source_id: source.id },
      after: { ...chapter, item_ids: copied.items.map((i) => i.id) },
    });
    return { chapter, items: copied.items, courseId: course.id };
  });
}
