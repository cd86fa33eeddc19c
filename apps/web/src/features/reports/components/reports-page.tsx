import { REPORT_NAMES, type ReportName, type ReportRows } from '@kelas/contracts/reports';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Input, Label } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { downloadReportCsv, useReport, type ReportRange } from '../api/reports';
import { ReportTable, type Column } from './report-table';
import { useAcademyFormat } from '@/lib/i18n/academy-format';
import { ReportChart, type Series } from './report-chart';
import { RevenueChart } from './revenue-chart';

type ColumnSpec<T> = Omit<Column<T>, 'label'>;

/** Each report's columns; labels come from the `reports` catalogue (`columns.<report>.<key>`). */
const COLUMNS: { [K in ReportName]: ColumnSpec<ReportRows[K][number]>[] } = {
  revenue: [
    { key: 'day' },
    { key: 'method', kind: 'method' },
    { key: 'orders', kind: 'number' },
    { key: 'gross', kind: 'rupiah' },
    { key: 'refunds', kind: 'rupiah' },
    { key: 'net', kind: 'rupiah' },
    { key: 'ppn', kind: 'rupiah' },
  ],
  funnel: [{ key: 'day' }, { key: 'created', kind: 'number' }, { key: 'paid', kind: 'number' }, { key: 'expired', kind: 'number' }, { key: 'refunded', kind: 'number' }],
  enrolments: [{ key: 'course_title' }, { key: 'source', kind: 'source' }, { key: 'enrolments', kind: 'number' }],
  completion: [{ key: 'course_title' }, { key: 'chapter_title' }, { key: 'learners', kind: 'number' }, { key: 'completed', kind: 'number' }, { key: 'percent', kind: 'percent' }],
  questions: [{ key: 'course_title' }, { key: 'question' }, { key: 'answers', kind: 'number' }, { key: 'percent_correct', kind: 'percent' }],
  grading: [{ key: 'course_title' }, { key: 'graded', kind: 'number' }, { key: 'avg_seconds', kind: 'seconds' }, { key: 'median_seconds', kind: 'seconds' }, { key: 'p90_seconds', kind: 'seconds' }],
};

/** What each report other than revenue charts: the bars' label and series (decision 268). */
function chartOf(name: Exclude<ReportName, 'revenue'>, labels: Record<string, string>): { label: (r: Record<string, unknown>) => string; series: Series[]; unit: 'number' | 'percent' | 'hours' } {
  const s = (key: string, color: string): Series => ({ key, name: labels[key] ?? key, color });
  switch (name) {
    case 'funnel':
      return { label: (r) => String(r.day).slice(5).split('-').reverse().join('/'), series: [s('created', '#64748b'), s('paid', '#16a34a'), s('expired', '#f59e0b'), s('refunded', '#dc2626')], unit: 'number' };
    case 'enrolments':
      return { label: (r) => String(r.course_title), series: [s('enrolments', '#2563eb')], unit: 'number' };
    case 'completion':
      return { label: (r) => `${String(r.course_title)} · ${String(r.chapter_title)}`, series: [s('percent', '#16a34a')], unit: 'percent' };
    case 'questions':
      return { label: (r) => String(r.question).replace(/<[^>]*>/g, ''), series: [s('percent_correct', '#2563eb')], unit: 'percent' };
    case 'grading':
      return { label: (r) => String(r.course_title), series: [s('median_seconds', '#7c3aed')], unit: 'hours' };
  }
}

