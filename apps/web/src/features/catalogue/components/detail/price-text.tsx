import { useTranslation } from 'react-i18next';
import { cn } from '@/components/ui/cn';
import { useFormat } from '@/lib/i18n/format';
import { useCoursePriceLabel } from '../../lib/price-label';
import type { ShownPrice } from '../../lib/course-detail';

/**
 * A price as the detail page shows it (spec 2.9): the original price struck through and
 * 'Disc. {n}%' when discounted, then the final price ('Free' for 0, 'Price not available' for
 * none), read 'Mulai dari …' for a course whose packages differ (decision 253).
 */
export function PriceText({ price, size = 'md', inverted = false }: { price: ShownPrice | null; size?: 'md' | 'lg'; inverted?: boolean }) {
  const { t } = useTranslation('catalogue');
  const format = useFormat();
  const priceLabel = useCoursePriceLabel();
  return (
    <div>
      {price && price.discount > 0 && (
        <p className="flex items-center gap-2 text-sm">
          <span className={cn('line-through', inverted ? 'text-brand-200' : 'text-slate-500')}>
            <span className="sr-only">{t('card.originalPrice')}</span>
            {format.rupiah(price.price)}
          </span>
          <span className="rounded-md bg-red-100 px-1.5 py-0.5 text-xs font-bold text-red-700">{t('price.discount', { percent: price.discount })}</span>
        </p>
      )}
      <p className={cn('font-extrabold', size === 'lg' ? 'text-3xl' : 'text-2xl', inverted ? 'text-white' : 'text-slate-900')}>{priceLabel(price ? { final: price.final, from: price.from ?? false } : null)}</p>
    </div>
  );
}
