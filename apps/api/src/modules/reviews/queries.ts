import type { AdminReviewQuery, ReviewSort } from '@kelas/contracts/reviews';
import { and, count, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { courseReviews, courses, enrolments, users } from '../../db/schema/index.ts';

/** All SQL of the reviews feature (decision 272). */

export type ReviewRow = typeof courseReviews.$inferSelect;

/** A published course by its slug (drafts and archived courses take no reviews); null when unknown. */
export async function findPublishedCourse(db: DbOrTx, slug: string): Promise<{ id: number } | null> {
  const [row] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.slug, slug), eq(courses.status, 'published')))
    .limit(1);
  return row ?? null;
}

/** Whether the learner holds an enrolment in the course. */
export async function isEnrolled(db: DbOrTx, userId: number, courseId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: enrolments.id })
    .from(enrolments)
    .where(and(eq(enrolments.userId, userId), eq(enrolments.courseId, courseId)))
    .limit(1);
  return Boolean(row);
}

/**
 * Writes the learner's review of a course, or replaces their one review (the unique index on
 * course and learner makes parallel writes one row: the last one wins). A hidden review stays
 * hidden when edited: only an admin restores it.
 */
export async function upsertReview(
  tx: DbOrTx,
  v: { courseId: number; userId: number; rating: number; body: string; showAsTestimonial: boolean; now: Date },
): Promise<ReviewRow> {
  const [row] = await tx
    .insert(courseReviews)
    .values({ courseId: v.courseId, userId: v.userId, rating: v.rating, body: v.body, showAsTestimonial: v.showAsTestimonial, createdAt: v.now, updatedAt: v.now })
    .onConflictDoUpdate({
      target: [courseReviews.courseId, courseReviews.userId],
      // Withdrawing the permission also takes the review off the course page's testimonials (decision 283).
      set: { rating: v.rating, body: v.body, showAsTestimonial: v.showAsTestimonial, updatedAt: v.now, ...(v.showAsTestimonial ? {} : { testimonialRank: null, testimonialPickedAt: null, testimonialPickedBy: null }) },
    })
    .returning();
  return row!;
}

/** The learner's review of a course, hidden or not; null when none. */
export async function findOwnReview(db: DbOrTx, userId: number, courseId: number): Promise<ReviewRow | null> {
  const [row] = await db
    .select()
    .from(courseReviews)
    .where(and(eq(courseReviews.userId, userId), eq(courseReviews.courseId, courseId)))
    .limit(1);
  return row ?? null;
}

/** Listed and counted in the rating: not hidden, by an account that was not erased (as `courseRatingSql`). */
const visible = and(isNull(courseReviews.hiddenAt), isNull(users.erasedAt));

/**
 * `helpful`: nobody votes, so the most informative first: reviews with a body, longer bodies first,
 * then the newest. `newest`: last written or edited first. The id breaks ties (stable pages).
 */
function orderOf(sort: ReviewSort) {
  return sort === 'helpful'
    ? [desc(sql`char_length(${courseReviews.body})`), desc(courseReviews.updatedAt), desc(courseReviews.id)]
    : [desc(courseReviews.updatedAt), desc(courseReviews.id)];
}

/** One page of a course's visible reviews with the learner's name, and how many there are. Two queries. */
export async function listVisibleReviews(db: DbOrTx, courseId: number, q: { sort: ReviewSort; page: number; perPage: number }) {
  const where = and(eq(courseReviews.courseId, courseId), visible);
  const [rows, [total]] = await Promise.all([
    db
      .select({ review: courseReviews, name: users.name })
      .from(courseReviews)
      .innerJoin(users, eq(users.id, courseReviews.userId))
      .where(where)
      .orderBy(...orderOf(q.sort))
      .limit(q.perPage)
      .offset((q.page - 1) * q.perPage),
    db.select({ n: count() }).from(courseReviews).innerJoin(users, eq(users.id, courseReviews.userId)).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** A review in the console: with its course and learner. */
export type AdminReviewRow = {
  review: ReviewRow;
  course: { id: number; slug: string; title: string };
  learner: { id: number; name: string; email: string };
};

const adminSelection = {
  review: courseReviews,
  course: { id: courses.id, slug: courses.slug, title: courses.title },
  learner: { id: users.id, name: users.name, email: users.email },
};

/** One page of every course's reviews for admins, newest first; `status` and `course_id` narrow it. */
export async function listAdminReviews(db: DbOrTx, q: AdminReviewQuery): Promise<{ rows: AdminReviewRow[]; total: number }> {
  const where = and(
    q.status === 'hidden' ? isNotNull(courseReviews.hiddenAt) : q.status === 'visible' ? isNull(courseReviews.hiddenAt) : undefined,
    q.course_id ? eq(courseReviews.courseId, q.course_id) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(adminSelection)
      .from(courseReviews)
      .innerJoin(courses, eq(courses.id, courseReviews.courseId))
      .innerJoin(users, eq(users.id, courseReviews.userId))
      .where(where)
      .orderBy(desc(courseReviews.updatedAt), desc(courseReviews.id))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page),
    db.select({ n: count() }).from(courseReviews).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** One review for the console, locked until the transaction ends when `lock`; null when unknown. */
export async function findAdminReview(db: DbOrTx, id: number, lock = false): Promise<AdminReviewRow | null> {
  const base = db
    .select(adminSelection)
    .from(courseReviews)
    .innerJoin(courses, eq(courses.id, courseReviews.courseId))
    .innerJoin(users, eq(users.id, courseReviews.userId))
    .where(eq(courseReviews.id, id));
  const [row] = lock ? await base.for('update', { of: courseReviews }) : await base;
  return row ?? null;
}

/** Hides a review (`hiddenAt` set) or shows it again (null). */
export async function setReviewHidden(tx: DbOrTx, id: number, hidden: { at: Date; by: number } | null): Promise<void> {
  await tx
    .update(courseReviews)
    .set({ hiddenAt: hidden?.at ?? null, hiddenBy: hidden?.by ?? null })
    .where(eq(courseReviews.id, id));
}

/** The places (1..6) taken among a course's testimonials, under the course's row lock (picks are serialised per course). */
export async function lockTestimonialRanks(tx: DbOrTx, courseId: number): Promise<number[]> {
  await tx.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId)).for('update');
  const rows = await tx
    .select({ rank: courseReviews.testimonialRank })
    .from(courseReviews)
    .where(and(eq(courseReviews.courseId, courseId), isNotNull(courseReviews.testimonialRank)));
  return rows.map((r) => r.rank!).sort((a, b) => a - b);
}

/** Puts a review at `rank` among its course's testimonials, or takes it off (`rank` null). */
export async function setTestimonialRank(tx: DbOrTx, id: number, pick: { rank: number; at: Date; by: number } | null): Promise<void> {
  await tx
    .update(courseReviews)
    .set({ testimonialRank: pick?.rank ?? null, testimonialPickedAt: pick?.at ?? null, testimonialPickedBy: pick?.by ?? null })
    .where(eq(courseReviews.id, id));
}
