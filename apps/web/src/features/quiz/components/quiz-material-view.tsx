import { QuizDetailSchema, type QuizDetail } from '@kelas/contracts/learning';
import { QUIZ_CODES, type FinishedQuiz } from '@kelas/contracts/quiz';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { isOnline } from '@/lib/network/online';
import type { MaterialViewProps } from '@/lib/material-view';
import { useSession } from '@/lib/session';
import { notify } from '@/lib/toast';
import { useFinishQuiz } from '../api/finish-quiz';
import { useStartQuiz } from '../api/start-quiz';
import { QuizCard } from './quiz-card';
import { QuizExpired } from './quiz-expired';
import { QuizIntro } from './quiz-intro';
import { QuizQuestions, type LoadedSession } from './quiz-questions';
import { QuizResult, type ResultFigures } from './quiz-result';

type Screen =
  | { name: 'intro' }
  | { name: 'loading' }
  | { name: 'questions'; session: LoadedSession }
  | { name: 'expired'; logId: number | null }
  | { name: 'error'; message: string; offline?: boolean }
  | { name: 'result' };

const messageOf = (err: unknown) => (err instanceof ApiError ? err.message : err instanceof Error ? err.message : String(err));

/**
 * The quiz material view (spec 2.23, 4 "Quiz", 8), given to the learning player. Keyed by the item so
 * that leaving the material resets it. Screens: intro → questions → (expired →) result. The result
 * is shown at once when the learner has a finished attempt (decision 075).
 */
export function QuizMaterialView(props: MaterialViewProps) {
  const { t } = useTranslation('quiz');
  const parsed = QuizDetailSchema.safeParse(props.material.detail);
  if (!parsed.success) {
    return (
      <QuizCard labelledBy="quiz-error">
        <p id="quiz-error" role="alert" className="text-slate-800">
          {t('invalid')}
        </p>
      </QuizCard>
    );
  }
  return <QuizFlow key={props.material.item_id} {...props} detail={parsed.data} />;
}

function QuizFlow({ material, detail, refresh, setQuizOpen, materialReceivedAt }: MaterialViewProps & { detail: QuizDetail }) {
  const { t } = useTranslation('quiz');
  const { user } = useSession();
  const [screen, setScreen] = useState<Screen>(() => (detail.best ? { name: 'result' } : { name: 'intro' }));
  const [finished, setFinished] = useState<FinishedQuiz | null>(null);
  const [resultError, setResultError] = useState<string | null>(null);
  const [expiredError, setExpiredError] = useState<string | null>(null);
  const start = useStartQuiz();
  const finish = useFinishQuiz();

  const openQuestions = (open: boolean, endsAt?: number | null) => setQuizOpen?.(open, endsAt);

  /** The question call (starts or resumes the attempt; `retake` after a finished one). */
  async function load(retake: boolean, quiet = false) {
    // A quiz needs the server (its clock and answer keys): it never starts offline.
    if (!isOnline()) {
      setScreen({ name: 'error', message: '', offline: true });
      openQuestions(false);
      return;
    }
    if (!quiet) setScreen({ name: 'loading' });
    setResultError(null);
    try {
      const session = await start.mutateAsync({ material_id: material.item_id, quiz_material_id: detail.quiz_material_id, retake });
      const receivedAt = Date.now();
      setScreen({ name: 'questions', session: { ...session, receivedAt } });
      // Its end on this device's clock, from the server's deadline and time (a wrong device clock does not matter).
      const endsAt = session.log && !session.preview ? Date.parse(session.log.deadline) - (Date.parse(session.server_time) - receivedAt) : null;
      openQuestions(true, endsAt);
    } catch (err) {
      console.error(err);
      if (err instanceof ApiError && err.code === QUIZ_CODES.expired) {
        const logId = screen.name === 'questions' ? screen.session.log_id : detail.open_log_id;
        setScreen({ name: 'expired', logId });
      } else if (retake && detail.best) {
        setScreen({ name: 'result' });
        setResultError(t('loadError', { message: messageOf(err) }));
      } else {
        setScreen({ name: 'error', message: messageOf(err) });
      }
      openQuestions(false);
    }
  }

  async function showResult(result: FinishedQuiz) {
    setFinished(result);
    setScreen({ name: 'result' });
    openQuestions(false);
    notify(t('finishedToast'), 'success');
    // Marks the item complete in the sidebar and brings the best result and attempts left.
    await refresh();
  }

  async function endExpired(logId: number | null) {
    setExpiredError(null);
    try {
      if (logId !== null) await showResult(await finish.mutateAsync({ log_id: logId }));
      else {
        await refresh();
        setScreen({ name: 'intro' });
      }
    } catch (err) {
      console.error(err);
      setExpiredError(t('endFailed', { message: messageOf(err) }));
    }
  }

  switch (screen.name) {
    case 'intro':
      return <QuizIntro name={material.name} detail={detail} loading={start.isPending} receivedAt={materialReceivedAt} onStart={() => void load(false)} />;
    case 'loading':
      return (
        <QuizCard labelledBy="quiz-loading">
          <div className="flex flex-col items-center gap-3 py-10 text-slate-700">
            <Spinner className="text-brand-600" />
            <p id="quiz-loading" role="status">
              {t('loading')}
            </p>
          </div>
        </QuizCard>
      );
    case 'questions':
      return (
        <QuizQuestions
          key={screen.session.log_id ?? 'none'}
          session={screen.session}
          learner={{ name: user.name, email: user.email }}
          onTimeUp={() => void load(false, true)}
          onExpired={() => setScreen({ name: 'expired', logId: screen.session.log_id })}
          onFinished={showResult}
        />
      );
    case 'expired':
      return <QuizExpired finishing={finish.isPending} error={expiredError} onFinish={() => void endExpired(screen.logId)} />;
    case 'error':
      return (
        <QuizCard labelledBy="quiz-error">
          <p id="quiz-error" role="alert" className="text-slate-800">
            {screen.offline ? t('offline') : t('loadError', { message: screen.message })}
          </p>
          <div className="mt-4 flex flex-wrap gap-2">
            <Button onClick={() => void load(false)}>{t('retry')}</Button>
            <Button variant="garis" onClick={() => setScreen(detail.best ? { name: 'result' } : { name: 'intro' })}>
              {t('back')}
            </Button>
          </div>
        </QuizCard>
      );
    case 'result': {
      const figures = resultFigures(detail, finished);
      if (!figures) return <QuizIntro name={material.name} detail={detail} loading={start.isPending} receivedAt={materialReceivedAt} onStart={() => void load(false)} />;
      return (
        <QuizResult
          name={material.name}
          result={figures}
          targetScore={detail.target_score}
          opportunity={detail.opportunity}
          remainingAttempts={Math.min(detail.remaining_attempts, finished?.remaining_attempts ?? detail.remaining_attempts)}
          retaking={start.isPending}
          error={resultError}
          onRetake={() => void load(true)}
        />
      );
    }
  }
}

/** The attempt that counts: the best finished one from the material detail, else the one just finished. */
function resultFigures(detail: QuizDetail, finished: FinishedQuiz | null): ResultFigures | null {
  const best = detail.best;
  if (best && best.score !== null) {
    const latest = finished?.log.score ?? null;
    if (latest === null || best.score >= latest) return { score: best.score, correct_answer: best.correct_answer ?? 0, wrong_answer: best.wrong_answer ?? 0 };
  }
  if (finished && finished.log.score !== null) {
    return { score: finished.log.score, correct_answer: finished.log.correct_answer ?? 0, wrong_answer: finished.log.wrong_answer ?? 0 };
  }
  return null;
}
