import { Download, Receipt } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { type OrderStatus, type OrderSummary } from '@kelas/contracts/checkout';
import { FAILURE_REASON_MESSAGE } from '@kelas/contracts/payments';
import type { LearnerRefund } from '@kelas/contracts/refunds';
import { useFormat } from '@/lib/i18n/format';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { downloadReceipt } from '../api/download-receipt';
import { downloadCreditNote } from '../api/get-refunds';
import { refillCart } from '../lib/cart-storage';

const TONE: Record<OrderStatus, BadgeTone> = { pending: 'kuning', paid: 'hijau', partially_refunded: 'biru', refunded: 'biru', expired: 'abu', failed: 'merah', cancelled: 'abu' };

function ReceiptButton({ order }: { order: OrderSummary }) {
  const [busy, setBusy] = useState(false);
  const { t } = useTranslation('checkout');
  const download = async () => {
    setBusy(true);
    try {
      await downloadReceipt(order.id, order.invoice_number);
    } catch (err) {
      notify(err instanceof ApiError ? err.message : t('orders.receiptFailed'), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="garis" size="sm" onClick={download} loading={busy} aria-label={t('orders.receiptLabel', { invoice: order.invoice_number })}>
      <Download className="size-4" aria-hidden="true" />
      {t('orders.receipt')}
    </Button>
  );
}

function CreditNoteButton({ refund }: { refund: LearnerRefund }) {
  const [busy, setBusy] = useState(false);
  const { t } = useTranslation('checkout');
  const download = async () => {
    setBusy(true);
    try {
      await downloadCreditNote(refund);
    } catch (err) {
      notify(err instanceof ApiError ? err.message : t('orders.creditNoteFailed'), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="polos" size="sm" onClick={download} loading={busy} aria-label={t('orders.creditNoteLabel', { number: refund.credit_note_number })}>
      <Download className="size-4" aria-hidden="true" />
      {t('orders.creditNote')}
    </Button>
  );
}

/** The refunds of one order: amount, state, date and the credit note of a succeeded one. */
function OrderRefunds({ refunds }: { refunds: LearnerRefund[] }) {
  const { t } = useTranslation(['checkout', 'refundStatusLabel']);
  // '21 Mei 2025 pukul 10.30 WIB' / '21 May 2025 at 10:30 WIB', in the browser's time zone.
  const { rupiah, dateTime } = useFormat();
  if (refunds.length === 0) return null;
  return (
    <div className="mt-3 rounded-xl bg-red-50/60 p-3">
      <p className="text-sm font-semibold text-slate-800">{t('orders.refunds')}</p>
      <ul className="mt-1 divide-y divide-red-100">
        {refunds.map((r) => (
          <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 py-1.5 text-sm">
            <span>
              <span className="font-semibold text-slate-900">{rupiah(r.amount)}</span>
              <span className="text-slate-600"> · {dateTime(r.settled_at ?? r.created_at)}</span>
            </span>
            <span className="flex items-center gap-2">
              <Badge tone={r.status === 'succeeded' ? 'hijau' : r.status === 'pending' ? 'kuning' : 'merah'}>{t('orders.refundStatus', { status: t(`refundStatusLabel:${r.status}`) })}</Badge>
              {r.status === 'succeeded' && <CreditNoteButton refund={r} />}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** 'Bayar Lagi' of an expired or failed order: its packages back in the cart (decision 250), or the course page when its package is gone. */
function PayAgainButton({ order }: { order: OrderSummary }) {
  const navigate = useNavigate();
  const { t } = useTranslation('checkout');
  return (
    <Button size="sm" onClick={() => navigate(refillCart(order.items, order.promo_code) ? paths.cart : paths.home)} aria-label={`${t('orders.payAgain')} ${order.invoice_number}`}>
      {t('orders.payAgain')}
    </Button>
  );
}

/**
 * Order history: every order with its one state as the server names it (decision 250),
 * total and method, and why a failed payment failed; pay on for pending ones, 'Bayar Lagi' for
 * expired and failed ones, a PDF receipt for paid ones; refunds with their credit notes.
 */
export function OrderHistory({ orders, refunds = [] }: { orders: OrderSummary[]; refunds?: LearnerRefund[] }) {
  const { t } = useTranslation(['checkout', 'orderStatusLabels', 'paymentMessages']);
  const { rupiah, dateTime } = useFormat();
  if (orders.length === 0) {
    return (
      <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-4 py-12 text-center">
        <Receipt className="size-10 text-slate-400" aria-hidden="true" />
        <p className="mt-3 font-semibold text-slate-700">{t('orders.empty')}</p>
        <Button asChild className="mt-4">
          <Link to={paths.home}>{t('orders.browse')}</Link>
        </Button>
      </div>
    );
  }
  return (
    <ul className="space-y-4">
      {orders.map((o) => (
        <li key={o.id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="min-w-0">
              <p className="font-mono text-xs break-all text-slate-500">{o.invoice_number}</p>
              <p className="mt-1 font-semibold text-slate-900">{o.titles.join(', ')}</p>
            </div>
            <Badge tone={TONE[o.status]}>{t(`orderStatusLabels:${o.status}`)}</Badge>
          </div>
          <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
            <div>
              <dt className="text-slate-500">{t('orders.date')}</dt>
              <dd className="text-slate-800">{dateTime(o.paid_at ?? o.created_at)}</dd>
            </div>
            <div>
              <dt className="text-slate-500">{t('orders.method')}</dt>
              <dd className="text-slate-800">{o.method_label ?? (o.total === 0 ? t('orders.free') : '-')}</dd>
            </div>
            <div>
              <dt className="text-slate-500">{t('orders.total')}</dt>
              <dd className="font-bold text-slate-900">{rupiah(o.total)}</dd>
            </div>
          </dl>
          {o.status === 'failed' && o.failure_reason && (
            <p className="mt-2 text-sm text-red-800">{t('orders.reason', { reason: t(`paymentMessages:${FAILURE_REASON_MESSAGE[o.failure_reason]}`) })}</p>
          )}
          <OrderRefunds refunds={refunds.filter((r) => r.order_id === o.id)} />
          <div className="mt-4 flex flex-wrap gap-2">
            {(o.status === 'paid' || o.status === 'partially_refunded' || o.status === 'refunded') && <ReceiptButton order={o} />}
            {o.status === 'pending' && (
              <Button asChild size="sm">
                <Link to={o.method_label ? `${paths.payments}?order=${o.id}` : `${paths.paymentMethod}?order=${o.id}`}>{t('orders.payOn')}</Link>
              </Button>
            )}
            {(o.status === 'expired' || o.status === 'failed') && <PayAgainButton order={o} />}
            <Button asChild size="sm" variant="polos">
              <Link to={`${paths.paymentStatus}?order=${o.id}`}>{t('orders.details')}</Link>
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
