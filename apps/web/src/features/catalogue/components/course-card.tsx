import { ImageOff, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CourseListItem } from '@kelas/contracts/catalogue';
import { coursePrice, kindBadge } from '@kelas/contracts/catalogue-kinds';
import { Badge } from '@/components/ui/badge';
import { StarRating } from '@/components/ui/star-rating';
import { StoredImage } from '@/components/ui/stored-image';
import { useFormat } from '@/lib/i18n/format';
import { courseDetailHref } from '../lib/course-link';
import { useCoursePriceLabel } from '../lib/price-label';

/** Widths the carousel card shows its thumbnail at (`w-[78%] sm:w-64`, course-carousel.tsx). */
const CARD_SIZES = '(min-width: 640px) 256px, 78vw';

/**
 * Course thumbnail ({host}/storage/{thumbnail}) in a 16:9 box, or a neutral tile without one. `sizes`
 * tells the browser the layout width; `priority` loads it eagerly (the detail page's hero).
 */
export function CourseThumbnail({
  path,
  className = '',
  sizes = CARD_SIZES,
  priority = false,
}: {
  path: string | null;
  className?: string;
  sizes?: string;
  priority?: boolean;
}) {
  return (
    <div className={`aspect-video overflow-hidden bg-gradient-to-br from-brand-100 to-brand-200 ${className}`}>
      {path ? (
        <StoredImage path={path} sizes={sizes} priority={priority} />
      ) : (
        <div className="flex size-full items-center justify-center text-brand-600">
          <ImageOff className="size-8" aria-hidden="true" />
        </div>
      )}
    </div>
  );
}

/**
 * Course card (spec 2.7): links to the detail page; thumbnail, capitalised kind badge, title,
 * 5-star rating with the value ('Belum ada ulasan' while no review counts, decision 272), '{n} Peserta'
 * when purchase_count > 0, and the course's one price
 * (contract's `coursePrice`, decision 253: the lowest of its packages, 'Mulai dari' when they
 * differ; 'Free' for 0). A free class without an open cohort reads 'Coming Soon' in place of its
 * price, with no rating or participants: nobody has taken it (decision 255).
 */
export function CourseCard({ course }: { course: CourseListItem }) {
  const { t } = useTranslation('catalogue');
  const format = useFormat();
  const priceLabel = useCoursePriceLabel();
  const price = coursePrice(course.prices);
  const comingSoon = course.availability === 'coming_soon';
  return (
    <Link
      to={courseDetailHref(course)}
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <CourseThumbnail path={course.thumbnail} />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div>
          <Badge>{kindBadge(course.name)}</Badge>
        </div>
        <h3 className="line-clamp-2 min-h-12 leading-6 font-semibold text-slate-900 group-hover:text-brand-700">{course.title}</h3>
        {!comingSoon && (
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            {course.rating_count > 0 ? (
              <StarRating value={course.rating} />
            ) : (
              <span className="text-sm font-medium text-slate-500">{t('detail.noReviews')}</span>
            )}
            {course.purchase_count > 0 && (
              <span className="inline-flex items-center gap-1 text-sm text-slate-600">
                <Users className="size-4" aria-hidden="true" />
                {t('card.students', { count: course.purchase_count })}
              </span>
            )}
          </div>
        )}
        <div className="mt-auto flex flex-wrap items-baseline gap-x-2 pt-2">
          {comingSoon ? (
            <Badge tone="kuning" className="text-sm">
              {t('detail.comingSoon')}
            </Badge>
          ) : (
            <>
              <span className="text-lg font-bold text-brand-700">{priceLabel(price)}</span>
              {price && price.discount > 0 && price.final > 0 && (
                <span className="text-sm text-slate-500 line-through">
                  <span className="sr-only">{t('card.originalPrice')}</span>
                  {format.rupiah(price.price)}
                </span>
              )}
            </>
          )}
        </div>
      </div>
    </Link>
  );
}
