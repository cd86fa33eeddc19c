import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { enrolments, items, quizQuestions, quizzes } from '../../../db/schema/index.ts';

/** Counts shown on the studio's course screen. */

export async function countEnrolments(db: DbOrTx, courseId: number): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(enrolments).where(eq(enrolments.courseId, courseId));
  return Number(row?.n ?? 0);
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
