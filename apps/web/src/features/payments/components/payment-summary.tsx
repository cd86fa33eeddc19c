import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '@kelas/contracts/checkout';
import { useFormat } from '@/lib/i18n/format';

/**
 * 'Ringkasan Pembayaran' (spec 2.17): Subtotal, Pajak (11%), Total of the order (stored figures),
 * with the promo line when one was used, then the consent text (`footer`).
 */
export function PaymentSummary({ order, footer }: { order: Order; footer?: ReactNode }) {
  const { t } = useTranslation('payments');
  const { rupiah } = useFormat();
  return (
    <section aria-labelledby="ringkasan-heading" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id="ringkasan-heading" className="text-lg font-bold text-slate-900">
        {t('summary.heading')}
      </h2>
      <ul className="mt-3 space-y-1 text-sm text-slate-600">
        {order.items.map((i) => (
          <li key={i.course_id} className="line-clamp-2">
            {i.title}
          </li>
        ))}
      </ul>
      <dl className="mt-4 space-y-3 border-t border-slate-200 pt-4 text-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-slate-700">{t('summary.subtotal')}</dt>
          <dd className="font-semibold text-slate-900">{rupiah(order.subtotal)}</dd>
        </div>
        {order.promo && (
          <div className="flex justify-between gap-3">
            <dt className="text-slate-700">{t('summary.promo', { code: order.promo.code })}</dt>
            <dd className="font-semibold text-emerald-700">-{rupiah(order.promo_discount)}</dd>
          </div>
        )}
        {order.tax_mode === 'exempt' ? (
          <div className="flex justify-between gap-3">
            <dt className="text-slate-700">{t('summary.taxNone')}</dt>
            <dd className="font-semibold text-slate-900">{t('summary.taxNoneValue')}</dd>
          </div>
        ) : (
          <div className="flex justify-between gap-3">
            <dt className="text-slate-700">{t('summary.tax', { percent: order.tax_percent })}</dt>
            <dd className="font-semibold text-slate-900">+{rupiah(order.tax)}</dd>
          </div>
        )}
        <div className="flex justify-between gap-3 border-t border-slate-200 pt-3 text-base font-bold">
          <dt className="text-slate-900">{t('summary.total')}</dt>
          <dd className="text-brand-700">{rupiah(order.total)}</dd>
        </div>
      </dl>
      {footer && <div className="mt-4">{footer}</div>}
    </section>
  );
}
