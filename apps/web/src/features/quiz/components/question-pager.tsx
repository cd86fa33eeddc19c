import { pageTokens } from '@kelas/contracts/pagination';
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
  return (
    <nav aria-label="Pilih soal" className="flex flex-wrap items-center gap-1.5">
      {pageTokens(total, current).map((t, i) =>
        t === 'ellipsis' ? (
          <span key={`e${i}`} className="inline-flex w-5 justify-center text-slate-500" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={t}
            type="button"
            onClick={() => onChange(t)}
            aria-current={t === current ? 'step' : undefined}
            aria-label={`Soal ${t}${answered(t) ? ', sudah dijawab' : ''}`}
            className={cn(
              'inline-flex size-9 items-center justify-center rounded-lg border text-sm font-semibold transition-colors',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
              answered(t) ? 'border-brand-600 bg-brand-600 text-white hover:bg-brand-700' : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-100',
              t === current && 'ring-2 ring-amber-400 ring-offset-2',
            )}
          >
            {t}
          </button>
        ),
      )}
    </nav>
  );
}
