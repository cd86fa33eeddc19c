import {
  COURSE_NOT_FOUND,
  CourseDetailResponseSchema,
  CourseListQuerySchema,
  CourseListResponseSchema,
  isValidSlug,
  nameToKind,
} from '@kelas/contracts/catalogue';
import { ErrorBodySchema, ValidationErrorBodySchema } from '@kelas/contracts/http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, notFound } from '../../lib/app-error.ts';
import { CACHE_CONTROL } from '../../platform/public-cache.ts';
import { readTaxSetting } from '../checkout/read-tax-setting.ts';
import { presentCourseDetail, presentCourseListItem } from './presenters.ts';
import { findCurrentSlug, selectCourseDetail, selectCoursesByKind } from './queries.ts';

const COURSE_MOVED = 'Moved Permanently';
const MovedSchema = z.object({ message: z.string(), slug: z.string() });

/** Routes of the catalogue feature, mounted under /api (spec 2.7, 2.9, 7 "Catalogue"). Public. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['catalogue'];

  /**
   * GET /api/courses?type={kind} → `{ data: CourseListItem[] }`, kind one of 'free class',
   * 'record webinar', 'learning video'. Prices in rupiah, discounts in percent; a course without
   * any price is left out (nothing to show or buy on its card, decision 255). One query on a
   * miss; served from the public cache otherwise (strong ETag, 304, `max-age=30,
   * stale-while-revalidate=300`; decision 121). 422 `{ message, errors: { type: [...] } }` when
   * type is missing or unknown.
   */
  app.get(
    '/courses',
    {
      schema: {
        tags,
        summary: 'Courses of one kind (catalogue carousels)',
        querystring: CourseListQuerySchema,
        response: { 200: CourseListResponseSchema, 422: ValidationErrorBodySchema },
      },
    },
    async (request, reply) => {
      const kind = nameToKind(request.query.type);
      await app.publicCache.serve(request, reply, {
        key: { kind: 'course-list', courseKind: kind },
        cacheControl: CACHE_CONTROL.list,
        load: async () => ({
          body: { data: (await selectCoursesByKind(app.db, kind)).map(presentCourseListItem).filter((c) => c.availability !== 'no_price' && c.prices.some((g) => g.prices.length > 0)) },
          cacheable: true,
        }),
      });
      return reply;
    },
  );

  /**
   * GET /api/courses/{slug} → `{ data: CourseDetail }` (every field of spec 3 "Course (detail)").
   * One query on a miss, from the public cache otherwise (strong ETag, 304, `no-cache`: browsers
   * revalidate). 404 `{ message: 'Kelas tidak ditemukan', code: 'NOT_FOUND' }` for an unknown
   * slug, including one that cannot be a slug (answered without a query or a cache entry).
   * A slug the course had before answers 301 with `Location: /api/courses/{current}` and
   * `{ message, slug }` (decision 260), so old links keep working; browsers follow it.
   */
  app.get(
    '/courses/:slug',
    {
      schema: {
        tags,
        summary: 'Course detail',
        params: z.object({ slug: z.string() }),
        response: { 200: CourseDetailResponseSchema, 301: MovedSchema, 404: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const { slug } = request.params;
      if (!isValidSlug(slug)) throw notFound(COURSE_NOT_FOUND);
      try {
        await app.publicCache.serve(request, reply, {
          key: { kind: 'course', slug },
          cacheControl: CACHE_CONTROL.revalidate,
          load: async () => {
            const row = await selectCourseDetail(app.db, slug);
            if (!row) throw notFound(COURSE_NOT_FOUND);
            return { body: { data: presentCourseDetail(row, await readTaxSetting(app.db)) }, cacheable: true, courseId: row.id };
          },
        });
      } catch (err) {
        // Only an unknown slug costs the look-up of former slugs.
        const current = err instanceof AppError && err.status === 404 ? await findCurrentSlug(app.db, slug, { publishedOnly: true }) : null;
        if (!current) throw err;
        // no-cache: a slug may become current again, and a remembered redirect would then loop.
        return reply.status(301).header('location', `/api/courses/${current}`).header('cache-control', 'no-cache').send({ message: COURSE_MOVED, slug: current });
      }
      return reply;
    },
  );
};

export default routes;
