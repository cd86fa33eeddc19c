import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { type Format } from '@/lib/i18n/format';
import { useAcademyFormat } from '@/lib/i18n/academy-format';

export type Column<T> = { key: keyof T & string; label: string; kind?: 'rupiah' | 'percent' | 'seconds' | 'number' | 'text' | 'method' | 'source' };

const duration = (s: number, t: TFunction<'reports'>, f: Format) => {
  const one = (n: number) => f.number(n, { maximumFractionDigits: 1 });
  return s >= 86_400 ? t('units.days', { n: one(s / 86_400) }) : s >= 3600 ? t('units.hours', { n: one(s / 3600) }) : t('units.minutes', { n: Math.round(s / 60) });
};

/** A cell in the interface language's digits (rupiah, counts, durations); text as it is. */
function cell(v: unknown, kind: Column<never>['kind'], t: TFunction<'reports'>, f: Format) {
  if (kind === 'rupiah') return f.rupiah(Number(v));
  if (kind === 'percent') return `${String(v)}%`;
  if (kind === 'seconds') return duration(Number(v), t, f);
  if (kind === 'number') return f.number(Number(v));
  // A code the catalogue names ('bank_transfer', 'voucher'); an unknown one as it came.
  if (kind === 'method') return t(`methods.${v as 'qris'}`, { defaultValue: String(v) });
  if (kind === 'source') return t(`sources.${v as 'order'}`, { defaultValue: String(v) });
  return String(v);
}

/** Columns whose values add up: money and counts (not shares or durations, whose sum says nothing). */
const additive = (kind: Column<never>['kind']) => kind === 'rupiah' || kind === 'number';

/** A report's rows: a table from md up, cards on phones; a totals row of the columns that add up (decision 268). */
export function ReportTable<T extends Record<string, unknown>>({ rows, columns, caption }: { rows: T[]; columns: Column<T>[]; caption: string }) {
  const { t } = useTranslation('reports');
  const f = useAcademyFormat();
  if (rows.length === 0) return <p className="rounded-xl border border-slate-200 bg-white p-6 text-center text-slate-600">{t('empty')}</p>;
  const numeric = (c: Column<T>) => c.kind && c.kind !== 'text' && c.kind !== 'method' && c.kind !== 'source';
  const total = (c: Column<T>) => rows.reduce((a, r) => a + Number(r[c.key] ?? 0), 0);
  const totals = columns.some((c) => additive(c.kind));
  return (
    <>
      <div className="hidden overflow-x-auto rounded-xl border border-slate-200 bg-white md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-slate-50 text-slate-600">
            <tr>
              {columns.map((c) => (
                <th key={c.key} scope="col" className={`px-4 py-3 font-semibold ${numeric(c) ? 'text-right' : ''}`}>
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {rows.map((r, i) => (
              <tr key={i}>
                {columns.map((c) => (
                  <td key={c.key} className={`px-4 py-2.5 ${numeric(c) ? 'text-right whitespace-nowrap' : ''}`}>
                    {cell(r[c.key], c.kind, t, f)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          {totals && (
            <tfoot className="border-t-2 border-slate-300 bg-slate-50 font-semibold text-slate-900">
              <tr>
                {columns.map((c, i) => (
                  <td key={c.key} className={`px-4 py-2.5 ${numeric(c) ? 'text-right whitespace-nowrap' : ''}`}>
                    {additive(c.kind) ? cell(total(c), c.kind, t, f) : i === 0 ? t('total') : ''}
                  </td>
                ))}
              </tr>
            </tfoot>
          )}
        </table>
      </div>
      <ul className="grid gap-3 md:hidden" aria-label={caption}>
        {rows.map((r, i) => (
          <li key={i} className="rounded-xl border border-slate-200 bg-white p-4">
            <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
              {columns.map((c) => (
                <div key={c.key} className="contents">
                  <dt className="text-slate-500">{c.label}</dt>
                  <dd className="text-right break-words text-slate-900">{cell(r[c.key], c.kind, t, f)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
        {totals && (
          <li className="rounded-xl border-2 border-slate-300 bg-slate-50 p-4">
            <p className="text-sm font-semibold text-slate-900">{t('total')}</p>
            <dl className="mt-1 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
              {columns.filter((c) => additive(c.kind)).map((c) => (
                <div key={c.key} className="contents">
                  <dt className="text-slate-500">{c.label}</dt>
                  <dd className="text-right font-semibold text-slate-900">{cell(total(c), c.kind, t, f)}</dd>
                </div>
              ))}
            </dl>
          </li>
        )}
      </ul>
    </>
  );
}
