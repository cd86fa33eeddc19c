import { and, asc, eq, exists, inArray, lt, ne, notExists, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orderItems, orders, paymentEvents, payments, users } from '../../db/schema/index.ts';

/** All SQL of the payments feature. */

export type PaymentRow = typeof payments.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
type PaymentStatus = PaymentRow['status'];

/** The order of a learner (404 territory when null) with the buyer's contact. */
export async function findOrderWithBuyer(db: DbOrTx, orderId: number, userId: number) {
  const [row] = await db
    .select({ order: orders, name: users.name, email: users.email, phone: users.phone })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** A payment with its order, only when the order belongs to the learner. */
export async function findPaymentForUser(db: DbOrTx, paymentId: number, userId: number): Promise<{ payment: PaymentRow; order: OrderRow } | null> {
  const [row] = await db
    .select({ payment: payments, order: orders })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(payments.id, paymentId), eq(orders.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** A payment with its order, whoever the buyer (a job's read), or null when it is gone. */
export async function findPaymentWithOrder(db: DbOrTx, paymentId: number): Promise<{ payment: PaymentRow; order: OrderRow } | null> {
  const [row] = await db.select({ payment: payments, order: orders }).from(payments).innerJoin(orders, eq(orders.id, payments.orderId)).where(eq(payments.id, paymentId)).limit(1);
  return row ?? null;
}

/** A payment by the reference we gave the gateway. */
export async function findPaymentByRef(db: DbOrTx, provider: string, reference: string): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerRef, reference)))
    .limit(1);
  return row ?? null;
}

/**
 * The order of an order's payments that puts its current one first (decision 250): the waiting
 * payment (at most one), else the paid one, else the newest. `alias` is the payments table's name
 * in the query. Requests made at once can insert in another order than their clocks read, so the
 * newest by time alone could be a cancelled one.
 */
export const currentPaymentFirst = (alias: string) =>
  sql.raw(`(${alias}.status = 'pending') desc, (${alias}.status = 'paid') desc, ${alias}.created_at desc, ${alias}.id desc`);

/** The order's current payment (the one its screens show, `currentPaymentFirst`), or null. */
export async function findLatestPayment(db: DbOrTx, orderId: number): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(currentPaymentFirst('"payments"')).limit(1);
  return row ?? null;
}

/** The order's payment that waits to be paid (at most one: `payments_one_open_per_order`), or null. */
export async function findOpenPayment(db: DbOrTx, orderId: number): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'pending')))
    .limit(1);
  return row ?? null;
}

/**
 * Inserts a pending payment unless the order already has one (the partial unique index
 * `payments_one_open_per_order`; a concurrent insert waits for the other transaction and then
 * does nothing). The new row, or null when another pending payment holds the place.
 */
export async function insertPaymentOnce(tx: DbOrTx, values: typeof payments.$inferInsert): Promise<PaymentRow | null> {
  const [row] = await tx
    .insert(payments)
    .values(values)
    .onConflictDoNothing({ target: payments.orderId, where: sql`status = 'pending'` })
    .returning();
  return row ?? null;
}

/**
 * Cancels an order's pending payments, except one still valid at `now` that answers `keep` (a
 * request that arrived with the caller's may have just opened that same choice: it stands, and the
 * caller's insert then meets it). Returns the cancelled ones' references (to void at the gateway).
 */
export async function cancelPendingPayments(tx: DbOrTx, orderId: number, keep: { method: PaymentRow['method']; channel: string; now: Date }) {
  const sameChoice = keep.method === 'card' ? eq(payments.method, keep.method) : and(eq(payments.method, keep.method), eq(payments.channel, keep.channel));
  return tx
    .update(payments)
    .set({ status: 'cancelled' })
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'pending'), sql`not (${sameChoice} and ${payments.expiresAt} > ${keep.now})`))
    .returning({ provider: payments.provider, providerRef: payments.providerRef });
}

/** Cancels an order's pending payments except one; returns their references (to void at the gateway). */
export async function cancelOtherPendingPayments(tx: DbOrTx, orderId: number, exceptPaymentId: number) {
  return tx
    .update(payments)
    .set({ status: 'cancelled' })
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'pending'), ne(payments.id, exceptPaymentId)))
    .returning({ provider: payments.provider, providerRef: payments.providerRef });
}

export async function updatePaymentInstructions(db: DbOrTx, paymentId: number, instructions: Record<string, unknown>, channel?: string): Promise<PaymentRow> {
  const [row] = await db
    .update(payments)
    .set({ instructions, ...(channel ? { channel } : {}) })
    .where(eq(payments.id, paymentId))
    .returning();
  return row!;
}

/** Records a gateway event; false when (provider, event id) was seen before (the replay guard). */
export async function insertPaymentEvent(
  tx: DbOrTx,
  values: { provider: string; eventId: string; paymentId: number | null; payload: Record<string, unknown>; receivedAt: Date },
): Promise<boolean> {
  const rows = await tx
    .insert(paymentEvents)
    .values(values)
    .onConflictDoNothing({ target: [paymentEvents.provider, paymentEvents.eventId] })
    .returning({ id: paymentEvents.id });
  return rows.length > 0;
}

