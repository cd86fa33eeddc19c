import { COURSE_NOT_FOUND, isValidSlug } from '@kelas/contracts/catalogue';
import { ErrorBodySchema, ValidationErrorBodySchema } from '@kelas/contracts/http';
import {
  AdminReviewListSchema,
  AdminReviewQuerySchema,
  AdminReviewResponseSchema,
  OwnReviewResponseSchema,
  PublicReviewListSchema,
  PutReviewBodySchema,
  ReviewEligibilityResponseSchema,
  ReviewIdParamsSchema,
  ReviewListQuerySchema,
  ReviewSlugParamsSchema,
} from '@kelas/contracts/reviews';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/app-error.ts';
import { currentUser } from '../../plugins/auth.ts';
import { presentAdminReview, presentOwnReview, presentPublicReview } from './presenters.ts';
import { findOwnReview, findPublishedCourse, listAdminReviews, listVisibleReviews } from './queries.ts';
import { readLearnerProgress } from './read-learner-progress.ts';
import { saveReview } from './save-review.ts';
import { pickTestimonial } from './pick-testimonial.ts';
import { setReviewVisibility } from './set-review-visibility.ts';

const errors = { 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema, 422: ValidationErrorBodySchema };

/** The published course of a slug, or 404 'Kelas tidak ditemukan' (an impossible slug costs no query). */
async function courseOf(app: FastifyInstance, slug: string): Promise<{ id: number }> {
  const course = isValidSlug(slug) ? await findPublishedCourse(app.db, slug) : null;
  if (!course) throw notFound(COURSE_NOT_FOUND);
  return course;
}

