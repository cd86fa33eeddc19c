import { formatRupiah } from '@kelas/contracts/money';
import type { Config } from '../../config.ts';
import type { MailMessage } from '../../platform/mail.ts';
import { mailBrand, renderMail, type MailBrand, type MailContent } from '../../platform/mail-templates.ts';
import type { RefundRow } from './queries.ts';

/**
 * The learner's notice of a refund that went through (issue 14 item 2): the amount, the order's
 * invoice number, whether it was the whole order (access to the course ends), and a link to the
 * order history where the credit note can be downloaded.
 */
export function refundSucceededMail(b: MailBrand, opts: { name: string; invoiceNumber: string; amount: number; full: boolean; creditNoteNumber: string }): MailContent {
  return renderMail(b, {
    subject: `Refund ${formatRupiah(opts.amount)} untuk pesanan ${opts.invoiceNumber.split('/')[0]}`,
    greeting: `Halo ${opts.name},`,
    blocks: [
      { kind: 'text', text: `Kami telah mengembalikan dana sebesar ${formatRupiah(opts.amount)} untuk pesanan ${opts.invoiceNumber}. Dana akan diterima melalui metode pembayaran yang kamu gunakan.` },
      ...(opts.full ? [{ kind: 'text' as const, text: 'Karena seluruh pembayaran dikembalikan, akses ke kelas dari pesanan ini telah berakhir.' }] : []),
      { kind: 'text', text: `Nota kredit ${opts.creditNoteNumber} dapat diunduh dari Riwayat Pesanan.` },
      { kind: 'button', label: 'Lihat Riwayat Pesanan', url: `${b.publicUrl}/programmu/orders` },
    ],
  });
}

/** The receipt sent again by an admin (issue 14 item 1): the order's figures and where to download the PDF. */
export function receiptMail(b: MailBrand, opts: { name: string; invoiceNumber: string; total: number; titles: string[] }): MailContent {
  return renderMail(b, {
    subject: `Kuitansi pesanan ${opts.invoiceNumber.split('/')[0]}`,
    greeting: `Halo ${opts.name},`,
    blocks: [
      { kind: 'text', text: `Terima kasih atas pembayaranmu untuk pesanan ${opts.invoiceNumber}: ${opts.titles.join(', ')}.` },
      { kind: 'text', text: `Total dibayar: ${formatRupiah(opts.total)}.` },
      { kind: 'text', text: 'Kuitansi PDF dapat diunduh kapan saja dari Riwayat Pesanan.' },
      { kind: 'button', label: 'Unduh Kuitansi', url: `${b.publicUrl}/programmu/orders` },
    ],
  });
}

/** The notice builder `settleRefund` takes: the refund-succeeded mail to the buyer. */
export const refundNotice =
  (config: Config) =>
  (r: RefundRow, buyer: { name: string; email: string; invoiceNumber: string }): MailMessage => ({
    to: buyer.email,
    ...refundSucceededMail(mailBrand(config), { name: buyer.name, invoiceNumber: buyer.invoiceNumber, amount: r.amount, full: r.full, creditNoteNumber: r.creditNoteNumber }),
  });
