import { formatRupiah } from '@kelas/contracts/money';
import type { Promo } from '@kelas/contracts/promos';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input, Label } from '@/components/ui/input';
import { ConsoleList, FilterBar } from '@/components/ui/console-list';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { usePromos, useSavePromo } from '../api/promos';
import { PromoFormDialog } from './promo-form-dialog';

const valueLabel = (p: Promo) => (p.kind === 'percent' ? `${p.value}%` : formatRupiah(p.value));
const day = (iso: string | null) => (iso ? new Intl.DateTimeFormat('id-ID', { dateStyle: 'medium', timeZone: 'Asia/Jakarta' }).format(new Date(iso)) : null);
const windowLabel = (p: Promo) => (p.starts_at || p.ends_at ? `${day(p.starts_at) ?? '…'} – ${day(p.ends_at) ?? '…'}` : 'Selalu');
const usage = (p: Promo) => `${p.used_count}${p.max_uses ? ` / ${p.max_uses}` : ''}`;

/** /admin/promo-codes (issue 14 item 3): codes with value, window, limits, usage; create, edit, deactivate. */
export function PromoList() {
  const [draft, setDraft] = useState('');
  const [filters, setFilters] = useState({ search: '', page: 1 });
  const [editing, setEditing] = useState<Promo | null | 'new'>(null);
  const list = usePromos(filters);
  const save = useSavePromo();
  const toggle = (p: Promo) =>
    save.mutate(
      { id: p.id, body: { active: !p.active } },
      { onSuccess: (x) => notify(x.active ? `${x.code} diaktifkan.` : `${x.code} dinonaktifkan.`, 'success'), onError: (e) => notify(e instanceof ApiError ? e.message : 'Gagal menyimpan.', 'error') },
    );
  const actions = (p: Promo) => (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" variant="garis" onClick={() => setEditing(p)} aria-label={`Ubah ${p.code}`}>
        Ubah
      </Button>
      <Button size="sm" variant={p.active ? 'abu' : 'hijau'} onClick={() => toggle(p)} aria-label={`${p.active ? 'Nonaktifkan' : 'Aktifkan'} ${p.code}`}>
        {p.active ? 'Nonaktifkan' : 'Aktifkan'}
      </Button>
    </div>
  );

  return (
    <section aria-labelledby="promos-title" className="mx-auto max-w-6xl">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 id="promos-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            Kode Promo
          </h1>
          <p className="mt-1 text-slate-600">Buat dan kelola potongan harga untuk keranjang peserta.</p>
        </div>
        <Button onClick={() => setEditing('new')}>
          <Plus className="size-4" aria-hidden="true" />
          Buat Kode Promo
        </Button>
      </div>
      <FilterBar onSearch={() => setFilters({ search: draft, page: 1 })}>
        <div className="flex-1">
          <Label htmlFor="promo-search">Kode</Label>
          <Input id="promo-search" type="search" value={draft} onChange={(e) => setDraft(e.target.value)} placeholder="mis. HEMAT" />
        </div>
      </FilterBar>

      <ConsoleList
        query={list}
        label="Memuat kode promo"
        errorText="Daftar kode promo gagal dimuat."
        emptyText="Belum ada kode promo."
        noun="kode"
        onPage={(page) => setFilters((f) => ({ ...f, page }))}
        columns={[
          {
            header: 'Kode',
            cell: (p) => (
              <>
                <span className="font-mono font-semibold text-slate-900">{p.code}</span>
                {p.courses.length > 0 && <p className="text-xs text-slate-500">Hanya: {p.courses.map((c) => c.title).join(', ')}</p>}
              </>
            ),
          },
          { header: 'Potongan', cell: valueLabel },
          { header: 'Berlaku', cell: windowLabel },
          {
            header: 'Dipakai',
            cell: (p) => (
              <>
                {usage(p)}
                {p.max_uses_per_learner && <p className="text-xs text-slate-500">maks. {p.max_uses_per_learner}/peserta</p>}
              </>
            ),
          },
          { header: 'Status', cell: (p) => <Badge tone={p.active ? 'hijau' : 'abu'}>{p.active ? 'Aktif' : 'Nonaktif'}</Badge> },
          { header: 'Aksi', cell: actions },
        ]}
        card={(p) => (
          <>
            <div className="flex items-start justify-between gap-3">
              <span className="font-mono font-semibold break-all text-slate-900">{p.code}</span>
              <Badge tone={p.active ? 'hijau' : 'abu'}>{p.active ? 'Aktif' : 'Nonaktif'}</Badge>
            </div>
            <p className="mt-1 text-sm text-slate-700">
              {valueLabel(p)} · dipakai {usage(p)}
            </p>
            <p className="mt-1 text-xs text-slate-500">{windowLabel(p)}</p>
            <div className="mt-3">{actions(p)}</div>
          </>
        )}
      />
      {editing !== null && <PromoFormDialog key={editing === 'new' ? 'new' : editing.id} promo={editing === 'new' ? null : editing} open onOpenChange={(o) => !o && setEditing(null)} />}
    </section>
  );
}
