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

export type CoursePrice = {
  /** Rupiah before discount of the cheapest package. */
  price: number;
  /** Its discount, whole percent. */
  discount: number;
  /** Rupiah after discount, rounded: the lowest final price of the course's packages. */
  final: number;
  /** True when the packages' final prices differ: the price reads 'Mulai dari {price}'. */
  from: boolean;
};

/**
 * The one price a course shows everywhere (decision 253): on its card, in the detail hero and in
 * the side navigation. Each package's price is its first price entry (decision 013); the course
 * shows the lowest final price among its packages, with that package's original price and
 * discount, and `from` when another package costs more. Null when no package has a price (the
 * course reads 'Price not available' and is left out of the carousels).
 */
export function coursePrice(packages: readonly { prices: readonly { price: number; discount: number }[] }[]): CoursePrice | null {
  let best: Omit<CoursePrice, 'from'> | null = null;
  const finals = new Set<number>();
  for (const pkg of packages) {
    const entry = pkg.prices[0];
    if (!entry) continue;
    const final = finalPrice(entry.price, entry.discount);
    finals.add(final);
    if (!best || final < best.final) best = { price: entry.price, discount: entry.discount, final };
  }
  return best ? { ...best, from: finals.size > 1 } : null;
}

/**
 * Whether a course can be taken now (decision 255):
 * - `open`: it can be bought or joined;
 * - `coming_soon`: a free class without an open cohort (its card and page say 'Coming Soon',
 *   its button stays disabled);
 * - `no_price`: no package has a price (left out of the carousels; its page says so).
 * `openCohort` is where a cohort check plugs in: free classes have none yet, so they are all
 * 'Coming Soon'.
 */
export type CourseAvailability = 'open' | 'coming_soon' | 'no_price';
export function courseAvailability(course: { kind: CourseKind; hasPrice: boolean; openCohort: boolean }): CourseAvailability {
  if (course.kind === 'free_class') return course.openCohort ? 'open' : 'coming_soon';
  return course.hasPrice ? 'open' : 'no_price';
}
