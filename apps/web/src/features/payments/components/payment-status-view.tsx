import { Ban, CheckCircle2, Clock, Hourglass, RotateCcw, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '@kelas/contracts/checkout';
import { FAILURE_REASON_MESSAGE } from '@kelas/contracts/payments';
import { DEFAULT_LOCALE, type Locale } from '@kelas/contracts/i18n';
import { formatDateTime, useFormat } from '@/lib/i18n/format';
import { cn } from '@/components/ui/cn';
import { methodLabel } from '../lib/instruction-steps';

export type StatusKind = 'processing' | 'success' | 'partially_refunded' | 'refunded' | 'failed' | 'expired' | 'cancelled';

/**
 * The outcome shown for the order's one state (the server's `status`, decision 250): the three of
 * spec 2.19 (pending → processing, paid → success, failed → failed), and expired, cancelled and
 * (partly) refunded each under its own name, never as 'Transaksi Diproses', a generic failure or a
 * success whose class has gone (decision 263).
 */
export function statusKind(order: Pick<Order, 'status'>): StatusKind {
  if (order.status === 'pending') return 'processing';
  if (order.status === 'paid') return 'success';
  // A refund is named as such: a fully refunded order no longer says its class is available.
  return order.status;
}

/**
 * Date and time in the learner's own zone (the browser's), labelled, in `locale`: '21 Mei 2025
 * pukul 10.30 WIB', '21 May 2025 at 12:30 WITA', as the order history shows it.
 */
export function statusTime(iso: string, locale: Locale = DEFAULT_LOCALE): string {
  return formatDateTime(locale, iso);
}

const LOOK = {
  processing: { icon: Hourglass, ring: 'bg-amber-100 text-amber-700', title: 'status.processing', note: 'status.processingNote' },
  failed: { icon: XCircle, ring: 'bg-red-100 text-red-700', title: 'status.failed', note: 'status.failedNote' },
  expired: { icon: Clock, ring: 'bg-slate-200 text-slate-700', title: 'status.expired', note: 'status.expiredNote' },
  cancelled: { icon: Ban, ring: 'bg-slate-200 text-slate-700', title: 'status.cancelled', note: 'status.cancelledNote' },
  success: { icon: CheckCircle2, ring: 'bg-emerald-100 text-emerald-700', title: 'status.success', note: 'status.successNote' },
  partially_refunded: { icon: CheckCircle2, ring: 'bg-emerald-100 text-emerald-700', title: 'status.success', note: 'status.partiallyRefundedNote' },
  refunded: { icon: RotateCcw, ring: 'bg-slate-200 text-slate-700', title: 'status.refunded', note: 'status.refundedNote' },
} as const;

/**
 * Payment status (spec 2.19) of a real order: the outcome's heading and note, why a failed payment
 * failed as the gateway reported it (decision 252), then the state as the order history names it,
 * date-time, transaction ID, recipient, 'Nominal', 'Pengirim', 'Metode Transaksi', 'Tujuan
 * Transaksi', 'Biaya Transaksi', 'Total' (decision 044); `actions` below.
 */
export function PaymentStatusView({ order, actions }: { order: Order; actions: ReactNode }) {
  const { t } = useTranslation(['payments', 'orderStatusLabels', 'paymentMessages']);
  const { rupiah, locale } = useFormat();
  const kind = statusKind(order);
  const look = LOOK[kind];
  const Icon = look.icon;
  const reason = kind === 'failed' && order.payment?.failure_reason ? t(`paymentMessages:${FAILURE_REASON_MESSAGE[order.payment.failure_reason]}`) : null;
  const rows: [string, string][] = [
    [t('status.state'), t(`orderStatusLabels:${order.status}`)],
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
        {reason && <p className="mt-2 rounded-lg bg-red-50 px-3 py-2 text-sm font-semibold text-red-800">{t('status.reason', { reason })}</p>}
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
