import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

/** One bar series: the row's key, its legend and colour. */
export type Series = { key: string; name: string; color: string };

/**
 * A bar chart of any report (decision 268): rows grouped by `label(row)` with the series summed
 * per group (enrolments by course, all sources together), the values as `format` prints them.
 * Long labels (a question's text) are cut on the axis and whole in the tooltip.
 */
export function ReportChart<T extends Record<string, unknown>>({
  rows,
  label,
  series,
  format,
  caption,
}: {
  rows: T[];
  label: (row: T) => string;
  series: Series[];
  format: (n: number) => string;
  caption: string;
}) {
  const { t } = useTranslation('reports');
  const groups = new Map<string, Record<string, number | string>>();
  for (const r of rows) {
    const name = label(r);
    const g = groups.get(name) ?? { name };
    for (const s of series) g[s.key] = Number(g[s.key] ?? 0) + Number(r[s.key] ?? 0);
    groups.set(name, g);
  }
  const data = [...groups.values()].slice(0, 40);
  const tick = (v: string) => (v.length > 18 ? `${v.slice(0, 17)}…` : v);
  if (data.length === 0) return null;
  return (
    <figure className="rounded-xl border border-slate-200 bg-white p-4" aria-label={caption}>
      <div className="h-72">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
            <XAxis dataKey="name" tickFormatter={tick} tick={{ fontSize: 12, fill: '#475569' }} interval="preserveStartEnd" />
            <YAxis tickFormatter={(v: number) => format(v)} tick={{ fontSize: 12, fill: '#475569' }} width={64} />
            <Tooltip formatter={(v) => format(Number(v))} />
            <Legend />
            {series.map((s) => (
              <Bar key={s.key} dataKey={s.key} name={s.name} fill={s.color} radius={[4, 4, 0, 0]} />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="sr-only">{t('chart.generic', { report: caption })}</figcaption>
    </figure>
  );
}
