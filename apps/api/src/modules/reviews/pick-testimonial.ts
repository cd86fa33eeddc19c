import { REVIEW_TESTIMONIALS_MAX, REVIEW_TEXT } from '@kelas/contracts/reviews';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { findAdminReview, lockTestimonialRanks, setTestimonialRank, type AdminReviewRow } from './queries.ts';

/**
 * Staff pick a review as one of its course page's testimonials (`picked: true`) or take it off
 * (decision 283). Picking needs the learner's permission (`show_as_testimonial`) and a visible
 * review (409 TESTIMONIAL_NOT_ALLOWED), and a free place of six (409 TESTIMONIALS_FULL); the review
 * takes the lowest free place, so the page shows picks in the order they were made. Picks of one
 * course are serialised by the course's row lock, and a unique index keeps one review per place
 * whatever races. Doing what is already done changes nothing and writes no audit row; else audited
 * as `review.testimonial_pick` / `review.testimonial_unpick`. 404 unknown review. The caller drops
 * the course's cached public bodies once this returns.
 */
export async function pickTestimonial(db: Db, o: { reviewId: number; picked: boolean; actorId: number; ip: string | null; now: Date }): Promise<AdminReviewRow> {
  return db.transaction(async (tx) => {
    const found = await findAdminReview(tx, o.reviewId);
    if (!found) throw notFound(REVIEW_TEXT.notFound);
    const taken = await lockTestimonialRanks(tx, found.course.id);
    const before = (await findAdminReview(tx, o.reviewId, true))!;
    if ((before.review.testimonialRank !== null) === o.picked) return before;
    let rank: number | null = null;
    if (o.picked) {
      if (!before.review.showAsTestimonial || before.review.hiddenAt !== null) throw new AppError(409, REVIEW_TEXT.testimonialNotAllowed, 'TESTIMONIAL_NOT_ALLOWED');
      rank = Array.from({ length: REVIEW_TESTIMONIALS_MAX }, (_, i) => i + 1).find((r) => !taken.includes(r)) ?? null;
      if (rank === null) throw new AppError(409, REVIEW_TEXT.testimonialsFull, 'TESTIMONIALS_FULL');
    }
    await setTestimonialRank(tx, o.reviewId, rank === null ? null : { rank, at: o.now, by: o.actorId });
    const after = (await findAdminReview(tx, o.reviewId))!;
    await recordAudit(tx, {
      actorId: o.actorId,
      action: o.picked ? 'review.testimonial_pick' : 'review.testimonial_unpick',
      entityType: 'course_review',
      entityId: o.reviewId,
      before: { testimonial_rank: before.review.testimonialRank },
      after: { testimonial_rank: after.review.testimonialRank },
      ip: o.ip,
    });
    return after;
  });
}
