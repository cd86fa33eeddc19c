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
