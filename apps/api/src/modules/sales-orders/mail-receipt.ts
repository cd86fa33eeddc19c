import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { defineJob } from '../../platform/jobs/define-job.ts';
import { registerJob } from '../../platform/jobs/register-job.ts';
import { sendJob } from '../../platform/jobs/send-job.ts';
import { deliverNotificationMail, notify } from '../notifications/notify.ts';
import { findOrderDetail } from './queries.ts';

/** The receipt's job runs this long after the payment's commit: the request has sent it by then (seconds). */
export const RECEIPT_JOB_DELAY_SECONDS = 60;

/**
 * The safety net of an order's receipt (decision 278): written in the fulfilment's transaction, so a
 * process stopped between that commit and the immediate try still sends the receipt, a minute later
 * on any server. Does nothing when the receipt was sent (its notification's event key).
 */
export const receiptJob = defineJob({
  name: 'sales-orders.receipt',
  schema: z.object({ orderId: z.number().int().positive() }),
  retryLimit: 5,
  retryDelaySeconds: 60,
  retryBackoff: true,
  expireInSeconds: 5 * 60,
});

/** Plans the receipt's job in the transaction that marks the order paid (`fulfilOrder`). */
export async function planReceipt(tx: DbOrTx, orderId: number): Promise<void> {
  await sendJob(tx, receiptJob, { orderId }, { startAfterSeconds: RECEIPT_JOB_DELAY_SECONDS });
}

/**
 * Writes the receipt's notification (in-app, and its e-mail into the outbox) once per order and
 * sends the e-mail; nothing for an unknown, unpaid or free order. Throws what the database throws.
 */
async function writeReceipt(app: FastifyInstance, orderId: number, log: Pick<FastifyBaseLogger, 'warn' | 'error'>): Promise<void> {
  const now = app.now();
  const mailIds = await app.db.transaction(async (tx) => {
    const d = await findOrderDetail(tx, orderId);
    if (!d || d.order.status !== 'paid' || d.order.total === 0) return [];
    const sent = await notify(tx, {
      config: app.config,
      userId: d.order.userId,
      type: 'payment.received',
      params: { invoice: d.order.invoiceNumber, total: d.order.total, titles: d.items.map((i) => i.title) },
      eventKey: `payment.received:${orderId}`,
      link: '/programmu/orders',
      now,
    });
    return sent.mailIds;
  });
  await deliverNotificationMail(app, mailIds, log);
}

/** Registers the receipt's job (sales-orders routes); a failed run is retried by the queue. */
export function registerReceiptJob(app: FastifyInstance): void {
  registerJob(app, receiptJob, ({ orderId }, { log }) => writeReceipt(app, orderId, log));
}

/**
 * E-mails the receipt of an order that has just been paid: the learner gets it without asking, as
 * a buyer expects; the console's 'Kirim Ulang Kuitansi' sends it again. The payment paths call it
 * when their notification fulfilled the order; it goes through `notify` (decision 274), so the
 * learner also sees it under the bell, and a second call for the same order sends nothing. The
 * message goes through the mail outbox (the sweep retries a failed delivery); a free order (total
 * 0 rupiah) gets none. Never throws: the payment stands whatever happens to its e-mail, and the
 * receipt's job (`receiptJob`) tries again a minute later.
 */
export async function mailReceipt(app: FastifyInstance, orderId: number, log: Pick<FastifyBaseLogger, 'warn' | 'error'>): Promise<void> {
  try {
    await writeReceipt(app, orderId, log);
  } catch (err) {
    log.error({ err, orderId }, 'receipt: left to its job');
  }
}
