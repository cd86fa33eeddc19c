import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { courseRatingSql } from '../../../db/course-rating-sql.ts';
import { participantCountSql } from '../../../db/participant-count-sql.ts';
import { itemProgress, items, quizQuestions, quizzes } from '../../../db/schema/index.ts';

/** Counts shown on the studio's course screen. */

/** The course's participants ('{n} Peserta', decision 245). */
export async function countEnrolments(db: DbOrTx, courseId: number): Promise<number> {
  const rows = await db.execute(sql`select ${participantCountSql(sql`${courseId}::int`)} as n`);
  return Number((rows as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
}

/** The course's rating: the average of its visible reviews, one decimal, 0 when none (decision 272). */
export async function readCourseRating(db: DbOrTx, courseId: number): Promise<number> {
  const rows = await db.execute(sql`select ${courseRatingSql(sql`${courseId}::int`)} as r`);
  const stats = (rows as unknown as { rows: { r: { rating: number } | null }[] }).rows[0]?.r;
  return Number(stats?.rating ?? 0);
}

/** Distinct learners who completed an item of each chapter of the course: chapter id → count (the delete dialog's number). */
export async function learnersByChapter(db: DbOrTx, courseId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ chapterId: items.materialId, n: sql<number>`count(distinct ${itemProgress.userId})::int` })
    .from(itemProgress)
    .innerJoin(items, eq(items.id, itemProgress.itemId))
    .where(eq(items.courseId, courseId))
    .groupBy(items.materialId);
  return new Map(rows.map((r) => [r.chapterId, Number(r.n)]));
}

/** Live questions per quiz item of the course: item id → count. */
export async function questionCountsByItem(db: DbOrTx, courseId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ itemId: quizzes.itemId, n: sql<number>`count(${quizQuestions.id})::int` })
    .from(quizzes)
    .innerJoin(items, eq(items.id, quizzes.itemId))
    .leftJoin(quizQuestions, and(eq(quizQuestions.quizId, quizzes.id), isNull(quizQuestions.retiredAt)))
    .where(eq(items.courseId, courseId))
    .groupBy(quizzes.itemId);
  return new Map(rows.map((r) => [r.itemId, Number(r.n)]));
}
