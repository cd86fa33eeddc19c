import {
  formatCountdown,
  QUIZ_CODES,
  type FinishedQuiz,
  type QuizAnswerBody,
  type QuizSession,
  type SavedChoice,
} from '@kelas/contracts/quiz';
import { ChevronLeft, ChevronRight, Clock, Flag, ShieldAlert } from 'lucide-react';
import { useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { FieldError } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { useFinishQuiz } from '../api/finish-quiz';
import { saveAnswer } from '../api/save-answer';
import { useCountdown } from '../hooks/use-countdown';
import { AnswerOptions } from './answer-options';
import { MultiAnswerOptions } from './multi-answer-options';
import { QuestionPager } from './question-pager';
import { QuizCard } from './quiz-card';
import { QuizHtml } from './quiz-html';

export type LoadedSession = QuizSession & { receivedAt: number };

type Props = {
  session: LoadedSession;
  learner: { name: string; email: string };
  /** The countdown reached 00:00 (the parent asks the server, which answers QUIZ_EXPIRED). */
  onTimeUp: () => void;
  /** A save answered QUIZ_EXPIRED. */
  onExpired: () => void;
  onFinished: (result: FinishedQuiz) => void | Promise<void>;
};

/** Two buttons side by side fit 375 px: labels may wrap on a phone. */
const navButton = 'h-auto min-h-10 py-2 whitespace-normal text-center';

/** Whether a saved choice answers its question (a multiple answer needs at least one id). */
const isAnswered = (choice: SavedChoice | undefined) =>
  Array.isArray(choice) ? choice.length > 0 : choice !== undefined;

/**
 * The question screen (spec 2.23): 'Soal Quiz', the countdown (mm:ss) from the server's deadline,
 * the page selector, the question HTML, answers A, B, C… (radio buttons, or checkboxes for a
 * multiple-answer question: decision 243), the warning banner with the learner's name and e-mail,
 * 'Previous Question' / 'Next Question', and 'Selesaikan Quiz' on the last question while the log
 * is not completed. Each choice is saved at once (one call per answer, in order per question; a
 * multiple answer sends its whole set); a failed save puts the last saved choice back. Answering
 * is disabled once the log is completed. A preview (staff, decision 244) shows the questions with
 * answers kept on the screen only: no timer, nothing saved, no finish.
 */
export function QuizQuestions({ session, learner, onTimeUp, onExpired, onFinished }: Props) {
  const { t } = useTranslation('quiz');
  const messageOf = (err: unknown) =>
    err instanceof ApiError ? err.message : t('questions.checkConnection');
  const questions = session.quizzes;
  const log = session.log;
  const logId = session.log_id;
  const preview = session.preview;
  const [answers, setAnswers] = useState<Record<string, SavedChoice>>(() => ({ ...(log?.answers ?? {}) }));
  const saved = useRef<Record<string, SavedChoice>>({ ...(log?.answers ?? {}) });
  const [keepOne, setKeepOne] = useState<number | null>(null);
  const chains = useRef<Record<string, Promise<void>>>({});
  const [pending, setPending] = useState(0);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [locked, setLocked] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [finishError, setFinishError] = useState<string | null>(null);
  const [page, setPage] = useState(() => {
    const firstOpen = questions.findIndex((q) => !isAnswered(answers[String(q.id)]));
    return firstOpen === -1 ? 1 : firstOpen + 1;
  });
  const finish = useFinishQuiz();
  const completed = locked || log?.status === 'completed';
  const left = useCountdown({
    deadline: log && !completed && !preview ? log.deadline : null,
    serverTime: session.server_time,
    receivedAt: session.receivedAt,
    active: !completed,
    onZero: onTimeUp,
  });

  if (questions.length === 0 || (!preview && (!log || logId === null))) {
    return (
      <QuizCard labelledBy="quiz-empty">
        <p id="quiz-empty" role="status" className="py-8 text-center text-slate-700">
          {t('questions.empty')}
        </p>
      </QuizCard>
    );
  }

  const total = questions.length;
  const question = questions[page - 1];
  const answeredCount = questions.filter((q) => isAnswered(answers[String(q.id)])).length;

  /** A multiple-answer question's set with `answerId` ticked or unticked; null when that would leave none (a set of none cannot be saved). */
  function toggled(questionId: number, answerId: number): number[] | null {
    const current = answers[String(questionId)];
    const set = Array.isArray(current) ? current : [];
    const next = set.includes(answerId)
      ? set.filter((id) => id !== answerId)
      : [...set, answerId].sort((a, b) => a - b);
    return next.length ? next : null;
  }

  function choose(questionId: number, choice: SavedChoice) {
    const key = String(questionId);
    setAnswers((a) => ({ ...a, [key]: choice }));
    setKeepOne(null);
    if (preview) return;
    setSaveError(null);
    setPending((n) => n + 1);
    const body: QuizAnswerBody = Array.isArray(choice)
      ? { log_id: logId!, quiz_id: questionId, answer_ids: choice }
      : { log_id: logId!, quiz_id: questionId, answer_id: choice };
    // Saves of one question run one after the other, so the last choice is the one kept.
    const run = (chains.current[key] ?? Promise.resolve()).then(async () => {
      try {
        await saveAnswer(body);
        saved.current[key] = choice;
      } catch (err) {
        console.error(err);
        setAnswers((a) => {
          const next = { ...a };
          if (saved.current[key] === undefined) delete next[key];
          else next[key] = saved.current[key];
          return next;
        });
        if (err instanceof ApiError && err.code === QUIZ_CODES.expired) onExpired();
        else if (err instanceof ApiError && err.code === QUIZ_CODES.completed) setLocked(true);
        setSaveError(t('questions.saveFailed', { message: messageOf(err) }));
      } finally {
        setPending((n) => n - 1);
      }
    });
    chains.current[key] = run;
  }

  async function confirmFinish() {
    setFinishError(null);
    try {
      await Promise.all(Object.values(chains.current));
      const result = await finish.mutateAsync({ log_id: logId! });
      setConfirmOpen(false);
      await onFinished(result);
    } catch (err) {
      console.error(err);
      setFinishError(t('questions.finishFailed', { message: messageOf(err) }));
    }
  }

  const urgent = left !== null && left <= 60_000;
  const isLast = page === total;

  return (
    <QuizCard labelledBy="quiz-questions-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="quiz-questions-title" className="text-lg font-bold text-slate-900 sm:text-xl">
          {t('questions.title')}
        </h2>
        {preview ? null : (
          <p
            role="timer"
            aria-label={t('questions.timeLeft')}
            className={cn(
              'inline-flex items-center gap-1.5 rounded-lg px-3 py-1.5 font-mono text-base font-bold tabular-nums',
              urgent ? 'bg-red-50 text-red-700' : 'bg-slate-100 text-slate-900',
            )}
          >
            <Clock className="size-4" aria-hidden="true" />
            {formatCountdown(left ?? 0)}
          </p>
        )}
      </div>
      {preview && (
        <p
          role="note"
          className="mt-3 rounded-xl border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950"
        >
          {t('questions.preview')}
        </p>
      )}

      <div className="mt-4">
        <QuestionPager
          total={total}
          current={page}
          answered={(p) => isAnswered(answers[String(questions[p - 1]?.id)])}
          onChange={setPage}
        />
        <p className="mt-2 text-xs text-slate-600">
          {t('questions.answered', { answered: answeredCount, total })}
        </p>
      </div>

      <div
        role="note"
        className="mt-4 flex items-start gap-2.5 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
      >
        <ShieldAlert className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
        <p className="min-w-0 break-words">
          <Trans
            t={t}
            i18nKey="questions.warning"
            values={{ name: learner.name, email: learner.email }}
            components={{ strong: <strong />, email: <span className="break-words" /> }}
          />
        </p>
      </div>

      {question ? (
        <div className="mt-5">
          <p id="quiz-question-number" className="text-sm font-semibold text-brand-700">
            {t('questions.number', { page, total })}
          </p>
          <QuizHtml id="quiz-question-text" html={question.quiz} className="mt-1 text-base text-slate-900" />
          {question.type === 'multiple' ? (
            <>
              <p id="quiz-question-hint" className="mt-2 text-sm font-medium text-brand-800">
                {t('questions.chooseAll')}
              </p>
              <MultiAnswerOptions
                key={question.id}
                question={question}
                value={((c) => (Array.isArray(c) ? c : []))(answers[String(question.id)])}
                disabled={completed}
                labelledBy="quiz-question-number quiz-question-text"
                describedBy="quiz-question-hint"
                onToggle={(answerId) => {
                  const next = toggled(question.id, answerId);
                  if (next) choose(question.id, next);
                  else setKeepOne(question.id);
                }}
              />
              {keepOne === question.id && (
                <p role="status" className="mt-2 text-sm text-amber-800">
                  {t('questions.keepOne')}
                </p>
              )}
            </>
          ) : (
            <AnswerOptions
              key={question.id}
              question={question}
              value={((c) => (typeof c === 'number' ? c : undefined))(answers[String(question.id)])}
              disabled={completed}
              labelledBy="quiz-question-number quiz-question-text"
              onChange={(answerId) => choose(question.id, answerId)}
            />
          )}
        </div>
      ) : (
        <p role="alert" className="mt-5 text-slate-700">
          {t('questions.notFound')}
        </p>
      )}

      <p aria-live="polite" className="mt-3 min-h-5 text-xs text-slate-600">
        {preview
          ? ''
          : completed
            ? t('questions.completed')
            : pending > 0
              ? t('questions.saving')
              : answeredCount > 0
                ? t('questions.allSaved')
                : ''}
      </p>
      <FieldError message={saveError} />

      <div className="mt-4 grid grid-cols-2 gap-2 border-t border-slate-200 pt-4 sm:flex sm:items-center sm:justify-between sm:gap-3">
        <Button
          variant="garis"
          className={navButton}
          onClick={() => setPage((p) => p - 1)}
          disabled={page <= 1}
        >
          <ChevronLeft className="hidden size-4 sm:block" aria-hidden="true" />
          {t('questions.previous')}
        </Button>
        {isLast && !completed && !preview ? (
          <Button variant="hijau" className={navButton} onClick={() => setConfirmOpen(true)}>
            <Flag className="hidden size-4 sm:block" aria-hidden="true" />
            {t('questions.finish')}
          </Button>
        ) : (
          <Button className={navButton} onClick={() => setPage((p) => p + 1)} disabled={isLast}>
            {t('questions.next')}
            <ChevronRight className="hidden size-4 sm:block" aria-hidden="true" />
          </Button>
        )}
      </div>

      <Dialog open={confirmOpen} onOpenChange={(open) => !finish.isPending && setConfirmOpen(open)}>
        <DialogContent
          title={t('questions.confirmTitle')}
          description={t('questions.confirmText', { answered: answeredCount, total })}
        >
          <FieldError message={finishError} />
          <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="abu" disabled={finish.isPending}>
                {t('questions.backToQuestions')}
              </Button>
            </DialogClose>
            <Button variant="hijau" onClick={() => void confirmFinish()} loading={finish.isPending}>
              {t('questions.confirm')}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </QuizCard>
  );
}
