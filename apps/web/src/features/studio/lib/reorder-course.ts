import type { StudioCourse } from '@kelas/contracts/studio';

type Target = { kind: 'chapters'; courseId: number } | { kind: 'items'; chapterId: number };

/** Sorts `list` by the position of each id in `ids` (ids not named keep their place at the end). */
function byIds<T extends { id: number }>(list: T[], ids: number[]): T[] {
  const at = new Map(ids.map((id, i) => [id, i]));
  return [...list].sort((a, b) => (at.get(a.id) ?? ids.length) - (at.get(b.id) ?? ids.length));
}

/** The course with its chapters, or one chapter's items, in the order `ids` gives (the optimistic view of a reorder). */
export function moveToOrder(course: StudioCourse, target: Target, ids: number[]): StudioCourse {
  if (target.kind === 'chapters') return { ...course, chapters: byIds(course.chapters, ids) };
  return { ...course, chapters: course.chapters.map((c) => (c.id === target.chapterId ? { ...c, items: byIds(c.items, ids) } : c)) };
}

/**
 * The course with item `itemId` moved to `position` (0-based, clamped) of chapter `chapterId`, both
 * chapters renumbered (the optimistic view of PUT /api/admin/items/{id}/move). Unchanged when the
 * item or the chapter is unknown.
 */
export function moveItemToChapter(course: StudioCourse, itemId: number, chapterId: number, position: number): StudioCourse {
  const item = course.chapters.flatMap((c) => c.items).find((i) => i.id === itemId);
  if (!item || !course.chapters.some((c) => c.id === chapterId)) return course;
  const renumber = <T extends { position: number }>(list: T[]) => list.map((x, i) => ({ ...x, position: i }));
  return {
    ...course,
    chapters: course.chapters.map((c) => {
      const rest = c.items.filter((i) => i.id !== itemId);
      if (c.id !== chapterId) return rest.length === c.items.length ? c : { ...c, items: renumber(rest) };
      const at = Math.max(0, Math.min(rest.length, position));
      return { ...c, items: renumber([...rest.slice(0, at), { ...item, chapter_id: chapterId }, ...rest.slice(at)]) };
    }),
  };
}
