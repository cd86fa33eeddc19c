import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { assignmentSubmissions, courseMentors, enrolments, itemProgress, items, mentors } from '../../db/schema/index.ts';

/** All SQL of the assignments feature. */

export type SubmissionRow = typeof assignmentSubmissions.$inferSelect;

/** The learner's submission for one practice item, or null. */
export async function findSubmission(
  db: DbOrTx,
  itemId: number,
  userId: number,
): Promise<SubmissionRow | null> {
  const rows = await db
    .select()
    .from(assignmentSubmissions)
    .where(and(eq(assignmentSubmissions.itemId, itemId), eq(assignmentSubmissions.userId, userId)))
    .limit(1);
  return rows[0] ?? null;
}

/** True when the learner completed the item. */
export async function isItemComplete(db: DbOrTx, userId: number, itemId: number): Promise<boolean> {
  const rows = await db
    .select({ itemId: itemProgress.itemId })
    .from(itemProgress)
    .where(and(eq(itemProgress.userId, userId), eq(itemProgress.itemId, itemId)))
    .limit(1);
  return rows.length > 0;
}

/** A submission by id with the course it belongs to (for access checks), or null. */
export async function findSubmissionWithCourse(
  db: DbOrTx,
  id: number,
): Promise<(SubmissionRow & { courseId: number }) | null> {
  const rows = await db
    .select({ s: assignmentSubmissions, courseId: items.courseId })
    .from(assignmentSubmissions)
    .innerJoin(items, eq(items.id, assignmentSubmissions.itemId))
    .where(eq(assignmentSubmissions.id, id))
    .limit(1);
  const row = rows[0];
  return row ? { ...row.s, courseId: row.courseId } : null;
}

/**
 * Locks the learner's enrolment row for the rest of the transaction, so that two uploads of
 * the same learner run one after the other (the second sees the first's file and replaces it).
 */
export async function lockEnrolment(tx: DbOrTx, userId: number, courseId: number): Promise<void> {
  await tx
    .select({ id: enrolments.id })
    .from(enrolments)
    .where(and(eq(enrolments.userId, userId), eq(enrolments.courseId, courseId)))
    .for('update');
}

/**
 * Inserts the learner's first submission or replaces the file of an ungraded one (also of a graded
 * one when `replaceGraded`: a grade below the pass mark; the grading history keeps that grade).
 * The replacement waits for its grade again. Returns the row.
 */
export async function saveSubmission(
  tx: DbOrTx,
  v: {
    itemId: number;
    userId: number;
    fileKey: string;
    fileName: string;
    fileSize: number;
    submittedAt: Date;
    replaceGraded?: boolean;
  },
): Promise<SubmissionRow> {
  const fresh = {
    fileKey: v.fileKey,
    fileName: v.fileName,
    fileSize: v.fileSize,
    submittedAt: v.submittedAt,
  };
  const rows = await tx
    .insert(assignmentSubmissions)
    .values({ itemId: v.itemId, userId: v.userId, status: 'submitted', ...fresh })
    .onConflictDoUpdate({
      target: [assignmentSubmissions.itemId, assignmentSubmissions.userId],
      set: { ...fresh, status: 'submitted', score: null, feedback: null, gradedBy: null, gradedAt: null },
      setWhere: v.replaceGraded ? undefined : eq(assignmentSubmissions.status, 'submitted'),
    })
    .returning();
  const row = rows[0];
  if (!row) throw new Error('submission was graded while it was being replaced');
  return row;
}

/** True when the user is linked (mentors.user_id) to one of the course's mentors. */
export async function isCourseMentor(db: DbOrTx, userId: number, courseId: number): Promise<boolean> {
  const rows = await db
    .select({ id: mentors.id })
    .from(courseMentors)
    .innerJoin(mentors, eq(mentors.id, courseMentors.mentorId))
    .where(and(eq(courseMentors.courseId, courseId), eq(mentors.userId, userId)))
    .limit(1);
  return rows.length > 0;
}
