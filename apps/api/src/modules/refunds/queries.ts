import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { certificates, enrolments, orderItems, orders, payments, refunds, users } from '../../db/schema/index.ts';

/** All SQL of the refunds feature. */

export type RefundRow = typeof refunds.$inferSelect;

/** The order under a row lock (FOR UPDATE): refunds of one order are decided one at a time. */
export async function lockOrder(tx: DbOrTx, orderId: number) {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row ?? null;
}

/** The refund an `Idempotency-Key` already produced for this order, if any. */
export async function findRefundByIdempotencyKey(db: DbOrTx, orderId: number, key: string): Promise<RefundRow | null> {
  const [row] = await db.select().from(refunds).where(and(eq(refunds.orderId, orderId), eq(refunds.idempotencyKey, key))).limit(1);
  return row ?? null;
}

/** Rupiah of the order's pending and succeeded refunds (what is no longer refundable), and how many refunds it has. */
export async function refundTotals(db: DbOrTx, orderId: number): Promise<{ held: number; count: number }> {
  const [row] = await db
    .select({
      held: sql<number>`coalesce(sum(${refunds.amount}) filter (where ${refunds.status} <> 'failed'), 0)::int`,
      count: sql<number>`count(*)::int`,
    })
    .from(refunds)
    .where(eq(refunds.orderId, orderId));
  return { held: Number(row?.held ?? 0), count: Number(row?.count ?? 0) };
}

/** The order's paid payment (the one money goes back through), or null for a free order. */
export async function findPaidPayment(db: DbOrTx, orderId: number) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'paid')))
    .orderBy(desc(payments.paidAt), desc(payments.id))
    .limit(1);
  return row ?? null;
}

/** Whether the buyer holds a live certificate for one of the order's courses. */
export async function hasLiveCertificate(db: DbOrTx, orderId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: certificates.id })
    .from(certificates)
    .innerJoin(orderItems, and(eq(orderItems.courseId, certificates.courseId), eq(orderItems.orderId, orderId)))
    .where(and(eq(certificates.userId, userId), eq(certificates.status, 'valid')))
    .limit(1);
  return Boolean(row);
}

export async function insertRefund(tx: DbOrTx, values: typeof refunds.$inferInsert): Promise<RefundRow> {
  const [row] = await tx.insert(refunds).values(values).returning();
  return row!;
}

/** Moves a pending refund to `status`; null when it was no longer pending (someone settled it first). */
export async function settlePendingRefund(
  tx: DbOrTx,
  id: number,
  change: { status: 'succeeded' | 'failed'; providerRef: string | null; failureReason: string | null; settledAt: Date },
): Promise<RefundRow | null> {
  const [row] = await tx
    .update(refunds)
    .set({ status: change.status, providerRef: change.providerRef, failureReason: change.failureReason, settledAt: change.settledAt })
    .where(and(eq(refunds.id, id), eq(refunds.status, 'pending')))
    .returning();
  return row ?? null;
}

export async function setRefundProviderRef(db: DbOrTx, id: number, providerRef: string | null): Promise<void> {
  if (providerRef) await db.update(refunds).set({ providerRef }).where(eq(refunds.id, id));
}

/** Ends the enrolments the order created (source 'order', source_id = the order); returns their ids and courses. */
export async function deleteOrderEnrolments(tx: DbOrTx, orderId: number, userId: number): Promise<{ id: number; courseId: number }[]> {
  return tx
    .delete(enrolments)
    .where(and(eq(enrolments.source, 'order'), eq(enrolments.sourceId, orderId), eq(enrolments.userId, userId)))
    .returning({ id: enrolments.id, courseId: enrolments.courseId });
}

export async function findRefund(db: DbOrTx, id: number): Promise<RefundRow | null> {
  const [row] = await db.select().from(refunds).where(eq(refunds.id, id)).limit(1);
  return row ?? null;
}

/** A learner's refunds (every order of theirs), oldest first. */
export async function listRefundsOfUser(db: DbOrTx, userId: number): Promise<RefundRow[]> {
  return db
    .select({ r: refunds })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(eq(orders.userId, userId))
    .orderBy(asc(refunds.createdAt), asc(refunds.id))
    .then((rows) => rows.map((x) => x.r));
}

/** The pending refunds of a payment reference whose keys the gateway reports as done. */
export async function findPendingRefundsByKeys(db: DbOrTx, keys: string[]): Promise<RefundRow[]> {
  if (keys.length === 0) return [];
  return db.select().from(refunds).where(and(inArray(refunds.refundKey, keys), eq(refunds.status, 'pending')));
}

/** The order, its buyer and the items' titles (what the mail and the credit note show). */
export async function findOrderWithBuyer(db: DbOrTx, orderId: number) {
  const [head] = await db
    .select({ order: orders, buyerName: users.name, buyerEmail: users.email, buyerLocale: users.locale })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId))
    .limit(1);
  if (!head) return null;
  const items = await db.select({ title: orderItems.title, packageName: orderItems.packageName, amount: orderItems.amount }).from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
  return { ...head, items };
}

/** The payment a refund went through (its reference for the gateway). */
export async function findPayment(db: DbOrTx, paymentId: number) {
  const [row] = await db.select().from(payments).where(eq(payments.id, paymentId)).limit(1);
  return row ?? null;
}
