import { accountLocale, rupiahIn } from '../../platform/i18n.ts';
import { mailTexts, renderMail, type MailBrand, type MailContent } from '../../platform/mail-templates.ts';

/**
 * The learner's notice of a refund that went through: the amount, the order's
 * invoice number, whether it was the whole order (access to the course ends), and a link to the
 * order history where the credit note can be downloaded. In the brand's `locale` (decision 212).
 */
export function refundSucceededMail(b: MailBrand, opts: { name: string; invoiceNumber: string; amount: number; full: boolean; creditNoteNumber: string }): MailContent {
  const t = mailTexts(b);
  const amount = rupiahIn(accountLocale(b.locale), opts.amount);
  return renderMail(b, {
    subject: t('mailText:refundSucceeded.subject', { amount, invoice: opts.invoiceNumber.split('/')[0] ?? opts.invoiceNumber }),
    greeting: t('mailText:layout.greeting', { name: opts.name }),
    blocks: [
      { kind: 'text', text: t('mailText:refundSucceeded.returned', { amount, invoice: opts.invoiceNumber }) },
      ...(opts.full ? [{ kind: 'text' as const, text: t('mailText:refundSucceeded.accessEnded') }] : []),
      { kind: 'text', text: t('mailText:refundSucceeded.creditNote', { number: opts.creditNoteNumber }) },
      { kind: 'button', label: t('mailText:refundSucceeded.button'), url: `${b.publicUrl}/programmu/orders` },
    ],
  });
}

/** The receipt sent again by an admin: the order's figures and where to download the PDF. In the brand's `locale`. */
export function receiptMail(b: MailBrand, opts: { name: string; invoiceNumber: string; total: number; titles: string[] }): MailContent {
  const t = mailTexts(b);
  return renderMail(b, {
    subject: t('mailText:receipt.subject', { invoice: opts.invoiceNumber.split('/')[0] ?? opts.invoiceNumber }),
    greeting: t('mailText:layout.greeting', { name: opts.name }),
    blocks: [
      { kind: 'text', text: t('mailText:receipt.thanks', { invoice: opts.invoiceNumber, titles: opts.titles.join(', ') }) },
      { kind: 'text', text: t('mailText:receipt.total', { total: rupiahIn(accountLocale(b.locale), opts.total) }) },
      { kind: 'text', text: t('mailText:receipt.download') },
      { kind: 'button', label: t('mailText:receipt.button'), url: `${b.publicUrl}/programmu/orders` },
    ],
  });
}
