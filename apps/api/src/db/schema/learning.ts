import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgEnum, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { courses } from './catalogue.ts';
import { cohorts } from './cohorts.ts';
import { createdAt, id, ts, version } from './columns.ts';

/** Item types of spec 2.22 / section 3 ("item_type values named across the product"). */
export const itemTypeEnum = pgEnum('item_type', [
  'quiz',
  'reading',
  'topic',
  'text',
  'video',
  'practice',
  'essay',
  'embed',
  'webinar',
  'task',
]);

/** A chapter of a course (the spec's "material"). */
export const materials = pgTable(
  'materials',
  {
    id: id(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    position: integer('position').notNull().default(0),
    /** Job-training programme attendance sequence of this chapter's sessions (1..10, 999 = post-test); null = none (decision 191). */
    prakerjaSequence: integer('prakerja_sequence'),
    /** Drip release (decision 288): opens this many days after the cohort's start (or the enrolment without a cohort); null = no delay. */
    releaseAfterDays: integer('release_after_days'),
    /** Drip release at a fixed moment; at most one of the two is set. */
    releaseAt: ts('release_at'),
    version: version(),
  },
  (t) => [
    index('materials_course_idx').on(t.courseId),
    check('materials_release_days_range', sql`${t.releaseAfterDays} is null or ${t.releaseAfterDays} between 0 and 3650`),
    check('materials_release_one_rule', sql`${t.releaseAfterDays} is null or ${t.releaseAt} is null`),
  ],
);

/**
 * An ordered item of a chapter. `detail` holds the typed detail of simple types
 * (reading: { pdf }, topic: { schedule }, video: { url }, embed: { url }, practice: {...},
 * essay: { questions }); quizzes keep their questions in the quiz tables.
 */
export const items = pgTable(
  'items',
  {
    id: id(),
    materialId: integer('material_id')
      .notNull()
      .references(() => materials.id, { onDelete: 'cascade' }),
    /** Denormalised so that access checks need one lookup. */
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    itemType: itemTypeEnum('item_type').notNull(),
    position: integer('position').notNull().default(0),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    /** Programme sequence of this item, overriding its chapter's (decision 191); null = the chapter's. */
    prakerjaSequence: integer('prakerja_sequence'),
    /** Drip release of this item, on top of its chapter's (the later of the two opens it; decision 288). */
    releaseAfterDays: integer('release_after_days'),
    releaseAt: ts('release_at'),
    version: version(),
  },
  (t) => [
    index('items_material_idx').on(t.materialId),
    index('items_course_idx').on(t.courseId),
    check('items_release_days_range', sql`${t.releaseAfterDays} is null or ${t.releaseAfterDays} between 0 and 3650`),
    check('items_release_one_rule', sql`${t.releaseAfterDays} is null or ${t.releaseAt} is null`),
  ],
);

export const enrolmentSourceEnum = pgEnum('enrolment_source', ['order', 'voucher', 'sso', 'admin', 'free', 'prakerja']);

/** A learner's access to a course; one per learner and course. */
export const enrolments = pgTable(
  'enrolments',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    source: enrolmentSourceEnum('source').notNull(),
    /** Id of the order, voucher redemption, … that created it. */
    sourceId: integer('source_id'),
    /**
     * The learner's cohort (decision 285); null for a course without cohorts. No cascade: a cohort
     * with learners is closed, never deleted (deleting the course removes both in one statement).
     */
    cohortId: integer('cohort_id').references(() => cohorts.id),
    enrolledAt: createdAt(),
  },
  (t) => [
    uniqueIndex('enrolments_user_course_key').on(t.userId, t.courseId),
    index('enrolments_course_idx').on(t.courseId),
    index('enrolments_cohort_idx').on(t.cohortId).where(sql`${t.cohortId} is not null`),
    // Reports by enrolment date.
    index('enrolments_enrolled_idx').on(t.enrolledAt),
  ],
);

/** Completion of one item by one learner (is_complete = 1). */
export const itemProgress = pgTable(
  'item_progress',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    completedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.itemId] }), index('item_progress_user_course_idx').on(t.userId, t.courseId)],
);

/** Reflective journal answers (essay items): one attempt per learner. */
export const essayAnswers = pgTable(
  'essay_answers',
  {
    id: id(),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    answers: jsonb('answers').$type<string[]>().notNull(),
    submittedAt: createdAt(),
  },
  (t) => [uniqueIndex('essay_answers_item_user_key').on(t.itemId, t.userId)],
);

/** `valid` while it certifies, `replaced` by a reissue, `revoked` (decision 242). */
export const certificateStatusEnum = pgEnum('certificate_status', ['valid', 'replaced', 'revoked']);
/** Why a certificate was revoked: a full refund, the learner's erasure, an admin. */
export const certificateRevocationEnum = pgEnum('certificate_revocation', ['refund', 'erasure', 'admin']);

/** Issued certificates; a reissue replaces the old one (replaced_by_id); a refund, an erasure or an admin revokes one. */
export const certificates = pgTable(
  'certificates',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    /** Public verification code shown on /certificate/{code}. */
    code: text('code').notNull(),
    namePrinted: text('name_printed').notNull(),
    issuedAt: createdAt(),
    status: certificateStatusEnum('status').notNull().default('valid'),
    replacedAt: ts('replaced_at'),
    replacedById: integer('replaced_by_id'),
    revokedAt: ts('revoked_at'),
    revokedCause: certificateRevocationEnum('revoked_cause'),
    /** The admin's words, or a fixed text for a refund or an erasure; never shown publicly. */
    revokedReason: text('revoked_reason'),
    revokedBy: integer('revoked_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('certificates_code_key').on(t.code),
    index('certificates_user_course_idx').on(t.userId, t.courseId),
    // At most one valid certificate per learner and course: concurrent issues collide here.
    uniqueIndex('certificates_valid_user_course_key').on(t.userId, t.courseId).where(sql`status = 'valid'`),
  ],
);
