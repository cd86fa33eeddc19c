import type { RevenueRow } from '@kelas/contracts/reports';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useAcademyFormat } from '@/lib/i18n/academy-format';

/** Revenue per day (all methods): payments and refunds side by side, in rupiah. */
export function RevenueChart({ rows }: { rows: RevenueRow[] }) {
  const { t } = useTranslation('reports');
  const { number, rupiah } = useAcademyFormat();
  /** An axis tick: 1,5 jt / 1.5 M, 250 rb / 250 k. */
  const short = (n: number) =>
    Math.abs(n) >= 1_000_000
      ? t('units.millions', { n: number(n / 1_000_000, { maximumFractionDigits: 1 }) })
      : Math.abs(n) >= 1000
        ? t('units.thousands', { n: Math.round(n / 1000) })
        : String(n);
  const byDay = new Map<string, { day: string; gross: number; refunds: number }>();
  for (const r of rows) {
    const d = byDay.get(r.day) ?? { day: r.day, gross: 0, refunds: 0 };
    d.gross += r.gross;
    d.refunds += r.refunds;
    byDay.set(r.day, d);
  }
  const data = [...byDay.values()].map((d) => ({ ...d, label: d.day.slice(5).split('-').reverse().join('/') }));
  return (
    <figure className="rounded-xl border border-slate-200 bg-white p-4" aria-label={t('chart.label')}>
      <div className="h-72" data-testid="revenue-chart">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
            <XAxis dataKey="label" tick={{ fontSize: 12, fill: '#475569' }} />
            <YAxis tickFormatter={short} tick={{ fontSize: 12, fill: '#475569' }} width={56} />
            <Tooltip formatter={(v) => rupiah(Number(v))} />
            <Legend />
            <Bar dataKey="gross" name={t('chart.payments')} fill="#2563eb" radius={[4, 4, 0, 0]} />
            <Bar dataKey="refunds" name={t('chart.refunds')} fill="#dc2626" radius={[4, 4, 0, 0]} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="sr-only">{t('chart.caption')}</figcaption>
    </figure>
  );
}
