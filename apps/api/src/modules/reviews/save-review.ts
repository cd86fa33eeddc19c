import { COURSE_NOT_FOUND } from '@kelas/contracts/catalogue';
import type { PutReviewBody } from '@kelas/contracts/reviews';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { assertMayReview } from './read-learner-progress.ts';
import { findPublishedCourse, upsertReview, type ReviewRow } from './queries.ts';

/**
 * Creates or replaces the learner's review of the course `slug` (decision 272): 1..5 stars, the body
 * trimmed ('' when absent), `show_as_testimonial` (false when absent). One transaction: the
 * enrolment and progress check, then the upsert on the (course, learner) unique index, so parallel
 * PUTs leave one review. 404 unknown or unpublished course; 403 NOT_ENROLLED; 403 UNDER_HALF when
 * under 50 % complete. The caller drops the course's cached public bodies once this returns.
 */
export async function saveReview(db: Db, o: { userId: number; slug: string; body: PutReviewBody; now: Date }): Promise<{ review: ReviewRow; courseId: number }> {
  return db.transaction(async (tx) => {
    const course = await findPublishedCourse(tx, o.slug);
    if (!course) throw notFound(COURSE_NOT_FOUND);
    await assertMayReview(tx, o.userId, course.id);
    const review = await upsertReview(tx, {
      courseId: course.id,
      userId: o.userId,
      rating: o.body.rating,
      body: o.body.body?.trim() ?? '',
      showAsTestimonial: o.body.show_as_testimonial ?? false,
      now: o.now,
    });
    return { review, courseId: course.id };
  });
}
