import { CHECKOUT_MESSAGES } from '@kelas/contracts/checkout';
import { PAYMENT_MESSAGES, type PaymentMethod } from '@kelas/contracts/payments';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, conflict, notFound } from '../../lib/app-error.ts';
import { findPaymentForUser, type OrderRow, type PaymentRow } from './queries.ts';

/**
 * The learner's own payment that can still be paid: 404 when unknown or another learner's,
 * 409 WRONG_METHOD when it is not of `method`, 409 PAYMENT_NOT_PENDING when settled or the
 * order is no longer pending, 410 PAYMENT_EXPIRED past its expiry.
 */
export async function loadPayablePayment(
  db: DbOrTx,
  opts: { userId: number; paymentId: number; now: Date; method?: PaymentMethod },
): Promise<{ payment: PaymentRow; order: OrderRow }> {
  const found = await findPaymentForUser(db, opts.paymentId, opts.userId);
  if (!found) throw notFound(PAYMENT_MESSAGES.paymentNotFound);
  const { payment, order } = found;
  if (opts.method && payment.method !== opts.method) throw conflict(PAYMENT_MESSAGES.wrongMethod, 'WRONG_METHOD');
  if (payment.status !== 'pending') throw conflict(PAYMENT_MESSAGES.paymentNotPending, 'PAYMENT_NOT_PENDING');
  if (order.status !== 'pending') throw conflict(CHECKOUT_MESSAGES.orderNotPending, 'ORDER_NOT_PENDING');
  if (payment.expiresAt.getTime() <= opts.now.getTime()) throw new AppError(410, PAYMENT_MESSAGES.paymentExpired, 'PAYMENT_EXPIRED');
  return found;
}
