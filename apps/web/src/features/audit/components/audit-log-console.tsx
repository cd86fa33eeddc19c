import { AUDIT_ACTION_LABELS, diffAuditStates, type AuditEntry } from '@kelas/contracts/audit';
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input, Label, selectClass } from '@/components/ui/input';
import { ListPager } from '@/components/ui/list-pager';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { useAcademyFormat } from '@/lib/i18n/academy-format';
import { useAuditLog, type AuditFilters } from '../api/get-audit-log';
import { formatAuditValue } from '../lib/format-value';

const EMPTY: AuditFilters = { actor: '', action: '', from: '', to: '', page: 1 };

/** Before → after of the fields that changed, as a small table (cards stack it on phones). */
function Diff({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('audit');
  const f = useAcademyFormat();
  const when = (iso: string) => f.shortDateTime(iso);
  const changes = diffAuditStates(entry.before, entry.after);
  if (changes.length === 0) return <p className="text-xs text-slate-500">{t('noChanges')}</p>;
  return (
    <table className="w-full text-left text-xs">
      <caption className="sr-only">{t('changes')}</caption>
      <thead className="text-slate-500">
        <tr>
          <th scope="col" className="py-1 pr-2 font-medium">
            {t('field')}
          </th>
          <th scope="col" className="py-1 pr-2 font-medium">
            {t('before')}
          </th>
          <th scope="col" className="py-1 font-medium">
            {t('after')}
          </th>
        </tr>
      </thead>
      <tbody>
        {changes.map((c) => (
          <tr key={c.field} className="align-top">
            <th scope="row" className="py-1 pr-2 font-mono font-normal text-slate-700">{c.field}</th>
            <td className="py-1 pr-2 break-all text-red-700">
              <del className="no-underline">{formatAuditValue(c.before, when)}</del>
            </td>
            <td className="py-1 break-all text-emerald-800">
              <ins className="no-underline">{formatAuditValue(c.after, when)}</ins>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Entry({ e }: { e: AuditEntry }) {
  const { t } = useTranslation(['audit', 'auditActionLabels']);
  const { shortDateTime } = useAcademyFormat();
  const label = e.action in AUDIT_ACTION_LABELS ? t(`auditActionLabels:${e.action}`) : e.action;
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between">
        <p className="font-semibold text-slate-900">
          {label} <span className="font-mono text-xs font-normal text-slate-500">{e.action}</span>
        </p>
        <time dateTime={e.created_at} className="text-xs text-slate-500">
          {shortDateTime(e.created_at, { seconds: true })}
        </time>
      </div>
      <p className="mt-1 text-sm break-all text-slate-600">
        {t('by', { actor: e.actor ? t('actor', { name: e.actor.name, email: e.actor.email }) : t('system'), entity: e.entity_type, id: e.entity_id ?? '–' })}
        {e.ip ? t('ip', { ip: e.ip }) : ''}
      </p>
      <div className="mt-2 rounded-lg bg-slate-50 p-2">
        <Diff entry={e} />
      </div>
    </li>
  );
}

/** /admin/audit-log: who did what and when, filtered by actor, action and Jakarta days, with a before/after view. */
export function AuditLogConsole() {
  const { t } = useTranslation(['audit', 'auditActionLabels']);
  const [draft, setDraft] = useState(EMPTY);
  const [filters, setFilters] = useState(EMPTY);
  const list = useAuditLog(filters);
  /** The value binding of a filter field. */
  const register = (k: 'actor' | 'action' | 'from' | 'to') => ({ value: draft[k], onChange: (ev: React.ChangeEvent<HTMLInputElement>) => setDraft((d) => ({ ...d, [k]: ev.target.value })) });
  const dateError = list.error instanceof ApiError && list.error.status === 422 ? list.error.message : null;

  return (
    <section aria-labelledby="audit-title" className="mx-auto max-w-6xl">
      <h1 id="audit-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {t('title')}
      </h1>
      <p className="mt-1 text-slate-600">{t('intro')}</p>
      <form
        role="search"
        className="mt-6 grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-[2fr_2fr_1fr_1fr_auto] lg:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          setFilters({ ...draft, page: 1 });
        }}
      >
        <div>
          <Label htmlFor="audit-actor">{t('actorLabel')}</Label>
          <Input id="audit-actor" {...register('actor')} placeholder={t('actorPlaceholder')} />
        </div>
        <div>
          <Label htmlFor="audit-action">{t('action')}</Label>
          {/* Actions by their names, never the internal codes (decision 268), in alphabetical order of the name. */}
          <select id="audit-action" className={selectClass} value={draft.action} onChange={(ev) => setDraft((d) => ({ ...d, action: ev.target.value }))}>
            <option value="">{t('allActions')}</option>
            {Object.keys(AUDIT_ACTION_LABELS)
              .map((k) => ({ k, label: t(`auditActionLabels:${k}`) }))
              .sort((a, b) => a.label.localeCompare(b.label))
              .map(({ k, label }) => (
                <option key={k} value={k}>
                  {label}
                </option>
              ))}
          </select>
        </div>
        <div>
          <Label htmlFor="audit-from">{t('from')}</Label>
          <Input id="audit-from" type="date" {...register('from')} />
        </div>
        <div>
          <Label htmlFor="audit-to">{t('to')}</Label>
          <Input id="audit-to" type="date" {...register('to')} />
        </div>
        <div className="flex gap-2">
          <Button type="submit" className="h-11">
            {t('apply')}
          </Button>
          <Button
            type="button"
            variant="abu"
            className="h-11"
            onClick={() => {
              setDraft(EMPTY);
              setFilters(EMPTY);
            }}
          >
            {t('reset')}
          </Button>
        </div>
      </form>
      <div className="mt-6" aria-busy={list.isFetching}>
        {list.isPending ? (
          <div className="space-y-3">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-28 rounded-xl" />
            ))}
          </div>
        ) : list.isError ? (
          <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-700">
            {dateError ?? t('loadFailed', { message: list.error instanceof ApiError ? list.error.message : '' })}
          </p>
        ) : list.data.data.length === 0 ? (
          <p className="rounded-xl border border-slate-200 bg-white p-6 text-center text-slate-600">{t('none')}</p>
        ) : (
          <>
            <p className="mb-3 text-sm text-slate-600">{t('total', { count: list.data.meta.total })}</p>
            <ul className="space-y-3">
              {list.data.data.map((e) => (
                <Entry key={e.id} e={e} />
              ))}
            </ul>
            <ListPager meta={list.data.meta} noun={t('noun')} onPage={(page) => setFilters((f) => ({ ...f, page }))} />
          </>
        )}
      </div>
    </section>
  );
}
