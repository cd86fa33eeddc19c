import { z } from 'zod';
import { CONSOLE_LIST_TEXT, PageQuerySchema, pagedList } from './console-list.ts';
import { RowIdParamsSchema, rowId, safeString } from './text.ts';

/**
 * Course reviews and ratings (decision 272): a learner who completed at least half of a course
 * (`progressPercent` of learning.ts, as the player shows it) gives it 1–5 stars and an optional
 * body, one review per course, editable. A course's `rating` is the average of its visible reviews
 * (one decimal) with `rating_count`; admins hide an abusive review and restore it.
 */

/** Whole percent of the course a learner must have completed to review it. */
export const REVIEW_MIN_PROGRESS = 50;
/** Longest review body (characters, as the learner wrote it). */
export const REVIEW_BODY_MAX = 10_000;
export const REVIEW_STARS_MAX = 5;
/** Reviews per page of the detail page's list (and the most one page may ask for). */
export const REVIEW_PER_PAGE = 5;
export const REVIEW_PER_PAGE_MAX = 50;
/** Reviews staff may pick as one course page's testimonials (decision 283). */
export const REVIEW_TESTIMONIALS_MAX = 6;

export const REVIEW_TEXT = {
  rating: 'Rating harus bilangan bulat 1 sampai 5.',
  bodyTooLong: 'Ulasan maksimal 10.000 karakter.',
  sort: 'Urutan ulasan tidak dikenal.',
  status: 'Status ulasan tidak dikenal.',
  notEnrolled: 'Kamu belum terdaftar di kelas ini.',
  underHalf: 'Selesaikan minimal 50% kelas untuk memberi ulasan.',
  notFound: 'Ulasan tidak ditemukan.',
  saved: 'Ulasan berhasil disimpan.',
  hidden: 'Ulasan disembunyikan.',
  restored: 'Ulasan ditampilkan kembali.',
  testimonialNotAllowed: 'Ulasan ini tidak dapat dijadikan testimoni: penulisnya belum mengizinkan atau ulasannya disembunyikan.',
  testimonialsFull: 'Sudah ada 6 testimoni untuk kelas ini. Lepaskan salah satu terlebih dahulu.',
} as const;

export const REVIEW_SORTS = ['newest', 'helpful'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

export const REVIEW_STATUSES = ['visible', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
export const REVIEW_STATUS_LABELS: Record<ReviewStatus, string> = { visible: 'Tampil', hidden: 'Disembunyikan' };

/** `{ slug }` of the review calls. */
export const ReviewSlugParamsSchema = z.object({ slug: z.string().trim().min(1).max(200) });

/**
 * GET /api/courses/{slug}/reviews query. `helpful` (no votes exist): reviews with a body first,
 * longer bodies first, then newest; `newest`: last written or edited first.
 */
export const ReviewListQuerySchema = z.object({
  sort: z.enum(REVIEW_SORTS, { error: REVIEW_TEXT.sort }).default('newest'),
  page: PageQuerySchema.shape.page,
  per_page: z.coerce
    .number({ error: CONSOLE_LIST_TEXT.perPage })
    .int(CONSOLE_LIST_TEXT.perPage)
    .min(1, CONSOLE_LIST_TEXT.perPage)
    .max(REVIEW_PER_PAGE_MAX, CONSOLE_LIST_TEXT.perPage)
    .default(REVIEW_PER_PAGE),
});
export type ReviewListQuery = z.infer<typeof ReviewListQuerySchema>;

/** A visible review as the detail page lists it; `body` is sanitised rich text (may be plain text), '' when none. */
export const PublicReviewSchema = z.object({
  id: z.number().int(),
  /** The learner's name. */
  name: safeString(),
  rating: z.number().int().min(1).max(REVIEW_STARS_MAX),
  body: safeString(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PublicReview = z.infer<typeof PublicReviewSchema>;
export const PublicReviewListSchema = pagedList(PublicReviewSchema);
export type PublicReviewList = z.infer<typeof PublicReviewListSchema>;

/** PUT /api/courses/{slug}/review body: creates the learner's review or replaces it. */
export const PutReviewBodySchema = z.object({
  rating: z.number({ error: REVIEW_TEXT.rating }).int(REVIEW_TEXT.rating).min(1, REVIEW_TEXT.rating).max(REVIEW_STARS_MAX, REVIEW_TEXT.rating),
  body: safeString({ error: REVIEW_TEXT.bodyTooLong }).max(REVIEW_BODY_MAX, REVIEW_TEXT.bodyTooLong).optional(),
  show_as_testimonial: z.boolean().optional(),
});
export type PutReviewBody = z.infer<typeof PutReviewBodySchema>;

/** The learner's own review: the body as they wrote it, and whether an admin hid it. */
export const OwnReviewSchema = z.object({
  id: z.number().int(),
  rating: z.number().int().min(1).max(REVIEW_STARS_MAX),
  body: safeString(),
  show_as_testimonial: z.boolean(),
  hidden: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type OwnReview = z.infer<typeof OwnReviewSchema>;
export const OwnReviewResponseSchema = z.object({ data: OwnReviewSchema });

/** GET /api/courses/{slug}/review → whether the learner may review (progress ≥ 50) and their review, if any. */
export const ReviewEligibilitySchema = z.object({
  /** The learner's completion, whole percent. */
  progress: z.number().int().min(0).max(100),
  can_review: z.boolean(),
  review: OwnReviewSchema.nullable(),
});
export type ReviewEligibility = z.infer<typeof ReviewEligibilitySchema>;
export const ReviewEligibilityResponseSchema = z.object({ data: ReviewEligibilitySchema });

/** GET /api/admin/reviews query: `status` ('' or absent: all), `course_id`, page. */
export const AdminReviewQuerySchema = PageQuerySchema.extend({
  status: z.enum(REVIEW_STATUSES, { error: REVIEW_TEXT.status }).optional(),
  course_id: rowId().optional(),
});
export type AdminReviewQuery = z.infer<typeof AdminReviewQuerySchema>;

/** A review in the console. Times are UTC ISO; the console shows them in the academy's zone. */
export const AdminReviewSchema = z.object({
  id: z.number().int(),
  course: z.object({ id: z.number().int(), slug: safeString(), title: safeString() }),
  learner: z.object({ id: z.number().int(), name: safeString(), email: safeString() }),
  rating: z.number().int().min(1).max(REVIEW_STARS_MAX),
  body: safeString(),
  show_as_testimonial: z.boolean(),
  /** Its place among the course page's testimonials (1..6, decision 283); null when not picked. */
  testimonial_rank: z.number().int().min(1).max(REVIEW_TESTIMONIALS_MAX).nullable(),
  status: z.enum(REVIEW_STATUSES),
  hidden_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminReview = z.infer<typeof AdminReviewSchema>;
export const AdminReviewListSchema = pagedList(AdminReviewSchema);
export type AdminReviewList = z.infer<typeof AdminReviewListSchema>;
export const AdminReviewResponseSchema = z.object({ data: AdminReviewSchema });
export const ReviewIdParamsSchema = RowIdParamsSchema;
