import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { courses } from './catalogue.ts';
import { createdAt, id, ts } from './columns.ts';

/**
 * A course announcement (decision 291): one message from a mentor, an author or an admin to every
 * learner enrolled in the course, fanned out as notifications by the `announcements.fan-out` job.
 * `recipients` and `sent_at` are written when the last learner was notified (null until then).
 */
export const courseAnnouncements = pgTable(
  'course_announcements',
  {
    id: id(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    recipients: integer('recipients'),
    createdAt: createdAt(),
    sentAt: ts('sent_at'),
  },
  // The course's list, newest first, and the count of the last 24 hours.
  (t) => [index('course_announcements_course_idx').on(t.courseId, t.createdAt)],
);
