import { ORDER_STATUSES } from '@kelas/contracts/checkout';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Input, Label } from '@/components/ui/input';
import { ConsoleList, FilterBar, FilterSelect } from '@/components/ui/console-list';
import { ApiError } from '@/lib/api-client';
import { useAcademyFormat } from '@/lib/i18n/academy-format';
import { useAdminOrders, type OrderFilters } from '../api/orders';
import { ORDER_TONE, useMethodOptions } from '../lib/format';

const EMPTY: OrderFilters = { search: '', status: '', method: '', from: '', to: '', page: 1 };

/**
 * /admin/orders: search by invoice number or the learner's e-mail, status,
 * method and created date range; a table on wide screens, cards on phones; each opens the detail.
 */
export function OrderSearch() {
  const { t } = useTranslation(['sales-orders', 'orderStatusLabels']);
  const { rupiah, shortDateTime } = useAcademyFormat();
  const methodOptions = useMethodOptions();
  const statusOptions = [{ value: '', label: t('search.allStatuses') }, ...ORDER_STATUSES.map((s) => ({ value: s as string, label: t(`orderStatusLabels:${s}`) }))];
  const [draft, setDraft] = useState<OrderFilters>(EMPTY);
  const [filters, setFilters] = useState<OrderFilters>(EMPTY);
  const list = useAdminOrders(filters);
  const set = (k: Exclude<keyof OrderFilters, 'page'>, value: string) => setDraft((d) => ({ ...d, [k]: value }));
  const badInput = list.error instanceof ApiError && list.error.status === 422 ? list.error : null;

  return (
    <section aria-labelledby="orders-title" className="mx-auto max-w-6xl">
      <h1 id="orders-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {t('search.title')}
      </h1>
      <p className="mt-1 text-slate-600">{t('search.intro')}</p>

      <FilterBar className="grid gap-3 sm:grid-cols-2 lg:grid-cols-6 lg:items-end" submitClassName="sm:col-span-2 lg:col-span-6" onSearch={() => setFilters({ ...draft, page: 1 })}>
        <div className="sm:col-span-2">
          <Label htmlFor="order-search">{t('search.query')}</Label>
          <Input id="order-search" type="search" value={draft.search} onChange={(e) => set('search', e.target.value)} placeholder={t('search.queryPlaceholder')} />
        </div>
        <FilterSelect id="order-status" label={t('search.status')} value={draft.status} options={statusOptions} onChange={(v) => set('status', v)} />
        <FilterSelect id="order-method" label={t('search.method')} value={draft.method} options={methodOptions} onChange={(v) => set('method', v)} />
        <div>
          <Label htmlFor="order-from">{t('search.from')}</Label>
          <Input id="order-from" type="date" value={draft.from} onChange={(e) => set('from', e.target.value)} />
        </div>
        <div>
          <Label htmlFor="order-to">{t('search.to')}</Label>
          <Input id="order-to" type="date" value={draft.to} onChange={(e) => set('to', e.target.value)} />
        </div>
      </FilterBar>

      <ConsoleList
        query={list}
        label={t('search.loading')}
        errorText={badInput ? badInput.message : t('search.failed', { message: list.error instanceof ApiError ? list.error.message : '' })}
        emptyText={t('search.empty')}
        noun={t('search.noun')}
        onPage={(page) => setFilters((f) => ({ ...f, page }))}
        columns={[
          {
            header: t('search.invoice'),
            cell: (o) => (
              <>
                <Link to={`/admin/orders/${o.id}`} className="font-mono text-xs font-semibold break-all text-brand-700 hover:underline">
                  {o.invoice_number}
                </Link>
                <p className="mt-0.5 text-xs text-slate-500">{o.titles.join(', ')}</p>
              </>
            ),
          },
          { header: t('search.learner'), cell: (o) => <span className="break-all">{o.buyer.email}</span> },
          { header: t('search.method'), cell: (o) => o.method_label ?? '-' },
          {
            header: t('search.total'),
            align: 'right',
            cell: (o) => (
              <span className="font-semibold text-slate-900">
                {rupiah(o.total)}
                {o.refunded > 0 && <span className="block text-xs font-normal text-red-700">{t('search.refunded', { amount: rupiah(o.refunded) })}</span>}
              </span>
            ),
          },
          { header: t('search.created'), cell: (o) => shortDateTime(o.created_at) },
          { header: t('search.status'), cell: (o) => <Badge tone={ORDER_TONE[o.status]}>{t(`orderStatusLabels:${o.status}`)}</Badge> },
        ]}
        card={(o) => (
          <>
            <div className="flex items-start justify-between gap-3">
              <Link to={`/admin/orders/${o.id}`} className="font-mono text-xs font-semibold break-all text-brand-700 hover:underline">
                {o.invoice_number}
              </Link>
              <Badge tone={ORDER_TONE[o.status]}>{t(`orderStatusLabels:${o.status}`)}</Badge>
            </div>
            <p className="mt-1 text-sm break-all text-slate-700">{o.buyer.email}</p>
            <p className="mt-1 text-sm font-semibold text-slate-900">
              {rupiah(o.total)}
              {o.refunded > 0 && <span className="ml-2 text-xs font-normal text-red-700">{t('search.refunded', { amount: rupiah(o.refunded) })}</span>}
            </p>
            <p className="mt-1 text-xs text-slate-500">
              {o.method_label ?? '-'} · {shortDateTime(o.created_at)}
            </p>
          </>
        )}
      />
    </section>
  );
}
