import { zodResolver } from '@hookform/resolvers/zod';
import { STUDIO_LIMITS, type StudioQuiz } from '@kelas/contracts/studio';
import { Plus, Save } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useFieldArray, useForm, type UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FieldError, Input, Label } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useQuiz, useSaveQuiz } from '../api/quiz';
import { useBaseVersion } from '../hooks/use-base-version';
import { useUnsavedChanges } from '../hooks/use-unsaved-changes';
import { isStale, messageOf } from '../lib/api-errors';
import { blankQuestion, formToBody, quizFormSchema, quizToForm, type QuizFormIn, type QuizFormOut } from '../lib/quiz-form';
import { useStudioT } from '../lib/studio-t';
import { panelClass } from './field-classes';
import { QuizCsv } from './quiz-csv';
import { QuizQuestionCard } from './quiz-question-card';
import { StaleAlert } from './stale-alert';

/** The quiz of an item: loads it, then the editor form. */
export function QuizEditor({ itemId, courseId }: { itemId: number; courseId: number }) {
  const quiz = useQuiz(itemId);
  const t = useStudioT();
  if (quiz.isPending) return <Skeleton className="h-96 rounded-2xl" />;
  if (quiz.isError) {
    return (
      <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-700">
        {t('studio:quiz.loadFailed', { message: messageOf(quiz.error, '') })}
      </p>
    );
  }
  return <QuizForm quiz={quiz.data} itemId={itemId} courseId={courseId} onReload={() => quiz.refetch()} />;
}

type Form = UseFormReturn<QuizFormIn, unknown, QuizFormOut>;

function NumberField({ form, name, label, hint }: { form: Form; name: 'target_score' | 'opportunity' | 'duration_minutes'; label: string; hint: string }) {
  const error = form.formState.errors[name]?.message;
  const id = `quiz-${name}`;
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} type="number" inputMode="numeric" step={1} aria-invalid={error ? true : undefined} aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`} {...form.register(name)} />
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
        {hint}
      </p>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/**
 * The quiz editor: target score, attempts, duration, what completes the quiz
 * (passed or attempted, decision 240); questions in rich text, single- or multiple-answer (decision
 * 243), with 2–10 answers and the right number correct (checked before saving, and by the server);
 * CSV import and export. Saving sends the whole quiz with the version last read (409 → reload offer).
 */
export function QuizForm({ quiz, itemId, courseId, onReload }: { quiz: StudioQuiz; itemId: number; courseId: number; onReload: () => Promise<unknown> }) {
  const { save, importCsv } = useSaveQuiz(itemId, courseId);
  const [stale, setStale] = useState<string | null>(null);
  const t = useStudioT();
  const schema = useMemo(() => quizFormSchema(t), [t]);
  const form = useForm<QuizFormIn, unknown, QuizFormOut>({
    resolver: zodResolver(schema),
    defaultValues: quiz.questions.length ? quizToForm(quiz) : { ...quizToForm(quiz), questions: [blankQuestion()] },
  });
  const questions = useFieldArray({ control: form.control, name: 'questions' });
  const { errors, isSubmitting, isDirty } = form.formState;
  const guard = useUnsavedChanges(isDirty && !isSubmitting);
  const version = useBaseVersion(form, quiz.version, () => quizToForm(quiz));

  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(formToBody(values, version.base));
      version.rebase(saved.version, quizToForm(saved));
      notify(t('studio:quiz.saved'), 'success');
    } catch (e) {
      if (isStale(e)) return setStale(e.message);
      if (e instanceof ApiError && e.status === 422) {
        form.setError('root', { message: [e.message, ...Object.values(e.errors ?? {}).flat()].join(' ') });
        return;
      }
      form.setError('root', { message: messageOf(e, t('studio:common.error')) });
    }
  });

  const firstError = errors.questions?.root?.message ?? errors.questions?.message;
  const invalidCount = Array.isArray(errors.questions) ? errors.questions.filter(Boolean).length : 0;

  return (
    <form onSubmit={submit} noValidate className={`${panelClass} space-y-6`} aria-labelledby="quiz-editor-title">
      {guard}
      <div>
        <h2 id="quiz-editor-title" className="text-xl font-bold text-slate-900">
          {t('studio:quiz.title')}
        </h2>
        <p className="text-sm text-slate-600">{t('studio:quiz.lead')}</p>
      </div>
      {stale && (
        <StaleAlert
          message={stale}
          onReload={() =>
            void onReload().then((fresh) => {
              const latest = (fresh as { data?: StudioQuiz }).data;
              if (latest) version.rebase(latest.version, quizToForm(latest));
              setStale(null);
            })
          }
        />
      )}
      <div className="grid gap-4 sm:grid-cols-3">
        <NumberField form={form} name="target_score" label={t('studio:quiz.targetScore')} hint={t('studio:quiz.targetScoreHint')} />
        <NumberField form={form} name="opportunity" label={t('studio:quiz.opportunity')} hint={t('studio:quiz.opportunityHint')} />
        <NumberField form={form} name="duration_minutes" label={t('studio:quiz.duration')} hint={t('studio:quiz.durationHint')} />
      </div>
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-slate-700">{t('studio:quiz.completionRule')}</legend>
        <div className="flex flex-col gap-2 text-sm sm:flex-row sm:gap-6">
          <label className="flex items-center gap-2">
            <input type="radio" value="passed" className="accent-brand-600" {...form.register('completion_rule')} />
            {t('studio:quiz.rulePassed')}
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" value="attempted" className="accent-brand-600" {...form.register('completion_rule')} />
            {t('studio:quiz.ruleAttempted')}
          </label>
        </div>
      </fieldset>
      <QuizCsv itemId={itemId} title={t('studio:quiz.fileName', { id: itemId })} importCsv={(b) => importCsv.mutateAsync(b)} onImported={(q) => version.rebase(q.version, quizToForm(q))} disabled={isSubmitting} />
      <ol className="space-y-4" aria-label={t('studio:quiz.questions')}>
        {questions.fields.map((q, i) => (
          <QuizQuestionCard key={q.id} form={form} index={i} count={questions.fields.length} onRemove={() => questions.remove(i)} />
        ))}
      </ol>
      <FieldError message={firstError} />
      {questions.fields.length < STUDIO_LIMITS.questionsMax && (
        <Button variant="garis" onClick={() => questions.append(blankQuestion())}>
          <Plus className="size-4" aria-hidden="true" />
          {t('studio:quiz.addQuestion')}
        </Button>
      )}
      {invalidCount > 0 && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
          {t('studio:quiz.invalid', { count: invalidCount })}
        </p>
      )}
      {errors.root?.message && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
          {errors.root.message}
        </p>
      )}
      <div className="flex items-center justify-end gap-3">
        {isDirty && <span className="text-sm text-amber-700">{t('studio:common.unsaved')}</span>}
        <Button type="submit" loading={isSubmitting}>
          <Save className="size-4" aria-hidden="true" />
          {t('studio:quiz.save')}
        </Button>
      </div>
    </form>
  );
}
