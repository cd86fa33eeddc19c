import { finalPrice } from './money.ts';

/**
 * The catalogue's pure rules and constants (spec 2.7, 2.9, section 4 "Course kinds"), without zod:
 * the landing page imports them, and zod would double its first load (decision 014). The zod
 * schemas live in catalogue.ts, which re-exports everything here.
 */

/** Database kinds (spec 4 "Course kinds"). */
export const COURSE_KINDS = ['free_class', 'record_webinar', 'learning_video'] as const;
export type CourseKind = (typeof COURSE_KINDS)[number];

/** Kind names on the wire: the `type` query of GET /api/courses and the `name`/`type` fields. */
export const COURSE_TYPE_NAMES = ['free class', 'record webinar', 'learning video'] as const;
export type CourseTypeName = (typeof COURSE_TYPE_NAMES)[number];

/** URL segments of /detail/:type/:slug (spec 2.7: the kind name with spaces replaced by hyphens). */
export const COURSE_TYPE_SEGMENTS = ['free-class', 'record-webinar', 'learning-video'] as const;
export type CourseTypeSegment = (typeof COURSE_TYPE_SEGMENTS)[number];

/** Message of an unknown or missing `type` on GET /api/courses (422, field `type`). */
export const COURSE_TYPE_INVALID = "Tipe kelas harus salah satu dari 'free class', 'record webinar' atau 'learning video'.";
/** 404 of GET /api/courses/{slug} (spec 8, "Course detail, not found"). */
export const COURSE_NOT_FOUND = 'Kelas tidak ditemukan';

/** Kind name ↔ database kind ↔ URL segment. */
export const kindToName = (kind: CourseKind): CourseTypeName => kind.replace('_', ' ') as CourseTypeName;
export const nameToKind = (name: CourseTypeName): CourseKind => name.replace(' ', '_') as CourseKind;
export const nameToSegment = (name: CourseTypeName): CourseTypeSegment => name.replace(' ', '-') as CourseTypeSegment;
export const kindToSegment = (kind: CourseKind): CourseTypeSegment => kind.replace('_', '-') as CourseTypeSegment;
/** The kind of a URL segment, or null for an unknown segment. */
export function segmentToKind(segment: string): CourseKind | null {
  return (COURSE_TYPE_SEGMENTS as readonly string[]).includes(segment) ? (segment.replace('-', '_') as CourseKind) : null;
}

/** Badge text of the course card (spec 2.7: the capitalised kind name). */
export function kindBadge(name: CourseTypeName): string {
  return name.replace(/\b\w/g, (c) => c.toUpperCase());
}

/** Slugs are lower-case words joined by hyphens; anything else cannot name a course. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Fastify answers 414 for longer path parameters (maxParamLength 100), so no slug may be longer. */
export const SLUG_MAX = 100;
/** True when `slug` could name a course (callers answer 404 otherwise, without a query). */
export const isValidSlug = (slug: string): boolean => slug.length <= SLUG_MAX && SLUG_PATTERN.test(slug);

/** The price group a card reads (spec 2.7): group 0 for a free class, group 2 for other kinds. */
export const cardPriceGroupIndex = (name: CourseTypeName): number => (name === 'free class' ? 0 : 2);

export type CardPrice = { price: number; discount: number; /** Rupiah after discount, rounded. */ final: number };

/**
 * The price shown on a course card (spec 2.7; decision 020): the FIRST entry of the kind's price
 * group (0 for a free class, 2 otherwise). When that group is missing or empty, the nearest
 * non-empty group below it is used (a course with one or two packages still shows a price);
 * null when the course has no price at all (the card shows 'Price not available').
 */
export function cardPrice(course: { name: CourseTypeName; prices: readonly { prices: readonly { price: number; discount: number }[] }[] }): CardPrice | null {
  for (let g = Math.min(cardPriceGroupIndex(course.name), course.prices.length - 1); g >= 0; g--) {
    const entry = course.prices[g]?.prices[0];
    if (entry) return { price: entry.price, discount: entry.discount, final: finalPrice(entry.price, entry.discount) };
  }
  return null;
}
