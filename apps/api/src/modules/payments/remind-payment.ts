import type { PaymentMethod } from '@kelas/contracts/payments';
import { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { defineJob } from '../../platform/jobs/define-job.ts';
import { sendJob } from '../../platform/jobs/send-job.ts';
import { notify, type NotifyConfig } from '../notifications/notify.ts';
import { findLatestPayment, findPaymentWithOrder, type PaymentRow } from './queries.ts';
import { resolveOrderStatus, resolvePaymentStatus } from './resolve-order-status.ts';

/** How long before a payment's deadline its reminder goes out (seconds). */
export const PAYMENT_REMINDER_LEAD_SECONDS = 3600;

/**
 * The reminder of one waiting payment (decision 276), due an hour before its deadline; retried by
 * the queue like any job. Its notification's event key makes a second run (or a retry after a
 * crash) notify nobody twice.
 */
export const remindPaymentJob = defineJob({
  name: 'payments.remind',
  schema: z.object({ paymentId: z.number().int().positive() }),
  retryLimit: 3,
  retryDelaySeconds: 60,
  retryBackoff: true,
  expireInSeconds: 5 * 60,
});

/**
 * Plans the reminder of a payment just opened, in its transaction (so a rolled-back payment plans
 * nothing): only a payment that waits for the learner to pay elsewhere (a virtual account or a
 * retail code; QRIS and e-wallets last 15 minutes, a card is paid on the spot) and whose deadline
 * is more than two hours away, so the reminder never arrives on the heels of the first notice.
 */
export async function planPaymentReminder(tx: Tx, payment: PaymentRow, now: Date): Promise<void> {
  if (payment.method !== 'bank_transfer' && payment.method !== 'retail') return;
  const dueInSeconds = Math.floor((payment.expiresAt.getTime() - now.getTime()) / 1000) - PAYMENT_REMINDER_LEAD_SECONDS;
  if (dueInSeconds < PAYMENT_REMINDER_LEAD_SECONDS) return;
  await sendJob(tx, remindPaymentJob, { paymentId: payment.id }, { startAfterSeconds: dueInSeconds });
}

/**
 * One run of the reminder: when the payment still waits (not paid, cancelled, replaced by another
 * channel or expired) and its order too, notifies the buyer (`payment.reminder`: in-app and the
 * e-mail with the same instructions, the amount in rupiah and the deadline in WIB). Returns the
 * outbox ids to deliver after the commit (empty when there was nothing to remind or it was done).
 */
export async function remindPayment(db: Db, opts: { paymentId: number; now: Date; config: NotifyConfig }): Promise<number[]> {
  return db.transaction(async (tx) => {
    const found = await findPaymentWithOrder(tx, opts.paymentId);
    if (!found) return [];
    const { payment, order } = found;
    if (resolvePaymentStatus(payment, opts.now) !== 'pending') return [];
    if (resolveOrderStatus(order, await findLatestPayment(tx, order.id), opts.now) !== 'pending') return [];
    const i = payment.instructions;
    const code = typeof i.va_number === 'string' ? i.va_number : typeof i.payment_code === 'string' ? i.payment_code : null;
    const sent = await notify(tx, {
      config: opts.config,
      userId: order.userId,
      type: 'payment.reminder',
      params: { invoice: order.invoiceNumber, amount: payment.amount, method: payment.method as PaymentMethod, channel: payment.channel, code, deadline: payment.expiresAt.toISOString() },
      eventKey: `payment.reminder:${payment.id}`,
      link: `/payments?order=${order.id}`,
      now: opts.now,
    });
    return sent.mailIds;
  });
}
