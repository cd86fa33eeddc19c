import { useTranslation } from 'react-i18next';
import type { Order } from '@kelas/contracts/checkout';
import { useFormat } from '@/lib/i18n/format';
import type { Payment } from '@kelas/contracts/payments';
import { groupDigits } from '../../lib/countdown';
import { retailSteps } from '../../lib/instruction-steps';
import { CopyButton } from '../copy-button';
import { DetailRows } from './detail-rows';

type Retail = Extract<Payment['instructions'], { kind: 'retail' }>;

/** Retail outlet (spec 2.18): payment code, merchant, barcode, payment steps. */
export function RetailInstructions({ order, payment, retail }: { order: Order; payment: Payment; retail: Retail }) {
  const { t } = useTranslation('payments');
  const { rupiah } = useFormat();
  return (
    <div className="space-y-5">
      <div className="rounded-xl bg-slate-50 p-4">
        <p className="text-sm text-slate-600">{t('retail.code', { store: payment.channel_name })}</p>
        <div className="mt-1 flex items-center justify-between gap-2">
          <p className="min-w-0 font-mono text-lg font-bold tracking-wide break-words text-slate-900 sm:text-2xl sm:tracking-wider" data-testid="payment-code">
            {groupDigits(retail.payment_code)}
          </p>
          <CopyButton value={retail.payment_code} label={t('retail.copy')} />
        </div>
      </div>
      <div className="rounded-xl border border-slate-200 bg-white p-3">
        <img src={retail.barcode_image} alt={t('retail.barcode', { code: retail.payment_code })} className="mx-auto h-24 w-full max-w-sm object-contain" />
      </div>
      <DetailRows
        rows={[
          [t('detail.merchant'), retail.merchant_name],
          [t('detail.amount'), rupiah(payment.amount)],
          [t('detail.invoice'), order.invoice_number],
        ]}
      />
      <div>
        <h3 className="mb-2 font-semibold text-slate-900">{t('detail.howToPay')}</h3>
        <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700">
          {retailSteps(t, payment.channel_name, retail.merchant_name).map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ol>
      </div>
    </div>
  );
}
