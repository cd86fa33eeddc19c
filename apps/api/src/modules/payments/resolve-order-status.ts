import type { OrderStatus, RecordedOrderStatus } from '@kelas/contracts/checkout';
import type { PaymentStatus } from '@kelas/contracts/payments';

/** What the states below are computed from: the recorded status and the expiry (UTC). */
type OrderFacts = { status: RecordedOrderStatus; expiresAt: Date | null; total: number };
type PaymentFacts = { status: PaymentStatus; expiresAt: Date };

const lapsed = (expiresAt: Date | null, now: Date) => expiresAt !== null && expiresAt.getTime() <= now.getTime();

/**
 * A payment's state at `now` (decision 250): a pending payment past its expiry is `expired`,
 * whether or not the expiry job has written it yet; every other state as recorded.
 */
export function resolvePaymentStatus(payment: PaymentFacts, now: Date): PaymentStatus {
  return payment.status === 'pending' && lapsed(payment.expiresAt, now) ? 'expired' : payment.status;
}

/**
 * The one state of an order that the instructions page, the status page, the order history and
 * the console all show (decision 250), at `now`:
 * - a paid order reads `refunded` once its succeeded refunds (`refunded`, rupiah) reach its total,
 *   `partially_refunded` when some money went back (decision 263), else `paid`;
 * - failed, cancelled and expired orders as recorded;
 * - a pending order is `expired` once its own time has run out, or once its latest payment has
 *   expired (an order ends with its open payment: 'Bayar Lagi' starts a new one);
 * - otherwise `pending`.
 * `latest` is the order's newest payment, or null when none was opened.
 */
export function resolveOrderStatus(order: OrderFacts, latest: PaymentFacts | null, now: Date, refunded = 0): OrderStatus {
  if (order.status === 'paid' && refunded > 0) return refunded >= order.total ? 'refunded' : 'partially_refunded';
  if (order.status !== 'pending') return order.status;
  if (lapsed(order.expiresAt, now)) return 'expired';
  if (latest && resolvePaymentStatus(latest, now) === 'expired') return 'expired';
  return 'pending';
}
