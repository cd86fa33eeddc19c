import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { quizAnswers, quizQuestions, quizResponses, quizzes } from '../../../db/schema/index.ts';

/** SQL of the studio's quiz editor. The only studio file reading `is_correct`. */

export type QuizRow = typeof quizzes.$inferSelect;
export type EditorQuestion = { id: number; question: string; type: 'single' | 'multiple'; answers: { id: number; answer: string; isCorrect: boolean }[] };

export async function findQuizByItem(db: DbOrTx, itemId: number, lock = false): Promise<QuizRow | null> {
  const q = db.select().from(quizzes).where(eq(quizzes.itemId, itemId)).limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

/** The quiz row of a new quiz item (the player needs one before any question is written). */
export async function insertQuiz(tx: DbOrTx, itemId: number): Promise<QuizRow> {
  const [row] = await tx.insert(quizzes).values({ itemId }).onConflictDoNothing().returning();
  return row ?? (await findQuizByItem(tx, itemId))!;
}

/** The quiz row of a copied quiz item, with the source quiz's settings (version 1). */
export async function insertQuizCopy(tx: DbOrTx, itemId: number, from: QuizRow): Promise<QuizRow> {
  const [row] = await tx
    .insert(quizzes)
    .values({ itemId, targetScore: from.targetScore, opportunity: from.opportunity, durationMinutes: from.durationMinutes, completionRule: from.completionRule })
    .returning();
  return row!;
}

export async function updateQuizSettings(
  tx: DbOrTx,
  id: number,
  set: { targetScore: number; opportunity: number; durationMinutes: number; completionRule: 'passed' | 'attempted' },
): Promise<QuizRow> {
  const [row] = await tx.update(quizzes).set({ ...set, version: sql`${quizzes.version} + 1` }).where(eq(quizzes.id, id)).returning();
  return row!;
}

/** The live (not retired) questions with their answers and correctness, in order. One query. */
export async function listEditorQuestions(db: DbOrTx, quizId: number): Promise<EditorQuestion[]> {
  const rows = await db
    .select({ qid: quizQuestions.id, question: quizQuestions.question, type: quizQuestions.type, aid: quizAnswers.id, answer: quizAnswers.answer, isCorrect: quizAnswers.isCorrect })
    .from(quizQuestions)
    .leftJoin(quizAnswers, eq(quizAnswers.questionId, quizQuestions.id))
    .where(and(eq(quizQuestions.quizId, quizId), isNull(quizQuestions.retiredAt)))
    .orderBy(asc(quizQuestions.position), asc(quizQuestions.id), asc(quizAnswers.position), asc(quizAnswers.id));
  const out: EditorQuestion[] = [];
  for (const r of rows) {
    let q = out.at(-1);
    if (!q || q.id !== r.qid) {
      q = { id: r.qid, question: r.question, type: r.type, answers: [] };
      out.push(q);
    }
    if (r.aid !== null) q.answers.push({ id: r.aid, answer: r.answer ?? '', isCorrect: r.isCorrect ?? false });
  }
  return out;
}

/**
 * Takes the live questions out of the quiz: a question some attempt answered is retired (kept,
 * with its answers, for that attempt's record); the others are deleted. Returns how many were retired.
 */
export async function retireLiveQuestions(tx: DbOrTx, quizId: number, now: Date): Promise<number> {
  const live = await tx.select({ id: quizQuestions.id }).from(quizQuestions).where(and(eq(quizQuestions.quizId, quizId), isNull(quizQuestions.retiredAt)));
  if (!live.length) return 0;
  const ids = live.map((r) => r.id);
  const answered = await tx.selectDistinct({ id: quizResponses.questionId }).from(quizResponses).where(inArray(quizResponses.questionId, ids));
  const keep = answered.map((r) => r.id);
  const drop = ids.filter((id) => !keep.includes(id));
  if (keep.length) await tx.update(quizQuestions).set({ retiredAt: now }).where(inArray(quizQuestions.id, keep));
  if (drop.length) await tx.delete(quizQuestions).where(inArray(quizQuestions.id, drop));
  return keep.length;
}

/** Appends questions (already sanitised) after `startPosition`. */
export async function insertQuestions(
  tx: DbOrTx,
  quizId: number,
  questions: { question: string; type: 'single' | 'multiple'; answers: { answer: string; isCorrect: boolean }[] }[],
  startPosition = 0,
): Promise<void> {
  for (const [i, q] of questions.entries()) {
    const [row] = await tx.insert(quizQuestions).values({ quizId, question: q.question, type: q.type, position: startPosition + i }).returning({ id: quizQuestions.id });
    await tx.insert(quizAnswers).values(q.answers.map((a, position) => ({ questionId: row!.id, answer: a.answer, isCorrect: a.isCorrect, position })));
  }
}
