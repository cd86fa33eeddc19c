import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgEnum, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdAt, id, ts, version } from './columns.ts';
import { items } from './learning.ts';

/** What completes a quiz item (decision 240): a finished attempt at or over the target score, or any finished attempt. */
export const quizCompletionRuleEnum = pgEnum('quiz_completion_rule', ['passed', 'attempted']);

/** The quiz content of a quiz item (`quiz_material_id` = quizzes.id). */
export const quizzes = pgTable(
  'quizzes',
  {
    id: id(),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    /** Percent, 0 to 100. */
    targetScore: integer('target_score').notNull().default(70),
    /** Attempts allowed. */
    opportunity: integer('opportunity').notNull().default(3),
    durationMinutes: integer('duration_minutes').notNull().default(15),
    completionRule: quizCompletionRuleEnum('completion_rule').notNull().default('passed'),
    version: version(),
  },
  (t) => [uniqueIndex('quizzes_item_key').on(t.itemId)],
);

/** `single`: exactly one correct answer; `multiple`: one or more, right only as the whole set (decision 243). */
export const quizQuestionTypeEnum = pgEnum('quiz_question_type', ['single', 'multiple']);

export const quizQuestions = pgTable(
  'quiz_questions',
  {
    id: id(),
    quizId: integer('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    /** Sanitised HTML. */
    question: text('question').notNull(),
    type: quizQuestionTypeEnum('type').notNull().default('single'),
    position: integer('position').notNull().default(0),
    /**
     * Set when the studio replaces a question that recorded attempts answered: the row stays so
     * that those attempts keep what they were graded against; learners never see it again.
     */
    retiredAt: ts('retired_at'),
  },
  (t) => [index('quiz_questions_quiz_idx').on(t.quizId)],
);

export const quizAnswers = pgTable(
  'quiz_answers',
  {
    id: id(),
    questionId: integer('question_id')
      .notNull()
      .references(() => quizQuestions.id, { onDelete: 'cascade' }),
    /** Sanitised HTML. */
    answer: text('answer').notNull(),
    /** Never leaves the server. */
    isCorrect: boolean('is_correct').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('quiz_answers_question_idx').on(t.questionId)],
);

export const attemptStatusEnum = pgEnum('quiz_attempt_status', ['in_progress', 'completed']);

/** A learner's attempt at a quiz: the spec's quiz "log" (log_id = id). */
export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: id(),
    quizId: integer('quiz_id')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    attemptNo: integer('attempt_no').notNull(),
    status: attemptStatusEnum('status').notNull().default('in_progress'),
    startedAt: createdAt(),
    deadlineAt: ts('deadline_at').notNull(),
    finishedAt: ts('finished_at'),
    /** Percent 0..100, set once at finish. */
    score: integer('score'),
    correctAnswer: integer('correct_answer'),
    wrongAnswer: integer('wrong_answer'),
  },
  (t) => [
    uniqueIndex('quiz_attempts_quiz_user_no_key').on(t.quizId, t.userId, t.attemptNo),
    /** At most one open attempt per learner and quiz (concurrent starts create one). */
    uniqueIndex('quiz_attempts_one_open_key').on(t.quizId, t.userId).where(sql`status = 'in_progress'`),
    index('quiz_attempts_user_idx').on(t.userId),
  ],
);

/**
 * One saved answer per question of an attempt (replaced on change). A `single` question's choice is
 * `answer_id` (`answer_ids` null); a `multiple` question's chosen set is `answer_ids` (ascending,
 * distinct), with `answer_id` its first, so that deleting any chosen answer still removes the
 * response (decision 243). The chosen set is `coalesce(answer_ids, array[answer_id])`.
 */
export const quizResponses = pgTable(
  'quiz_responses',
  {
    attemptId: integer('attempt_id')
      .notNull()
      .references(() => quizAttempts.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => quizQuestions.id, { onDelete: 'cascade' }),
    answerId: integer('answer_id')
      .notNull()
      .references(() => quizAnswers.id, { onDelete: 'cascade' }),
    answerIds: integer('answer_ids').array(),
    answeredAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.attemptId, t.questionId] }),
    // The questions report by answer date.
    index('quiz_responses_answered_idx').on(t.answeredAt),
    // ON DELETE CASCADE of an answer, and the report roll-up trigger of an answer (decision 154).
    index('quiz_responses_answer_idx').on(t.answerId),
  ],
);
