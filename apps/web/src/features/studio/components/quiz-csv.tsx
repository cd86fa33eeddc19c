import { QUIZ_CSV_HEADER, type StudioQuiz } from '@kelas/contracts/studio';
import { Download, Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Trans } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { exportQuizCsv } from '../api/quiz';
import { messageOf } from '../lib/api-errors';
import { STUDIO_NS, useStudioT } from '../lib/studio-t';
import { selectClass } from './field-classes';

type Props = {
  itemId: number;
  title: string;
  importCsv: (body: { csv: string; mode: 'replace' | 'append' }) => Promise<StudioQuiz>;
  onImported: (quiz: StudioQuiz) => void;
  disabled?: boolean;
};

/**
 * Import and export of the quiz's questions as CSV (QUIZ_CSV_HEADER). The server checks every
 * row: one bad row → nothing is imported and every row's problem is listed by its row number.
 */
export function QuizCsv({ itemId, title, importCsv, onImported, disabled }: Props) {
  const id = useId();
  const t = useStudioT();
  const input = useRef<HTMLInputElement>(null);
  const [mode, setMode] = useState<'replace' | 'append'>('replace');
  const [busy, setBusy] = useState(false);
  const [rowErrors, setRowErrors] = useState<{ message: string; rows: [string, string[]][] } | null>(null);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setRowErrors(null);
    try {
      const quiz = await importCsv({ csv: await file.text(), mode });
      onImported(quiz);
      notify(t('studio:quiz.csv.imported', { count: quiz.questions.length }), 'success');
    } catch (e) {
      if (e instanceof ApiError && e.status === 422) setRowErrors({ message: e.message, rows: Object.entries(e.errors ?? {}) });
      else notify(messageOf(e, t('studio:common.error')), 'error');
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };

  /** A row key of the 422 (`baris 3`, contract's csvRowKey) in the interface language. */
  const rowName = (row: string) => {
    const m = /^baris (\d+)$/.exec(row);
    return m ? t('studio:quiz.csv.row', { n: Number(m[1]) }) : row;
  };

  const download = async () => {
    try {
      const csv = await exportQuizCsv(itemId);
      const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
      const a = document.createElement('a');
      a.href = url;
      a.download = `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-') || 'kuis'}.csv`;
      a.click();
      URL.revokeObjectURL(url);
    } catch (e) {
      notify(messageOf(e, t('studio:common.error')), 'error');
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl bg-slate-50 p-4">
      <h3 id={`${id}-title`} className="font-semibold text-slate-900">
        {t('studio:quiz.csv.title')}
      </h3>
      <p className="mt-1 text-xs break-words text-slate-600">
        <Trans t={t} ns={STUDIO_NS} i18nKey="studio:quiz.csv.columns" values={{ header: QUIZ_CSV_HEADER.join(',') }} components={{ code: <code /> }} />
      </p>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="sm:w-64">
          <Label htmlFor={`${id}-mode`}>{t('studio:quiz.csv.mode')}</Label>
          <select id={`${id}-mode`} className={selectClass} value={mode} onChange={(e) => setMode(e.target.value as 'replace' | 'append')}>
            <option value="replace">{t('studio:quiz.csv.replace')}</option>
            <option value="append">{t('studio:quiz.csv.append')}</option>
          </select>
        </div>
        <input ref={input} id={`${id}-file`} type="file" accept=".csv,text/csv" className="sr-only" aria-label={t('studio:quiz.csv.file')} onChange={(e) => void pick(e.target.files?.[0])} />
        <Button variant="garis" loading={busy} disabled={disabled} onClick={() => input.current?.click()}>
          <Upload className="size-4" aria-hidden="true" />
          {t('studio:quiz.csv.import')}
        </Button>
        <Button variant="abu" disabled={disabled} onClick={() => void download()}>
          <Download className="size-4" aria-hidden="true" />
          {t('studio:quiz.csv.export')}
        </Button>
      </div>
      {rowErrors && (
        <div role="alert" className="mt-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-700">
          <p className="font-semibold">{rowErrors.message}</p>
          {rowErrors.rows.length > 0 && (
            <ul className="mt-2 list-disc space-y-1 pl-5" aria-label={t('studio:quiz.csv.rows')}>
              {rowErrors.rows.map(([row, messages]) => (
                <li key={row}>
                  <span className="font-semibold capitalize">{rowName(row)}</span>: {messages.join(' ')}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
