import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { courses } from './catalogue.ts';
import { createdAt, id, ts } from './columns.ts';

/**
 * A learner's review of a course (decision 272): 1..5 stars and an optional body, one per learner
 * per course (the unique index makes parallel PUTs one row). A course's rating is the average of its
 * visible reviews, computed in the catalogue's statements (`db/course-rating-sql.ts`), never stored.
 * An admin's hide sets `hidden_at`; a hidden review is neither listed nor counted.
 */
export const courseReviews = pgTable(
  'course_reviews',
  {
    id: id(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Whole stars, 1..5. */
    rating: smallint('rating').notNull(),
    /** Plain text or the rich-text allow-list, sanitised on write; empty when none. */
    body: text('body').notNull().default(''),
    /** The learner allows staff to show it as a testimonial. */
    showAsTestimonial: boolean('show_as_testimonial').notNull().default(false),
    /** Set when an admin hid it as abusive; null while visible. */
    hiddenAt: ts('hidden_at'),
    hiddenBy: integer('hidden_by').references(() => users.id, { onDelete: 'set null' }),
    /** Its place (1..6) among the course page's testimonials, picked by staff (decision 283); null when not picked. */
    testimonialRank: smallint('testimonial_rank'),
    testimonialPickedAt: ts('testimonial_picked_at'),
    testimonialPickedBy: integer('testimonial_picked_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('course_reviews_course_user_key').on(t.courseId, t.userId),
    // The rating of a card (`courseRatingSql`, index-only): the visible reviews of one course.
    index('course_reviews_course_visible_idx').on(t.courseId, t.userId, t.rating).where(sql`${t.hiddenAt} is null`),
    index('course_reviews_user_idx').on(t.userId),
    check('course_reviews_rating_range', sql`${t.rating} between 1 and 5`),
    // One review per place on a course page; at most six places (decision 283).
    uniqueIndex('course_reviews_testimonial_rank_key').on(t.courseId, t.testimonialRank).where(sql`${t.testimonialRank} is not null`),
    check('course_reviews_testimonial_rank_range', sql`${t.testimonialRank} is null or ${t.testimonialRank} between 1 and 6`),
  ],
);
