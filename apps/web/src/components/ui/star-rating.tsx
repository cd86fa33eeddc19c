import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/i18n/format';
import { cn } from './cn';

/** Stars shown for a rating (spec 9: 'Rating: 5 stars'). */
export const MAX_STARS = 5;

/**
 * Five stars filled up to `value` (0..5, fractions fill part of a star) followed by the value
 * with one decimal. Read as one phrase by screen readers ('Rating 4.5 dari 5').
 */
export function StarRating({ value, className, showValue = true }: { value: number; className?: string; showValue?: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  const v = Number.isFinite(value) ? Math.min(Math.max(value, 0), MAX_STARS) : 0;
  const text = format.number(v, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <span className={cn('inline-flex items-center gap-1.5 text-sm', className)} role="img" aria-label={t('rating', { value: text, max: MAX_STARS })}>
      <span className="inline-flex" aria-hidden="true">
        {Array.from({ length: MAX_STARS }, (_, i) => {
          const fill = Math.min(Math.max(v - i, 0), 1);
          return (
            <span key={i} className="relative inline-block size-4">
              <Star className="absolute inset-0 size-4 text-slate-300" fill="currentColor" strokeWidth={0} />
              <span className="absolute inset-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
                <Star className="size-4 text-amber-400" fill="currentColor" strokeWidth={0} />
              </span>
            </span>
          );
        })}
      </span>
      {showValue && (
        <span className="font-semibold text-slate-700" aria-hidden="true">
          {text}
        </span>
      )}
    </span>
  );
}
