import { REVIEW_BODY_MAX, REVIEW_MIN_PROGRESS, REVIEW_STARS_MAX, type OwnReview } from '@kelas/contracts/reviews';
import { Star } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Label } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { useFormat } from '@/lib/i18n/format';
import { notify } from '@/lib/toast';
import { useOwnReview } from '../api/get-own-review';
import { usePutReview } from '../api/put-review';

/**
 * 'Beri Ulasan' in the player (decision 272): shown once the learner's progress reaches 50 %, with
 * their review filled in to edit it later. Stars (a radio group, 1..5), an optional body (at most
 * 10 000 characters) and the testimonial consent. Nothing before half the course.
 */
export function ReviewForm({ slug, progress }: { slug: string; progress: number }) {
  const eligible = progress >= REVIEW_MIN_PROGRESS;
  const own = useOwnReview(slug, eligible);
  if (!eligible || !own.data?.can_review) return null;
  // Keyed by the saved review, so a save or another tab's edit refills the form.
  return <ReviewFormFields key={own.data.review?.updated_at ?? 'new'} slug={slug} progress={own.data.progress} review={own.data.review} />;
}

function ReviewFormFields({ slug, progress, review }: { slug: string; progress: number; review: OwnReview | null }) {
  const { t } = useTranslation('reviews');
  const format = useFormat();
  const id = useId();
  const [rating, setRating] = useState(review?.rating ?? 0);
  const [body, setBody] = useState(review?.body ?? '');
  const [testimonial, setTestimonial] = useState(review?.show_as_testimonial ?? false);
  const [problem, setProblem] = useState<string | null>(null);
  const save = usePutReview(slug);

  // The mutation's promise, not `mutate`'s callbacks: those run only while the hook is subscribed,
  // and Preact subscribes after the next frame, so a save clicked as the form appeared and answered
  // at once lost its error (seen in the component test under load).
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (rating < 1) {
      setProblem(t('form.pickStars'));
      return;
    }
    setProblem(null);
    try {
      await save.mutateAsync({ rating, body, show_as_testimonial: testimonial });
      notify(t('form.saved'), 'success');
    } catch (err) {
      setProblem(err instanceof ApiError ? err.message : t('form.failed'));
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
      <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
        {review ? t('form.editTitle') : t('form.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('form.intro', { progress })}</p>
      {review?.hidden && (
        <p role="status" className="mt-3 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          {t('form.hidden')}
        </p>
      )}
      <form className="mt-4 space-y-4" onSubmit={(e) => void submit(e)} noValidate>
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium text-slate-700">{t('form.stars')}</legend>
          <div role="radiogroup" aria-label={t('form.stars')} className="flex gap-1">
            {Array.from({ length: REVIEW_STARS_MAX }, (_, i) => i + 1).map((n) => (
              <button
                key={n}
                type="button"
                role="radio"
                aria-checked={rating === n}
                aria-label={t('form.star', { count: n })}
                onClick={() => setRating(n)}
                className="rounded-md p-1 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <Star className={cn('size-8', n <= rating ? 'text-amber-400' : 'text-slate-300')} fill="currentColor" strokeWidth={0} aria-hidden="true" />
              </button>
            ))}
          </div>
        </fieldset>
        <div>
          <Label htmlFor={`${id}-body`}>{t('form.body')}</Label>
          <textarea
            id={`${id}-body`}
            value={body}
            maxLength={REVIEW_BODY_MAX}
            rows={4}
            onChange={(e) => setBody(e.target.value)}
            placeholder={t('form.bodyPlaceholder')}
            className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-400 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/20 focus:outline-none"
          />
          <p className="mt-1 text-right text-xs text-slate-500">{t('form.counter', { count: format.number(body.length), max: format.number(REVIEW_BODY_MAX) })}</p>
        </div>
        <label className="flex items-start gap-2 text-sm text-slate-700">
          <input type="checkbox" checked={testimonial} onChange={(e) => setTestimonial(e.target.checked)} className="mt-0.5 size-4 accent-brand-600" />
          {t('form.testimonial')}
        </label>
        {problem && (
          <p role="alert" className="text-sm text-red-700">
            {problem}
          </p>
        )}
        <Button type="submit" loading={save.isPending}>
          {save.isPending ? t('form.saving') : review ? t('form.update') : t('form.submit')}
        </Button>
      </form>
    </section>
  );
}
