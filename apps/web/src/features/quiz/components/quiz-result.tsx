import { isPassed } from '@kelas/contracts/quiz';
import { Award, RotateCcw, TriangleAlert } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/input';
import { Fact, QuizCard } from './quiz-card';

export type ResultFigures = { score: number; correct_answer: number; wrong_answer: number };

type Props = {
  name: string;
  result: ResultFigures;
  targetScore: number;
  opportunity: number;
  remainingAttempts: number;
  retaking: boolean;
  error: string | null;
  onRetake: () => void;
};

/**
 * The result screen (spec 2.23): 'Benar', 'Salah', 'Nilai' and Status 'Lulus' / 'Tidak Lulus' of the
 * attempt that counts (the best one), the spec's sentence and a note per outcome; 'Ulangi Tes' starts
 * a retake while attempts remain and is hidden when none remain (decision 075).
 */
export function QuizResult({ name, result, targetScore, opportunity, remainingAttempts, retaking, error, onRetake }: Props) {
  const passed = isPassed(result.score, targetScore);
  return (
    <QuizCard labelledBy="quiz-result-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="quiz-result-title" className="text-lg font-bold text-slate-900 sm:text-xl">
          Hasil Quiz
        </h2>
        <Badge tone={passed ? 'hijau' : 'merah'}>{passed ? 'Lulus' : 'Tidak Lulus'}</Badge>
      </div>
      <p className="mt-1 text-sm text-slate-600">{name}</p>

      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Fact label="Benar" value={result.correct_answer} tone="hijau" />
        <Fact label="Salah" value={result.wrong_answer} tone="merah" />
        <Fact label="Nilai" value={result.score} tone="biru" />
        <Fact label="Status" value={passed ? 'Lulus' : 'Tidak Lulus'} tone={passed ? 'hijau' : 'merah'} />
      </dl>

      {passed ? (
        <div className="mt-5 flex items-start gap-3 rounded-xl bg-emerald-50 p-4 text-emerald-900">
          <Award className="mt-0.5 size-6 shrink-0" aria-hidden="true" />
          <div>
            <p className="font-semibold">Selamat! Kamu sudah menyelesaikan {name} kelas ini dengan baik</p>
            <p className="mt-1 text-sm">
              Catatan: nilai kamu memenuhi nilai minimal {targetScore}. Lanjutkan ke materi berikutnya dengan tombol &lsquo;Selanjutnya&rsquo;.
            </p>
          </div>
        </div>
      ) : (
        <div className="mt-5 flex items-start gap-3 rounded-xl bg-red-50 p-4 text-red-900">
          <TriangleAlert className="mt-0.5 size-6 shrink-0" aria-hidden="true" />
          <div>
            <p className="font-semibold">Mohon Maaf! Nilai kamu belum cukup untuk lulus dari tes.</p>
            <p className="mt-1 text-sm">
              Pelajari kembali materi kelas ini, lalu ulangi tes untuk memperbaiki nilai kamu. Catatan: nilai minimal untuk lulus adalah {targetScore}.
            </p>
          </div>
        </div>
      )}

      <p className="mt-4 text-sm text-slate-600">
        Nilai yang dihitung adalah nilai terbaik dari semua percobaan. Sisa kesempatan: {remainingAttempts} dari {opportunity}.
      </p>
      {remainingAttempts > 0 ? (
        <Button className="mt-4 w-full sm:w-auto" variant={passed ? 'garis' : 'biru'} onClick={onRetake} loading={retaking}>
          {!retaking && <RotateCcw className="size-4" aria-hidden="true" />}
          Ulangi Tes
        </Button>
      ) : (
        <p className="mt-2 text-sm font-medium text-slate-700">Kesempatan mengerjakan tes sudah habis.</p>
      )}
      <FieldError message={error} />
    </QuizCard>
  );
}
