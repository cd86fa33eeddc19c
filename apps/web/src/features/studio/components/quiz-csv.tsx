import { QUIZ_CSV_HEADER, type StudioQuiz } from '@kelas/contracts/studio';
import { Download, Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { exportQuizCsv } from '../api/quiz';
import { messageOf } from '../lib/api-errors';
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
      notify(`${quiz.questions.length} soal dari CSV tersimpan.`, 'success');
    } catch (e) {
      if (e instanceof ApiError && e.status === 422) setRowErrors({ message: e.message, rows: Object.entries(e.errors ?? {}) });
      else notify(messageOf(e), 'error');
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
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
      notify(messageOf(e), 'error');
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl bg-slate-50 p-4">
      <h3 id={`${id}-title`} className="font-semibold text-slate-900">
        Impor dan Ekspor CSV
      </h3>
      <p className="mt-1 text-xs break-words text-slate-600">
        Kolom: <code>{QUIZ_CSV_HEADER.join(',')}</code>. Kolom <code>correct</code> berisi nomor jawaban yang benar, dipisah titik koma (mis. <code>1;3</code>).
      </p>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="sm:w-64">
          <Label htmlFor={`${id}-mode`}>Saat impor</Label>
          <select id={`${id}-mode`} className={selectClass} value={mode} onChange={(e) => setMode(e.target.value as 'replace' | 'append')}>
            <option value="replace">Ganti semua soal</option>
            <option value="append">Tambahkan setelah soal yang ada</option>
          </select>
        </div>
        <input ref={input} id={`${id}-file`} type="file" accept=".csv,text/csv" className="sr-only" aria-label="Berkas CSV soal" onChange={(e) => void pick(e.target.files?.[0])} />
        <Button variant="garis" loading={busy} disabled={disabled} onClick={() => input.current?.click()}>
          <Upload className="size-4" aria-hidden="true" />
          Impor CSV
        </Button>
        <Button variant="abu" disabled={disabled} onClick={() => void download()}>
          <Download className="size-4" aria-hidden="true" />
          Ekspor CSV
        </Button>
      </div>
      {rowErrors && (
        <div role="alert" className="mt-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-700">
          <p className="font-semibold">{rowErrors.message}</p>
          {rowErrors.rows.length > 0 && (
            <ul className="mt-2 list-disc space-y-1 pl-5" aria-label="Baris yang salah">
              {rowErrors.rows.map(([row, messages]) => (
                <li key={row}>
                  <span className="font-semibold capitalize">{row}</span>: {messages.join(' ')}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
