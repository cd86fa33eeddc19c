import type { DbOrTx } from '../../db/client.ts';
import { createEnrolment } from '../programs/create-enrolment.ts';
import { confirmPromoUse } from '../promos/reserve-promo-use.ts';
import { planReceipt } from '../sales-orders/mail-receipt.ts';
import { findOrderCourses, markOrderPaid } from './queries.ts';

/**
 * Fulfilment: marks the order paid and enrols the buyer in each of its courses, in the
 * caller's transaction, exactly once: the conditional UPDATE (status <> 'paid') lets only one
 * caller through, and `createEnrolment` is itself unique per learner and course. A promo code's
 * limits are checked again and its use counted (`confirmPromoUse`: 409 PROMO_USED_UP when the
 * order's hold lapsed and the use went to another order; the caller's transaction then writes
 * nothing). A paid order (total above 0 rupiah) also gets its receipt's job, so the receipt is
 * sent even when the process stops between this commit and the caller's immediate try
 * (`mailReceipt`). Returns false when the order was already paid (nothing changes).
 */
export async function fulfilOrder(tx: DbOrTx, opts: { orderId: number; now: Date }): Promise<boolean> {
  const order = await markOrderPaid(tx, opts.orderId, opts.now);
  if (!order) return false;
  // The cohort chosen at checkout: its seat was held by the pending order, so it is not counted
  // again here; a payment that arrives after the hold lapsed still enrols (decision 285).
  for (const { courseId, cohortId } of await findOrderCourses(tx, opts.orderId)) {
    await createEnrolment(tx, { userId: order.userId, courseId, source: 'order', sourceId: opts.orderId, cohortId });
  }
  if (order.promoCodeId !== null) await confirmPromoUse(tx, { promoId: order.promoCodeId, orderId: order.id, userId: order.userId, now: opts.now });
  if (order.total > 0) await planReceipt(tx, order.id);
  return true;
}
