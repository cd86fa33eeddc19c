import { and, asc, desc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { openCohortSql } from '../../db/open-cohort-sql.ts';
import { courses, enrolments, orderItems, orders, payments, pricePackages, prices, promoCodes, users } from '../../db/schema/index.ts';
import { currentPaymentFirst, orderStatusSql } from '../payments/queries.ts';

/** All SQL of the checkout feature. */

export type CourseRow = typeof courses.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type PromoRow = typeof promoCodes.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

export async function findCourseBySlug(db: DbOrTx, slug: string): Promise<CourseRow | null> {
  // Only published courses can be bought (drafts and archived courses are absent).
  const [row] = await db.select().from(courses).where(and(eq(courses.slug, slug), eq(courses.status, 'published'))).limit(1);
  return row ?? null;
}

export type PriceWithCourse = {
  priceId: number;
  price: number;
  discount: number;
  packageId: number;
  packageName: string;
  course: Pick<CourseRow, 'id' | 'slug' | 'title' | 'kind' | 'thumbnail'> & { /** A cohort is open for enrolment (decision 285). */ openCohort: boolean };
};

/** Columns of a price with its package and course (both price queries select them). */
const priceWithCourseColumns = {
  priceId: prices.id,
  price: prices.price,
  discount: prices.discount,
  packageId: pricePackages.id,
  packageName: pricePackages.name,
  courseId: courses.id,
  slug: courses.slug,
  title: courses.title,
  kind: courses.kind,
  thumbnail: courses.thumbnail,
  openCohort: openCohortSql('"courses"."id"'),
};

type PriceWithCourseRow = Omit<PriceWithCourse, 'course'> & {
  courseId: CourseRow['id'];
  slug: CourseRow['slug'];
  title: CourseRow['title'];
  kind: CourseRow['kind'];
  thumbnail: CourseRow['thumbnail'];
  openCohort: boolean;
};

function toPriceWithCourse(r: PriceWithCourseRow): PriceWithCourse {
  return {
    priceId: r.priceId,
    price: r.price,
    discount: r.discount,
    packageId: r.packageId,
    packageName: r.packageName,
    course: { id: r.courseId, slug: r.slug, title: r.title, kind: r.kind, thumbnail: r.thumbnail, openCohort: r.openCohort },
  };
}

/** The prices with their package and course, one query. Unknown ids are simply absent. */
export async function findPricesWithCourse(db: DbOrTx, priceIds: number[]): Promise<PriceWithCourse[]> {
  if (priceIds.length === 0) return [];
  const rows = await db
    .select(priceWithCourseColumns)
    .from(prices)
    .innerJoin(pricePackages, eq(pricePackages.id, prices.packageId))
    .innerJoin(courses, eq(courses.id, pricePackages.courseId))
    // A package hidden from sale is not sold (decision 261); orders already made keep it.
    .where(and(inArray(prices.id, priceIds), eq(courses.status, 'published'), eq(pricePackages.onSale, true)));
  return rows.map(toPriceWithCourse);
}

/** Which of the courses the learner is enrolled in. */
export async function findOwnedCourseIds(db: DbOrTx, userId: number, courseIds: number[]): Promise<Set<number>> {
  if (courseIds.length === 0) return new Set();
  const rows = await db
    .select({ courseId: enrolments.courseId })
    .from(enrolments)
    .where(and(eq(enrolments.userId, userId), inArray(enrolments.courseId, courseIds)));
  return new Set(rows.map((r) => r.courseId));
}

/** A promo code by its upper-case code. */
export async function findPromoByCode(db: DbOrTx, code: string): Promise<PromoRow | null> {
  const [row] = await db.select().from(promoCodes).where(eq(promoCodes.code, code)).limit(1);
  return row ?? null;
}

/**
 * The upsell of 'Lengkapi Pembelajaran Kamu': the cheapest paid record-webinar price of a course
 * other than `excludeCourseId` that the learner does not own; null when there is none.
 */
export async function findUpsellPrice(db: DbOrTx, opts: { userId: number; excludeCourseId: number }): Promise<PriceWithCourse | null> {
  // In numeric: price × discount overflows PostgreSQL's integer for prices above about 21 million rupiah.
  const finalExpr = sql<number>`round(${prices.price}::numeric - ${prices.price}::numeric * ${prices.discount} / 100.0)`;
  const [row] = await db
    .select(priceWithCourseColumns)
    .from(prices)
    .innerJoin(pricePackages, eq(pricePackages.id, prices.packageId))
    .innerJoin(courses, eq(courses.id, pricePackages.courseId))
    .leftJoin(enrolments, and(eq(enrolments.courseId, courses.id), eq(enrolments.userId, opts.userId)))
    .where(and(eq(courses.kind, 'record_webinar'), eq(courses.status, 'published'), eq(pricePackages.onSale, true), ne(courses.id, opts.excludeCourseId), sql`${enrolments.id} is null`, gt(finalExpr, 0)))
    .orderBy(asc(finalExpr), asc(courses.id), asc(pricePackages.position), asc(prices.position))
    .limit(1);
  if (!row) return null;
  return toPriceWithCourse(row);
}

/** Locks the learner's row for the rest of the transaction: one learner's orders are created one at a time. */
export async function lockBuyer(tx: DbOrTx, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export type OpenOrder = {
  order: OrderRow;
  /** The items' price ids in item order. */
  priceIds: (number | null)[];
  /** The items' chosen cohorts in item order (null: none). */
  cohortIds: (number | null)[];
  latestPayment: Pick<PaymentRow, 'status' | 'expiresAt'> | null;
};

/** The learner's pending orders with their items' price ids and their newest payment's state. */
export async function findPendingOrders(db: DbOrTx, userId: number): Promise<OpenOrder[]> {
  const rows = await db
    .select({
      order: orders,
      priceIds: sql<(number | null)[]>`(select coalesce(json_agg(${orderItems.priceId} order by ${orderItems.id}), '[]'::json) from ${orderItems} where ${orderItems.orderId} = "orders"."id")`,
      cohortIds: sql<(number | null)[]>`(select coalesce(json_agg(${orderItems.cohortId} order by ${orderItems.id}), '[]'::json) from ${orderItems} where ${orderItems.orderId} = "orders"."id")`,
      latest: sql<{ status: PaymentRow['status']; expires_at: string } | null>`(select json_build_object('status', p.status, 'expires_at', p.expires_at) from payments p where p.order_id = "orders"."id" order by ${currentPaymentFirst('p')} limit 1)`,
    })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, 'pending')));
  const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);
  return rows.map((r) => {
    const latest = r.latest === null ? null : json(r.latest);
    return { order: r.order, priceIds: json(r.priceIds), cohortIds: json(r.cohortIds), latestPayment: latest ? { status: latest.status, expiresAt: new Date(latest.expires_at) } : null };
  });
}

