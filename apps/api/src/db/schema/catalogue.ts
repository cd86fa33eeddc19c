import type { CourseCareer, CourseTestimonial } from '@kelas/contracts/course-page';
import { boolean, index, integer, jsonb, pgEnum, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { createdAt, id, ts, version } from './columns.ts';

/** The three course kinds of spec section 4. */
export const courseKindEnum = pgEnum('course_kind', ['free_class', 'record_webinar', 'learning_video']);

/**
 * Course status: only `published` courses appear in public calls. The
 * column's default is `published` so that rows written before the studio (and fixtures) stay
 * public; the studio creates every course as `draft` explicitly (decision 130).
 */
export const courseStatusEnum = pgEnum('course_status', ['draft', 'published', 'archived']);

/** A course ("program" once a learner is enrolled). Spec section 3, Course. */
export const courses = pgTable(
  'courses',
  {
    id: id(),
    kind: courseKindEnum('kind').notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    /** 'TENTANG COURSE' text, sanitised HTML. */
    description: text('description').notNull().default(''),
    /** Storage path, served at /storage/{thumbnail}. */
    thumbnail: text('thumbnail'),
    /** Total duration in hours ('Durasi: {h} Jam'). */
    durationHours: integer('duration_hours').notNull().default(0),
    /** Chat-group link for 'Gabung Grup'; empty when none. */
    groupWhatsapp: text('group_whatsapp').notNull().default(''),
    status: courseStatusEnum('status').notNull().default('published'),
    /** Job-training programme ("Prakerja") course code; null when the course is not in the programme. */
    prakerjaCourseCode: text('prakerja_course_code'),
    /** Items open one after the other; uploaded and YouTube videos must be watched to their end (decision 241). */
    sequential: boolean('sequential').notNull().default(false),
    /** A learner absent from a live session makes it up by watching its recording (decision 288). */
    recordingMakeup: boolean('recording_makeup').notNull().default(false),
    /** The detail page's badges ('MATERI & TOOLS COURSE'), as staff typed them; empty for a new course (decision 262). */
    highlights: jsonb('highlights').$type<string[]>().notNull().default([]),
    /** 'PELUANG KARIR': job titles with an optional monthly salary range in rupiah; empty for a new course. */
    careers: jsonb('careers').$type<CourseCareer[]>().notNull().default([]),
    /** 'TESTIMONI': words of learners typed by staff with the learner's consent; empty for a new course. */
    testimonials: jsonb('testimonials').$type<CourseTestimonial[]>().notNull().default([]),
    /** Set when an author asked an admin to publish (decision 265); cleared by publishing. */
    reviewRequestedAt: ts('review_requested_at'),
    /** Optimistic-concurrency version, +1 on every studio write. */
    version: version(),
    publishedAt: ts('published_at'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('courses_slug_key').on(t.slug), index('courses_kind_idx').on(t.kind), index('courses_status_idx').on(t.status)],
);

/**
 * Slugs a course had before (decision 260): `GET /api/courses/{former}` answers 301 to the current
 * slug, and no other course may take one. A slug is in `courses` or here, never both (slug
 * changes are serialised by an advisory lock).
 */
export const courseFormerSlugs = pgTable(
  'course_former_slugs',
  {
    slug: text('slug').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    retiredAt: ts('retired_at').notNull().defaultNow(),
  },
  (t) => [index('course_former_slugs_course_idx').on(t.courseId)],
);

/** Authors assigned to a course: they edit its content in the studio. */
export const courseAuthors = pgTable(
  'course_authors',
  {
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.userId] }), index('course_authors_user_idx').on(t.userId)],
);

/** Course instructors; a mentor may have a user account (to grade). */
export const mentors = pgTable('mentors', {
  id: id(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  name: text('name').notNull(),
  avatar: text('avatar'),
  profession: text('profession'),
  description: text('description').notNull().default(''),
});

export const courseMentors = pgTable(
  'course_mentors',
  {
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    mentorId: integer('mentor_id')
      .notNull()
      .references(() => mentors.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.mentorId] })],
);

export const tools = pgTable('tools', {
  id: id(),
  name: text('name').notNull(),
  /** Storage path of the icon. */
  icon: text('icon').notNull(),
});

export const courseTools = pgTable(
  'course_tools',
  {
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    toolId: integer('tool_id')
      .notNull()
      .references(() => tools.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.toolId] })],
);

/** A price package ('PENDAFTARAN & HARGA' card); the catalogue's "price group". */
export const pricePackages = pgTable(
  'price_packages',
  {
    id: id(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    benefits: jsonb('benefits').$type<string[]>().notNull().default([]),
    position: integer('position').notNull().default(0),
    /** False when staff hid it from sale (decision 261): not shown, not sold; orders keep it. */
    onSale: boolean('on_sale').notNull().default(true),
    version: version(),
  },
  (t) => [index('price_packages_course_idx').on(t.courseId)],
);

/** One price of a package; `prices.id` is the cart's `priceId`. Rupiah integers, discount percent. */
export const prices = pgTable(
  'prices',
  {
    id: id(),
    packageId: integer('package_id')
      .notNull()
      .references(() => pricePackages.id, { onDelete: 'cascade' }),
    /** Rupiah, before discount. */
    price: integer('price').notNull(),
    /** Percent, 0 to 100. */
    discount: integer('discount').notNull().default(0),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('prices_package_idx').on(t.packageId)],
);
