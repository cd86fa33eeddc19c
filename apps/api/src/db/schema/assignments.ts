import { sql } from 'drizzle-orm';
import { index, integer, pgEnum, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdAt, id, ts } from './columns.ts';
import { items } from './learning.ts';

export const submissionStatusEnum = pgEnum('submission_status', ['submitted', 'graded']);

/** A learner's PDF for a practice item (the spec's assignment_log). One per learner and item. */
export const assignmentSubmissions = pgTable(
  'assignment_submissions',
  {
    id: id(),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Storage key (generated, never the client's name). */
    fileKey: text('file_key').notNull(),
    /** The client's file name, for display only. */
    fileName: text('file_name').notNull(),
    /** Bytes. */
    fileSize: integer('file_size').notNull(),
    status: submissionStatusEnum('status').notNull().default('submitted'),
    /** Percent 0..100. */
    score: integer('score'),
    feedback: text('feedback'),
    gradedBy: integer('graded_by').references(() => users.id, { onDelete: 'set null' }),
    gradedAt: ts('graded_at'),
    submittedAt: createdAt(),
  },
  (t) => [
    uniqueIndex('assignment_submissions_item_user_key').on(t.itemId, t.userId),
    index('assignment_submissions_status_idx').on(t.status, t.submittedAt),
    // The grading report by grade date.
    index('assignment_submissions_graded_idx').on(t.gradedAt).where(sql`graded_at is not null`),
  ],
);

/**
 * Every grade given: the submission holds the
 * current grade; a re-grade appends here, so earlier grades and their graders stay on record.
 */
export const assignmentGradings = pgTable(
  'assignment_gradings',
  {
    id: id(),
    submissionId: integer('submission_id')
      .notNull()
      .references(() => assignmentSubmissions.id, { onDelete: 'cascade' }),
    gradedBy: integer('graded_by').references(() => users.id, { onDelete: 'set null' }),
    /** Percent 0..100. */
    score: integer('score').notNull(),
    feedback: text('feedback').notNull(),
    /** Storage key of the file that was graded. */
    fileKey: text('file_key').notNull(),
    gradedAt: createdAt(),
  },
  (t) => [index('assignment_gradings_submission_idx').on(t.submissionId)],
);
