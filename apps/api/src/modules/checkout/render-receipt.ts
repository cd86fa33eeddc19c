import type { Order } from '@kelas/contracts/checkout';
import { formatRupiah } from '@kelas/contracts/money';
import { rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { createPdfWithFonts, PDF_COLOURS } from '../../platform/pdf.ts';

const { blue: BLUE, ink: INK, muted: MUTED, line: LINE } = PDF_COLOURS;

/** Date and time in Jakarta, Indonesian ('21 Mei 2025 10.30 WIB'). */
export function formatReceiptTime(d: Date): string {
  return `${new Intl.DateTimeFormat('id-ID', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Jakarta' }).format(d)} WIB`;
}

/** Cuts text to fit `width` at `size`, ending with '…' when cut. */
function fit(font: PDFFont, text: string, size: number, width: number): string {
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  let t = text;
  while (t.length > 1 && font.widthOfTextAtSize(`${t}…`, size) > width) t = t.slice(0, -1);
  return `${t}…`;
}

export type ReceiptInput = { order: Order; buyerEmail: string; brand: string; company: string; supportEmail: string };

/**
 * The receipt of a paid order as an A4 PDF (issue 4 "Order history"): invoice number, paid time,
 * buyer, each course with package and price, subtotal, promo, PPN 11 %, fee, total, method.
 * Returns the PDF bytes.
 */
export async function renderReceiptPdf(input: ReceiptInput): Promise<Uint8Array> {
  const { order } = input;
  const { pdf, regular, bold } = await createPdfWithFonts();
  pdf.setTitle(`Kuitansi ${order.invoice_number}`);
  pdf.setAuthor(input.company);
  const page: PDFPage = pdf.addPage([595.28, 841.89]);
  const left = 56;
  const right = 595.28 - 56;
  const width = right - left;
  let y = 780;

  const text = (t: string, x: number, size = 10, font = regular, color = INK) => page.drawText(t, { x, y, size, font, color });
  const textRight = (t: string, size = 10, font = regular, color = INK) => page.drawText(t, { x: right - font.widthOfTextAtSize(t, size), y, size, font, color });
  const rule = () => page.drawLine({ start: { x: left, y: y + 12 }, end: { x: right, y: y + 12 }, thickness: 1, color: LINE });

  text(input.brand, left, 22, bold, BLUE);
  textRight('KUITANSI PEMBAYARAN', 12, bold);
  y -= 18;
  text(input.company, left, 10, regular, MUTED);
  textRight('LUNAS', 12, bold, rgb(0.02, 0.47, 0.34));
  y -= 40;

  const rows: [string, string][] = [
    ['No. Invoice', order.invoice_number],
    ['Tanggal Pembayaran', order.paid_at ? formatReceiptTime(new Date(order.paid_at)) : '-'],
    ['Pengirim', `${order.buyer_name} (${input.buyerEmail})`],
    ['Metode Transaksi', order.payment?.method_label ?? (order.total === 0 ? 'Gratis' : '-')],
  ];
  for (const [k, v] of rows) {
    text(k, left, 10, regular, MUTED);
    page.drawText(fit(regular, v, 10, width - 160), { x: left + 150, y, size: 10, font: regular, color: INK });
    y -= 18;
  }
  y -= 16;
  text('Tujuan Transaksi', left, 12, bold);
  y -= 24;
  rule();
  for (const item of order.items) {
    page.drawText(fit(bold, item.title, 10, width - 130), { x: left, y, size: 10, font: bold, color: INK });
    textRight(formatRupiah(item.amount), 10, bold);
    y -= 14;
    const pkg = item.discount > 0 ? `${item.package_name} · ${formatRupiah(item.price)} − ${item.discount}%` : item.package_name;
    page.drawText(fit(regular, pkg, 9, width - 130), { x: left, y, size: 9, font: regular, color: MUTED });
    y -= 24;
    rule();
  }
  y -= 6;
  const totals: [string, string][] = [[`Subtotal Item (${order.items.length})`, formatRupiah(order.subtotal)]];
  if (order.promo) totals.push([`Kode Promo ${order.promo.code}`, `-${formatRupiah(order.promo_discount)}`]);
  totals.push([`Pajak PPN (${order.tax_percent}%)`, `+${formatRupiah(order.tax)}`], ['Biaya Transaksi', formatRupiah(order.fee)]);
  for (const [k, v] of totals) {
    text(k, left + width / 2, 10, regular, MUTED);
    textRight(v);
    y -= 18;
  }
  y -= 4;
  rule();
  text('Total', left + width / 2, 12, bold);
  textRight(formatRupiah(order.total), 12, bold, BLUE);
  y -= 60;
  page.drawText(fit(regular, `Kuitansi ini sah tanpa tanda tangan. Pertanyaan: ${input.supportEmail}`, 9, width), { x: left, y, size: 9, font: regular, color: MUTED });
  return pdf.save();
}
