import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { deliverMail, enqueueMail } from '../../platform/mail-outbox.ts';
import { mailBrand } from '../../platform/mail-templates.ts';
import { receiptMail } from '../refunds/refund-mail.ts';
import { findOrderDetail } from './queries.ts';

/**
 * E-mails the receipt of an order that has just been paid: the learner gets it without asking, as
 * a buyer expects; the console's 'Kirim Ulang Kuitansi' sends it again. The payment paths call it
 * once, when their notification fulfilled the order. The message goes through the mail outbox
 * (the sweep retries a failed delivery); a free order (total 0 rupiah) gets none. Never throws:
 * the payment stands whatever happens to its e-mail.
 */
export async function mailReceipt(app: FastifyInstance, orderId: number, log: Pick<FastifyBaseLogger, 'warn' | 'error'>): Promise<void> {
  try {
    const now = app.now();
    const mailId = await app.db.transaction(async (tx) => {
      const d = await findOrderDetail(tx, orderId);
      if (!d || d.order.status !== 'paid' || d.order.total === 0) return null;
      const content = receiptMail(mailBrand(app.config, d.buyerLocale), { name: d.buyerName, invoiceNumber: d.order.invoiceNumber, total: d.order.total, titles: d.items.map((i) => i.title) });
      return enqueueMail(tx, { to: d.buyerEmail, ...content }, now);
    });
    if (mailId !== null) await deliverMail(app.db, app.mailer, { now, log, ids: [mailId] });
  } catch (err) {
    log.error({ err, orderId }, 'receipt: delivery left to the outbox sweep');
  }
}
