import { TimerOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/input';
import { QuizCard } from './quiz-card';

/** The expired screen (spec 2.23, 8): 'Waktu kamu sudah habis!' and 'Akhiri Quiz', which finishes the quiz. */
export function QuizExpired({ finishing, error, onFinish }: { finishing: boolean; error: string | null; onFinish: () => void }) {
  const { t } = useTranslation('quiz');
  return (
    <QuizCard labelledBy="quiz-expired-title" className="text-center">
      <TimerOff className="mx-auto size-12 text-red-600" aria-hidden="true" />
      <h2 id="quiz-expired-title" className="mt-3 text-xl font-bold text-slate-900">
        {t('expired.title')}
      </h2>
      <p className="mx-auto mt-2 max-w-md text-sm text-slate-700">{t('expired.text')}</p>
      <Button className="mt-5" variant="merah" size="lg" onClick={onFinish} loading={finishing}>
        {t('expired.finish')}
      </Button>
      <FieldError message={error} />
    </QuizCard>
  );
}
