import { and, eq } from 'drizzle-orm';
import { LEARNING_MESSAGES, type ItemActionBody } from '@kelas/contracts/learning';
import { SESSION_TEXT } from '@kelas/contracts/sessions';
import type { DbOrTx } from '../../db/client.ts';
import { enrolments, items } from '../../db/schema/index.ts';
import { conflict, fieldError, forbidden, notFound } from '../../lib/app-error.ts';
import {
  countIncompleteBefore,
  findCourseActivity,
  findItemForLearner,
  type ChapterItemRow,
  type LearnerItem,
  type PlayerCourse,
} from './queries.ts';

export type EnrolledItem = typeof items.$inferSelect;

/**
 * The item, when the user may work on it: 404 for an unknown item, 403 when the user is not
 * enrolled in the item's course. One query.
 */
export async function loadEnrolledItem(db: DbOrTx, userId: number, itemId: number): Promise<EnrolledItem> {
  const rows = await db
    .select({ item: items, enrolmentId: enrolments.id })
    .from(items)
    .leftJoin(enrolments, and(eq(enrolments.courseId, items.courseId), eq(enrolments.userId, userId)))
    .where(eq(items.id, itemId))
    .limit(1);
  const row = rows[0];
  if (!row) throw notFound(LEARNING_MESSAGES.itemNotFound);
  if (row.enrolmentId === null) throw forbidden(LEARNING_MESSAGES.notEnrolled);
  return row.item;
}

/**
 * (`isAdmin` below: admins, like the course's authors, open drafts without enrolment, as a preview.)
 *
 * The item of an active/complete call (spec 7 body { courseId, itemId = chapter id, itemType })
 * with the learner's completion. 404 for an unknown item or one that is not in that course and
 * chapter; 403 when the learner is not enrolled; 422 on `itemType` when it is not the item's type.
 * One query.
 */
export async function loadLearnerItem(db: DbOrTx, userId: number, itemId: number, body: ItemActionBody, isAdmin = false): Promise<LearnerItem> {
  const found = await findItemForLearner(db, itemId, userId, isAdmin);
  if (!found) throw notFound(LEARNING_MESSAGES.itemNotFound);
  if (found.item.courseId !== body.courseId || found.item.materialId !== body.itemId) throw notFound(LEARNING_MESSAGES.itemNotInCourse);
  if (!found.enrolled) throw forbidden(LEARNING_MESSAGES.notEnrolled);
  if (found.item.itemType !== body.itemType) throw fieldError('itemType', LEARNING_MESSAGES.itemTypeMismatch);
  return found;
}

/** An item the learner may work on, with its completion: 404 unknown item, 403 not enrolled. One query. */
export async function loadLearnerItemById(db: DbOrTx, userId: number, itemId: number, isAdmin = false): Promise<LearnerItem> {
  const found = await findItemForLearner(db, itemId, userId, isAdmin);
  if (!found) throw notFound(LEARNING_MESSAGES.itemNotFound);
  if (!found.enrolled) throw forbidden(LEARNING_MESSAGES.notEnrolled);
  return found;
}

/**
 * The course of a slug with its chapter items and the learner's completions, when the learner is
 * enrolled (or previewing as staff): 404 for an unknown slug or another's draft, 403 when not enrolled.
 * One query (decision 122).
 */
export async function loadEnrolledCourseActivity(
  db: DbOrTx,
  userId: number,
  slug: string,
  isAdmin = false,
): Promise<{ course: PlayerCourse; rows: ChapterItemRow[] }> {
  const found = await findCourseActivity(db, slug, userId, isAdmin);
  if (!found) throw notFound(LEARNING_MESSAGES.courseNotFound);
  if (!found.course.enrolled) throw forbidden(LEARNING_MESSAGES.notEnrolled);
  return found;
}

/**
 * Refuses a write of staff previewing the course (decision 244): 409 PREVIEW
 * 'Ini pratinjau: progres, jawaban dan tugas tidak disimpan.'; nothing is recorded.
 */
export function refusePreview(found: Pick<LearnerItem, 'preview'>): void {
  if (found.preview) throw conflict(LEARNING_MESSAGES.previewReadOnly, 'PREVIEW');
}

/**
 * An item under drip release opens at `found.opensAt` (decision 288): before then 409
 * ITEM_NOT_RELEASED 'Materi ini belum dibuka.' (the activity's `opens_at` says when). Then, in a
 * sequential course, an item opens once every item before it is complete (decision 241): 409
 * ITEM_LOCKED 'Selesaikan materi sebelumnya terlebih dahulu.' otherwise. A complete item stays
 * open (to look back), and staff previewing open everything. At most one query.
 */
export async function assertItemOpen(db: DbOrTx, userId: number, found: LearnerItem, now: Date): Promise<void> {
  if (found.preview || found.complete) return;
  if (found.opensAt && now.getTime() < found.opensAt.getTime()) throw conflict(SESSION_TEXT.itemNotReleased, 'ITEM_NOT_RELEASED');
  if (!found.sequential) return;
  if ((await countIncompleteBefore(db, userId, found.item.id)) > 0) throw conflict(LEARNING_MESSAGES.itemLocked, 'ITEM_LOCKED');
}
