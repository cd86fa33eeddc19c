import { REVIEW_TEXT } from '@kelas/contracts/reviews';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { presentAdminReview } from './presenters.ts';
import { findAdminReview, setReviewHidden, type AdminReviewRow } from './queries.ts';

/**
 * An admin hides an abusive review (`hidden: true`) or shows it again (decision 272): a hidden
 * review is neither listed nor counted in the course's rating. Under the review's row lock, with an
 * audit row (`review.hide` / `review.restore`, before and after); doing what is already done
 * changes nothing and writes no audit row. 404 unknown review. The caller drops the course's
 * cached public bodies once this returns.
 */
export async function setReviewVisibility(
  db: Db,
  o: { reviewId: number; hidden: boolean; actorId: number; ip: string | null; now: Date },
): Promise<AdminReviewRow> {
  return db.transaction(async (tx) => {
    const before = await findAdminReview(tx, o.reviewId, true);
    if (!before) throw notFound(REVIEW_TEXT.notFound);
    if ((before.review.hiddenAt !== null) === o.hidden) return before;
    await setReviewHidden(tx, o.reviewId, o.hidden ? { at: o.now, by: o.actorId } : null);
    const after = (await findAdminReview(tx, o.reviewId))!;
    await recordAudit(tx, {
      actorId: o.actorId,
      action: o.hidden ? 'review.hide' : 'review.restore',
      entityType: 'course_review',
      entityId: o.reviewId,
      before: presentAdminReview(before),
      after: presentAdminReview(after),
      ip: o.ip,
    });
    return after;
  });
}
