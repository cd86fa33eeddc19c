import { answerLabel, type QuizQuestion } from '@kelas/contracts/quiz';
import { RadioGroup } from 'radix-ui';
import { cn } from '@/components/ui/cn';
import { QuizHtml } from './quiz-html';

type Props = {
  question: QuizQuestion;
  /** The chosen answer id, if any. */
  value: number | undefined;
  disabled: boolean;
  labelledBy: string;
  onChange: (answerId: number) => void;
};

/**
 * The answers of one question as a radix radio group (arrow keys move and choose), labelled
 * A, B, C… (spec 2.23, 9). Disabled once the quiz log is completed.
 */
export function AnswerOptions({ question, value, disabled, labelledBy, onChange }: Props) {
  return (
    <RadioGroup.Root
      aria-labelledby={labelledBy}
      value={value === undefined ? '' : String(value)}
      onValueChange={(v) => onChange(Number(v))}
      disabled={disabled}
      className="mt-4 grid gap-2.5"
    >
      {question.answers.map((a, i) => {
        const id = `quiz-answer-${a.id}`;
        const checked = value === a.id;
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
            <RadioGroup.Item
              id={id}
              value={String(a.id)}
              aria-labelledby={`${id}-letter ${id}-text`}
              className={cn(
                'mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full border-2 bg-white',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                checked ? 'border-brand-600' : 'border-slate-400',
              )}
            >
              <RadioGroup.Indicator className="size-2.5 rounded-full bg-brand-600" />
            </RadioGroup.Item>
            <span
              id={`${id}-letter`}
              className={cn(
                'flex size-7 shrink-0 items-center justify-center rounded-full text-sm font-bold',
                checked ? 'bg-brand-600 text-white' : 'bg-slate-100 text-slate-700',
              )}
            >
              {answerLabel(i)}
            </span>
            <QuizHtml id={`${id}-text`} html={a.answer} className="min-w-0 flex-1 pt-0.5 text-sm break-words text-slate-800" />
          </label>
        );
      })}
    </RadioGroup.Root>
  );
}
