import { z } from 'zod';
import { COURSE_KINDS, COURSE_TYPE_INVALID, COURSE_TYPE_NAMES } from './catalogue-kinds.ts';
import { CareersSchema, HighlightsSchema, PublicTestimonialSchema } from './course-page.ts';
import { safeString } from './text.ts';

export * from './catalogue-kinds.ts';

/**
 * Catalogue shapes (spec 2.7, 2.9, section 3 "Course (catalogue list item)" and "Course (detail)",
 * section 7 "Catalogue"). Money is integer rupiah; discounts are whole percent 0..100.
 */

/** Query of GET /api/courses: `type` is required, one of the three kind names (spaces, not hyphens). */
export const CourseListQuerySchema = z.object({
  type: z.enum(COURSE_TYPE_NAMES, { error: COURSE_TYPE_INVALID }),
});
export type CourseListQuery = z.infer<typeof CourseListQuerySchema>;

/** Database kinds as a schema. */
export const CourseKindSchema = z.enum(COURSE_KINDS);

const Rupiah = z.number().int().min(0);

/** `courseAvailability`'s answer on the wire (decision 255). */
export const CourseAvailabilitySchema = z.enum(['open', 'coming_soon', 'no_price']);

/** The academy's tax setting as the detail page reads it (decision 254): 'belum termasuk PPN 11%' or 'sudah termasuk'. */
export const TaxSettingSchema = z.object({
  percent: z.number().int().min(0).max(100),
  included: z.boolean(),
  /** `exempt` when the academy sells free of PPN (decision 264); `exempt_note` says why. */
  mode: z.enum(['ppn', 'exempt']),
  exempt_note: safeString().nullable(),
});
const Percent = z.number().int().min(0).max(100);

/** One card price: rupiah before discount and the discount percent. */
export const CardPriceEntrySchema = z.object({ price: Rupiah, discount: Percent });
/** A price group of the list item (one per price package, in package order). */
export const PriceGroupSchema = z.object({ prices: z.array(CardPriceEntrySchema) });
export type PriceGroup = z.infer<typeof PriceGroupSchema>;

/** GET /api/courses?type=… → { data: CourseListItem[] } (spec 3 "Course (catalogue list item)"). */
export const CourseListItemSchema = z.object({
  id: z.number().int(),
  /** Kind name: 'free class' | 'record webinar' | 'learning video'. */
  name: z.enum(COURSE_TYPE_NAMES),
  slug: safeString(),
  title: safeString(),
  /** Storage path, served at /storage/{thumbnail}; null when none. */
  thumbnail: safeString().nullable(),
  /** Average stars of the visible reviews, one decimal, 0.0 to 5.0; 0 when none (decision 272). */
  rating: z.number().min(0).max(5),
  /** How many visible reviews `rating` averages; 0: the card shows 'Belum ada ulasan'. */
  rating_count: z.number().int().min(0),
  purchase_count: z.number().int().min(0),
  /** One group per package, in package order; the card shows `coursePrice(prices)`. */
  prices: z.array(PriceGroupSchema),
  /** 'open', or 'coming_soon' for a free class without an open cohort. Courses without a price are not listed. */
  availability: CourseAvailabilitySchema,
});
export type CourseListItem = z.infer<typeof CourseListItemSchema>;
export const CourseListResponseSchema = z.object({ data: z.array(CourseListItemSchema) });

export const PackagePriceSchema = z.object({ id: z.number().int(), price: Rupiah, discount: Percent });
/** A price package ('PENDAFTARAN & HARGA' card). `prices[].id` is the cart's priceId. */
export const PricePackageSchema = z.object({
  id: z.number().int(),
  name: safeString(),
  benefits: z.array(safeString()),
  prices: z.array(PackagePriceSchema),
});
export type PricePackage = z.infer<typeof PricePackageSchema>;

export const MentorSchema = z.object({
  name: safeString(),
  /** Storage path, or null. */
  avatar: safeString().nullable(),
  /** Null when unknown; the page shows 'Professional'. */
  profession: safeString().nullable(),
  description: safeString(),
});
export type Mentor = z.infer<typeof MentorSchema>;

export const CourseMaterialSchema = z.object({
  id: z.number().int(),
  title: safeString(),
  items: z.array(z.object({ id: z.number().int(), title: safeString() })),
});
export type CourseMaterial = z.infer<typeof CourseMaterialSchema>;

export const ToolSchema = z.object({ icon: safeString(), name: safeString() });
export type Tool = z.infer<typeof ToolSchema>;

/** GET /api/courses/{slug} → { data: CourseDetail } (spec 2.9, 3 "Course (detail)"). */
export const CourseDetailSchema = z.object({
  id: z.number().int(),
  slug: safeString(),
  /** Kind name: 'free class' | 'record webinar' | 'learning video'. */
  type: z.enum(COURSE_TYPE_NAMES),
  title: safeString(),
  /** 'TENTANG COURSE', sanitised HTML. */
  description: safeString(),
  thumbnail: safeString().nullable(),
  /** Average stars of the visible reviews, one decimal; 0 when none (decision 272). */
  rating: z.number().min(0).max(5),
  /** How many visible reviews `rating` averages; 0: the page shows 'Belum ada ulasan'. */
  rating_count: z.number().int().min(0),
  /** 'Jumlah Sesi': the number of chapters (materials). */
  total_material: z.number().int().min(0),
  /** 'Durasi: {h} Jam'. */
  total_duration: z.object({ hour: z.number().int().min(0) }),
  /** '{n} Peserta': the course's participants (same count as purchase_count). */
  total_students: z.number().int().min(0),
  /** Chat-group link; empty when none. */
  group_whatsapp: safeString(),
  prices: z.array(PricePackageSchema),
  /** Whether it can be bought now (`courseAvailability`): the main button and the buy buttons follow it. */
  availability: CourseAvailabilitySchema,
  /** Whether PPN comes on top of the prices shown (the academy's tax setting). */
  tax: TaxSettingSchema,
  mentors: z.array(MentorSchema),
  materials: z.array(CourseMaterialSchema),
  tools: z.array(ToolSchema),
  /** The course's own badges, careers and testimonials (decision 262); an empty list hides its section. */
  highlights: HighlightsSchema,
  careers: CareersSchema,
  testimonials: z.array(PublicTestimonialSchema),
});
export type CourseDetail = z.infer<typeof CourseDetailSchema>;
export const CourseDetailResponseSchema = z.object({ data: CourseDetailSchema });

