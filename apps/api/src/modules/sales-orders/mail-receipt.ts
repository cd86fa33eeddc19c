import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { deliverNotificationMail, notify } from '../notifications/notify.ts';
import { findOrderDetail } from './queries.ts';

/**
 * E-mails the receipt of an order that has just been paid: the learner gets it without asking, as
 * a buyer expects; the console's 'Kirim Ulang Kuitansi' sends it again. The payment paths call it
 * when their notification fulfilled the order; it goes through `notify` (decision 274), so the
 * learner also sees it under the bell, and a second call for the same order sends nothing. The
 * message goes through the mail outbox (the sweep retries a failed delivery); a free order (total
 * 0 rupiah) gets none. Never throws: the payment stands whatever happens to its e-mail.
 */
export async function mailReceipt(app: FastifyInstance, orderId: number, log: Pick<FastifyBaseLogger, 'warn' | 'error'>): Promise<void> {
  try {
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
  } catch (err) {
    log.error({ err, orderId }, 'receipt: delivery left to the outbox sweep');
  }
}
