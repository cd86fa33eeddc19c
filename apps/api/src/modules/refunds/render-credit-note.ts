import type { Locale } from '@kelas/contracts/i18n';
import { TAX_PERCENT } from '@kelas/contracts/money';
import { rupiahIn, textsFor } from '../../platform/i18n.ts';
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
  /** The PPN percent the order was priced with (0 when sold free of PPN). */
  taxPercent: number;
  full: boolean;
  brand: string;
  company: string;
  supportEmail: string;
  /** Language of the document: the buyer's account language (decision 212); Indonesian when absent. */
  locale?: Locale;
};

/** The PPN contained in a gross rupiah amount that includes `percent` % tax (11 %: amount × 11 / 111, rounded). */
export const ppnContained = (gross: number, percent: number = TAX_PERCENT) => Math.round((gross * percent) / (100 + percent));

/**
 * The credit note of a succeeded refund as an A4 PDF (decision 150): number,
 * the invoice it corrects, date, buyer, the order's courses, the amount returned with the PPN it
 * contains at the order's own rate (none for an order sold free of PPN), and whether the whole order was refunded. The layout is the receipt's
 * (`platform/pdf-statement.ts`), in `locale`. Returns the PDF bytes.
 */
export async function renderCreditNotePdf(input: CreditNoteInput): Promise<Uint8Array> {
  const locale = input.locale ?? 'id';
  const t = textsFor(locale);
  const rupiah = (amount: number) => rupiahIn(locale, amount);
  const ppn = ppnContained(input.amount, input.taxPercent);
  return renderStatementPdf({
    title: t('documentText:creditNote.title', { number: input.creditNoteNumber }),
    brand: input.brand,
    company: input.company,
    heading: t('documentText:creditNote.heading'),
    badge: { text: input.full ? t('documentText:creditNote.full') : t('documentText:creditNote.partial'), size: 10 },
    facts: [
      [t('documentText:creditNote.number'), input.creditNoteNumber],
      [t('documentText:creditNote.invoice'), input.invoiceNumber],
      [t('documentText:creditNote.settledAt'), formatJakartaTime(input.settledAt, locale)],
      [t('documentText:creditNote.recipient'), `${input.buyerName} (${input.buyerEmail})`],
    ],
    linesTitle: t('documentText:creditNote.lines'),
    lines: input.items.map((item) => ({ title: item.title, amount: rupiah(item.amount), detail: item.packageName })),
    totals: [
      [t('documentText:creditNote.orderTotal'), rupiah(input.orderTotal)],
      [t('documentText:creditNote.taxBase'), rupiah(input.amount - ppn)],
      input.taxPercent > 0 ? [t('documentText:creditNote.tax', { percent: input.taxPercent }), rupiah(ppn)] : [t('documentText:creditNote.taxNone'), rupiah(0)],
    ],
    grandTotal: { label: t('documentText:creditNote.amount'), value: rupiah(input.amount) },
    footer: t('documentText:creditNote.footer', { invoice: input.invoiceNumber, email: input.supportEmail }),
  });
}
