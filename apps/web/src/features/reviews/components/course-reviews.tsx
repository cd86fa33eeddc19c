import { REVIEW_SORTS, type ReviewSort } from '@kelas/contracts/reviews';
import { MessageSquareText } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { selectClass } from '@/components/ui/input';
import { ListPager } from '@/components/ui/list-pager';
import { Skeleton } from '@/components/ui/skeleton';
import { StarRating } from '@/components/ui/star-rating';
import { useFormat } from '@/lib/i18n/format';
import { useCourseReviews } from '../api/get-course-reviews';
import { ReviewBody } from './review-body';

/**
 * The detail page's 'ULASAN PESERTA' (decision 272): the average and count the hero shows, then
 * the visible reviews (name, stars, date and time in the visitor's zone, labelled, body), newest or
 * most helpful first, a page at a time. 'Belum ada ulasan' when there are none.
 */
export function CourseReviews({ slug, rating, count }: { slug: string; rating: number; count: number }) {
  const { t } = useTranslation('reviews');
  const format = useFormat();
  const [sort, setSort] = useState<ReviewSort>('newest');
  const [page, setPage] = useState(1);
  const list = useCourseReviews({ slug, sort, page });
  const ratingText = format.number(rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

  return (
    <section id="ulasan" aria-labelledby="ulasan-heading">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="ulasan-heading" className="text-xl font-extrabold tracking-wide text-slate-900 sm:text-2xl">
            {t('section.title')}
          </h2>
          {count > 0 ? (
            <div className="mt-2 flex flex-wrap items-center gap-2">
              <StarRating value={rating} showValue={false} />
              <p className="text-sm font-semibold text-slate-700">{t('section.summary', { rating: ratingText, count })}</p>
            </div>
          ) : (
            <p className="mt-2 text-sm font-semibold text-slate-700">{t('section.empty')}</p>
          )}
        </div>
        {count > 1 && (
          <div>
            <label htmlFor="review-sort" className="mb-1 block text-xs font-semibold text-slate-600">
              {t('section.sort')}
            </label>
            <select
              id="review-sort"
              value={sort}
              onChange={(e) => {
                setSort(e.target.value as ReviewSort);
                setPage(1);
              }}
              className={cn(selectClass, 'h-10 w-auto')}
            >
              {REVIEW_SORTS.map((s) => (
                <option key={s} value={s}>
                  {t(`section.${s}`)}
                </option>
              ))}
            </select>
          </div>
        )}
      </div>
      {sort === 'helpful' && <p className="mt-2 text-xs text-slate-500">{t('section.helpfulNote')}</p>}

      {count === 0 ? (
        <div className="mt-4 flex items-start gap-3 rounded-2xl border border-dashed border-slate-300 bg-white p-5 text-sm text-slate-600">
          <MessageSquareText className="size-5 shrink-0 text-brand-500" aria-hidden="true" />
          <p>{t('section.emptyText')}</p>
        </div>
      ) : list.isPending ? (
        <div className="mt-4 space-y-3" role="status" aria-label={t('section.loading')}>
          {[0, 1].map((i) => (
            <Skeleton key={i} className="h-24 rounded-2xl" />
          ))}
        </div>
      ) : list.isError || !list.data ? (
        <div role="alert" className="mt-4 rounded-2xl border border-red-200 bg-red-50 p-4 text-sm text-red-700">
          <p>{t('section.loadFailed')}</p>
          <Button size="sm" variant="garis" className="mt-3" onClick={() => void list.refetch()}>
            {t('section.retry')}
          </Button>
        </div>
      ) : (
        <>
          <ul className="mt-4 space-y-3">
            {list.data.data.map((r) => (
              <li key={r.id} className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
                <article aria-label={r.name}>
                  <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
                    <p className="min-w-0 font-semibold break-words text-slate-900">{r.name}</p>
                    <p className="text-xs text-slate-500">
                      <time dateTime={r.updated_at}>{format.shortDateTime(r.updated_at)}</time>
                      {r.updated_at !== r.created_at && ` · ${t('section.edited')}`}
                    </p>
                  </div>
                  <StarRating value={r.rating} showValue={false} className="mt-1" />
                  {r.body && <ReviewBody html={r.body} className="mt-2 text-sm text-slate-700" />}
                </article>
              </li>
            ))}
          </ul>
          <ListPager meta={list.data.meta} noun={t('section.noun')} onPage={setPage} />
        </>
      )}
    </section>
  );
}
