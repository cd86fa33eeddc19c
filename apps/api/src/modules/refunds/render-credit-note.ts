import { formatRupiah, TAX_PERCENT } from '@kelas/contracts/money';
import { formatJakartaTime, renderStatementPdf } from '../../platform/pdf-statement.ts';

export type CreditNoteInput = {
  creditNoteNumber: string;
  invoiceNumber: string;
  settledAt: Date;
  buyerName: string;
  buyerEmail: string;
  items: { title: string; packageName: string; amount: number }[];
  /** Rupiah paid for the order. */
  orderTotal: number;
  /** Rupiah returned by this refund. */
  amount: number;
  full: boolean;
  brand: string;
  company: string;
  supportEmail: string;
};

/** The PPN contained in a gross rupiah amount that includes 11 % tax (amount × 11 / 111, rounded). */
export const ppnContained = (gross: number) => Math.round((gross * TAX_PERCENT) / (100 + TAX_PERCENT));

/**
 * The credit note of a succeeded refund as an A4 PDF (issue 14 item 2, decision 150): number,
 * the invoice it corrects, date, buyer, the order's courses, the amount returned with the PPN it
 * contains, and whether the whole order was refunded. The layout is the receipt's
 * (`platform/pdf-statement.ts`). Returns the PDF bytes.
 */
export async function renderCreditNotePdf(input: CreditNoteInput): Promise<Uint8Array> {
  const ppn = ppnContained(input.amount);
  return renderStatementPdf({
    title: `Nota Kredit ${input.creditNoteNumber}`,
    brand: input.brand,
    company: input.company,
    heading: 'NOTA KREDIT',
    badge: { text: input.full ? 'REFUND PENUH' : 'REFUND SEBAGIAN', size: 10 },
    facts: [
      ['No. Nota Kredit', input.creditNoteNumber],
      ['Atas Invoice', input.invoiceNumber],
      ['Tanggal Refund', formatJakartaTime(input.settledAt)],
      ['Penerima', `${input.buyerName} (${input.buyerEmail})`],
    ],
    linesTitle: 'Pesanan',
    lines: input.items.map((item) => ({ title: item.title, amount: formatRupiah(item.amount), detail: item.packageName })),
    totals: [
      ['Total Pesanan', formatRupiah(input.orderTotal)],
      ['Dasar Pengenaan Pajak', formatRupiah(input.amount - ppn)],
      [`PPN (${TAX_PERCENT}%) dikembalikan`, formatRupiah(ppn)],
    ],
    grandTotal: { label: 'Jumlah Dikembalikan', value: formatRupiah(input.amount) },
    footer: `Nota kredit ini mengoreksi invoice ${input.invoiceNumber}. Pertanyaan: ${input.supportEmail}`,
  });
}
