import { AUDIT_ACTION_LABELS, diffAuditStates, type AuditEntry } from '@kelas/contracts/audit';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input, Label } from '@/components/ui/input';
import { ListPager } from '@/components/ui/list-pager';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { useAuditLog, type AuditFilters } from '../api/get-audit-log';
import { formatAuditValue } from '../lib/format-value';

const when = new Intl.DateTimeFormat('id-ID', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'Asia/Jakarta' });
const EMPTY: AuditFilters = { actor: '', action: '', from: '', to: '', page: 1 };

/** Before → after of the fields that changed, as a small table (cards stack it on phones). */
function Diff({ entry }: { entry: AuditEntry }) {
  const changes = diffAuditStates(entry.before, entry.after);
  if (changes.length === 0) return <p className="text-xs text-slate-500">Tidak ada perubahan data yang dicatat.</p>;
  return (
    <table className="w-full text-left text-xs">
      <caption className="sr-only">Perubahan</caption>
      <thead className="text-slate-500">
        <tr>
          <th scope="col" className="py-1 pr-2 font-medium">Kolom</th>
          <th scope="col" className="py-1 pr-2 font-medium">Sebelum</th>
          <th scope="col" className="py-1 font-medium">Sesudah</th>
        </tr>
      </thead>
      <tbody>
        {changes.map((c) => (
          <tr key={c.field} className="align-top">
            <th scope="row" className="py-1 pr-2 font-mono font-normal text-slate-700">{c.field}</th>
            <td className="py-1 pr-2 break-all text-red-700">
              <del className="no-underline">{formatAuditValue(c.before)}</del>
            </td>
            <td className="py-1 break-all text-emerald-800">
              <ins className="no-underline">{formatAuditValue(c.after)}</ins>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Entry({ e }: { e: AuditEntry }) {
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between">
        <p className="font-semibold text-slate-900">
          {AUDIT_ACTION_LABELS[e.action] ?? e.action} <span className="font-mono text-xs font-normal text-slate-500">{e.action}</span>
        </p>
        <time dateTime={e.created_at} className="text-xs text-slate-500">
          {when.format(new Date(e.created_at))}
        </time>
      </div>
      <p className="mt-1 text-sm break-all text-slate-600">
        oleh {e.actor ? `${e.actor.name} (${e.actor.email})` : 'sistem / baris perintah'} · {e.entity_type} #{e.entity_id ?? '–'}
        {e.ip ? ` · IP ${e.ip}` : ''}
      </p>
      <div className="mt-2 rounded-lg bg-slate-50 p-2">
        <Diff entry={e} />
      </div>
    </li>
  );
}

/** /admin/audit-log: who did what and when, filtered by actor, action and Jakarta days, with a before/after view (issue 14 item 8). */
export function AuditLogConsole() {
  const [draft, setDraft] = useState(EMPTY);
  const [filters, setFilters] = useState(EMPTY);
  const list = useAuditLog(filters);
  const field = (k: 'actor' | 'action' | 'from' | 'to') => ({ value: draft[k], onChange: (ev: React.ChangeEvent<HTMLInputElement>) => setDraft((d) => ({ ...d, [k]: ev.target.value })) });
  const dateError = list.error instanceof ApiError && list.error.status === 422 ? list.error.message : null;

  return (
    <section aria-labelledby="audit-title" className="mx-auto max-w-6xl">
      <h1 id="audit-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
        Log Audit
      </h1>
      <p className="mt-1 text-slate-600">Setiap tindakan admin dan penulis: siapa, apa, kapan, serta data sebelum dan sesudahnya.</p>
      <form
        role="search"
        className="mt-6 grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-[2fr_2fr_1fr_1fr_auto] lg:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          setFilters({ ...draft, page: 1 });
        }}
      >
        <div>
          <Label htmlFor="audit-actor">Pelaku (email atau nama)</Label>
          <Input id="audit-actor" {...field('actor')} placeholder="admin@example.com" />
        </div>
        <div>
          <Label htmlFor="audit-action">Tindakan</Label>
          <Input id="audit-action" list="audit-actions" {...field('action')} placeholder="mis. role. atau user.deactivate" />
          <datalist id="audit-actions">
            {Object.entries(AUDIT_ACTION_LABELS).map(([k, v]) => (
              <option key={k} value={k}>
                {v}
              </option>
            ))}
          </datalist>
        </div>
        <div>
          <Label htmlFor="audit-from">Dari</Label>
          <Input id="audit-from" type="date" {...field('from')} />
        </div>
        <div>
          <Label htmlFor="audit-to">Sampai</Label>
          <Input id="audit-to" type="date" {...field('to')} />
        </div>
        <div className="flex gap-2">
          <Button type="submit" className="h-11">
            Terapkan
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
            Reset
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
            {dateError ?? `Log audit gagal dimuat. ${list.error instanceof ApiError ? list.error.message : ''}`}
          </p>
        ) : list.data.data.length === 0 ? (
          <p className="rounded-xl border border-slate-200 bg-white p-6 text-center text-slate-600">Tidak ada catatan yang cocok.</p>
        ) : (
          <>
            <p className="mb-3 text-sm text-slate-600">{list.data.meta.total} catatan</p>
            <ul className="space-y-3">
              {list.data.data.map((e) => (
                <Entry key={e.id} e={e} />
              ))}
            </ul>
            <ListPager meta={list.data.meta} noun="catatan" onPage={(page) => setFilters((f) => ({ ...f, page }))} />
          </>
        )}
      </div>
    </section>
  );
}
