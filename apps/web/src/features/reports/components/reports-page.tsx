import { REPORT_NAMES, REPORT_TITLES, type ReportName, type ReportRows } from '@kelas/contracts/reports';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Input, Label } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { downloadReportCsv, useReport, type ReportRange } from '../api/reports';
import { ReportTable, type Column } from './report-table';
import { RevenueChart } from './revenue-chart';

const COLUMNS: { [K in ReportName]: Column<ReportRows[K][number]>[] } = {
  revenue: [
    { key: 'day', label: 'Tanggal' },
    { key: 'method', label: 'Metode' },
    { key: 'orders', label: 'Pesanan', kind: 'number' },
    { key: 'gross', label: 'Bruto', kind: 'rupiah' },
    { key: 'refunds', label: 'Refund', kind: 'rupiah' },
    { key: 'net', label: 'Neto', kind: 'rupiah' },
    { key: 'ppn', label: 'PPN', kind: 'rupiah' },
  ],
  funnel: [
    { key: 'day', label: 'Tanggal' },
    { key: 'created', label: 'Dibuat', kind: 'number' },
    { key: 'paid', label: 'Dibayar', kind: 'number' },
    { key: 'expired', label: 'Kedaluwarsa', kind: 'number' },
    { key: 'refunded', label: 'Direfund', kind: 'number' },
  ],
  enrolments: [
    { key: 'course_title', label: 'Kelas' },
    { key: 'source', label: 'Sumber' },
    { key: 'enrolments', label: 'Pendaftaran', kind: 'number' },
  ],
  completion: [
    { key: 'course_title', label: 'Kelas' },
    { key: 'chapter_title', label: 'Bab' },
    { key: 'learners', label: 'Peserta', kind: 'number' },
    { key: 'completed', label: 'Selesai', kind: 'number' },
    { key: 'percent', label: 'Persen', kind: 'percent' },
  ],
  questions: [
    { key: 'course_title', label: 'Kelas' },
    { key: 'question', label: 'Soal' },
    { key: 'answers', label: 'Jawaban', kind: 'number' },
    { key: 'percent_correct', label: 'Benar', kind: 'percent' },
  ],
  grading: [
    { key: 'course_title', label: 'Kelas' },
    { key: 'graded', label: 'Dinilai', kind: 'number' },
    { key: 'avg_seconds', label: 'Rata-rata', kind: 'seconds' },
    { key: 'median_seconds', label: 'Median', kind: 'seconds' },
    { key: 'p90_seconds', label: 'P90', kind: 'seconds' },
  ],
};

function Report<K extends ReportName>({ name, range }: { name: K; range: ReportRange }) {
  const report = useReport(name, range);
  if (report.isPending)
    return (
      <div className="space-y-3" aria-label="Memuat laporan">
        <Skeleton className="h-72 rounded-xl" />
        <Skeleton className="h-40 rounded-xl" />
      </div>
    );
  if (report.isError)
    return (
      <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-700">
        {report.error instanceof ApiError ? report.error.message : 'Laporan gagal dimuat.'}
      </p>
    );
  const rows = report.data.data;
  return (
    <div className="space-y-4" aria-busy={report.isFetching}>
      <p className="text-sm text-slate-600">
        {report.data.meta.from} s.d. {report.data.meta.to} (WIB)
      </p>
      {name === 'revenue' && <RevenueChart rows={rows as ReportRows['revenue']} />}
      <ReportTable rows={rows} columns={COLUMNS[name]} caption={REPORT_TITLES[name]} />
    </div>
  );
}

/** /admin/reports (issue 14 item 7): one report at a time with a date range, a chart for revenue, and CSV export. */
export function ReportsPage() {
  const [name, setName] = useState<ReportName>('revenue');
  const [draft, setDraft] = useState<ReportRange>({ from: '', to: '' });
  const [range, setRange] = useState<ReportRange>({ from: '', to: '' });
  const [busy, setBusy] = useState(false);
  const csv = async () => {
    setBusy(true);
    try {
      await downloadReportCsv(name, range);
    } catch (err) {
      notify(err instanceof ApiError ? err.message : 'Gagal mengunduh CSV.', 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby="reports-title" className="mx-auto max-w-6xl">
      <h1 id="reports-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
        Laporan
      </h1>
      <p className="mt-1 text-slate-600">Penjualan, corong pesanan, pendaftaran, dan hasil belajar. Tanpa tanggal: 30 hari terakhir.</p>
      <div className="mt-6 flex gap-2 overflow-x-auto pb-1" role="tablist" aria-label="Jenis laporan">
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
            {REPORT_TITLES[n]}
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
          <Label htmlFor="report-from">Dari tanggal</Label>
          <Input id="report-from" type="date" value={draft.from} onChange={(e) => setDraft((d) => ({ ...d, from: e.target.value }))} />
        </div>
        <div>
          <Label htmlFor="report-to">Sampai tanggal</Label>
          <Input id="report-to" type="date" value={draft.to} onChange={(e) => setDraft((d) => ({ ...d, to: e.target.value }))} />
        </div>
        <Button type="submit" variant="garis">
          Terapkan
        </Button>
        <Button type="button" variant="abu" onClick={csv} loading={busy} className="sm:ml-auto">
          <Download className="size-4" aria-hidden="true" />
          Unduh CSV
        </Button>
      </form>
      <div className="mt-6" role="tabpanel" aria-label={REPORT_TITLES[name]}>
        <Report key={name} name={name} range={range} />
      </div>
    </section>
  );
}