function Report<K extends ReportName>({ name, range }: { name: K; range: ReportRange }) {
  const { t } = useTranslation(['reports', 'reportTitles']);
  const f = useAcademyFormat();
  const report = useReport(name, range);
  const labels = t('columns', { returnObjects: true })[name] as Record<string, string>;
  const columns = COLUMNS[name].map((c) => ({ ...c, label: labels[c.key] ?? c.key })) as Column<ReportRows[K][number]>[];
  if (report.isPending)
    return (
      <div className="space-y-3" aria-label={t('loading')}>
        <Skeleton className="h-72 rounded-xl" />
        <Skeleton className="h-40 rounded-xl" />
      </div>
    );
  if (report.isError)
    return (
      <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-700">
        {report.error instanceof ApiError ? report.error.message : t('loadFailed')}
      </p>
    );
  const rows = report.data.data;
  return (
    <div className="space-y-4" aria-busy={report.isFetching}>
      <p className="text-sm text-slate-600">{t('range', { from: report.data.meta.from, to: report.data.meta.to })}</p>
      {name === 'revenue' ? (
        <RevenueChart rows={rows as ReportRows['revenue']} />
      ) : (
        (() => {
          const c = chartOf(name as Exclude<ReportName, 'revenue'>, labels);
          const format = (n: number) => (c.unit === 'percent' ? `${f.number(n, { maximumFractionDigits: 1 })}%` : c.unit === 'hours' ? t('units.hours', { n: f.number(n / 3600, { maximumFractionDigits: 1 }) }) : f.number(n));
          return <ReportChart rows={rows as Record<string, unknown>[]} label={c.label} series={c.series} format={format} caption={t(`reportTitles:${name}`)} />;
        })()
      )}
      <ReportTable rows={rows} columns={columns} caption={t(`reportTitles:${name}`)} />
    </div>
  );
}

/** /admin/reports: one report at a time with a date range, a chart and a totals row for each, and CSV export. */
export function ReportsPage() {
  const { t } = useTranslation(['reports', 'reportTitles']);
  // `?report=enrolments` opens that report (the overview's figures link to theirs).
  const [params] = useSearchParams();
  const asked = params.get('report');
  const [name, setName] = useState<ReportName>(REPORT_NAMES.includes(asked as ReportName) ? (asked as ReportName) : 'revenue');
  const [draft, setDraft] = useState<ReportRange>({ from: '', to: '' });
  const [range, setRange] = useState<ReportRange>({ from: '', to: '' });
  const [busy, setBusy] = useState(false);
  const csv = async () => {
    setBusy(true);
    try {
      await downloadReportCsv(name, range);
    } catch (err) {
      notify(err instanceof ApiError ? err.message : t('csvFailed'), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="reports-title" className="mx-auto max-w-6xl">
      <h1 id="reports-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {t('title')}
      </h1>
      <p className="mt-1 text-slate-600">{t('intro')}</p>
      {/* Wraps rather than scrolls: every report stays in sight at any width. */}
      <div className="mt-6 flex flex-wrap gap-2" role="tablist" aria-label={t('kinds')}>
        {REPORT_NAMES.map((n) => (
          <button
            key={n}
            role="tab"
            aria-selected={n === name}
            onClick={() => setName(n)}
            className={cn(
              'rounded-full px-4 py-2 text-sm font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:outline-brand-600',
              n === name ? 'bg-brand-600 text-white' : 'bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-slate-100',
            )}
          >
            {t(`reportTitles:${n}`)}
          </button>
        ))}
      </div>
      <form
        className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          setRange(draft);
        }}
      >
        <div>
          <Label htmlFor="report-from">{t('from')}</Label>
          <Input id="report-from" type="date" value={draft.from} onChange={(e) => setDraft((d) => ({ ...d, from: e.target.value }))} />
        </div>
        <div>
          <Label htmlFor="report-to">{t('to')}</Label>
          <Input id="report-to" type="date" value={draft.to} onChange={(e) => setDraft((d) => ({ ...d, to: e.target.value }))} />
        </div>
        <Button type="submit" variant="garis">
          {t('apply')}
        </Button>
        <Button type="button" variant="abu" onClick={csv} loading={busy} className="sm:ml-auto">
          <Download className="size-4" aria-hidden="true" />
          {t('csv')}
        </Button>
      </form>
      <div className="mt-6" role="tabpanel" aria-label={t(`reportTitles:${name}`)}>
        <Report key={name} name={name} range={range} />
      </div>
    </section>
  );
}
