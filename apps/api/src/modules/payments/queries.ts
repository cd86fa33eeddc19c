import { and, asc, eq, inArray, lt, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { orderItems, orders, paymentEvents, payments, users } from '../../db/schema/index.ts';

/** All SQL of the payments feature (conventions habit 3). */

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

/** A payment by the reference we gave the gateway. */
export async function findPaymentByRef(db: DbOrTx, provider: string, reference: string): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerRef, reference)))
    .limit(1);
  return row ?? null;
}

export async function insertPayment(tx: DbOrTx, values: typeof payments.$inferInsert): Promise<PaymentRow> {
  const [row] = await tx.insert(payments).values(values).returning();
  return row!;
}

/** Cancels an order's pending payments except one; returns their references (to void at the gateway). */
export async function cancelOtherPendingPayments(tx: DbOrTx, orderId: number, exceptPaymentId: number) {
  return tx
    .update(payments)
    .set({ status: 'cancelled' })
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'pending'), ne(payments.id, exceptPaymentId)))
    .returning({ provider: payments.provider, providerRef: payments.providerRef });
}

export async function updatePaymentInstructions(db: DbOrTx, paymentId: number, instructions: Record<string, unknown>): Promise<PaymentRow> {
  const [row] = await db.update(payments).set({ instructions }).where(eq(payments.id, paymentId)).returning();
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

/** Moves a payment to `status` when it is in one of `from`; the updated row, or null. */
export async function setPaymentStatus(tx: DbOrTx, paymentId: number, status: PaymentStatus, from: PaymentStatus[], paidAt: Date | null = null) {
  const [row] = await tx
    .update(payments)
    .set({ status, ...(paidAt ? { paidAt } : {}) })
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
    .returning({ id: orders.id, userId: orders.userId, promoCodeId: orders.promoCodeId });
  return row ?? null;
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

export async function findOrderCourseIds(tx: DbOrTx, orderId: number): Promise<number[]> {
  const rows = await tx.select({ courseId: orderItems.courseId }).from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
  return rows.map((r) => r.courseId);
}

/**
 * The expiry sweep (issue 4 "Fulfilment"): pending payments and orders whose expiry passed become
 * 'expired'. Two conditional UPDATEs, safe to run from several processes at once.
 */
export async function expireDue(db: DbOrTx, now: Date): Promise<{ payments: number; orders: number }> {
  const p = await db
    .update(payments)
    .set({ status: 'expired' })
    .where(and(eq(payments.status, 'pending'), lt(payments.expiresAt, now)))
    .returning({ id: payments.id });
  const o = await db
    .update(orders)
    .set({ status: 'expired' })
    .where(and(eq(orders.status, 'pending'), lt(orders.expiresAt, now)))
    .returning({ id: orders.id });
  return { payments: p.length, orders: o.length };
}