/**
 * Course reviews and ratings (decision 272), mounted under /api. A write drops the course's cached
 * public bodies (its detail and every list carry `rating` and `rating_count`) after its transaction
 * commits, in this process and the others (`publicCache.invalidateCourse`).
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['reviews'];
  const secured = { tags, security: [{ bearer: [] }] };
  const adminGuard = app.requireRole('admin');

  /**
   * GET /api/courses/{slug}/reviews?sort=newest|helpful&page=&per_page= (public) → `{ data:
   * [{ id, name, rating (1..5), body (sanitised rich text, '' for none), created_at, updated_at }],
   * meta: { total, page, per_page } }`: the visible reviews (not hidden, author not erased) that the
   * course's `rating` averages. `newest` (default): last written or edited first; `helpful`: with a
   * body first, longer first, then newest. `per_page` 1..50, 5 by default. 404 unknown or
   * unpublished course; 422 bad sort, page or per_page.
   */
  app.get(
    '/courses/:slug/reviews',
    { schema: { tags, summary: "A course's reviews", params: ReviewSlugParamsSchema, querystring: ReviewListQuerySchema, response: { 200: PublicReviewListSchema, 404: ErrorBodySchema, 422: ValidationErrorBodySchema } } },
    async (request) => {
      const q = request.query;
      const course = await courseOf(app, request.params.slug);
      const { rows, total } = await listVisibleReviews(app.db, course.id, { sort: q.sort, page: q.page, perPage: q.per_page });
      return { data: rows.map(presentPublicReview), meta: { total, page: q.page, per_page: q.per_page } };
    },
  );

  /**
   * GET /api/courses/{slug}/review (learner) → `{ data: { progress (whole percent), can_review
   * (progress ≥ 50), review: OwnReview | null } }`: what the player's review form needs; the body as
   * the learner wrote it and whether an admin hid it. 401 without a session; 403 NOT_ENROLLED;
   * 404 unknown course.
   */
  app.get(
    '/courses/:slug/review',
    { preHandler: app.authenticate, schema: { ...secured, summary: "The learner's review of a course", params: ReviewSlugParamsSchema, response: { 200: ReviewEligibilityResponseSchema, ...errors } } },
    async (request) => {
      const userId = currentUser(request).id;
      const course = await courseOf(app, request.params.slug);
      const progress = await readLearnerProgress(app.db, userId, course.id);
      if (!progress) return { data: { progress: 0, can_review: false, review: null } };
      const own = await findOwnReview(app.db, userId, course.id);
      return { data: { progress: progress.progress, can_review: progress.canReview, review: own ? presentOwnReview(own) : null } };
    },
  );

  /**
   * PUT /api/courses/{slug}/review `{ rating: 1..5 (integer), body?: string (≤ 10 000 characters,
   * plain text or the rich-text allow-list), show_as_testimonial?: boolean }` → 200 `{ data:
   * OwnReview }`: creates the learner's one review of the course or replaces it. 401 without a
   * session; 403 NOT_ENROLLED, 403 UNDER_HALF (under 50 % of the course complete); 404 unknown
   * course; 422 rating not an integer 1..5, body too long; 429 over 30 writes a minute.
   */
  app.put(
    '/courses/:slug/review',
    {
      preHandler: app.authenticate,
      // Counted after authentication, per learner (many learners may share one IP).
      config: { rateLimit: { max: 30, timeWindow: '1 minute', keyGenerator: (r) => `review:${r.user?.id ?? r.ip}`, hook: 'preHandler' } },
      schema: { ...secured, summary: "Write or edit the learner's review", params: ReviewSlugParamsSchema, body: PutReviewBodySchema, response: { 200: OwnReviewResponseSchema, ...errors } },
    },
    async (request) => {
      const { slug } = request.params;
      if (!isValidSlug(slug)) throw notFound(COURSE_NOT_FOUND);
      const { review, courseId } = await saveReview(app.db, { userId: currentUser(request).id, slug, body: request.body, now: app.now() });
      app.publicCache.invalidateCourse(courseId);
      return { data: presentOwnReview(review) };
    },
  );

  /**
   * GET /api/admin/reviews?status=visible|hidden&course_id=&page=&per_page= (admin) → `{ data:
   * AdminReview[], meta }`, every course's reviews, last written first, with course, learner and
   * status. 401, 403 (not an admin, or two-factor not passed); 422 bad status, course_id or page.
   */
  app.get(
    '/admin/reviews',
    { preHandler: adminGuard, schema: { ...secured, summary: 'Reviews in the console', querystring: AdminReviewQuerySchema, response: { 200: AdminReviewListSchema, ...errors } } },
    async (request) => {
      const q = request.query;
      const { rows, total } = await listAdminReviews(app.db, q);
      return { data: rows.map(presentAdminReview), meta: { total, page: q.page, per_page: q.per_page } };
    },
  );

  for (const action of ['hide', 'restore'] as const) {
    /**
     * POST /api/admin/reviews/{id}/hide | /restore (admin) → `{ data: AdminReview }`: hides an
     * abusive review from the course page and its rating, or shows it again; audited. 401, 403;
     * 404 unknown review; 422 bad id.
     */
    app.post(
      `/admin/reviews/:id/${action}`,
      { preHandler: adminGuard, schema: { ...secured, summary: action === 'hide' ? 'Hide a review' : 'Show a hidden review again', params: ReviewIdParamsSchema, response: { 200: AdminReviewResponseSchema, ...errors } } },
      async (request) => {
        const saved = await setReviewVisibility(app.db, { reviewId: request.params.id, hidden: action === 'hide', actorId: currentUser(request).id, ip: request.ip, now: app.now() });
        app.publicCache.invalidateCourse(saved.course.id);
        return { data: presentAdminReview(saved) };
      },
    );
  }

  for (const method of ['POST', 'DELETE'] as const) {
    /**
     * POST /api/admin/reviews/{id}/testimonial (admin) → `{ data: AdminReview }`: the review becomes
     * one of its course page's testimonials (the lowest free of six places, `testimonial_rank`);
     * DELETE takes it off (decision 283). Audited; the course page changes at once. 401, 403; 404
     * unknown review; 409 TESTIMONIAL_NOT_ALLOWED (the learner did not allow it, or it is hidden),
     * 409 TESTIMONIALS_FULL (six picked already); 422 bad id.
     */
    app.route({
      method,
      url: '/admin/reviews/:id/testimonial',
      preHandler: adminGuard,
      schema: {
        ...secured,
        summary: method === 'POST' ? "Show a review among its course page's testimonials" : "Take a review off its course page's testimonials",
        params: ReviewIdParamsSchema,
        response: { 200: AdminReviewResponseSchema, 409: ErrorBodySchema, ...errors },
      },
      handler: async (request) => {
        const saved = await pickTestimonial(app.db, { reviewId: request.params.id, picked: method === 'POST', actorId: currentUser(request).id, ip: request.ip, now: app.now() });
        app.publicCache.invalidateCourse(saved.course.id);
        return { data: presentAdminReview(saved) };
      },
    });
  }
};

export default routes;
