import { CHECKOUT_MESSAGES } from '@kelas/contracts/checkout';
import { answersChoice, PAYMENT_MESSAGES, paymentGroup, type PaymentMethod } from '@kelas/contracts/payments';
import type { Db, Tx } from '../../db/client.ts';
import { conflict, fieldError, notFound } from '../../lib/app-error.ts';
import { randomDigits } from '../../lib/tokens.ts';
import type { PaymentGateway } from '../../platform/payments/gateway.ts';
import { notify, type NotifyConfig } from '../notifications/notify.ts';
import { cancelPendingPayments, findLatestPayment, findOpenPayment, findOrderWithBuyer, insertPaymentOnce, type PaymentRow } from './queries.ts';
import { planPaymentReminder } from './remind-payment.ts';
import { resolveOrderStatus, resolvePaymentStatus } from './resolve-order-status.ts';

/**
 * How many times a request tries again after a concurrent one opened another channel between its
 * cancel and its insert. Each loss means another request committed, so n requests at once need at
 * most n − 1 tries: 10 covers any taps and tabs of one learner (4 at once lost 3 times on PostgreSQL).
 */
const ATTEMPTS = 10;

/**
 * Opens a payment for a pending order with the chosen channel (spec 2.17 → 2.18;
 * decision 251). An order has at most one payment waiting:
 * - while it is still valid, choosing the same channel again answers that payment (the same VA
 *   number, payment code or QR), `created: false`, and nothing is asked of the gateway;
 * - another channel replaces it: the gateway opens the new one, the old one is cancelled here
 *   and voided at the gateway (the web asks the learner first);
 * - requests that arrive together end with one payment: the unique index
 *   `payments_one_open_per_order` lets one insert through, the others answer the winner's payment
 *   and void their own charge.
 * The payment expires after the method's time, never after the order's. A new payment other than a
 * card's notifies the learner in its transaction (`notify`, decision 274: in-app and an e-mail with
 * the VA number or payment code, the amount and the deadline), once per payment, and plans its
 * reminder an hour before the deadline (`planPaymentReminder`); deliver `mailIds` after the call
 * (empty when the call answered an existing payment).
 * Errors: 404 unknown or foreign order; 409 ORDER_NOT_PENDING when it is paid, expired (its own
 * time or its open payment's time ran out), failed or cancelled; 422 `channel` when the provider
 * cannot take the channel; 502 when the gateway fails.
 */
export async function createPayment(
  db: Db,
  gateway: PaymentGateway,
  opts: { userId: number; orderId: number; method: PaymentMethod; channel: string; now: Date; publicUrl: string; config: NotifyConfig },
): Promise<{ payment: PaymentRow; created: boolean; mailIds: number[] }> {
  const found = await findOrderWithBuyer(db, opts.orderId, opts.userId);
  if (!found) throw notFound(CHECKOUT_MESSAGES.orderNotFound);
  const { order } = found;
  if (resolveOrderStatus(order, await findLatestPayment(db, order.id), opts.now) !== 'pending') {
    throw conflict(CHECKOUT_MESSAGES.orderNotPending, 'ORDER_NOT_PENDING');
  }
  if (!gateway.supports(opts.method, opts.channel)) throw fieldError('channel', PAYMENT_MESSAGES.channelUnavailable, 'CHANNEL_UNAVAILABLE');
  const isValid = (p: PaymentRow | null): p is PaymentRow => p !== null && resolvePaymentStatus(p, opts.now) === 'pending';

  const open = await findOpenPayment(db, order.id);
  if (isValid(open) && answersChoice(open, opts.method, opts.channel)) return { payment: open, created: false, mailIds: [] };

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

  const voided: { provider: string; providerRef: string | null }[] = [];
  let outcome: { payment: PaymentRow; created: boolean; mailIds: number[] } | null = null;
  for (let attempt = 0; attempt < ATTEMPTS && !outcome; attempt++) {
    outcome = await db.transaction(async (tx) => {
      // A request that arrived with this one may have opened the same choice meanwhile: that one stands.
      const current = await findOpenPayment(tx, order.id);
      if (isValid(current) && answersChoice(current, opts.method, opts.channel)) return { payment: current, created: false, mailIds: [] };
      voided.push(...(await cancelPendingPayments(tx, order.id, { method: opts.method, channel: opts.channel, now: opts.now })));
      const payment = await insertPaymentOnce(tx, {
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
      if (payment) {
        await planPaymentReminder(tx, payment, opts.now);
        return { payment, created: true, mailIds: await notifyPending(tx, payment, order.invoiceNumber, opts) };
      }
      // Another request's payment of this choice stands (committed before or during the insert).
      const winner = await findOpenPayment(tx, order.id);
      return isValid(winner) && answersChoice(winner, opts.method, opts.channel) ? { payment: winner, created: false, mailIds: [] } : null;
    });
  }
  if (!outcome) throw conflict(CHECKOUT_MESSAGES.orderNotPending, 'ORDER_NOT_PENDING');
  // Our own charge is voided when another request's payment answered; so are the replaced ones.
  if (!outcome.created) voided.push({ provider: gateway.id, providerRef: reference });
  for (const c of voided) if (c.providerRef && c.provider === gateway.id) await gateway.cancel(c.providerRef);
  return outcome;
}

/**
 * The learner's notice of a payment that waits: what to pay, where and until when. A card payment
 * gets none (the learner is typing the card in at that moment). Returns the outbox ids.
 */
async function notifyPending(tx: Tx, payment: PaymentRow, invoice: string, opts: { userId: number; now: Date; config: NotifyConfig }): Promise<number[]> {
  if (payment.method === 'card') return [];
  const i = payment.instructions;
  const code = typeof i.va_number === 'string' ? i.va_number : typeof i.payment_code === 'string' ? i.payment_code : null;
  const sent = await notify(tx, {
    config: opts.config,
    userId: opts.userId,
    type: 'payment.pending',
    params: { invoice, amount: payment.amount, method: payment.method as PaymentMethod, channel: payment.channel, code, deadline: payment.expiresAt.toISOString() },
    eventKey: `payment.pending:${payment.id}`,
    link: `/payments?order=${payment.orderId}`,
    now: opts.now,
  });
  return sent.mailIds;
}
