import { CheckCircle2, Hourglass, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '@kelas/contracts/checkout';
import { DEFAULT_LOCALE, type Locale } from '@kelas/contracts/i18n';
import { formatDateTime, useFormat } from '@/lib/i18n/format';
import { cn } from '@/components/ui/cn';
import { methodLabel } from '../lib/instruction-steps';

/** The three outcomes of spec 2.19 by order state: pending → processing, paid → success, anything else → failed. */
export function statusKind(order: Pick<Order, 'status'>): 'processing' | 'success' | 'failed' {
  if (order.status === 'pending') return 'processing';
  return order.status === 'paid' ? 'success' : 'failed';
}

/** Date and time in Jakarta in `locale`: '21 Mei 2025 pukul 10.30 WIB', '21 May 2025 at 10:30 WIB'. */
export function statusTime(iso: string, locale: Locale = DEFAULT_LOCALE): string {
  return formatDateTime(locale, iso, { timeZone: 'Asia/Jakarta' });
}

const LOOK = {
  processing: { icon: Hourglass, ring: 'bg-amber-100 text-amber-700', title: 'status.processing', note: 'status.processingNote' },
  failed: { icon: XCircle, ring: 'bg-red-100 text-red-700', title: 'status.failed', note: 'status.failedNote' },
  success: { icon: CheckCircle2, ring: 'bg-emerald-100 text-emerald-700', title: 'status.success', note: 'status.successNote' },
} as const;

/**
 * Payment status (spec 2.19) of a real order: the outcome's heading and note, then date-time,
 * transaction ID, recipient, 'Nominal', 'Pengirim', 'Metode Transaksi', 'Tujuan Transaksi',
 * 'Biaya Transaksi', 'Total' (decision 044); `actions` below.
 */
export function PaymentStatusView({ order, actions }: { order: Order; actions: ReactNode }) {
  const { t } = useTranslation('payments');
  const { rupiah, locale } = useFormat();
  const kind = statusKind(order);
  const look = LOOK[kind];
  const Icon = look.icon;
  const rows: [string, string][] = [
    [t('status.dateTime'), statusTime(order.paid_at ?? order.payment?.created_at ?? order.created_at, locale)],
    [t('status.transactionId'), order.invoice_number],
    [t('status.recipient'), order.merchant_name],
    [t('status.amount'), rupiah(order.total - order.fee)],
    [t('status.sender'), order.buyer_name],
    [t('status.method'), order.payment ? methodLabel(t, order.payment.method, order.payment.channel_name) : order.total === 0 ? t('status.free') : '-'],
    [t('status.purpose'), order.items.map((i) => i.title).join(', ')],
    [t('status.fee'), rupiah(order.fee)],
  ];
  return (
    <section aria-labelledby="status-heading" className="mx-auto max-w-xl rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
      <div className="flex flex-col items-center text-center" aria-live="polite">
        <span className={cn('flex size-16 items-center justify-center rounded-full', look.ring)}>
          <Icon className={cn('size-9', kind === 'processing' && 'animate-pulse')} aria-hidden="true" />
        </span>
        <h1 id="status-heading" className="mt-4 text-2xl font-bold text-slate-900">
          {t(look.title)}
        </h1>
        <p className="mt-2 text-sm text-slate-600">{t(look.note)}</p>
      </div>
      <dl className="mt-6 divide-y divide-slate-100 border-y border-slate-200 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 py-3">
            <dt className="shrink-0 text-slate-600">{label}</dt>
            <dd className="min-w-0 text-right font-semibold break-words text-slate-900">{value}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 py-3 text-base font-bold">
          <dt className="text-slate-900">{t('status.total')}</dt>
          <dd className="text-brand-700">{rupiah(order.total)}</dd>
        </div>
      </dl>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">{actions}</div>
    </section>
  );
}
