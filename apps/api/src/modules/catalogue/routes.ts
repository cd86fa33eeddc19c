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
import { notFound } from '../../lib/app-error.ts';
import { presentCourseDetail, presentCourseListItem } from './presenters.ts';
import { selectCourseDetail, selectCoursesByKind } from './queries.ts';

/** Routes of the catalogue feature, mounted under /api (spec 2.7, 2.9, 7 "Catalogue"). Public. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['catalogue'];

  /**
   * GET /api/courses?type={kind} → `{ data: CourseListItem[] }`, kind one of 'free class',
   * 'record webinar', 'learning video'. Prices in rupiah, discounts in percent. One query.
   * 422 `{ message, errors: { type: [...] } }` when type is missing or unknown.
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
    async (request) => {
      const rows = await selectCoursesByKind(app.db, nameToKind(request.query.type));
      return { data: rows.map(presentCourseListItem) };
    },
  );

  /**
   * GET /api/courses/{slug} → `{ data: CourseDetail }` (every field of spec 3 "Course (detail)").
   * One query. 404 `{ message: 'Kelas tidak ditemukan', code: 'NOT_FOUND' }` for an unknown slug,
   * including one that cannot be a slug (answered without a query).
   */
  app.get(
    '/courses/:slug',
    {
      schema: {
        tags,
        summary: 'Course detail',
        params: z.object({ slug: z.string() }),
        response: { 200: CourseDetailResponseSchema, 404: ErrorBodySchema },
      },
    },
    async (request) => {
      const { slug } = request.params;
      const row = isValidSlug(slug) ? await selectCourseDetail(app.db, slug) : null;
      if (!row) throw notFound(COURSE_NOT_FOUND);
      return { data: presentCourseDetail(row) };
    },
  );
};

export default routes;
