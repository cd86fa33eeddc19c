import { and, asc, count, desc, eq, ilike, inArray, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { courses, orders, promoCodeCourses, promoCodes } from '../../db/schema/index.ts';

/** All SQL of the promo-code console (issue 14 item 3) and the checkout's extra promo rules. */

export type PromoRow = typeof promoCodes.$inferSelect;
export type PromoWithCourses = PromoRow & { courses: { id: number; title: string }[] };

async function withCourses(db: DbOrTx, rows: PromoRow[]): Promise<PromoWithCourses[]> {
  if (rows.length === 0) return [];
  const links = await db
    .select({ promoId: promoCodeCourses.promoCodeId, id: courses.id, title: courses.title })
    .from(promoCodeCourses)
    .innerJoin(courses, eq(courses.id, promoCodeCourses.courseId))
    .where(inArray(promoCodeCourses.promoCodeId, rows.map((r) => r.id)))
    .orderBy(asc(courses.title));
  return rows.map((r) => ({ ...r, courses: links.filter((l) => l.promoId === r.id).map(({ id, title }) => ({ id, title })) }));
}

/** One page of promo codes, newest first; `search` matches the code's start. */
export async function listPromos(db: DbOrTx, q: { page: number; per_page: number; search?: string | undefined }) {
  const where = q.search ? ilike(promoCodes.code, `${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined;
  const [rows, [total]] = await Promise.all([
    db.select().from(promoCodes).where(where).orderBy(desc(promoCodes.createdAt), desc(promoCodes.id)).limit(q.per_page).offset((q.page - 1) * q.per_page),
    db.select({ n: count() }).from(promoCodes).where(where),
  ]);
  return { rows: await withCourses(db, rows), total: Number(total?.n ?? 0) };
}

export async function findPromo(db: DbOrTx, id: number, lock = false): Promise<PromoWithCourses | null> {
  const base = db.select().from(promoCodes).where(eq(promoCodes.id, id));
  const [row] = lock ? await base.for('update') : await base;
  return row ? (await withCourses(db, [row]))[0]! : null;
}

/** Ids among `ids` that are courses. */
export async function existingCourseIds(db: DbOrTx, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: courses.id }).from(courses).where(inArray(courses.id, ids));
  return new Set(rows.map((r) => r.id));
}

/** Inserts a code; null when the code is taken (unique index). */
export async function insertPromo(tx: DbOrTx, values: typeof promoCodes.$inferInsert): Promise<PromoRow | null> {
  const [row] = await tx.insert(promoCodes).values(values).onConflictDoNothing({ target: promoCodes.code }).returning();
  return row ?? null;
}

/** Whether another code already has this text. */
export async function codeTaken(tx: DbOrTx, code: string, exceptId: number): Promise<boolean> {
  const [row] = await tx.select({ id: promoCodes.id }).from(promoCodes).where(and(eq(promoCodes.code, code), ne(promoCodes.id, exceptId))).limit(1);
  return Boolean(row);
}

export async function updatePromoRow(tx: DbOrTx, id: number, values: Partial<typeof promoCodes.$inferInsert>): Promise<void> {
  if (Object.keys(values).length > 0) await tx.update(promoCodes).set(values).where(eq(promoCodes.id, id));
}

/** Replaces the course restriction of a code (an empty list lifts it). */
export async function replacePromoCourses(tx: DbOrTx, promoId: number, courseIds: number[]): Promise<void> {
  await tx.delete(promoCodeCourses).where(eq(promoCodeCourses.promoCodeId, promoId));
  if (courseIds.length > 0) await tx.insert(promoCodeCourses).values([...new Set(courseIds)].map((courseId) => ({ promoCodeId: promoId, courseId })));
}

/** The courses a code is restricted to (empty: any course). */
export async function restrictedCourseIds(db: DbOrTx, promoId: number): Promise<number[]> {
  const rows = await db.select({ id: promoCodeCourses.courseId }).from(promoCodeCourses).where(eq(promoCodeCourses.promoCodeId, promoId));
  return rows.map((r) => r.id);
}

/** How many of the learner's paid orders used the code. */
export async function learnerPromoUses(db: DbOrTx, opts: { promoId: number; userId: number }): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.promoCodeId, opts.promoId), eq(orders.userId, opts.userId), eq(orders.status, 'paid')));
  return Number(row?.n ?? 0);
}
