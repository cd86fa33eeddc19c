import type { DbOrTx } from '../../db/client.ts';
import { createEnrolment } from '../programs/create-enrolment.ts';
import { findOrderCourseIds, incrementPromoUse, markOrderPaid } from './queries.ts';

/**
 * Fulfilment (issue 4): marks the order paid and enrols the buyer in each of its courses, in the
 * caller's transaction, exactly once: the conditional UPDATE (status <> 'paid') lets only one
 * caller through, and `createEnrolment` is itself unique per learner and course. A promo code
 * counts one more use. Returns false when the order was already paid (nothing changes).
 */
export async function fulfilOrder(tx: DbOrTx, opts: { orderId: number; now: Date }): Promise<boolean> {
  const order = await markOrderPaid(tx, opts.orderId, opts.now);
  if (!order) return false;
  for (const courseId of await findOrderCourseIds(tx, opts.orderId)) {
    await createEnrolment(tx, { userId: order.userId, courseId, source: 'order', sourceId: opts.orderId });
  }
  if (order.promoCodeId !== null) await incrementPromoUse(tx, order.promoCodeId);
  return true;
}
