import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { assignmentSubmissions } from './assignments.ts';
import { users } from './auth.ts';
import { courses } from './catalogue.ts';
import { createdAt, id, ts } from './columns.ts';
import { items } from './learning.ts';

/**
 * A programme redeem code bound to one learner and one course (decision 190).
 * Written when the learner first redeems it (the programme said it is valid for the course);
 * `enrolled_at` is set once sequence 1 is verified and the enrolment exists. The unique code makes
 * "used by another account" a constraint, not a check; one code per learner and course.
 */
export const prakerjaCodes = pgTable(
  'prakerja_codes',
  {
    id: id(),
    /** Upper-case, trimmed. */
    redeemCode: text('redeem_code').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    /** As the programme reported them (its `course_code`, `invoice_code`, `schedule_code`). */
    programmeCourseCode: text('programme_course_code').notNull(),
    invoiceCode: text('invoice_code'),
    scheduleCode: text('schedule_code'),
    enrolledAt: ts('enrolled_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('prakerja_codes_redeem_code_key').on(t.redeemCode),
    uniqueIndex('prakerja_codes_user_course_key').on(t.userId, t.courseId),
  ],
);

/** A session (sequence 1..10, 999 = post-test) the programme confirmed as attended: stored once, never asked again. */
export const prakerjaAttendances = pgTable(
  'prakerja_attendances',
  {
    codeId: integer('code_id')
      .notNull()
      .references(() => prakerjaCodes.id, { onDelete: 'cascade' }),
    sequence: integer('sequence').notNull(),
    verifiedAt: ts('verified_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.codeId, t.sequence] })],
);

/**
 * A practice-task (TPM) or skill-test (UK) report to the programme: the learner's work and the
 * mentor's feedback (decision 193). An outbox row written in the grade's
 * transaction, delivered after the commit by `deliverPrakerjaReport(id)` and retried with back-off
 * on timeouts and 5xx. Unique per code, scope, sequence and submission, so a retried or repeated
 * grade never makes a second report. `status`: pending (not yet confirmed), sent (the programme's
 * status call confirmed it), failed (the programme refused it, or tries ran out; an admin may retry).
 */
export const prakerjaReports = pgTable(
  'prakerja_reports',
  {
    id: id(),
    codeId: integer('code_id')
      .notNull()
      .references(() => prakerjaCodes.id, { onDelete: 'cascade' }),
    submissionId: integer('submission_id')
      .notNull()
      .references(() => assignmentSubmissions.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    /** 'tpm' (sequence 1..998) or 'uk' (sequence 999). */
    scope: text('scope', { enum: ['tpm', 'uk'] }).notNull(),
    sequence: integer('sequence').notNull(),
    /** The mentor's feedback, sent as the programme's `notes`. */
    notes: text('notes').notNull(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When the next try is due; a running try leases the row by moving it forward. Null once settled. */
    nextAttemptAt: ts('next_attempt_at'),
    /** Set once the learner's work is acknowledged, so a retry only sends the feedback. */
    assignmentSentAt: ts('assignment_sent_at'),
    sentAt: ts('sent_at'),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('prakerja_reports_once_key').on(t.codeId, t.scope, t.sequence, t.submissionId),
    index('prakerja_reports_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
  ],
);
