import { kindToName, type CourseDetail, type CourseListItem } from '@kelas/contracts/catalogue';
import type { TaxSetting } from '@kelas/contracts/money';
import { availabilityOf } from './course-availability.ts';
import { quoteOf } from './testimonial-quote.ts';
import type { CourseDetailRow, CourseListRow } from './queries.ts';

/** The reviews' average with one decimal (some drivers send numbers of a sub-select as strings). */
const presentRating = (rating: number | string) => Math.round(Number(rating) * 10) / 10;

/**
 * A catalogue card (spec 3 "Course (catalogue list item)"): `name` is the kind name with spaces,
 * `availability` whether it can be taken now (decision 255).
 */
export function presentCourseListItem(row: CourseListRow): CourseListItem {
  const prices = row.prices.map((g) => ({ prices: g.prices.map((p) => ({ price: Number(p.price), discount: Number(p.discount) })) }));
  return {
    id: row.id,
    name: kindToName(row.kind),
    slug: row.slug,
    title: row.title,
    thumbnail: row.thumbnail,
    rating: presentRating(row.rating.rating),
    rating_count: Number(row.rating.count),
    purchase_count: row.purchaseCount,
    prices,
    availability: availabilityOf({ id: row.id, kind: row.kind, packages: prices, openCohort: row.openCohort }),
  };
}

/**
 * The course detail page (spec 2.9, 3 "Course (detail)"): `total_material` is the number of
 * chapters, `total_students` the participant count (decision 020), `availability` whether it can
 * be bought now (decision 255), `tax` whether PPN comes on top of its prices (decision 254) or
 * the academy sells free of it (decision 264); highlights, careers and testimonials are the
 * course's own (decision 262). Packages hidden from sale are not here (the query leaves them out).
 */
export function presentCourseDetail(row: CourseDetailRow, tax: TaxSetting): CourseDetail {
  const packages = row.packages.map((p) => ({
    id: p.id,
    name: p.name,
    benefits: p.benefits,
    prices: p.prices.map((x) => ({ id: x.id, price: Number(x.price), discount: Number(x.discount) })),
  }));
  return {
    id: row.id,
    slug: row.slug,
    type: kindToName(row.kind),
    title: row.title,
    description: row.description,
    thumbnail: row.thumbnail,
    rating: presentRating(row.rating.rating),
    rating_count: Number(row.rating.count),
    total_material: row.materials.length,
    total_duration: { hour: row.durationHours },
    total_students: row.purchaseCount,
    group_whatsapp: row.groupWhatsapp,
    prices: packages,
    availability: availabilityOf({ id: row.id, kind: row.kind, packages, openCohort: row.openCohort }),
    tax: { percent: tax.percent, included: tax.included, mode: tax.mode ?? 'ppn', exempt_note: tax.mode === 'exempt' ? (tax.exemptNote ?? '') : null },
    mentors: row.mentors.map((m) => ({ name: m.name, avatar: m.avatar, profession: m.profession, description: m.description })),
    materials: row.materials.map((m) => ({ id: m.id, title: m.title, items: m.items.map((i) => ({ id: i.id, title: i.title })) })),
    tools: row.tools.map((t) => ({ icon: t.icon, name: t.name })),
    highlights: row.highlights,
    careers: row.careers,
    testimonials: presentTestimonials(row),
  };
}

/**
 * The testimonials a course page shows. Learners' own reviews that they allowed to be shown and
 * staff picked, in the order picked (decision 283): their words as plain text, their name and stars.
 * Only a course without picked reviews shows what staff typed with the learner's consent (decision
 * 262), without the consent bookkeeping; none of either: no section.
 */
export function presentTestimonials(row: Pick<CourseDetailRow, 'testimonials' | 'reviewTestimonials'>): CourseDetail['testimonials'] {
  if (row.reviewTestimonials.length > 0) {
    return row.reviewTestimonials.map((r) => ({ source: 'review' as const, name: r.name, role: '', quote: quoteOf(r.body), rating: r.rating }));
  }
  return row.testimonials.filter((t) => t.consent).map((t) => ({ source: t.source, name: t.name, role: t.role, quote: t.quote, rating: null }));
}
