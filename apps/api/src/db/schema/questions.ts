import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { courses } from './catalogue.ts';
import { createdAt, id, ts } from './columns.ts';
import { items } from './learning.ts';

/**
 * Questions and answers on a course's items (decision 277). A learner enrolled in the course asks
 * about one item; participants answer; the asker or a mentor accepts one answer. Bodies are stored
 * as written (trimmed) and pass the rich-text allow-list on the way out. An admin's hide sets
 * `hidden_at`: a hidden post is listed to nobody but the moderation queue.
 */
export const courseQuestions = pgTable(
  'course_questions',
  {
    id: id(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    hiddenAt: ts('hidden_at'),
    hiddenBy: integer('hidden_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('course_questions_course_idx').on(t.courseId, t.createdAt),
    index('course_questions_item_idx').on(t.itemId),
    index('course_questions_user_idx').on(t.userId),
  ],
);

/** An answer to a question; `accepted_at` marks the one accepted answer (a partial unique index keeps it one). */
export const courseAnswers = pgTable(
  'course_answers',
  {
    id: id(),
    questionId: integer('question_id')
      .notNull()
      .references(() => courseQuestions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    acceptedAt: ts('accepted_at'),
    acceptedBy: integer('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    hiddenAt: ts('hidden_at'),
    hiddenBy: integer('hidden_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('course_answers_question_idx').on(t.questionId, t.createdAt),
    index('course_answers_user_idx').on(t.userId),
    // One accepted answer per question, whatever two accepts race.
    uniqueIndex('course_answers_one_accepted_key').on(t.questionId).where(sql`${t.acceptedAt} is not null`),
  ],
);

/** One up-vote per user and question: the primary key makes a second or parallel vote count once. */
export const questionVotes = pgTable(
  'question_votes',
  {
    questionId: integer('question_id')
      .notNull()
      .references(() => courseQuestions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.questionId, t.userId] }), index('question_votes_user_idx').on(t.userId)],
);

/** One up-vote per user and answer. */
export const answerVotes = pgTable(
  'answer_votes',
  {
    answerId: integer('answer_id')
      .notNull()
      .references(() => courseAnswers.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.answerId, t.userId] }), index('answer_votes_user_idx').on(t.userId)],
);

/**
 * A report of a question or an answer (exactly one of the two ids), one per reporter and post.
 * `resolved_at` is set when an admin hides or restores the post: the queue lists unresolved ones.
 */
export const postReports = pgTable(
  'post_reports',
  {
    id: id(),
    questionId: integer('question_id').references(() => courseQuestions.id, { onDelete: 'cascade' }),
    answerId: integer('answer_id').references(() => courseAnswers.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    resolvedAt: ts('resolved_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('post_reports_question_user_key').on(t.questionId, t.userId).where(sql`${t.questionId} is not null`),
    uniqueIndex('post_reports_answer_user_key').on(t.answerId, t.userId).where(sql`${t.answerId} is not null`),
    index('post_reports_open_idx').on(t.createdAt).where(sql`${t.resolvedAt} is null`),
    check('post_reports_one_post', sql`num_nonnulls(${t.questionId}, ${t.answerId}) = 1`),
  ],
);

/**
 * A learner an admin banned from posting in one course's Q&A, with the admin's reason (shown in the
 * console and to the learner; null for bans made before a reason was asked, decision 292).
 */
export const coursePostingBans = pgTable(
  'course_posting_bans',
  {
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.userId] })],
);
