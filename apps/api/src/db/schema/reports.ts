import { bigint, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Daily roll-ups of the console's reports (decision 154). Each row is what the
 * report's live SQL computes for one Jakarta day, written by the roll-up job (modules/reports/
 * rollup.ts). Triggers on the tables a report reads (migration `report_rollup_triggers`) add a
 * row to `report_dirty_days` in the writing transaction for every day a write may change; a
 * report reads the roll-up for clean days and computes dirty days live, in one statement.
 */

/** A day of a report that changed since its roll-up row was built; one row per write (no upsert: see decision 154). */
export const reportDirtyDays = pgTable(
  'report_dirty_days',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    /** `revenue` | `funnel` | `completion` | `questions`. */
    report: text('report').notNull(),
    /** A Jakarta calendar day. */
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [index('report_dirty_days_report_day_idx').on(t.report, t.day)],
);

/** Revenue of a Jakarta day and payment method (rupiah): paid orders' totals by paid day, succeeded refunds by settled day. */
export const reportDailyRevenue = pgTable(
  'report_daily_revenue',
  {
    day: date('day', { mode: 'string' }).notNull(),
    method: text('method').notNull(),
    orders: integer('orders').notNull(),
    gross: bigint('gross', { mode: 'number' }).notNull(),
    refunds: bigint('refunds', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.method] })],
);

/** Orders created on a Jakarta day and what became of them. */
export const reportDailyFunnel = pgTable('report_daily_funnel', {
  day: date('day', { mode: 'string' }).primaryKey(),
  created: integer('created').notNull(),
  paid: integer('paid').notNull(),
  expired: integer('expired').notNull(),
  refunded: integer('refunded').notNull(),
});

/** Learners enrolled on a Jakarta day in the chapter's course, and how many of them completed every item of the chapter. */
export const reportDailyCompletion = pgTable(
  'report_daily_completion',
  {
    day: date('day', { mode: 'string' }).notNull(),
    courseId: integer('course_id').notNull(),
    chapterId: integer('chapter_id').notNull(),
    learners: integer('learners').notNull(),
    completed: integer('completed').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.chapterId] })],
);

/** Answers given on a Jakarta day to a quiz question, and how many of them were correct. */
export const reportDailyQuestions = pgTable(
  'report_daily_questions',
  {
    day: date('day', { mode: 'string' }).notNull(),
    questionId: integer('question_id').notNull(),
    answers: integer('answers').notNull(),
    correct: integer('correct').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.questionId] })],
);
