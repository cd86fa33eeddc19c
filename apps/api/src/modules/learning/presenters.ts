import {
  progressPercent,
  type ActiveMaterial,
  type ActivityMaterial,
  type CourseActivity,
  type ItemType,
} from '@kelas/contracts/learning';
import type { ChapterItemRow, LearnerCourse } from './queries.ts';

/**
 * CourseActivity (spec 3) from the chapter rows: chapters and items in order with is_complete 0/1,
 * course_progress in whole percent (rounded down) and the live certificate code.
 */
export function presentActivity(course: LearnerCourse, rows: ChapterItemRow[], certificateCode: string | null): CourseActivity {
  const materials: ActivityMaterial[] = [];
  let total = 0;
  let done = 0;
  for (const r of rows) {
    let chapter = materials.at(-1);
    if (!chapter || chapter.material_id !== r.materialId) {
      chapter = { material_id: r.materialId, material_title: r.materialTitle, items: [] };
      materials.push(chapter);
    }
    if (r.itemId === null || r.itemType === null) continue;
    total += 1;
    if (r.complete) done += 1;
    chapter.items.push({ item_id: r.itemId, title: r.itemTitle ?? '', item_type: r.itemType, is_complete: r.complete ? 1 : 0 });
  }
  return {
    course_id: course.id,
    course_slug: course.slug,
    course_title: course.title,
    course_progress: progressPercent(done, total),
    materials,
    certificate_code: certificateCode,
  };
}

/** ActiveMaterial (spec 3): the item with is_complete 0/1 and its typed detail. */
export function presentActiveMaterial(
  item: { id: number; materialId: number; title: string; itemType: ItemType },
  complete: boolean,
  detail: Record<string, unknown>,
): ActiveMaterial {
  return { item_id: item.id, material_id: item.materialId, name: item.title, item_type: item.itemType, is_complete: complete ? 1 : 0, detail };
}
