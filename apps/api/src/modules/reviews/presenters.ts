import type { AdminReview, OwnReview, PublicReview } from '@kelas/contracts/reviews';
import { sanitizeRichText } from '../../lib/sanitize.ts';
import type { AdminReviewRow, ReviewRow } from './queries.ts';

/**
 * A visible review as the detail page lists it (decision 272): the body through the one rich-text
 * allow-list (decision 269) on the way out, so a body is stored as the learner wrote it (their
 * edit form shows it unchanged) and no page ever gets markup outside the list.
 */
export function presentPublicReview(r: { review: ReviewRow; name: string }): PublicReview {
  return {
    id: r.review.id,
    name: r.name,
    rating: r.review.rating,
    body: r.review.body ? sanitizeRichText(r.review.body) : '',
    created_at: r.review.createdAt.toISOString(),
    updated_at: r.review.updatedAt.toISOString(),
  };
}

/** The learner's own review, with the body as they wrote it (shown in a text field, never as HTML). */
export function presentOwnReview(r: ReviewRow): OwnReview {
  return {
    id: r.id,
    rating: r.rating,
    body: r.body,
    show_as_testimonial: r.showAsTestimonial,
    hidden: r.hiddenAt !== null,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  };
}

/** A review in the console, the body sanitised like on the public page. */
export function presentAdminReview(r: AdminReviewRow): AdminReview {
  return {
    id: r.review.id,
    course: r.course,
    learner: r.learner,
    rating: r.review.rating,
    body: r.review.body ? sanitizeRichText(r.review.body) : '',
    show_as_testimonial: r.review.showAsTestimonial,
    testimonial_rank: r.review.testimonialRank,
    status: r.review.hiddenAt ? 'hidden' : 'visible',
    hidden_at: r.review.hiddenAt?.toISOString() ?? null,
    created_at: r.review.createdAt.toISOString(),
    updated_at: r.review.updatedAt.toISOString(),
  };
}
