import { PROMO_STATUSES, type Promo, type PromoStatus } from '@kelas/contracts/promos';
import { Plus } from 'lucide-react';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input, Label } from '@/components/ui/input';
import { ConsoleList, FilterBar, FilterSelect } from '@/components/ui/console-list';
import { ApiError } from '@/lib/api-client';
import { type Format } from '@/lib/i18n/format';
import { useAcademyFormat } from '@/lib/i18n/academy-format';
import { notify } from '@/lib/toast';
import { usePromos, useSavePromo } from '../api/promos';
import { PromoFormDialog } from './promo-form-dialog';

const valueLabel = (p: Promo, f: Format) => (p.kind === 'percent' ? `${p.value}%` : f.rupiah(p.value));
/** A window's day in Jakarta, where the form sets it (promo-form-dialog: +07:00). */
const day = (iso: string | null, f: Format) => (iso ? f.shortDate(iso, { timeZone: 'Asia/Jakarta' }) : null);
const windowLabel = (p: Promo, t: TFunction<'promos'>, f: Format) => (p.starts_at || p.ends_at ? `${day(p.starts_at, f) ?? '…'} – ${day(p.ends_at, f) ?? '…'}` : t('always'));
const usage = (p: Promo) => `${p.used_count}${p.max_uses ? ` / ${p.max_uses}` : ''}`;
/** The code's state as the server computed it (decision 263): active, scheduled, expired, used up or switched off. */
const STATUS_TONE: Record<PromoStatus, BadgeTone> = { active: 'hijau', scheduled: 'biru', expired: 'abu', used_up: 'kuning', inactive: 'abu' };

/** /admin/promo-codes: codes with value, window, limits, usage; create, edit, deactivate. */
export function PromoList() {
  const { t } = useTranslation(['promos', 'promoStatusLabels']);
  const f = useAcademyFormat();
  const [draft, setDraft] = useState('');
  const [draftStatus, setDraftStatus] = useState<PromoStatus | ''>('');
  const [filters, setFilters] = useState<{ search: string; status: PromoStatus | ''; page: number }>({ search: '', status: '', page: 1 });
  const statusBadge = (p: Promo) => <Badge tone={STATUS_TONE[p.status]}>{t(`promoStatusLabels:${p.status}`)}</Badge>;
  const [editing, setEditing] = useState<Promo | null | 'new'>(null);
  const list = usePromos(filters);
  const save = useSavePromo();
  const toggle = (p: Promo) =>
    save.mutate(
      { id: p.id, body: { active: !p.active } },
      { onSuccess: (x) => notify(x.active ? t('list.activated', { code: x.code }) : t('list.deactivated', { code: x.code }), 'success'), onError: (e) => notify(e instanceof ApiError ? e.message : t('list.saveFailed'), 'error') },
    );
  const actions = (p: Promo) => (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" variant="garis" onClick={() => setEditing(p)} aria-label={t('list.editCode', { code: p.code })}>
        {t('list.edit')}
      </Button>
      <Button size="sm" variant={p.active ? 'abu' : 'hijau'} onClick={() => toggle(p)} aria-label={p.active ? t('list.deactivateCode', { code: p.code }) : t('list.activateCode', { code: p.code })}>
        {p.active ? t('list.deactivate') : t('list.activate')}
      </Button>
    </div>
  );

  return (
    <section aria-labelledby="promos-title" className="mx-auto max-w-6xl">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 id="promos-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            {t('list.title')}
          </h1>
          <p className="mt-1 text-slate-600">{t('list.intro')}</p>
        </div>
        <Button onClick={() => setEditing('new')}>
          <Plus className="size-4" aria-hidden="true" />
          {t('list.create')}
        </Button>
      </div>
      <FilterBar onSearch={() => setFilters({ search: draft, status: draftStatus, page: 1 })}>
        <div className="flex-1">
          <Label htmlFor="promo-search">{t('list.code')}</Label>
          <Input id="promo-search" type="search" value={draft} onChange={(e) => setDraft(e.target.value)} placeholder={t('list.codePlaceholder')} />
        </div>
        <FilterSelect
          id="promo-status"
          label={t('list.status')}
          value={draftStatus}
          onChange={setDraftStatus}
          options={[{ value: '' as const, label: t('list.allStatuses') }, ...PROMO_STATUSES.map((s) => ({ value: s, label: t(`promoStatusLabels:${s}`) }))]}
        />
      </FilterBar>

      <ConsoleList
        query={list}
        label={t('list.loading')}
        errorText={t('list.loadFailed')}
        emptyText={t('list.empty')}
        noun={t('list.noun')}
        onPage={(page) => setFilters((f) => ({ ...f, page }))}
        columns={[
          {
            header: t('list.code'),
            cell: (p) => (
              <>
                <span className="font-mono font-semibold text-slate-900">{p.code}</span>
                {p.courses.length > 0 && <p className="text-xs text-slate-500">{t('list.only', { courses: p.courses.map((c) => c.title).join(', ') })}</p>}
              </>
            ),
          },
          { header: t('list.discount'), cell: (p) => valueLabel(p, f) },
          { header: t('list.window'), cell: (p) => windowLabel(p, t, f) },
          {
            header: t('list.used'),
            cell: (p) => (
              <>
                {usage(p)}
                {p.max_uses_per_learner && <p className="text-xs text-slate-500">{t('list.perLearner', { max: p.max_uses_per_learner })}</p>}
              </>
            ),
          },
          { header: t('list.status'), cell: statusBadge },
          { header: t('list.actions'), cell: actions },
        ]}
        card={(p) => (
          <>
            <div className="flex items-start justify-between gap-3">
              <span className="font-mono font-semibold break-all text-slate-900">{p.code}</span>
              {statusBadge(p)}
            </div>
            <p className="mt-1 text-sm text-slate-700">{t('list.usedCard', { value: valueLabel(p, f), usage: usage(p) })}</p>
            <p className="mt-1 text-xs text-slate-500">{windowLabel(p, t, f)}</p>
            <div className="mt-3">{actions(p)}</div>
          </>
        )}
      />
      {editing !== null && <PromoFormDialog key={editing === 'new' ? 'new' : editing.id} promo={editing === 'new' ? null : editing} open onOpenChange={(o) => !o && setEditing(null)} />}
    </section>
  );
}
