import { CHECKOUT_MESSAGES } from '@kelas/contracts/checkout';
import { PAYMENT_MESSAGES, paymentGroup, type PaymentMethod } from '@kelas/contracts/payments';
import type { Db } from '../../db/client.ts';
import { conflict, fieldError, notFound } from '../../lib/app-error.ts';
import { randomDigits } from '../../lib/tokens.ts';
import type { PaymentGateway } from '../../platform/payments/gateway.ts';
import { cancelOtherPendingPayments, findOrderWithBuyer, insertPayment, type PaymentRow } from './queries.ts';

/**
 * Opens a payment for a pending order with the chosen channel (spec 2.17 → 2.18, issue 4): the
 * gateway gives the VA number / QR / payment code / e-wallet request; the payment expires after
 * the method's time (never after the order's). Earlier pending attempts of the order are
 * cancelled here and voided at the gateway.
 * Errors: 404 unknown or foreign order; 409 ORDER_NOT_PENDING when it is paid, expired, failed or
 * cancelled; 422 `channel` when the provider cannot take the channel; 502 when the gateway fails.
 */
export async function createPayment(
  db: Db,
  gateway: PaymentGateway,
  opts: { userId: number; orderId: number; method: PaymentMethod; channel: string; now: Date; publicUrl: string },
): Promise<PaymentRow> {
  const found = await findOrderWithBuyer(db, opts.orderId, opts.userId);
  if (!found) throw notFound(CHECKOUT_MESSAGES.orderNotFound);
  const { order } = found;
  if (order.status !== 'pending' || (order.expiresAt && order.expiresAt.getTime() <= opts.now.getTime())) {
    throw conflict(CHECKOUT_MESSAGES.orderNotPending, 'ORDER_NOT_PENDING');
  }
  if (!gateway.supports(opts.method, opts.channel)) throw fieldError('channel', PAYMENT_MESSAGES.channelUnavailable, 'CHANNEL_UNAVAILABLE');

  const methodEnd = opts.now.getTime() + paymentGroup(opts.method).ttlSeconds * 1000;
  const expiresAt = new Date(order.expiresAt ? Math.min(methodEnd, order.expiresAt.getTime()) : methodEnd);
  const reference = `KLS-${order.id}-${randomDigits(8)}`;
  const charged = await gateway.charge({
    reference,
    amount: order.total,
    method: opts.method,
    channel: opts.channel,
    invoiceNumber: order.invoiceNumber,
    now: opts.now,
    expiresAt,
    customer: { name: found.name, email: found.email, phone: found.phone },
    returnUrl: `${opts.publicUrl}/payment-status?order=${order.id}`,
  });
  const { payment, cancelled } = await db.transaction(async (tx) => {
    const payment = await insertPayment(tx, {
      orderId: order.id,
      provider: gateway.id,
      method: opts.method,
      channel: opts.channel,
      status: 'pending',
      amount: order.total,
      providerRef: reference,
      instructions: charged.instructions,
      expiresAt: charged.expiresAt,
      createdAt: opts.now,
    });
    return { payment, cancelled: await cancelOtherPendingPayments(tx, order.id, payment.id) };
  });
  for (const c of cancelled) if (c.providerRef && c.provider === gateway.id) await gateway.cancel(c.providerRef);
  return payment;
}
