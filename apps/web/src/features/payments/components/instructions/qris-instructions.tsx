import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Order } from '@kelas/contracts/checkout';
import { useFormat } from '@/lib/i18n/format';
import type { Payment } from '@kelas/contracts/payments';
import { buttonClass } from '@/components/ui/button';
import { DetailRows } from './detail-rows';

type Qris = Extract<Payment['instructions'], { kind: 'qris' }>;

/** QRIS (spec 2.18): the QR code, merchant, 'Pembayaran', 'Nominal', 'No. Invoice' and 'Download/Screenshot'. */
export function QrisInstructions({ order, payment, qris }: { order: Order; payment: Payment; qris: Qris }) {
  const { t } = useTranslation('payments');
  const { rupiah } = useFormat();
  return (
    <div className="space-y-5">
      <figure className="mx-auto flex w-full max-w-xs flex-col items-center rounded-2xl border border-slate-200 bg-white p-4">
        {/* eslint-disable-next-line i18next/no-literal-string -- the QRIS mark, a brand name */}
        <p className="text-xl font-black tracking-widest text-slate-900">QRIS</p>
        <img src={qris.qr_image} alt={t('qris.image', { amount: rupiah(payment.amount), merchant: qris.merchant_name })} className="mt-2 aspect-square w-full max-w-64" data-testid="qris-image" />
        <figcaption className="mt-2 text-center text-xs text-slate-600">{t('qris.caption')}</figcaption>
      </figure>
      <DetailRows
        rows={[
          [t('detail.merchant'), qris.merchant_name],
          [t('detail.payment'), order.items.map((i) => i.title).join(', ')],
          [t('detail.amount'), rupiah(payment.amount)],
          [t('detail.invoice'), order.invoice_number],
        ]}
      />
      <a href={qris.qr_image} download={`qris-${order.invoice_number.split('/')[0]}.png`} className={buttonClass('garis', 'md', 'w-full')}>
        <Download className="size-4" aria-hidden="true" />
        {t('qris.download')}
      </a>
    </div>
  );
}