export type NewOrder = typeof orders.$inferInsert;
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'orderId'>;

/** Inserts an order and its items; null when the invoice number is taken (caller retries). */
export async function insertOrderWithItems(tx: DbOrTx, order: NewOrder, items: NewOrderItem[]): Promise<OrderRow | null> {
  const [row] = await tx.insert(orders).values(order).onConflictDoNothing({ target: orders.invoiceNumber }).returning();
  if (!row) return null;
  await tx.insert(orderItems).values(items.map((i) => ({ ...i, orderId: row.id })));
  return row;
}

/**
 * Cancels the learner's other pending orders that hold one of the courses (a new order replaces
 * them), with their pending payments; returns the cancelled payments' provider references. An
 * order that has already run out at `now` is left to the expiry job: it reads expired, and stays so.
 */
export async function cancelPendingOrdersWithCourses(tx: DbOrTx, opts: { userId: number; courseIds: number[]; now: Date }) {
  const candidates = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.userId, opts.userId),
        eq(orders.status, 'pending'),
        sql`${orderStatusSql(opts.now)} = 'pending'`,
        inArray(orders.id, tx.select({ id: orderItems.orderId }).from(orderItems).where(inArray(orderItems.courseId, opts.courseIds))),
      ),
    );
  if (candidates.length === 0) return [];
  const ids = candidates.map((c) => c.id);
  // Payments before orders: the same lock order as fulfilment (payment row, then order row).
  const voided = await tx
    .update(payments)
    .set({ status: 'cancelled' })
    .where(and(inArray(payments.orderId, ids), eq(payments.status, 'pending')))
    .returning({ provider: payments.provider, providerRef: payments.providerRef });
  await tx
    .update(orders)
    .set({ status: 'cancelled' })
    .where(and(inArray(orders.id, ids), eq(orders.status, 'pending')));
  return voided;
}

export type OrderItemWithCourse = OrderItemRow & { slug: string; kind: CourseRow['kind']; thumbnail: string | null };

