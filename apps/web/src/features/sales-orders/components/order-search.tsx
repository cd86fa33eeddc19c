import { ORDER_STATUS_LABELS, ORDER_STATUSES } from '@kelas/contracts/checkout';
import { formatRupiah } from '@kelas/contracts/money';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Input, Label } from '@/components/ui/input';
import { ConsoleList, FilterBar, FilterSelect } from '@/components/ui/console-list';
import { ApiError } from '@/lib/api-client';
import { useAdminOrders, type OrderFilters } from '../api/orders';
import { formatDateTime, METHOD_OPTIONS, ORDER_TONE } from '../lib/format';

const STATUS_OPTIONS = [{ value: '', label: 'Semua status' }, ...ORDER_STATUSES.map((s) => ({ value: s as string, label: ORDER_STATUS_LABELS[s] }))];
const EMPTY: OrderFilters = { search: '', status: '', method: '', from: '', to: '', page: 1 };

/**
 * /admin/orders (issue 14 item 1): search by invoice number or the learner's e-mail, status,
 * method and created date range; a table on wide screens, cards on phones; each opens the detail.
 */
export function OrderSearch() {
  const [draft, setDraft] = useState<OrderFilters>(EMPTY);
  const [filters, setFilters] = useState<OrderFilters>(EMPTY);
  const list = useAdminOrders(filters);
  const set = (k: Exclude<keyof OrderFilters, 'page'>, value: string) => setDraft((d) => ({ ...d, [k]: value }));
  const badInput = list.error instanceof ApiError && list.error.status === 422 ? list.error : null;

  return (
    <section aria-labelledby="orders-title" className="mx-auto max-w-6xl">
      <h1 id="orders-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
        Pesanan
      </h1>
      <p className="mt-1 text-slate-600">Cari pesanan, lihat pembayarannya, kirim ulang kuitansi, dan proses refund.</p>

      <FilterBar className="grid gap-3 sm:grid-cols-2 lg:grid-cols-6 lg:items-end" submitClassName="sm:col-span-2 lg:col-span-6" onSearch={() => setFilters({ ...draft, page: 1 })}>
        <div className="sm:col-span-2">
          <Label htmlFor="order-search">No. invoice atau email peserta</Label>
          <Input id="order-search" type="search" value={draft.search} onChange={(e) => set('search', e.target.value)} placeholder="mis. INV1234 atau learner@example.com" />
        </div>
        <FilterSelect id="order-status" label="Status" value={draft.status} options={STATUS_OPTIONS} onChange={(v) => set('status', v)} />
        <FilterSelect id="order-method" label="Metode" value={draft.method} options={METHOD_OPTIONS} onChange={(v) => set('method', v)} />
        <div>
          <Label htmlFor="order-from">Dari tanggal</Label>
          <Input id="order-from" type="date" value={draft.from} onChange={(e) => set('from', e.target.value)} />
        </div>
        <div>
          <Label htmlFor="order-to">Sampai tanggal</Label>
          <Input id="order-to" type="date" value={draft.to} onChange={(e) => set('to', e.target.value)} />
        </div>
      </FilterBar>

      <ConsoleList
        query={list}
        label="Memuat pesanan"
        errorText={badInput ? badInput.message : `Daftar pesanan gagal dimuat. ${list.error instanceof ApiError ? list.error.message : ''}`}
        emptyText="Tidak ada pesanan yang cocok."
        noun="pesanan"
        onPage={(page) => setFilters((f) => ({ ...f, page }))}
        columns={[
          {
            header: 'Invoice',
            cell: (o) => (
              <>
                <Link to={`/admin/orders/${o.id}`} className="font-mono text-xs font-semibold break-all text-brand-700 hover:underline">
                  {o.invoice_number}
                </Link>
                <p className="mt-0.5 text-xs text-slate-500">{o.titles.join(', ')}</p>
              </>
            ),
          },
          { header: 'Peserta', cell: (o) => <span className="break-all">{o.buyer.email}</span> },
          { header: 'Metode', cell: (o) => o.method_label ?? '-' },
          {
            header: 'Total',
            align: 'right',
            cell: (o) => (
              <span className="font-semibold text-slate-900">
                {formatRupiah(o.total)}
                {o.refunded > 0 && <span className="block text-xs font-normal text-red-700">refund {formatRupiah(o.refunded)}</span>}
              </span>
            ),
          },
          { header: 'Dibuat', cell: (o) => formatDateTime(o.created_at) },
          { header: 'Status', cell: (o) => <Badge tone={ORDER_TONE[o.status]}>{ORDER_STATUS_LABELS[o.status]}</Badge> },
        ]}
        card={(o) => (
          <>
            <div className="flex items-start justify-between gap-3">
              <Link to={`/admin/orders/${o.id}`} className="font-mono text-xs font-semibold break-all text-brand-700 hover:underline">
                {o.invoice_number}
              </Link>
              <Badge tone={ORDER_TONE[o.status]}>{ORDER_STATUS_LABELS[o.status]}</Badge>
            </div>
            <p className="mt-1 text-sm break-all text-slate-700">{o.buyer.email}</p>
            <p className="mt-1 text-sm font-semibold text-slate-900">
              {formatRupiah(o.total)}
              {o.refunded > 0 && <span className="ml-2 text-xs font-normal text-red-700">refund {formatRupiah(o.refunded)}</span>}
            </p>
            <p className="mt-1 text-xs text-slate-500">
              {o.method_label ?? '-'} · {formatDateTime(o.created_at)}
            </p>
          </>
        )}
      />
    </section>
  );
}
