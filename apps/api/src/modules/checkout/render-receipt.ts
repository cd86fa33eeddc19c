import type { Order } from '@kelas/contracts/checkout';
import { formatRupiah } from '@kelas/contracts/money';
import { rgb } from 'pdf-lib';
import { formatJakartaTime, renderStatementPdf } from '../../platform/pdf-statement.ts';

export type ReceiptInput = { order: Order; buyerEmail: string; brand: string; company: string; supportEmail: string };

/**
 * The receipt of a paid order as an A4 PDF (issue 4 "Order history"): invoice number, paid time,
 * buyer, each course with package and price, subtotal, promo, PPN 11 %, fee, total, method.
 * The layout is the shared statement (`platform/pdf-statement.ts`). Returns the PDF bytes.
 */
export async function renderReceiptPdf(input: ReceiptInput): Promise<Uint8Array> {
  const { order } = input;
  const totals: [string, string][] = [[`Subtotal Item (${order.items.length})`, formatRupiah(order.subtotal)]];
  if (order.promo) totals.push([`Kode Promo ${order.promo.code}`, `-${formatRupiah(order.promo_discount)}`]);
  totals.push([`Pajak PPN (${order.tax_percent}%)`, `+${formatRupiah(order.tax)}`], ['Biaya Transaksi', formatRupiah(order.fee)]);
  return renderStatementPdf({
    title: `Kuitansi ${order.invoice_number}`,
    brand: input.brand,
    company: input.company,
    heading: 'KUITANSI PEMBAYARAN',
    badge: { text: 'LUNAS', size: 12, color: rgb(0.02, 0.47, 0.34) },
    facts: [
      ['No. Invoice', order.invoice_number],
      ['Tanggal Pembayaran', order.paid_at ? formatJakartaTime(new Date(order.paid_at)) : '-'],
      ['Pengirim', `${order.buyer_name} (${input.buyerEmail})`],
      ['Metode Transaksi', order.payment?.method_label ?? (order.total === 0 ? 'Gratis' : '-')],
    ],
    linesTitle: 'Tujuan Transaksi',
    lines: order.items.map((item) => ({
      title: item.title,
      amount: formatRupiah(item.amount),
      detail: item.discount > 0 ? `${item.package_name} · ${formatRupiah(item.price)} − ${item.discount}%` : item.package_name,
    })),
    totals,
    grandTotal: { label: 'Total', value: formatRupiah(order.total) },
    footer: `Kuitansi ini sah tanpa tanda tangan. Pertanyaan: ${input.supportEmail}`,
  });
}