export type OrderDetail = {
  order: OrderRow;
  items: OrderItemWithCourse[];
  payment: PaymentRow | null;
  promo: { code: string; kind: PromoRow['kind']; value: number } | null;
  buyerName: string;
  buyerEmail: string;
  /** Rupiah returned by succeeded refunds (its 'Refund' states, decision 263). */
  refunded: number;
};

/** Rupiah of the succeeded refunds of the surrounding query's order. */
const refundedSql = sql<number>`(select coalesce(sum(rf.amount), 0)::int from refunds rf where rf.order_id = "orders"."id" and rf.status = 'succeeded')`;

/** The order (only the owner's), its items with their course, its current payment (`currentPaymentFirst`) and the buyer's name. */
export async function findOrderForUser(
  db: DbOrTx,
  orderId: number,
  userId: number,
): Promise<OrderDetail | null> {
  const [head] = await db
    .select({ order: orders, promoCode: promoCodes.code, promoKind: promoCodes.kind, promoValue: promoCodes.value, buyerName: users.name, buyerEmail: users.email, refunded: refundedSql })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(promoCodes, eq(promoCodes.id, orders.promoCodeId))
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
    .limit(1);
  if (!head) return null;
  const [itemRows, paymentRows] = await Promise.all([
    db
      .select({ item: orderItems, slug: courses.slug, kind: courses.kind, thumbnail: courses.thumbnail })
      .from(orderItems)
      .innerJoin(courses, eq(courses.id, orderItems.courseId))
      .where(eq(orderItems.orderId, orderId))
      .orderBy(asc(orderItems.id)),
    db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(currentPaymentFirst('"payments"')).limit(1),
  ]);
  return {
    order: head.order,
    items: itemRows.map((r) => ({ ...r.item, slug: r.slug, kind: r.kind, thumbnail: r.thumbnail })),
    payment: paymentRows[0] ?? null,
    promo: head.promoCode !== null && head.promoKind !== null && head.promoValue !== null ? { code: head.promoCode, kind: head.promoKind, value: head.promoValue } : null,
    buyerName: head.buyerName,
    buyerEmail: head.buyerEmail,
    refunded: Number(head.refunded),
  };
}

type LatestPaymentFacts = Pick<PaymentRow, 'status' | 'expiresAt' | 'method' | 'channel' | 'failureReason'>;
export type OrderListRow = {
  order: OrderRow;
  titles: string[];
  items: { slug: string; price_id: number | null }[];
  promoCode: string | null;
  /** The newest payment's state, method and failure reason; null when none was opened. */
  latest: LatestPaymentFacts | null;
  /** Rupiah returned by succeeded refunds. */
  refunded: number;
};

/** The learner's orders, newest first, with item titles, slugs and prices, the promo code and the latest payment. */
export async function listOrdersForUser(db: DbOrTx, userId: number, limit = 100): Promise<OrderListRow[]> {
  const rows = await db
    .select({
      order: orders,
      promoCode: promoCodes.code,
      refunded: refundedSql,
      titles: sql<string[]>`(select coalesce(json_agg(${orderItems.title} order by ${orderItems.id}), '[]'::json) from ${orderItems} where ${orderItems.orderId} = "orders"."id")`,
      items: sql<OrderListRow['items']>`(select coalesce(json_agg(json_build_object('slug', c.slug, 'price_id', oi.price_id) order by oi.id), '[]'::json) from order_items oi join courses c on c.id = oi.course_id where oi.order_id = "orders"."id")`,
      latest: sql<{ status: PaymentRow['status']; expires_at: string; method: string; channel: string; failure_reason: string | null } | null>`(select json_build_object('status', p.status, 'expires_at', p.expires_at, 'method', p.method, 'channel', p.channel, 'failure_reason', p.failure_reason) from payments p where p.order_id = "orders"."id" order by ${currentPaymentFirst('p')} limit 1)`,
    })
    .from(orders)
    .leftJoin(promoCodes, eq(promoCodes.id, orders.promoCodeId))
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
  const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);
  return rows.map((r) => {
    const latest = r.latest === null ? null : json(r.latest);
    return {
      order: r.order,
      promoCode: r.promoCode,
      titles: json(r.titles),
      items: json(r.items),
      refunded: Number(r.refunded),
      latest: latest
        ? { status: latest.status, expiresAt: new Date(latest.expires_at), method: latest.method, channel: latest.channel, failureReason: latest.failure_reason }
        : null,
    };
  });
}
