import { PAYMENT_MESSAGES } from '@kelas/contracts/payments';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { VerifiedNotification } from '../../platform/payments/gateway.ts';
import { fulfilOrder } from './fulfil-order.ts';
import { cancelOtherPendingPayments, findPaymentByRef, insertPaymentEvent, markOrderExpiredWithoutOpenPayment, markOrderFailed, setPaymentStatus } from './queries.ts';

export type NotificationOutcome =
  | { result: 'duplicate' }
  | { result: 'unknown_payment' }
  | { result: 'applied'; orderId: number; fulfilled: boolean; cancelledRefs: string[] };

/**
 * Applies a verified gateway notification in one transaction:
 * - the event is recorded once per (provider, event id): a replay answers 'duplicate' and changes nothing;
 * - the amount must equal the payment's amount, else 422 and nothing is written;
 * - paid: the payment and the order become paid and the buyer is enrolled (exactly once, `fulfilOrder`),
 *   other pending attempts of the order are cancelled (their references are returned to void them);
 * - failed / cancelled: a pending payment becomes failed (with the gateway's reason, decision 252)
 *   / cancelled and its pending order failed;
 * - expired: a pending payment becomes expired, and its order with it when no other payment of the
 *   order waits (an order ends with its open payment, decision 250);
 * - pending: recorded only.
 */
export async function applyNotification(
  db: Db,
  opts: { provider: string; notification: VerifiedNotification; now: Date },
): Promise<NotificationOutcome> {
  const n = opts.notification;
  return db.transaction(async (tx) => {
    const payment = await findPaymentByRef(tx, opts.provider, n.reference);
    if (payment && n.amount !== payment.amount) throw new AppError(422, PAYMENT_MESSAGES.amountMismatch, 'AMOUNT_MISMATCH');
    const fresh = await insertPaymentEvent(tx, { provider: opts.provider, eventId: n.eventId, paymentId: payment?.id ?? null, payload: n.payload, receivedAt: opts.now });
    if (!fresh) return { result: 'duplicate' };
    if (!payment) return { result: 'unknown_payment' };

    let fulfilled = false;
    let cancelledRefs: string[] = [];
    switch (n.status) {
      case 'paid': {
        await setPaymentStatus(tx, payment.id, 'paid', ['pending', 'expired', 'cancelled', 'failed'], opts.now);
        fulfilled = await fulfilOrder(tx, { orderId: payment.orderId, now: opts.now });
        const cancelled = await cancelOtherPendingPayments(tx, payment.orderId, payment.id);
        cancelledRefs = cancelled.flatMap((c) => (c.providerRef ? [c.providerRef] : []));
        break;
      }
      case 'failed':
      case 'cancelled': {
        const failed = n.status === 'failed';
        const changed = await setPaymentStatus(tx, payment.id, failed ? 'failed' : 'cancelled', ['pending'], null, failed ? (n.failureReason ?? 'failed') : null);
        if (changed) await markOrderFailed(tx, payment.orderId);
        break;
      }
      case 'expired':
        if (await setPaymentStatus(tx, payment.id, 'expired', ['pending'])) await markOrderExpiredWithoutOpenPayment(tx, payment.orderId);
        break;
      case 'pending':
        break;
    }
    return { result: 'applied', orderId: payment.orderId, fulfilled, cancelledRefs };
  });
}
