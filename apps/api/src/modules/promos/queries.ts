import { and, asc, count, desc, eq, gt, ilike, inArray, ne, not, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { PromoStatus } from '@kelas/contracts/promos';
import { courses, orderItems, orders, promoCodeCourses, promoCodes } from '../../db/schema/index.ts';

/** All SQL of the promo-code console and the checkout's extra promo rules. */

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
/** `promoStatus` as SQL at `now`, for the list's `status` filter (decision 263). */
function promoStatusSql(now: Date) {
  return sql<string>`(case when not ${promoCodes.active} then 'inactive'
    when ${promoCodes.startsAt} > ${now} then 'scheduled'
    when ${promoCodes.endsAt} < ${now} then 'expired'
    when ${promoCodes.maxUses} is not null and ${promoCodes.usedCount} >= ${promoCodes.maxUses} then 'used_up'
    else 'active' end)`;
}

/** One page of codes (newest first); `search`: a code prefix; `status`: their state at `now`. */
export async function listPromos(db: DbOrTx, q: { page: number; per_page: number; search?: string | undefined; status?: PromoStatus | undefined }, now: Date) {
  const where = and(
    q.search ? ilike(promoCodes.code, `${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
    q.status ? sql`${promoStatusSql(now)} = ${q.status}` : undefined,
  );
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

/**
 * Locks a code's row for the rest of the transaction and answers its limits and paid uses: every
 * order creation and payment with the code then counts its uses one at a time (decision 223).
 * Callers lock it after the order and payment rows they change, never before (one lock order).
 */
export async function lockPromoRow(tx: DbOrTx, promoId: number) {
  const [row] = await tx
    .select({ id: promoCodes.id, usedCount: promoCodes.usedCount, maxUses: promoCodes.maxUses, maxUsesPerLearner: promoCodes.maxUsesPerLearner })
    .from(promoCodes)
    .where(eq(promoCodes.id, promoId))
    .for('update');
  return row ?? null;
}

/** Which orders of a promo count as holding or having used it (see `countPromoUses`). */
export type PromoUseScope = {
  promoId: number;
  /** Pending orders count until this moment (an expired one has released its use). */
  now: Date;
  /** Only this learner's orders (the per-learner limit); all learners' otherwise. */
  userId?: number | undefined;
  /** Left out: the order being paid. */
  exceptOrderId?: number | undefined;
  /** Left out: the learner's pending orders with one of these courses, which the new order replaces. */
  replacing?: { userId: number; courseIds: number[] } | undefined;
};

/**
 * Pending orders that hold a use of the code (pending and not yet expired at `now`) and, with
 * `paid`, paid orders that used it, in `scope`. One query.
 */
export async function countPromoUses(db: DbOrTx, scope: PromoUseScope, opts: { paid: boolean }): Promise<number> {
  const live = and(eq(orders.status, 'pending'), gt(orders.expiresAt, scope.now));
  const replaced = scope.replacing?.courseIds.length
    ? and(
        eq(orders.userId, scope.replacing.userId),
        eq(orders.status, 'pending'),
        inArray(orders.id, db.select({ id: orderItems.orderId }).from(orderItems).where(inArray(orderItems.courseId, scope.replacing.courseIds))),
      )
    : undefined;
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(
      and(
        eq(orders.promoCodeId, scope.promoId),
        opts.paid ? or(eq(orders.status, 'paid'), live) : live,
        scope.userId !== undefined ? eq(orders.userId, scope.userId) : undefined,
        scope.exceptOrderId !== undefined ? ne(orders.id, scope.exceptOrderId) : undefined,
        replaced ? not(replaced) : undefined,
      ),
    );
  return Number(row?.n ?? 0);
}

/** Counts one more paid use of a promo code (in the payment's transaction, after `lockPromoRow`). */
export async function addPaidPromoUse(tx: DbOrTx, promoId: number): Promise<void> {
  await tx.update(promoCodes).set({ usedCount: sql`${promoCodes.usedCount} + 1` }).where(eq(promoCodes.id, promoId));
}
