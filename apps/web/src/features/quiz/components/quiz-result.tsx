import { isPassed } from '@kelas/contracts/quiz';
import { Award, RotateCcw, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('quiz');
  const passed = isPassed(result.score, targetScore);
  const verdict = passed ? t('result.passed') : t('result.failed');
  return (
    <QuizCard labelledBy="quiz-result-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="quiz-result-title" className="text-lg font-bold text-slate-900 sm:text-xl">
          {t('result.title')}
        </h2>
        <Badge tone={passed ? 'hijau' : 'merah'}>{verdict}</Badge>
      </div>
      <p className="mt-1 text-sm text-slate-600">{name}</p>

      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Fact label={t('result.correct')} value={result.correct_answer} tone="hijau" />
        <Fact label={t('result.wrong')} value={result.wrong_answer} tone="merah" />
        <Fact label={t('result.score')} value={result.score} tone="biru" />
        <Fact label={t('result.status')} value={verdict} tone={passed ? 'hijau' : 'merah'} />
      </dl>

      {passed ? (
        <div className="mt-5 flex items-start gap-3 rounded-xl bg-emerald-50 p-4 text-emerald-900">
          <Award className="mt-0.5 size-6 shrink-0" aria-hidden="true" />
          <div>
            <p className="font-semibold">{t('result.passedTitle', { name })}</p>
            <p className="mt-1 text-sm">{t('result.passedNote', { target: targetScore })}</p>
          </div>
        </div>
      ) : (
        <div className="mt-5 flex items-start gap-3 rounded-xl bg-red-50 p-4 text-red-900">
          <TriangleAlert className="mt-0.5 size-6 shrink-0" aria-hidden="true" />
          <div>
            <p className="font-semibold">{t('result.failedTitle')}</p>
            <p className="mt-1 text-sm">{t('result.failedNote', { target: targetScore })}</p>
          </div>
        </div>
      )}

      <p className="mt-4 text-sm text-slate-600">{t('result.best', { left: remainingAttempts, total: opportunity })}</p>
      {remainingAttempts > 0 ? (
        <Button className="mt-4 w-full sm:w-auto" variant={passed ? 'garis' : 'biru'} onClick={onRetake} loading={retaking}>
          {!retaking && <RotateCcw className="size-4" aria-hidden="true" />}
          {t('result.retake')}
        </Button>
      ) : (
        <p className="mt-2 text-sm font-medium text-slate-700">{t('result.noAttempts')}</p>
      )}
      <FieldError message={error} />
    </QuizCard>
  );
}
