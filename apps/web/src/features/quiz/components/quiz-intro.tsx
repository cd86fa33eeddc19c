import type { QuizDetail } from '@kelas/contracts/learning';
import { Clock, PlayCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Fact, QuizCard } from './quiz-card';

type Props = { name: string; detail: QuizDetail; loading: boolean; onStart: () => void };

/** The intro (spec 2.23): 'Quiz Material' with the quiz's rules and 'Mulai Quiz'. */
export function QuizIntro({ name, detail, loading, onStart }: Props) {
  const open = detail.open_log_id !== null;
  const canStart = open || detail.remaining_attempts > 0;
  return (
    <QuizCard labelledBy="quiz-intro-title">
      <h2 id="quiz-intro-title" className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
        Quiz Material
      </h2>
      <p className="mt-1 text-lg font-bold text-slate-900 sm:text-xl">{name}</p>
      <p className="mt-3 text-sm text-slate-700">
        Kerjakan soal-soal berikut untuk mengukur pemahaman kamu. Waktu mulai berjalan saat kamu menekan &lsquo;Mulai Quiz&rsquo; dan tetap berjalan
        walaupun halaman ditutup. Setiap jawaban langsung tersimpan.
      </p>
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Fact label="Jumlah Soal" value={detail.question_count} />
        <Fact label="Durasi" value={`${detail.duration_minutes} Menit`} />
        <Fact label="Nilai Minimal" value={detail.target_score} />
        <Fact label="Sisa Kesempatan" value={`${detail.remaining_attempts} dari ${detail.opportunity}`} />
      </dl>
      {open && (
        <p className="mt-4 flex items-start gap-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
          <Clock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          Kamu memiliki quiz yang sedang berjalan. Lanjutkan sebelum waktunya habis.
        </p>
      )}
      {!canStart && <p className="mt-4 text-sm font-medium text-red-700">Kesempatan mengerjakan quiz ini sudah habis.</p>}
      <Button className="mt-5 w-full sm:w-auto" size="lg" onClick={onStart} loading={loading} disabled={!canStart}>
        {!loading && <PlayCircle className="size-5" aria-hidden="true" />}
        Mulai Quiz
      </Button>
    </QuizCard>
  );
}
