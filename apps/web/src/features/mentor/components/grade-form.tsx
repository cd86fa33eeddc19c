import { zodResolver } from '@hookform/resolvers/zod';
import { FEEDBACK_MAX_CHARS, GradeFormSchema, type MentorSubmission } from '@kelas/contracts/mentor';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { FieldError, Input, Label } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useGradeSubmission } from '../api/grade-submission';
import { useMessage } from '@/lib/i18n/use-message';

type FormIn = z.input<typeof GradeFormSchema>;
type FormOut = z.output<typeof GradeFormSchema>;

/**
 * The grading form: 'Nilai' (integer 0..100) and 'Catatan' (required, at most 5000 characters),
 * checked with the contract's GradeFormSchema; server field errors land under their fields.
 * A graded submission is pre-filled and may be graded again (decision 081).
 */
export function GradeForm({ submission, onDone }: { submission: MentorSubmission; onDone: () => void }) {
  const { t } = useTranslation(['mentor', 'mentorMessages']);
  const clientMessage = useMessage();
  const grade = useGradeSubmission(submission.id);
  const regrade = submission.status === 'graded';
  const form = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(GradeFormSchema),
    defaultValues: {
      score: submission.score === null ? '' : String(submission.score),
      feedback: submission.feedback ?? '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const feedbackLength = form.watch('feedback')?.length ?? 0;
  const scoreField = form.register('score');
  const feedbackField = form.register('feedback');

  const submit = form.handleSubmit(async (values) => {
    try {
      await grade.mutateAsync(values);
      notify(t('mentorMessages:graded'), 'success');
      onDone();
    } catch (err) {
      if (err instanceof ApiError && err.status === 422) {
        for (const field of ['score', 'feedback'] as const) {
          const message = err.field(field);
          if (message) form.setError(field, { message });
        }
        if (!err.field('score') && !err.field('feedback')) form.setError('root', { message: err.message });
      } else {
        form.setError('root', {
          message: err instanceof ApiError ? err.message : t('mentor:form.failed'),
        });
      }
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <div>
        <Label htmlFor="grade-score">{t('mentor:form.score')}</Label>
        <Input
          id="grade-score"
          type="number"
          inputMode="numeric"
          min={0}
          max={100}
          step={1}
          className="max-w-32"
          aria-invalid={errors.score ? true : undefined}
          aria-describedby={errors.score ? 'grade-score-error' : undefined}
          {...scoreField}
        />
        <FieldError id="grade-score-error" message={clientMessage(errors.score?.message)} />
      </div>
      <div>
        <Label htmlFor="grade-feedback">{t('mentor:form.feedback')}</Label>
        <textarea
          id="grade-feedback"
          rows={6}
          maxLength={FEEDBACK_MAX_CHARS}
          className={cn(
            'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-400',
            'focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20 focus:outline-none aria-invalid:border-red-500',
          )}
          placeholder={t('mentor:form.feedbackPlaceholder')}
          aria-invalid={errors.feedback ? true : undefined}
          aria-describedby={cn('grade-feedback-count', errors.feedback && 'grade-feedback-error')}
          {...feedbackField}
        />
        <div className="mt-1 flex items-start justify-between gap-3">
          <FieldError id="grade-feedback-error" message={clientMessage(errors.feedback?.message)} className="mt-0" />
          <p id="grade-feedback-count" className="ml-auto shrink-0 text-xs text-slate-500">
            {feedbackLength}/{FEEDBACK_MAX_CHARS}
          </p>
        </div>
      </div>
      {errors.root?.message && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
          {errors.root.message}
        </p>
      )}
      <Button type="submit" variant="hijau" loading={isSubmitting} className="w-full sm:w-auto">
        {regrade ? t('mentor:form.update') : t('mentor:form.save')}
      </Button>
      <p className="text-xs text-slate-500">{t('mentor:form.note')}</p>
    </form>
  );
}
