import { pageTokens } from '@kelas/contracts/pagination';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/components/ui/cn';

type Props = {
  /** Total pages T (≥ 1). */
  total: number;
  /** Current page c, 1-based. */
  current: number;
  onChange: (page: number) => void;
  /** Accessible name of the navigation landmark. */
  label: string;
  /** How a page is read out ("Halaman 3", "Materi 3"); default: `learning:pagination.page`. */
  pageLabel?: (page: number) => string;
  className?: string;
};

const cell =
  'inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/**
 * The pagination control of spec 2.21: pages from `pageTokens` (all up to 7 pages; 1–5 … T near the
 * start; 1 … c−1 c c+1 … T in the middle; 1 … T−4–T near the end). Previous is disabled on page 1,
 * next on the last page; the current page has aria-current="page".
 */
export function Pagination({ total, current, onChange, label, pageLabel, className }: Props) {
  const { t } = useTranslation('learning');
  if (total < 1) return null;
  const readPage = pageLabel ?? ((n: number) => t('pagination.page', { n }));
  const tokens = pageTokens(total, current);
  return (
    <nav aria-label={label} className={cn('flex items-center justify-center gap-1', className)}>
      <button
        type="button"
        className={cn(cell, 'text-slate-600 hover:bg-slate-100 disabled:pointer-events-none disabled:opacity-40')}
        onClick={() => onChange(current - 1)}
        disabled={current <= 1}
        aria-label={t('pagination.previous')}
      >
        <ChevronLeft className="size-4" aria-hidden="true" />
      </button>
      {tokens.map((token, i) =>
        token === 'ellipsis' ? (
          <span key={`e${i}`} className="inline-flex w-5 justify-center text-slate-500" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={token}
            type="button"
            className={cn(cell, token === current ? 'bg-brand-600 text-white' : 'text-slate-700 hover:bg-slate-100')}
            aria-current={token === current ? 'page' : undefined}
            aria-label={readPage(token)}
            onClick={() => token !== current && onChange(token)}
          >
            {token}
          </button>
        ),
      )}
      <button
        type="button"
        className={cn(cell, 'text-slate-600 hover:bg-slate-100 disabled:pointer-events-none disabled:opacity-40')}
        onClick={() => onChange(current + 1)}
        disabled={current >= total}
        aria-label={t('pagination.next')}
      >
        <ChevronRight className="size-4" aria-hidden="true" />
      </button>
    </nav>
  );
}
