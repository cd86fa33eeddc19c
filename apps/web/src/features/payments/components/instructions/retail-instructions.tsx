import type { Order } from '@kelas/contracts/checkout';
import { formatRupiah } from '@kelas/contracts/money';
import type { Payment } from '@kelas/contracts/payments';
import { groupDigits } from '../../lib/countdown';
import { retailSteps } from '../../lib/instruction-steps';
import { CopyButton } from '../copy-button';
import { DetailRows } from './detail-rows';

type Retail = Extract<Payment['instructions'], { kind: 'retail' }>;

/** Retail outlet (spec 2.18): payment code, merchant, barcode, payment steps. */
export function RetailInstructions({ order, payment, retail }: { order: Order; payment: Payment; retail: Retail }) {
  return (
    <div className="space-y-5">
      <div className="rounded-xl bg-slate-50 p-4">
        <p className="text-sm text-slate-600">Kode Pembayaran {payment.channel_name}</p>
        <div className="mt-1 flex items-center justify-between gap-2">
          <p className="min-w-0 font-mono text-lg font-bold tracking-wide break-words text-slate-900 sm:text-2xl sm:tracking-wider" data-testid="payment-code">
            {groupDigits(retail.payment_code)}
          </p>
          <CopyButton value={retail.payment_code} label="Salin kode pembayaran" />
        </div>
      </div>
      <div className="rounded-xl border border-slate-200 bg-white p-3">
        <img src={retail.barcode_image} alt={`Barcode kode pembayaran ${retail.payment_code}`} className="mx-auto h-24 w-full max-w-sm object-contain" />
      </div>
      <DetailRows
        rows={[
          ['Merchant', retail.merchant_name],
          ['Nominal', formatRupiah(payment.amount)],
          ['No. Invoice', order.invoice_number],
        ]}
      />
      <div>
        <h3 className="mb-2 font-semibold text-slate-900">Cara Pembayaran</h3>
        <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700">
          {retailSteps(payment.channel_name, retail.merchant_name).map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ol>
      </div>
    </div>
  );
}