/** Moves a payment to `status` when it is in one of `from` (a failure with its reason); the updated row, or null. */
export async function setPaymentStatus(
  tx: DbOrTx,
  paymentId: number,
  status: PaymentStatus,
  from: PaymentStatus[],
  paidAt: Date | null = null,
  failureReason: string | null = null,
) {
  const [row] = await tx
    .update(payments)
    .set({ status, ...(paidAt ? { paidAt } : {}), ...(failureReason ? { failureReason } : {}) })
    .where(and(eq(payments.id, paymentId), inArray(payments.status, from)))
    .returning();
  return row ?? null;
}

/**
 * The exactly-once step of fulfilment: marks the order paid unless it already is. Concurrent
 * callers serialise on the row lock and only the first gets the row back.
 */
export async function markOrderPaid(tx: DbOrTx, orderId: number, paidAt: Date) {
  const [row] = await tx
    .update(orders)
    .set({ status: 'paid', paidAt })
    .where(and(eq(orders.id, orderId), ne(orders.status, 'paid')))
    .returning({ id: orders.id, userId: orders.userId, promoCodeId: orders.promoCodeId, total: orders.total });
  return row ?? null;
}

/**
 * Marks a pending order expired when it has no pending payment left (its open payment expired;
 * decision 250); false when it was not pending or still has one.
 */
export async function markOrderExpiredWithoutOpenPayment(tx: DbOrTx, orderId: number): Promise<boolean> {
  const rows = await tx
    .update(orders)
    .set({ status: 'expired' })
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.status, 'pending'),
        notExists(tx.select({ id: payments.id }).from(payments).where(and(eq(payments.orderId, orderId), eq(payments.status, 'pending')))),
      ),
    )
    .returning({ id: orders.id });
  return rows.length > 0;
}

/** Marks a pending order failed; false when it was not pending. */
export async function markOrderFailed(tx: DbOrTx, orderId: number): Promise<boolean> {
  const rows = await tx
    .update(orders)
    .set({ status: 'failed' })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')))
    .returning({ id: orders.id });
  return rows.length > 0;
}

/** The order's courses with the cohort chosen for each at checkout (null: none), in item order. */
export async function findOrderCourses(tx: DbOrTx, orderId: number): Promise<{ courseId: number; cohortId: number | null }[]> {
  return tx.select({ courseId: orderItems.courseId, cohortId: orderItems.cohortId }).from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
}

/**
 * `resolveOrderStatus` as SQL, for filtering lists by the state their rows show (decision 250):
 * the order's recorded status, except that a paid order with succeeded refunds is 'refunded' or
 * 'partially_refunded' (decision 263), and a pending order whose own expiry or whose newest
 * payment's expiry has passed at `now` (or whose newest payment is recorded expired) is 'expired'.
 * `orderRef` names the orders row of the surrounding query.
 */
export function orderStatusSql(now: Date, orderRef = sql`"orders"`) {
  const refunded = sql`(select coalesce(sum(rf.amount), 0) from refunds rf where rf.order_id = ${orderRef}.id and rf.status = 'succeeded')`;
  return sql<string>`(case when ${orderRef}.status = 'paid' and ${refunded} > 0 then (case when ${refunded} >= ${orderRef}.total then 'refunded' else 'partially_refunded' end)
    when ${orderRef}.status <> 'pending' then ${orderRef}.status::text
    when ${orderRef}.expires_at <= ${now} then 'expired'
    when exists (select 1 from (select lp.status, lp.expires_at from payments lp where lp.order_id = ${orderRef}.id order by ${currentPaymentFirst('lp')} limit 1) latest
      where latest.status = 'expired' or (latest.status = 'pending' and latest.expires_at <= ${now})) then 'expired'
    else 'pending' end)`;
}

/**
 * The expiry sweep (decision 250): pending payments whose expiry passed
 * become 'expired'; pending orders whose own expiry passed, or whose latest payment is expired
 * with none pending, become 'expired' too. Conditional UPDATEs, safe to run from several processes
 * at once.
 */
export async function expireDue(db: DbOrTx, now: Date): Promise<{ payments: number; orders: number }> {
  const p = await db
    .update(payments)
    .set({ status: 'expired' })
    .where(and(eq(payments.status, 'pending'), lt(payments.expiresAt, now)))
    .returning({ id: payments.id });
  const latestExpired = db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.orderId, orders.id),
        eq(payments.status, 'expired'),
        // …and it is the order's current payment: an expired one replaced by a newer payment does not count.
        sql`${payments.id} = (select p2.id from payments p2 where p2.order_id = ${orders.id} order by ${currentPaymentFirst('p2')} limit 1)`,
      ),
    );
  const o = await db
    .update(orders)
    .set({ status: 'expired' })
    .where(and(eq(orders.status, 'pending'), sql`(${lt(orders.expiresAt, now)} or ${exists(latestExpired)})`))
    .returning({ id: orders.id });
  return { payments: p.length, orders: o.length };
}
