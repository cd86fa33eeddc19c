import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { courses } from './catalogue.ts';
import { createdAt, id, ts } from './columns.ts';

/**
 * A cohort ('Angkatan') of a course (decision 285): an intake with its own dates, seats and
 * sessions. A course with at least one cohort requires every new enrolment to name one; the
 * learner's cohort is `enrolments.cohort_id`. Seats taken = enrolments in the cohort plus seats
 * held by pending, unexpired orders; counted under a lock on this row (`select … for update`), so
 * parallel checkouts cannot over-fill it. A cohort is never deleted once anyone is in it: staff
 * close it (`closed_at`), which stops new enrolments and moves.
 */
export const cohorts = pgTable(
  'cohorts',
  {
    id: id(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    startsAt: ts('starts_at').notNull(),
    endsAt: ts('ends_at').notNull(),
    /** Last moment a learner may join (and the cohort is listed as open). */
    enrolmentDeadline: ts('enrolment_deadline').notNull(),
    /** Seats; null = unlimited. */
    capacity: integer('capacity'),
    /** The job-training programme's schedule code this cohort serves; unique per course when set. */
    scheduleCode: text('schedule_code'),
    closedAt: ts('closed_at'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('cohorts_course_idx').on(t.courseId, t.startsAt),
    uniqueIndex('cohorts_course_schedule_code_key').on(t.courseId, t.scheduleCode).where(sql`${t.scheduleCode} is not null`),
    check('cohorts_capacity_positive', sql`${t.capacity} is null or ${t.capacity} > 0`),
    check('cohorts_ends_after_starts', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** Staff who run a cohort (mentor accounts); they see its learners and sessions. */
export const cohortMentors = pgTable(
  'cohort_mentors',
  {
    cohortId: integer('cohort_id')
      .notNull()
      .references(() => cohorts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.cohortId, t.userId] }), index('cohort_mentors_user_idx').on(t.userId)],
);

/** A learner's private calendar feed: `/api/calendar/{token}.ics` lists their sessions without a login. */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Random, URL-safe (base64url of 24 bytes); a new one replaces it when the learner resets the URL. */
    token: text('token').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('calendar_feeds_token_key').on(t.token)],
);
