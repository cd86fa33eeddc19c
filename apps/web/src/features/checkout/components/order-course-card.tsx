import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { kindBadge, type CourseTypeName } from '@kelas/contracts/catalogue';
import { useFormat } from '@/lib/i18n/format';
import { Badge } from '@/components/ui/badge';
import { storageUrl } from '@/config/paths';

export type OrderCourseCardProps = {
  title: string;
  type: CourseTypeName;
  thumbnail: string | null;
  packageName: string;
  /** Rupiah before and after the package discount. */
  price: number;
  discount: number;
  amount: number;
  onRemove?: () => void;
};

/**
 * A course line of 'Detail Order' (spec 2.16): thumbnail, type, title, the chosen package by name
 * (the price is that package's, decision 253), the discounted price and the trash button.
 */
export function OrderCourseCard({ title, type, thumbnail, packageName, price, discount, amount, onRemove }: OrderCourseCardProps) {
  const src = storageUrl(thumbnail);
  const { t } = useTranslation('checkout');
  const { rupiah } = useFormat();
  return (
    <div className="flex gap-3 sm:gap-4">
      <div className="aspect-video w-24 shrink-0 self-start overflow-hidden rounded-lg bg-slate-100 sm:w-40">
        {src && <img src={src} alt="" className="size-full object-cover" loading="lazy" />}
      </div>
      <div className="min-w-0 flex-1">
        <Badge tone="biru" className="whitespace-nowrap">{kindBadge(type)}</Badge>
        <p className="mt-1 line-clamp-3 font-semibold text-slate-900">{title}</p>
        <p className="text-sm font-medium text-slate-700">{t('course.package', { name: packageName })}</p>
        <div className="mt-1 flex flex-wrap items-baseline gap-x-2">
          {discount > 0 && (
            <span className="text-sm text-slate-500 line-through">
              <span className="sr-only">{t('course.originalPrice')}</span>
              {rupiah(price)}
            </span>
          )}
          <span className="font-bold text-brand-700">{rupiah(amount)}</span>
        </div>
      </div>
      {onRemove && (
        <button
          type="button"
          onClick={onRemove}
          className="self-start rounded-full p-2 text-slate-500 hover:bg-red-50 hover:text-red-600 focus-visible:outline-2 focus-visible:outline-red-600"
          aria-label={t('course.remove', { title })}
        >
          <Trash2 className="size-5" aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
