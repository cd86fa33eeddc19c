import type { Order } from '@kelas/contracts/checkout';
import type { Locale } from '@kelas/contracts/i18n';
import { rupiahIn, textsFor } from '../../platform/i18n.ts';
import { rgb } from 'pdf-lib';
import { formatJakartaTime, renderStatementPdf } from '../../platform/pdf-statement.ts';

/** `locale`: language of the document, the buyer's account language (decision 212); Indonesian when absent. */
export type ReceiptInput = { order: Order; buyerEmail: string; brand: string; company: string; supportEmail: string; locale?: Locale };

/**
 * The receipt of a paid order as an A4 PDF: invoice number, paid time,
 * buyer, each course with package and price, subtotal, promo, the PPN the order was priced with
 * (or, for an order sold free of PPN, 'Tidak dikenakan' and the academy's note), fee, total, method.
 * The layout is the shared statement (`platform/pdf-statement.ts`). Returns the PDF bytes.
 */
export async function renderReceiptPdf(input: ReceiptInput): Promise<Uint8Array> {
  const { order } = input;
  const locale = input.locale ?? 'id';
  const t = textsFor(locale);
  const rupiah = (amount: number) => rupiahIn(locale, amount);
  const totals: [string, string][] = [[t('documentText:receipt.subtotal', { count: order.items.length }), rupiah(order.subtotal)]];
  if (order.promo) totals.push([t('documentText:receipt.promo', { code: order.promo.code }), `-${rupiah(order.promo_discount)}`]);
  // An order sold free of PPN (decision 264) says so, and why, instead of a 0 % tax line.
  const exempt = order.tax_mode === 'exempt';
  totals.push(
    exempt ? [t('documentText:receipt.taxNone'), t('documentText:receipt.taxNoneValue')] : [t('documentText:receipt.tax', { percent: order.tax_percent }), `+${rupiah(order.tax)}`],
    [t('documentText:receipt.fee'), rupiah(order.fee)],
  );
  return renderStatementPdf({
    title: t('documentText:receipt.title', { invoice: order.invoice_number }),
    brand: input.brand,
    company: input.company,
    heading: t('documentText:receipt.heading'),
    badge: { text: t('documentText:receipt.paid'), size: 12, color: rgb(0.02, 0.47, 0.34) },
    facts: [
      [t('documentText:receipt.invoiceNumber'), order.invoice_number],
      [t('documentText:receipt.paidAt'), order.paid_at ? formatJakartaTime(new Date(order.paid_at), locale) : '-'],
      [t('documentText:receipt.buyer'), `${order.buyer_name} (${input.buyerEmail})`],
      [t('documentText:receipt.method'), order.payment?.method_label ?? (order.total === 0 ? t('documentText:receipt.free') : '-')],
    ],
    linesTitle: t('documentText:receipt.lines'),
    lines: order.items.map((item) => ({
      title: item.title,
      amount: rupiah(item.amount),
      detail: item.discount > 0 ? `${item.package_name} · ${rupiah(item.price)} − ${item.discount}%` : item.package_name,
    })),
    totals,
    grandTotal: { label: t('documentText:receipt.total'), value: rupiah(order.total) },
    notes: exempt ? [t('documentText:receipt.exemptNote', { note: order.tax_exempt_note ?? '' })] : [],
    footer: t('documentText:receipt.footer', { email: input.supportEmail }),
  });
}
