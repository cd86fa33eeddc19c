import { REVIEW_STATUSES, type AdminReview, type ReviewStatus } from '@kelas/contracts/reviews';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConsoleList, FilterBar, FilterSelect } from '@/components/ui/console-list';
import { StarRating } from '@/components/ui/star-rating';
import { ApiError } from '@/lib/api-client';
import { useAcademyFormat } from '@/lib/i18n/academy-format';
import { notify } from '@/lib/toast';
import { useAdminReviews, type AdminReviewFilters } from '../api/get-admin-reviews';
import { usePickTestimonial } from '../api/pick-testimonial';
import { useSetReviewVisibility } from '../api/set-review-visibility';
import { ReviewBody } from './review-body';

/**
 * /admin/reviews (decision 272): every course's reviews, last written first, filtered by state;
 * 'Sembunyikan' takes an abusive one off the course page and out of its rating, 'Tampilkan' brings
 * it back; 'Jadikan Testimoni' puts a review its learner allowed among its course page's
 * testimonials, 'Lepas Testimoni' takes it off (decision 283). Times in the academy's zone, labelled
 * (decision 267).
 */
export function AdminReviewList() {
  const { t } = useTranslation(['reviews', 'reviewStatusLabels']);
  const f = useAcademyFormat();
  const [draftStatus, setDraftStatus] = useState<ReviewStatus | ''>('');
  const [filters, setFilters] = useState<AdminReviewFilters>({ status: '', page: 1 });
  const list = useAdminReviews(filters);
  const visibility = useSetReviewVisibility();
  const testimonial = usePickTestimonial();

  const toggle = (r: AdminReview) => {
    const action = r.status === 'hidden' ? 'restore' : 'hide';
    visibility.mutate(
      { id: r.id, action },
      {
        onSuccess: (x) => notify(t(action === 'hide' ? 'console.hidden' : 'console.restored', { name: x.learner.name }), 'success'),
        onError: (e) => notify(e instanceof ApiError ? e.message : t('console.failed'), 'error'),
      },
    );
  };
  const status = (r: AdminReview) => <Badge tone={r.status === 'hidden' ? 'abu' : 'hijau'}>{t(`reviewStatusLabels:${r.status}`)}</Badge>;
  const pick = (r: AdminReview) => {
    const picked = r.testimonial_rank === null;
    testimonial.mutate(
      { id: r.id, picked },
      {
        onSuccess: (x) => notify(t(picked ? 'console.picked' : 'console.unpicked', { name: x.learner.name }), 'success'),
        onError: (e) => notify(e instanceof ApiError ? e.message : t('console.failed'), 'error'),
      },
    );
  };
  const action = (r: AdminReview) => (
    <Button
      size="sm"
      variant={r.status === 'hidden' ? 'hijau' : 'merah'}
      onClick={() => toggle(r)}
      aria-label={t(r.status === 'hidden' ? 'console.restoreReview' : 'console.hideReview', { name: r.learner.name })}
    >
      {r.status === 'hidden' ? t('console.restore') : t('console.hide')}
    </Button>
  );
  // Only a review its learner allowed, and visible, can be picked (decision 283); a picked one can
  // always be taken off. It sits with the review's text, so the table keeps its width.
  const pickButton = (r: AdminReview) =>
    r.testimonial_rank !== null || (r.show_as_testimonial && r.status === 'visible') ? (
      <Button
        size="sm"
        className="mt-2"
        variant={r.testimonial_rank === null ? 'biru' : 'abu'}
        onClick={() => pick(r)}
        aria-label={t(r.testimonial_rank === null ? 'console.pickReview' : 'console.unpickReview', { name: r.learner.name })}
      >
        {r.testimonial_rank === null ? t('console.pick') : t('console.unpick')}
      </Button>
    ) : null;
  const mark = (r: AdminReview) =>
    r.testimonial_rank !== null ? (
      <p className="mt-1 text-xs font-semibold text-brand-700">{t('console.testimonialRank', { rank: r.testimonial_rank })}</p>
    ) : r.show_as_testimonial ? (
      <p className="mt-1 text-xs text-brand-700">{t('console.testimonial')}</p>
    ) : null;
  const body = (r: AdminReview) =>
    r.body ? <ReviewBody html={r.body} className="line-clamp-4 text-sm text-slate-700" /> : <span className="text-sm text-slate-400 italic">{t('console.noBody')}</span>;

  return (
    <section aria-labelledby="reviews-title" className="mx-auto max-w-6xl">
      <h1 id="reviews-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
        {t('console.title')}
      </h1>
      <p className="mt-1 text-slate-600">{t('console.intro')}</p>
      <FilterBar onSearch={() => setFilters({ status: draftStatus, page: 1 })}>
        <FilterSelect
          id="review-status"
          className="flex-1"
          label={t('console.status')}
          value={draftStatus}
          onChange={setDraftStatus}
          options={[{ value: '' as const, label: t('console.allStatuses') }, ...REVIEW_STATUSES.map((s) => ({ value: s, label: t(`reviewStatusLabels:${s}`) }))]}
        />
      </FilterBar>
      <ConsoleList
        query={list}
        label={t('console.loading')}
        errorText={t('console.loadFailed')}
        emptyText={t('console.empty')}
        noun={t('console.noun')}
        onPage={(page) => setFilters((x) => ({ ...x, page }))}
        columns={[
          { header: t('console.course'), cell: (r) => <span className="font-medium text-slate-900">{r.course.title}</span> },
          {
            header: t('console.learner'),
            cell: (r) => (
              <>
                <p className="font-medium text-slate-900">{r.learner.name}</p>
                <p className="max-w-48 text-xs break-all text-slate-500">{r.learner.email}</p>
              </>
            ),
          },
          { header: t('console.rating'), cell: (r) => <StarRating value={r.rating} showValue={false} /> },
          {
            header: t('console.review'),
            cell: (r) => (
              <div className="max-w-56">
                {body(r)}
                {mark(r)}
                {pickButton(r)}
              </div>
            ),
          },
          { header: t('console.written'), cell: (r) => f.shortDateTime(r.updated_at) },
          { header: t('console.status'), cell: status },
          { header: t('console.actions'), cell: action },
        ]}
        card={(r) => (
          <>
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="font-semibold break-words text-slate-900">{r.course.title}</p>
                <p className="text-xs text-slate-500">
                  {r.learner.name} · {f.shortDateTime(r.updated_at)}
                </p>
              </div>
              {status(r)}
            </div>
            <StarRating value={r.rating} showValue={false} className="mt-2" />
            <div className="mt-1">
              {body(r)}
              {mark(r)}
            </div>
            {pickButton(r)}
            <div className="mt-3">{action(r)}</div>
          </>
        )}
      />
    </section>
  );
}
