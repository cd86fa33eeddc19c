import { STUDIO_LIMITS } from '@kelas/contracts/studio';
import { Plus, Trash2 } from 'lucide-react';
import { Controller, useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FieldError, Label } from '@/components/ui/input';
import type { QuizFormIn, QuizFormOut } from '../lib/quiz-form';
import { useStudioT } from '../lib/studio-t';
import { RichTextEditor } from '@/components/ui/rich-text-editor';

type Form = UseFormReturn<QuizFormIn, unknown, QuizFormOut>;

/**
 * One quiz question: its text (rich text), its type (decision 243: one correct answer, or several)
 * and 2–10 answers, each marked correct or not: exactly one for a single-answer question (ticking
 * one unticks the others), at least one for a multiple one.
 */
export function QuizQuestionCard({ form, index, count, onRemove }: { form: Form; index: number; count: number; onRemove: () => void }) {
  const answers = useFieldArray({ control: form.control, name: `questions.${index}.answers` });
  const type = useWatch({ control: form.control, name: `questions.${index}.type` });
  /** A single-answer question keeps one correct answer: ticking one unticks the others. */
  const onlyThisCorrect = (j: number) => {
    answers.fields.forEach((_, k) => {
      if (k !== j) form.setValue(`questions.${index}.answers.${k}.is_correct`, false, { shouldDirty: true });
    });
  };
  const errors = form.formState.errors.questions?.[index];
  const qid = `quiz-q${index}`;
  const listError = errors?.answers?.root?.message ?? errors?.answers?.message;
  const t = useStudioT();
  const n = index + 1;

  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4" aria-labelledby={`${qid}-heading`}>
      <div className="mb-2 flex items-center justify-between gap-2">
        <h3 id={`${qid}-heading`} className="font-semibold text-slate-900">
          {t('studio:quiz.question.heading', { n })}
        </h3>
        <Button variant="polos" size="sm" className="text-red-600" disabled={count <= 1} onClick={onRemove} aria-label={t('studio:quiz.question.removeNamed', { n })}>
          <Trash2 className="size-4" aria-hidden="true" />
          <span className="hidden sm:inline">{t('studio:quiz.question.remove')}</span>
        </Button>
      </div>
      <Label id={`${qid}-label`} htmlFor={qid}>
        {t('studio:quiz.question.text', { n })}
      </Label>
      <Controller
        control={form.control}
        name={`questions.${index}.question`}
        render={({ field }) => (
          <RichTextEditor
            id={qid}
            labelledBy={`${qid}-label`}
            compact
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            invalid={Boolean(errors?.question)}
            describedBy={errors?.question ? `${qid}-error` : undefined}
          />
        )}
      />
      <FieldError id={`${qid}-error`} message={errors?.question?.message} />

      <fieldset className="mt-4">
        <legend className="mb-1.5 text-sm font-medium text-slate-700">{t('studio:quiz.question.type', { n })}</legend>
        <div className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
          <label className="flex items-center gap-2">
            <input
              type="radio"
              value="single"
              className="accent-brand-600"
              {...form.register(`questions.${index}.type`, {
                // Going back to one correct answer keeps the first one ticked.
                onChange: () => {
                  const first = form.getValues(`questions.${index}.answers`).findIndex((a) => a.is_correct);
                  if (first >= 0) onlyThisCorrect(first);
                },
              })}
            />
            {t('studio:quiz.question.typeSingle')}
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" value="multiple" className="accent-brand-600" {...form.register(`questions.${index}.type`)} />
            {t('studio:quiz.question.typeMultiple')}
          </label>
        </div>
      </fieldset>

      <fieldset className="mt-4" aria-describedby={listError ? `${qid}-answers-error` : undefined}>
        <legend className="mb-2 text-sm font-medium text-slate-700">{t('studio:quiz.question.answers', { n })}</legend>
        <ol className="space-y-3">
          {answers.fields.map((a, j) => {
            const aid = `${qid}-a${j}`;
            const answerError = errors?.answers?.[j]?.answer?.message;
            return (
              <li key={a.id} className="grid grid-cols-[auto_1fr_auto] items-start gap-2">
                <label className="flex items-center gap-1.5 pt-2 text-sm text-slate-700">
                  <input
                    type="checkbox"
                    className="size-4 accent-emerald-700"
                    aria-label={t('studio:quiz.question.correct', { answer: j + 1, n })}
                    {...form.register(`questions.${index}.answers.${j}.is_correct`, {
                      onChange: (e: { target: { checked: boolean } }) => {
                        if (type === 'single' && e.target.checked) onlyThisCorrect(j);
                      },
                    })}
                  />
                  <span aria-hidden="true">{String.fromCharCode(65 + j)}</span>
                </label>
                <div className="min-w-0">
                  <span id={`${aid}-label`} className="sr-only">
                    {t('studio:quiz.question.answer', { answer: j + 1, n })}
                  </span>
                  <Controller
                    control={form.control}
                    name={`questions.${index}.answers.${j}.answer`}
                    render={({ field }) => (
                      <RichTextEditor id={aid} labelledBy={`${aid}-label`} compact value={field.value} onChange={field.onChange} onBlur={field.onBlur} invalid={Boolean(answerError)} describedBy={answerError ? `${aid}-error` : undefined} />
                    )}
                  />
                  <FieldError id={`${aid}-error`} message={answerError} />
                </div>
                <Button variant="polos" size="sm" className="mt-1" disabled={answers.fields.length <= STUDIO_LIMITS.answersMin} onClick={() => answers.remove(j)} aria-label={t('studio:quiz.question.removeAnswer', { answer: j + 1, n })}>
                  <Trash2 className="size-4" aria-hidden="true" />
                </Button>
              </li>
            );
          })}
        </ol>
        <FieldError id={`${qid}-answers-error`} message={listError} />
        <Button variant="polos" size="sm" className="mt-2" disabled={answers.fields.length >= STUDIO_LIMITS.answersMax} onClick={() => answers.append({ answer: '', is_correct: false })}>
          <Plus className="size-4" aria-hidden="true" />
          {t('studio:quiz.question.addAnswer', { answers: answers.fields.length, max: STUDIO_LIMITS.answersMax })}
        </Button>
      </fieldset>
    </li>
  );
}
