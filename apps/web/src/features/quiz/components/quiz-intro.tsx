import type { QuizDetail } from '@kelas/contracts/learning';
import { formatCountdown } from '@kelas/contracts/quiz';
import { Clock, PlayCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useCountdown } from '../hooks/use-countdown';
import { Fact, QuizCard } from './quiz-card';

type Props = {
  name: string;
  detail: QuizDetail;
  loading: boolean;
  onStart: () => void;
  /** When `detail` arrived (ms, Date.now()'s clock): the open attempt's seconds left count from then. */
  receivedAt?: number;
};

/**
 * The intro (spec 2.23): 'Quiz Material' with the quiz's rules and 'Mulai Quiz'. An attempt in
 * progress reads 'Lanjutkan Quiz' with its time left, counting down on the server's clock
 * (decision 256): its timer never stopped.
 */
export function QuizIntro({ name, detail, loading, onStart, receivedAt }: Props) {
  const { t } = useTranslation('quiz');
  const open = detail.open_log_id !== null;
  const canStart = open || detail.remaining_attempts > 0;
  const [since] = useState(() => receivedAt ?? Date.now());
  const secondsLeft = open ? detail.open_seconds_left : null;
  const left = useCountdown({
    deadline: secondsLeft === null ? null : new Date(since + secondsLeft * 1000).toISOString(),
    serverTime: new Date(since).toISOString(),
    receivedAt: since,
    active: false,
  });
  return (
    <QuizCard labelledBy="quiz-intro-title">
      <h2 id="quiz-intro-title" className="text-xs font-semibold tracking-wide text-brand-700 uppercase">
        {t('intro.kicker')}
      </h2>
      <p className="mt-1 text-lg font-bold text-slate-900 sm:text-xl">{name}</p>
      <p className="mt-3 text-sm text-slate-700">{t('intro.text')}</p>
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Fact label={t('intro.questions')} value={detail.question_count} />
        <Fact label={t('intro.duration')} value={t('intro.durationValue', { count: detail.duration_minutes })} />
        <Fact label={t('intro.minScore')} value={detail.target_score} />
        <Fact label={t('intro.attemptsLeft')} value={t('intro.attemptsValue', { left: detail.remaining_attempts, total: detail.opportunity })} />
      </dl>
      {open && (
        <div className="mt-4 flex items-start gap-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
          <Clock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <div>
            <p>{t('intro.inProgress')}</p>
            {left !== null && (
              <p className="mt-1 font-semibold tabular-nums" role="timer" aria-live="off">
                {left > 0 ? t('intro.timeLeft', { time: formatCountdown(left) }) : t('intro.timeOver')}
              </p>
            )}
          </div>
        </div>
      )}
      {!canStart && <p className="mt-4 text-sm font-medium text-red-700">{t('intro.noAttempts')}</p>}
      <Button className="mt-5 w-full sm:w-auto" size="lg" onClick={onStart} loading={loading} disabled={!canStart}>
        {!loading && <PlayCircle className="size-5" aria-hidden="true" />}
        {open ? t('intro.resume') : t('intro.start')}
      </Button>
    </QuizCard>
  );
}
