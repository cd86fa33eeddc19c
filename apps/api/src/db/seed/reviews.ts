import { asc, eq, sql } from 'drizzle-orm';
import { courseReviews, courses, itemProgress, items, materials, users } from '../schema/index.ts';
import { createEnrolment } from '../../modules/programs/create-enrolment.ts';
import { COURSE_REVIEWS, REVIEWERS, type ReviewerKey } from './content/reviews.ts';
import type { SeedContext } from './seed.ts';

const DAY_MS = 86_400_000;

/**
 * Seeds the demo courses' reviews (decision 272) the way a learner earns one: each reviewer is
 * enrolled (source 'admin', so they count in '{n} Peserta'), has completed the first half of the
 * course's items (rounded up, so progress is at least 50 %) and then wrote the review. Ratings are
 * never written: the catalogue averages these rows. Reviewers have no password (nobody signs in as
 * them). Reviews marked `testimonial` are allowed by their learner and picked as the course page's
 * testimonials, in the order listed (decision 283). Idempotent (upserts by e-mail, unique keys).
 */
export async function seedReviews(ctx: SeedContext): Promise<void> {
  const { db } = ctx;
  const reviewerIds = new Map<ReviewerKey, number>();
  for (const r of REVIEWERS) {
    const [row] = await db
      .insert(users)
      .values({ name: r.name, email: r.email, emailVerifiedAt: new Date() })
      .onConflictDoUpdate({ target: users.email, set: { updatedAt: sql`now()` } })
      .returning({ id: users.id });
    reviewerIds.set(r.key, row!.id);
  }
  const now = Date.now();
  for (const [slug, reviews] of Object.entries(COURSE_REVIEWS)) {
    const [course] = await db.select({ id: courses.id }).from(courses).where(eq(courses.slug, slug)).limit(1);
    if (!course) continue;
    const courseItems = await db
      .select({ id: items.id })
      .from(items)
      .innerJoin(materials, eq(materials.id, items.materialId))
      .where(eq(items.courseId, course.id))
      .orderBy(asc(materials.position), asc(materials.id), asc(items.position), asc(items.id));
    const firstHalf = courseItems.slice(0, Math.ceil(courseItems.length / 2));
    let rank = 0;
    for (const review of reviews) {
      const pick = review.testimonial ? { showAsTestimonial: true, testimonialRank: ++rank, testimonialPickedAt: new Date(now) } : {};
      const userId = reviewerIds.get(review.by)!;
      const at = new Date(now - review.daysAgo * DAY_MS);
      await db.transaction(async (tx) => {
        await createEnrolment(tx, { userId, courseId: course.id, source: 'admin' });
        if (firstHalf.length) {
          await tx
            .insert(itemProgress)
            .values(firstHalf.map((i) => ({ userId, itemId: i.id, courseId: course.id, completedAt: at })))
            .onConflictDoNothing();
        }
        await tx
          .insert(courseReviews)
          .values({ courseId: course.id, userId, rating: review.rating, body: review.body, createdAt: at, updatedAt: at, ...pick })
          .onConflictDoNothing({ target: [courseReviews.courseId, courseReviews.userId] });
      });
    }
  }
}
