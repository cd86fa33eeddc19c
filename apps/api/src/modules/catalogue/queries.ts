import type { CourseKind } from '@kelas/contracts/catalogue';
import type { CourseCareer, CourseTestimonial } from '@kelas/contracts/course-page';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { perHandle } from '../../db/prepared.ts';
import { courseRatingSql, type CourseRatingStats } from '../../db/course-rating-sql.ts';
import { openCohortSql } from '../../db/open-cohort-sql.ts';
import { participantCountSql } from '../../db/participant-count-sql.ts';
import { courseFormerSlugs, courses } from '../../db/schema/index.ts';

/**
 * All SQL of the catalogue feature. Each read is ONE statement: child lists are aggregated as
 * JSON in sub-selects, so a list or a detail costs one database round trip.
 */

/** Price groups of a course: one per package, in package order, each with its prices in order. */
const priceGroupsJson = sql<{ prices: { price: number; discount: number }[] }[]>`coalesce((
  select json_agg(json_build_object('prices', coalesce((
    select json_agg(json_build_object('price', p.price, 'discount', p.discount) order by p.position, p.id)
    from prices p where p.package_id = pp.id), '[]'::json)) order by pp.position, pp.id)
  from price_packages pp where pp.course_id = "courses"."id" and pp.on_sale), '[]'::json)`;

export type CourseListRow = {
  id: number;
  kind: CourseKind;
  slug: string;
  title: string;
  thumbnail: string | null;
  /** Average of the visible reviews and their count (`courseRatingSql`). */
  rating: CourseRatingStats;
  /** '{n} Peserta': enrolments not ended by a refund, revocation or erasure (decision 245). */
  purchaseCount: number;
  prices: { prices: { price: number; discount: number }[] }[];
  /** A cohort is open for enrolment (decision 285). */
  openCohort: boolean;
};

/** The statement of `selectCoursesByKind`. */
const coursesByKind = perHandle((db) =>
  db
    .select({
      id: courses.id,
      kind: courses.kind,
      slug: courses.slug,
      title: courses.title,
      thumbnail: courses.thumbnail,
      rating: courseRatingSql('"courses"."id"'),
      purchaseCount: participantCountSql('"courses"."id"'),
      prices: priceGroupsJson,
      openCohort: openCohortSql('"courses"."id"'),
    })
    .from(courses)
    // Draft and archived courses are never public.
    .where(and(eq(courses.kind, sql.placeholder('kind')), eq(courses.status, 'published')))
    .orderBy(asc(courses.id))
    .prepare('catalogue_courses_by_kind'),
);

/**
 * The courses of one kind with their price groups, oldest first (seed and publishing order).
 * A named prepared statement (decision 074; `db/prepared.ts`).
 */
export async function selectCoursesByKind(db: DbOrTx, kind: CourseKind): Promise<CourseListRow[]> {
  return coursesByKind(db).execute({ kind });
}

export type CourseDetailRow = {
  id: number;
  kind: CourseKind;
  slug: string;
  title: string;
  description: string;
  thumbnail: string | null;
  rating: CourseRatingStats;
  purchaseCount: number;
  /** A cohort is open for enrolment (decision 285). */
  openCohort: boolean;
  durationHours: number;
  groupWhatsapp: string;
  packages: {
    id: number;
    name: string;
    benefits: string[];
    prices: { id: number; price: number; discount: number }[];
  }[];
  mentors: { name: string; avatar: string | null; profession: string | null; description: string }[];
  materials: { id: number; title: string; items: { id: number; title: string }[] }[];
  tools: { icon: string; name: string }[];
  highlights: string[];
  careers: CourseCareer[];
  testimonials: CourseTestimonial[];
  /** Reviews staff picked as testimonials whose learner still allows it, visible, by place (decision 283). */
  reviewTestimonials: { name: string; rating: number; body: string }[];
};

/** The statement of `selectCourseDetail`. */
const courseDetailBySlug = perHandle((db) =>
  db
    .select({
      id: courses.id,
      kind: courses.kind,
      slug: courses.slug,
      title: courses.title,
      description: courses.description,
      thumbnail: courses.thumbnail,
      rating: courseRatingSql('"courses"."id"'),
      purchaseCount: participantCountSql('"courses"."id"'),
      openCohort: openCohortSql('"courses"."id"'),
      durationHours: courses.durationHours,
      groupWhatsapp: courses.groupWhatsapp,
      highlights: courses.highlights,
      careers: courses.careers,
      testimonials: courses.testimonials,
      reviewTestimonials: sql<CourseDetailRow['reviewTestimonials']>`coalesce((
          select json_agg(json_build_object('name', u.name, 'rating', r.rating, 'body', r.body) order by r.testimonial_rank)
          from course_reviews r join users u on u.id = r.user_id
          where r.course_id = "courses"."id" and r.testimonial_rank is not null and r.show_as_testimonial
            and r.hidden_at is null and u.erased_at is null), '[]'::json)`,
      packages: sql<CourseDetailRow['packages']>`coalesce((
          select json_agg(json_build_object('id', pp.id, 'name', pp.name, 'benefits', pp.benefits, 'prices', coalesce((
            select json_agg(json_build_object('id', p.id, 'price', p.price, 'discount', p.discount) order by p.position, p.id)
            from prices p where p.package_id = pp.id), '[]'::json)) order by pp.position, pp.id)
          from price_packages pp where pp.course_id = "courses"."id" and pp.on_sale), '[]'::json)`,
      mentors: sql<CourseDetailRow['mentors']>`coalesce((
          select json_agg(json_build_object('name', m.name, 'avatar', m.avatar, 'profession', m.profession, 'description', m.description)
            order by cm.position, m.id)
          from course_mentors cm join mentors m on m.id = cm.mentor_id where cm.course_id = "courses"."id"), '[]'::json)`,
      materials: sql<CourseDetailRow['materials']>`coalesce((
          select json_agg(json_build_object('id', mt.id, 'title', mt.title, 'items', coalesce((
            select json_agg(json_build_object('id', i.id, 'title', i.title) order by i.position, i.id)
            from items i where i.material_id = mt.id), '[]'::json)) order by mt.position, mt.id)
          from materials mt where mt.course_id = "courses"."id"), '[]'::json)`,
      tools: sql<CourseDetailRow['tools']>`coalesce((
          select json_agg(json_build_object('icon', t.icon, 'name', t.name) order by ct.position, t.id)
          from course_tools ct join tools t on t.id = ct.tool_id where ct.course_id = "courses"."id"), '[]'::json)`,
    })
    .from(courses)
    .where(and(eq(courses.slug, sql.placeholder('slug')), eq(courses.status, 'published')))
    .limit(1)
    .prepare('catalogue_course_detail'),
);

/** One course by slug with packages, mentors, chapters (with item titles) and tools; null when unknown. */
export async function selectCourseDetail(db: DbOrTx, slug: string): Promise<CourseDetailRow | null> {
  const [row] = await courseDetailBySlug(db).execute({ slug });
  return row ?? null;
}

/**
 * The current slug of a published course that had `slug` before (decision 260), or null: what
 * GET /api/courses/{former} redirects to.
 */
export async function findCurrentSlug(db: DbOrTx, slug: string, o: { publishedOnly: boolean }): Promise<string | null> {
  const [row] = await db
    .select({ slug: courses.slug })
    .from(courseFormerSlugs)
    .innerJoin(courses, eq(courses.id, courseFormerSlugs.courseId))
    .where(and(eq(courseFormerSlugs.slug, slug), o.publishedOnly ? eq(courses.status, 'published') : undefined))
    .limit(1);
  return row?.slug ?? null;
}
