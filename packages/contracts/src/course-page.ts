import { z } from 'zod';

/**
 * The parts of a course detail page that are the course's own words (spec 2.9; decision 262):
 * highlights (the badges under 'MATERI & TOOLS COURSE'), career opportunities ('PELUANG KARIR')
 * and testimonials ('TESTIMONI'), edited in the studio and empty for a new course. The page hides
 * an empty section and its side-navigation entry. Salaries are rupiah a month.
 */

export const COURSE_PAGE_LIMITS = { highlightsMax: 8, highlightMax: 60, careersMax: 12, testimonialsMax: 12, quoteMax: 600 } as const;

export const COURSE_PAGE_MESSAGES = {
  highlightRequired: 'Sorotan tidak boleh kosong.',
  highlightTooLong: `Sorotan maksimal ${COURSE_PAGE_LIMITS.highlightMax} karakter.`,
  careerTitleRequired: 'Nama posisi wajib diisi.',
  salaryInvalid: 'Gaji harus bilangan bulat rupiah 0 atau lebih.',
  salaryOrder: 'Gaji tertinggi tidak boleh di bawah gaji terendah.',
  learnerNameRequired: 'Nama peserta wajib diisi.',
  quoteRequired: 'Isi testimoni wajib diisi.',
  quoteTooLong: `Testimoni maksimal ${COURSE_PAGE_LIMITS.quoteMax} karakter.`,
  consentRequired: 'Centang persetujuan peserta sebelum testimoninya ditampilkan.',
  tooMany: 'Terlalu banyak entri.',
} as const;

const salary = z.number({ error: COURSE_PAGE_MESSAGES.salaryInvalid }).int(COURSE_PAGE_MESSAGES.salaryInvalid).min(0, COURSE_PAGE_MESSAGES.salaryInvalid).max(1_000_000_000, COURSE_PAGE_MESSAGES.salaryInvalid);

/** One badge text ('Final Project'). */
export const HighlightSchema = z
  .string({ error: COURSE_PAGE_MESSAGES.highlightRequired })
  .trim()
  .min(1, COURSE_PAGE_MESSAGES.highlightRequired)
  .max(COURSE_PAGE_LIMITS.highlightMax, COURSE_PAGE_MESSAGES.highlightTooLong);

/** A job the course prepares for, with an optional monthly salary range in rupiah. */
export const CourseCareerSchema = z
  .object({
    title: z.string({ error: COURSE_PAGE_MESSAGES.careerTitleRequired }).trim().min(1, COURSE_PAGE_MESSAGES.careerTitleRequired).max(120),
    salary_from: salary.nullable().default(null),
    salary_to: salary.nullable().default(null),
  })
  .refine((c) => c.salary_from === null || c.salary_to === null || c.salary_to >= c.salary_from, { message: COURSE_PAGE_MESSAGES.salaryOrder, path: ['salary_to'] });
export type CourseCareer = z.infer<typeof CourseCareerSchema>;

/**
 * Where a testimonial comes from: `staff`, typed by staff, who confirm with `consent: true` that the
 * learner agreed to be quoted by name; `review`, a learner's own review that they allowed to be shown
 * (`show_as_testimonial`) and staff picked (decision 283). When a course has picked reviews, they are
 * its testimonials and the typed ones wait unseen (`presentTestimonials` of the catalogue).
 */
export const TESTIMONIAL_SOURCES = ['staff', 'review'] as const;

/** A testimonial as staff write it (PATCH /api/admin/courses/{id} `testimonials`). */
export const CourseTestimonialInputSchema = z.object({
  name: z.string({ error: COURSE_PAGE_MESSAGES.learnerNameRequired }).trim().min(1, COURSE_PAGE_MESSAGES.learnerNameRequired).max(100),
  /** Who the learner is ('Social Media Officer, Bandung'); optional. */
  role: z.string().trim().max(120).default(''),
  quote: z.string({ error: COURSE_PAGE_MESSAGES.quoteRequired }).trim().min(1, COURSE_PAGE_MESSAGES.quoteRequired).max(COURSE_PAGE_LIMITS.quoteMax, COURSE_PAGE_MESSAGES.quoteTooLong),
  /** The learner agreed to be quoted by name; must be true. */
  consent: z.literal(true, { error: COURSE_PAGE_MESSAGES.consentRequired }),
});
export type CourseTestimonialInput = z.input<typeof CourseTestimonialInputSchema>;

/** A stored testimonial: the input, its source and when staff recorded the consent (ISO time). */
export const CourseTestimonialSchema = z.object({
  source: z.enum(TESTIMONIAL_SOURCES),
  name: z.string(),
  role: z.string(),
  quote: z.string(),
  consent: z.literal(true),
  consented_at: z.string(),
});
export type CourseTestimonial = z.infer<typeof CourseTestimonialSchema>;

export const HighlightsSchema = z.array(HighlightSchema).max(COURSE_PAGE_LIMITS.highlightsMax, COURSE_PAGE_MESSAGES.tooMany);
export const CareersSchema = z.array(CourseCareerSchema).max(COURSE_PAGE_LIMITS.careersMax, COURSE_PAGE_MESSAGES.tooMany);
export const TestimonialsInputSchema = z.array(CourseTestimonialInputSchema).max(COURSE_PAGE_LIMITS.testimonialsMax, COURSE_PAGE_MESSAGES.tooMany);

/** What the public detail page shows of a testimonial (no consent bookkeeping). */
export const PublicTestimonialSchema = z.object({
  source: z.enum(TESTIMONIAL_SOURCES),
  name: z.string(),
  role: z.string(),
  /** Plain text (a review's rich text without its tags), at most 600 characters. */
  quote: z.string(),
  /** A review's stars (1..5); null for a typed testimonial. */
  rating: z.number().int().min(1).max(5).nullable().default(null),
});
export type PublicTestimonial = z.infer<typeof PublicTestimonialSchema>;
