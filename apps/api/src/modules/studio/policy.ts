import { STUDIO_MESSAGES } from '@kelas/contracts/studio';
import type { DbOrTx } from '../../db/client.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import type { Actor } from './actor.ts';
import { findCourse, isCourseAuthor, lockCourse, type CourseRow } from './queries/courses.ts';
import { findChapter, findItem, findPackage, type ChapterRow, type ItemRow, type PackageRow } from './queries/structure.ts';

/**
 * Studio permissions: every route already requires the author or admin role;
 * here an admin may edit every course and an author only the courses assigned to them.
 * 404 for an unknown course, 403 for an author of another course.
 * With `lock`, the course row is locked until the transaction ends (serialises writes to it).
 */
export async function assertCanEditCourse(db: DbOrTx, actor: Actor, courseId: number, lock = false): Promise<CourseRow> {
  const course = lock ? await lockCourse(db, courseId) : await findCourse(db, courseId);
  if (!course) throw notFound(STUDIO_MESSAGES.courseNotFound);
  if (!actor.isAdmin && !(await isCourseAuthor(db, courseId, actor.id))) throw forbidden(STUDIO_MESSAGES.notAuthor);
  return course;
}

/** The chapter and its course when the actor may edit it (404 / 403 as above); locks both with `lock`. */
export async function loadChapterForEdit(db: DbOrTx, actor: Actor, chapterId: number, lock = false): Promise<{ chapter: ChapterRow; course: CourseRow }> {
  const found = await findChapter(db, chapterId);
  if (!found) throw notFound(STUDIO_MESSAGES.chapterNotFound);
  const course = await assertCanEditCourse(db, actor, found.courseId, lock);
  const chapter = lock ? await findChapter(db, chapterId, true) : found;
  if (!chapter) throw notFound(STUDIO_MESSAGES.chapterNotFound);
  return { chapter, course };
}

/** The item and its course when the actor may edit it; locks both with `lock`. */
export async function loadItemForEdit(db: DbOrTx, actor: Actor, itemId: number, lock = false): Promise<{ item: ItemRow; course: CourseRow }> {
  const found = await findItem(db, itemId);
  if (!found) throw notFound(STUDIO_MESSAGES.itemNotFound);
  const course = await assertCanEditCourse(db, actor, found.courseId, lock);
  const item = lock ? await findItem(db, itemId, true) : found;
  if (!item) throw notFound(STUDIO_MESSAGES.itemNotFound);
  return { item, course };
}

/** The price package and its course when the actor may edit it; locks both with `lock`. */
export async function loadPackageForEdit(db: DbOrTx, actor: Actor, packageId: number, lock = false): Promise<{ pkg: PackageRow; course: CourseRow }> {
  const found = await findPackage(db, packageId);
  if (!found) throw notFound(STUDIO_MESSAGES.packageNotFound);
  const course = await assertCanEditCourse(db, actor, found.courseId, lock);
  const pkg = lock ? await findPackage(db, packageId, true) : found;
  if (!pkg) throw notFound(STUDIO_MESSAGES.packageNotFound);
  return { pkg, course };
}

/**
 * Whether the actor may create or publish courses under the academy's course rights (decision
 * 265): admins always; others when one of their roles is listed.
 */
export function mayUseRight(actor: Actor, allowed: readonly string[]): boolean {
  if (actor.isAdmin) return true;
  return (actor.roles ?? []).some((r) => allowed.includes(r));
}
