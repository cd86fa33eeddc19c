import type { OrderStatus } from '@kelas/contracts/checkout';
import { ArrowLeft, Mail, RefreshCw, Undo2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FAILURE_REASON_MESSAGE } from '@kelas/contracts/payments';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { useAcademyFormat } from '@/lib/i18n/academy-format';
import { notify } from '@/lib/toast';
import { useAdminOrder, useCheckRefund, useResendReceipt } from '../api/orders';
import { ORDER_TONE, REFUND_TONE } from '../lib/format';
import { EntryList } from './entry-list';
import { RefundDialog } from './refund-dialog';

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5" aria-label={title}>
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function Row({ label, value, strong }: { label: string; value: ReactNode; strong?: boolean }) {
  return (
    <div className="flex justify-between gap-4 py-1 text-sm">
      <dt className="text-slate-600">{label}</dt>
      <dd className={strong ? 'font-bold text-slate-900' : 'text-slate-800'}>{value}</dd>
    </div>
  );
}

/**
 * /admin/orders/{id}: buyer, items, totals and promo, payments, refunds
 * (with the status check of a pending one), the gateway's notifications as a timeline; resend the
 * receipt; refund (full or partial) while something is refundable.
 */
export function OrderDetail({ id }: { id: number }) {
  const { t } = useTranslation(['sales-orders', 'refundStatusLabel', 'orderStatusLabels', 'paymentMessages']);
  const { rupiah, shortDateTime } = useAcademyFormat();
  const order = useAdminOrder(id);
  const resend = useResendReceipt(id);
  const check = useCheckRefund();
  const [refunding, setRefunding] = useState(false);

  if (order.isPending)
    return (
      <div className="mx-auto max-w-5xl space-y-4" aria-label={t('detail.loading')}>
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-48 rounded-xl" />
        <Skeleton className="h-48 rounded-xl" />
      </div>
    );
  if (order.isError)
    return (
      <p role="alert" className="mx-auto max-w-5xl rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-700">
        {order.error instanceof ApiError ? order.error.message : t('detail.failed')}
      </p>
    );
  const o = order.data;

  return (
    <div className="mx-auto max-w-5xl">
      <Link to="/admin/orders" className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline">
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('detail.back')}
      </Link>
      <div className="mt-2 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="font-mono text-lg font-bold break-all text-slate-900 sm:text-xl">{o.invoice_number}</h1>
          <p className="mt-1 text-sm text-slate-600">
            {o.buyer.name} · <span className="break-all">{o.buyer.email}</span>
          </p>
        </div>
        <Badge tone={ORDER_TONE[o.status]}>{t(`orderStatusLabels:${o.status}`)}</Badge>
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        {o.refundable > 0 && (
          <Button variant="merah" onClick={() => setRefunding(true)}>
            <Undo2 className="size-4" aria-hidden="true" />
            {t('detail.refund')}
          </Button>
        )}
        {o.status === 'paid' && (
          <Button
            variant="garis"
            loading={resend.isPending}
            onClick={() => resend.mutate(undefined, { onSuccess: (m) => notify(m, 'success'), onError: (e) => notify(e instanceof ApiError ? e.message : t('detail.receiptFailed'), 'error') })}
          >
            <Mail className="size-4" aria-hidden="true" />
            {t('detail.resendReceipt')}
          </Button>
        )}
      </div>

      <div className="mt-6 grid gap-4 lg:grid-cols-2">
        <Card title={t('detail.itemsTotal')}>
          <ul className="divide-y divide-slate-100">
            {o.items.map((i) => (
              <li key={i.id} className="flex justify-between gap-4 py-2 text-sm">
                <span>
                  <span className="font-semibold text-slate-900">{i.title}</span>
                  <span className="block text-xs text-slate-500">
                    {i.package_name}
                    {i.discount > 0 && ` · ${rupiah(i.price)} − ${i.discount}%`}
                  </span>
                </span>
                <span className="font-semibold whitespace-nowrap">{rupiah(i.amount)}</span>
              </li>
            ))}
          </ul>
          <dl className="mt-2 border-t border-slate-200 pt-2">
            <Row label={t('detail.subtotal')} value={rupiah(o.subtotal)} />
            {o.promo && <Row label={t('detail.promo', { code: o.promo.code })} value={`−${rupiah(o.promo_discount)}`} />}
            <Row label={t('detail.tax')} value={rupiah(o.tax)} />
            <Row label={t('detail.total')} value={rupiah(o.total)} strong />
            <Row label={t('detail.refunded')} value={rupiah(o.refunded)} />
            <Row label={t('detail.refundable')} value={rupiah(o.refundable)} />
          </dl>
          <p className="mt-2 text-xs text-slate-500">
            {t('detail.created', { when: shortDateTime(o.created_at) })}
            {o.paid_at && t('detail.paid', { when: shortDateTime(o.paid_at) })}
          </p>
        </Card>

        <Card title={t('detail.payments')}>
          <EntryList
            empty={t('detail.noPayments')}
            entries={o.payments.map((p) => ({
              key: p.id,
              title: p.method_label,
              status: { tone: p.status === 'paid' ? 'hijau' : p.status === 'pending' ? 'kuning' : 'abu', label: t(`orderStatusLabels:${p.status as OrderStatus}`, { defaultValue: p.status }) },
              // Why it failed, as the learner reads it on the status page (decision 252).
              body: p.failure_reason ? `${rupiah(p.amount)} · ${t(`paymentMessages:${FAILURE_REASON_MESSAGE[p.failure_reason]}`)}` : rupiah(p.amount),
              meta: (
                <span className="font-mono">
                  {p.provider} · {p.reference ?? '-'}
                </span>
              ),
            }))}
          />
        </Card>

        <Card title={t('detail.refunds')}>
          <EntryList
            empty={t('detail.noRefunds')}
            entries={o.refunds.map((r) => ({
              key: r.id,
              title: (
                <>
                  {rupiah(r.amount)} {r.full && <span className="text-xs font-normal text-slate-500">{t('detail.fullRefund')}</span>}
                </>
              ),
              status: { tone: REFUND_TONE[r.status], label: t(`refundStatusLabel:${r.status}`) },
              body: r.reason,
              meta: `${r.credit_note_number} · ${shortDateTime(r.created_at)}${r.failure_reason ? ` · ${r.failure_reason}` : ''}`,
              action: r.status === 'pending' && (
                <Button className="mt-2" size="sm" variant="abu" loading={check.isPending} onClick={() => check.mutate(r.id, { onSuccess: (x) => notify(t('detail.refundStatus', { status: t(`refundStatusLabel:${x.status}`) }), 'info') })}>
                  <RefreshCw className="size-4" aria-hidden="true" />
                  {t('detail.checkStatus')}
                </Button>
              ),
            }))}
          />
        </Card>

        <Card title={t('detail.events')}>
          {o.events.length === 0 ? (
            <p className="text-sm text-slate-600">{t('detail.noEvents')}</p>
          ) : (
            <ol className="relative space-y-3 border-l border-slate-200 pl-4">
              {o.events.map((e) => (
                <li key={e.id} className="text-sm">
                  <span className="absolute -left-1.5 mt-1.5 size-3 rounded-full bg-brand-600" aria-hidden="true" />
                  <p className="font-semibold text-slate-900">{e.status ?? t('detail.event')}</p>
                  <p className="text-xs text-slate-500">
                    {shortDateTime(e.received_at)} · {e.provider}
                  </p>
                  <p className="font-mono text-xs break-all text-slate-500">{e.event_id}</p>
                </li>
              ))}
            </ol>
          )}
        </Card>
      </div>
      {o.refundable > 0 && <RefundDialog key={o.refundable} orderId={o.id} refundable={o.refundable} certificateIssued={o.certificate_issued} refunds={o.refunds} open={refunding} onOpenChange={setRefunding} />}
    </div>
  );
}
