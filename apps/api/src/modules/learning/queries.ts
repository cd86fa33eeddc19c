import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { certificates, courses, enrolments, essayAnswers, itemProgress, items, materials } from '../../db/schema/index.ts';

/** All SQL of the learning feature (conventions habit 3). */

export type LearnerCourse = {
  id: number;
  slug: string;
  title: string;
  enrolled: boolean;
  certificateCode: string | null;
};

/** The course by slug with the learner's enrolment and live certificate, or null. One query. */
export async function findCourseForLearner(db: DbOrTx, slug: string, userId: number): Promise<LearnerCourse | null> {
  const rows = await db
    .select({
      id: courses.id,
      slug: courses.slug,
      title: courses.title,
      enrolmentId: enrolments.id,
      certificateCode: certificates.code,
    })
    .from(courses)
    .leftJoin(enrolments, and(eq(enrolments.courseId, courses.id), eq(enrolments.userId, userId)))
    .leftJoin(certificates, and(eq(certificates.courseId, courses.id), eq(certificates.userId, userId), isNull(certificates.replacedAt)))
    .where(eq(courses.slug, slug))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  return { id: row.id, slug: row.slug, title: row.title, enrolled: row.enrolmentId !== null, certificateCode: row.certificateCode };
}

export type ChapterItemRow = {
  materialId: number;
  materialTitle: string;
  itemId: number | null;
  itemTitle: string | null;
  itemType: (typeof items.$inferSelect)['itemType'] | null;
  complete: boolean;
};

/**
 * Every chapter of the course with its items in order and whether the learner completed each.
 * Chapters without items come back once with `itemId` null. One query.
 */
export async function listChapterItems(db: DbOrTx, courseId: number, userId: number): Promise<ChapterItemRow[]> {
  const rows = await db
    .select({
      materialId: materials.id,
      materialTitle: materials.title,
      itemId: items.id,
      itemTitle: items.title,
      itemType: items.itemType,
      doneBy: itemProgress.userId,
    })
    .from(materials)
    .leftJoin(items, eq(items.materialId, materials.id))
    .leftJoin(itemProgress, and(eq(itemProgress.itemId, items.id), eq(itemProgress.userId, userId)))
    .where(eq(materials.courseId, courseId))
    .orderBy(asc(materials.position), asc(materials.id), asc(items.position), asc(items.id));
  return rows.map(({ doneBy, ...r }) => ({ ...r, complete: doneBy !== null }));
}

export type LearnerItem = {
  item: typeof items.$inferSelect;
  enrolled: boolean;
  complete: boolean;
};

/** One item with the learner's enrolment in its course and its completion, or null. One query. */
export async function findItemForLearner(db: DbOrTx, itemId: number, userId: number): Promise<LearnerItem | null> {
  const rows = await db
    .select({ item: items, enrolmentId: enrolments.id, doneBy: itemProgress.userId })
    .from(items)
    .leftJoin(enrolments, and(eq(enrolments.courseId, items.courseId), eq(enrolments.userId, userId)))
    .leftJoin(itemProgress, and(eq(itemProgress.itemId, items.id), eq(itemProgress.userId, userId)))
    .where(eq(items.id, itemId))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  return { item: row.item, enrolled: row.enrolmentId !== null, complete: row.doneBy !== null };
}

/**
 * Serialises completions of one learner in one course until the transaction ends, so that the
 * "every item complete" check sees the other completions (certificate issued exactly once).
 */
export async function lockLearnerCourse(tx: DbOrTx, userId: number, courseId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`kelas:learning:${userId}:${courseId}`}, 0))`);
}

/** Inserts the completion row; false when it already existed. */
export async function insertItemProgress(tx: DbOrTx, v: { userId: number; itemId: number; courseId: number; now?: Date | undefined }): Promise<boolean> {
  const rows = await tx
    .insert(itemProgress)
    .values({ userId: v.userId, itemId: v.itemId, courseId: v.courseId, ...(v.now ? { completedAt: v.now } : {}) })
    .onConflictDoNothing()
    .returning({ itemId: itemProgress.itemId });
  return rows.length > 0;
}

/** How many items the course has and how many of them the learner completed. One query. */
export async function countCourseCompletion(db: DbOrTx, userId: number, courseId: number): Promise<{ total: number; done: number }> {
  const rows = await db
    .select({ total: count(items.id), done: count(itemProgress.itemId) })
    .from(items)
    .leftJoin(itemProgress, and(eq(itemProgress.itemId, items.id), eq(itemProgress.userId, userId)))
    .where(eq(items.courseId, courseId));
  return { total: Number(rows[0]?.total ?? 0), done: Number(rows[0]?.done ?? 0) };
}

/** The learner's saved essay answers for an item, or null. */
export async function findEssayAnswers(db: DbOrTx, userId: number, itemId: number): Promise<string[] | null> {
  const rows = await db
    .select({ answers: essayAnswers.answers })
    .from(essayAnswers)
    .where(and(eq(essayAnswers.userId, userId), eq(essayAnswers.itemId, itemId)))
    .limit(1);
  return rows[0]?.answers ?? null;
}

/** Saves the one essay attempt; false when the learner already saved one (unique item+user). */
export async function insertEssayAnswers(tx: DbOrTx, v: { userId: number; itemId: number; answers: string[]; now: Date }): Promise<boolean> {
  const rows = await tx
    .insert(essayAnswers)
    .values({ userId: v.userId, itemId: v.itemId, answers: v.answers, submittedAt: v.now })
    .onConflictDoNothing()
    .returning({ id: essayAnswers.id });
  return rows.length > 0;
}
