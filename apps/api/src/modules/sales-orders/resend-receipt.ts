import { SALES_ORDER_TEXT } from '@kelas/contracts/sales-orders';
import type { Locale } from '@kelas/contracts/i18n';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import type { MailMessage } from '../../platform/mail.ts';
import { enqueueMail } from '../../platform/mail-outbox.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { findOrderDetail } from './queries.ts';

/**
 * Sends a paid order's receipt to its buyer again: the message goes into the
 * mail outbox with an audit row (`order.resend_receipt`) in one transaction; deliver it after the
 * commit. 404 unknown order, 409 ORDER_NOT_PAID. Returns the outbox id.
 */
export async function resendReceipt(
  db: Db,
  opts: { orderId: number; actorId: number; ip: string | null; now: Date; message: (o: { name: string; email: string; locale: Locale | null; invoiceNumber: string; total: number; titles: string[] }) => MailMessage },
): Promise<number> {
  return db.transaction(async (tx) => {
    const d = await findOrderDetail(tx, opts.orderId);
    if (!d) throw notFound(SALES_ORDER_TEXT.notFound);
    if (d.order.status !== 'paid') throw conflict(SALES_ORDER_TEXT.receiptUnpaid, 'ORDER_NOT_PAID');
    const mailId = await enqueueMail(
      tx,
      opts.message({ name: d.buyerName, email: d.buyerEmail, locale: d.buyerLocale, invoiceNumber: d.order.invoiceNumber, total: d.order.total, titles: d.items.map((i) => i.title) }),
      opts.now,
    );
    await recordAudit(tx, { actorId: opts.actorId, action: 'order.resend_receipt', entityType: 'order', entityId: d.order.id, after: { to: d.buyerEmail, mail_id: mailId }, ip: opts.ip });
    return mailId;
  });
}
