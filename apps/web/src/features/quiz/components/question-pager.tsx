import { pageTokens } from '@kelas/contracts/pagination';
import { useTranslation } from 'react-i18next';
import { cn } from '@/components/ui/cn';

type Props = {
  total: number;
  /** 1-based. */
  current: number;
  answered: (page: number) => boolean;
  onChange: (page: number) => void;
};

/**
 * The question page selector (spec 2.23, pages by the 2.21 rule of `pageTokens`): answered questions
 * are filled, the current one is ringed and has aria-current.
 */
export function QuestionPager({ total, current, answered, onChange }: Props) {
  const { t } = useTranslation('quiz');
  return (
    <nav aria-label={t('pager.label')} className="flex flex-wrap items-center gap-1.5">
      {pageTokens(total, current).map((token, i) =>
        token === 'ellipsis' ? (
          <span key={`e${i}`} className="inline-flex w-5 justify-center text-slate-500" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={token}
            type="button"
            onClick={() => onChange(token)}
            aria-current={token === current ? 'step' : undefined}
            aria-label={answered(token) ? t('pager.questionAnswered', { n: token }) : t('pager.question', { n: token })}
            className={cn(
              'inline-flex size-9 items-center justify-center rounded-lg border text-sm font-semibold transition-colors',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
              answered(token) ? 'border-brand-600 bg-brand-600 text-white hover:bg-brand-700' : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-100',
              token === current && 'ring-2 ring-amber-400 ring-offset-2',
            )}
          >
            {token}
          </button>
        ),
      )}
    </nav>
  );
}
