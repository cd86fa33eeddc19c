import {
  progressPercent,
  type ActiveMaterial,
  type ActivityMaterial,
  type CompletionRule,
  type CourseActivity,
  type ItemType,
} from '@kelas/contracts/learning';
import { releaseTime } from '@kelas/contracts/sessions';
import { completionRuleOf } from './completion-rules.ts';
import type { ChapterItemRow, PlayerCourse } from './queries.ts';

/**
 * CourseActivity (spec 3) from the chapter rows: chapters and items in order with is_complete 0/1,
 * each item's completion rule (decision 240) and, in a sequential course, whether it is locked
 * (an incomplete item after the first incomplete one; decision 241: never for staff previewing),
 * an item under drip release that has not opened yet is locked with `opens_at` (decision 288),
 * course_progress in whole percent (rounded down), the valid certificate code, and the course's
 * `sequential` and `preview` flags.
 */
export function presentActivity(course: PlayerCourse, rows: ChapterItemRow[], certificateCode: string | null, now: Date): CourseActivity {
  const materials: ActivityMaterial[] = [];
  let total = 0;
  let done = 0;
  let open = true;
  for (const r of rows) {
    let chapter = materials.at(-1);
    if (!chapter || chapter.material_id !== r.materialId) {
      chapter = { material_id: r.materialId, material_title: r.materialTitle, items: [] };
      materials.push(chapter);
    }
    if (r.itemId === null || r.itemType === null) continue;
    total += 1;
    if (r.complete) done += 1;
    const rule: CompletionRule = completionRuleOf({
      itemType: r.itemType,
      detail: { completion_rule: r.practiceRule ?? undefined, url: r.videoUrl ?? undefined },
      quizRule: r.quizRule ?? null,
      sequential: course.sequential,
      servedBySession: r.servedBySession ?? false,
    });
    const opensAt = course.preview || r.complete || !r.release ? null : releaseTime([{ after_days: r.release.mDays, at: r.release.mAt }, { after_days: r.release.iDays, at: r.release.iAt }], course.releaseAnchor);
    const waiting = opensAt !== null && opensAt.getTime() > now.getTime();
    const locked = waiting || (course.sequential && !course.preview && !r.complete && !open);
    chapter.items.push({
      item_id: r.itemId,
      title: r.itemTitle ?? '',
      item_type: r.itemType,
      is_complete: r.complete ? 1 : 0,
      completion_rule: rule,
      is_locked: locked,
      opens_at: waiting ? opensAt.toISOString() : null,
    });
    // The first incomplete item is the one open; those after it wait for it.
    if (!r.complete) open = false;
  }
  return {
    course_id: course.id,
    course_slug: course.slug,
    course_title: course.title,
    course_progress: progressPercent(done, total),
    materials,
    certificate_code: certificateCode,
    sequential: course.sequential,
    preview: course.preview,
  };
}

/** ActiveMaterial (spec 3): the item with is_complete 0/1, its completion rule and pass mark, and its typed detail. */
export function presentActiveMaterial(
  item: { id: number; materialId: number; title: string; itemType: ItemType },
  complete: boolean,
  completion: { rule: CompletionRule; passMark: number | null },
  detail: Record<string, unknown>,
): ActiveMaterial {
  return {
    item_id: item.id,
    material_id: item.materialId,
    name: item.title,
    item_type: item.itemType,
    is_complete: complete ? 1 : 0,
    completion_rule: completion.rule,
    pass_mark: completion.passMark,
    detail,
  };
}
