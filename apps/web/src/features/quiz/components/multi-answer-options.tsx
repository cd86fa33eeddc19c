import { answerLabel, type QuizQuestion } from '@kelas/contracts/quiz';
import { Check } from 'lucide-react';
import { cn } from '@/components/ui/cn';
import { QuizHtml } from './quiz-html';

type Props = {
  question: QuizQuestion;
  /** The chosen answer ids. */
  value: number[];
  disabled: boolean;
  labelledBy: string;
  describedBy?: string;
  /** The answer ticked or unticked. */
  onToggle: (answerId: number) => void;
};

/**
 * The answers of a multiple-answer question (decision 243) as checkboxes, labelled A, B, C… like
 * the single-answer radios (spec 2.23, 9). Right only when the ticked set equals the correct set.
 */
export function MultiAnswerOptions({ question, value, disabled, labelledBy, describedBy, onToggle }: Props) {
  return (
    <fieldset aria-labelledby={labelledBy} aria-describedby={describedBy} disabled={disabled} className="mt-4 grid gap-2.5">
      {question.answers.map((a, i) => {
        const id = `quiz-answer-${a.id}`;
        const checked = value.includes(a.id);
        return (
          <label
            key={a.id}
            htmlFor={id}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-xl border p-3 transition-colors',
              checked ? 'border-brand-600 bg-brand-50' : 'border-slate-200 bg-white hover:border-brand-600/50 hover:bg-slate-50',
              disabled && 'cursor-not-allowed opacity-75 hover:border-slate-200 hover:bg-white',
            )}
          >
            <span className="relative mt-0.5 inline-flex size-5 shrink-0">
              <input
                id={id}
                type="checkbox"
                checked={checked}
                onChange={() => onToggle(a.id)}
                aria-labelledby={`${id}-letter ${id}-text`}
                className={cn(
                  'peer size-5 appearance-none rounded border-2 bg-white',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                  checked ? 'border-brand-600 bg-brand-600' : 'border-slate-400',
                )}
              />
              {checked && <Check className="pointer-events-none absolute inset-0.5 size-4 text-white" aria-hidden="true" />}
            </span>
            <span
              id={`${id}-letter`}
              className={cn('flex size-7 shrink-0 items-center justify-center rounded-full text-sm font-bold', checked ? 'bg-brand-600 text-white' : 'bg-slate-100 text-slate-700')}
            >
              {answerLabel(i)}
            </span>
            <QuizHtml id={`${id}-text`} html={a.answer} className="min-w-0 flex-1 pt-0.5 text-sm break-words text-slate-800" />
          </label>
        );
      })}
    </fieldset>
  );
}
