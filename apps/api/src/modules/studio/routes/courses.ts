import { ValidationErrorBodySchema } from '@kelas/contracts/http';
import {
  ConfirmQuerySchema,
  CourseListQuerySchema,
  CreateCourseBodySchema,
  IdParamsSchema,
  PublishErrorSchema,
  StudioAbilitiesResponseSchema,
  StudioCourseListSchema,
  StudioCourseResponseSchema,
  UpdateCourseBodySchema,
} from '@kelas/contracts/studio';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, expectedVersion } from '../actor.ts';
import { afterCourseWrite } from '../after-course-write.ts';
import { archiveCourse, deleteCourse, publishCourse, submitCourse } from '../change-course-status.ts';
import { readStudioAbilities } from '../read-studio-abilities.ts';
import { createCourse } from '../create-course.ts';
import { duplicateCourse } from '../duplicate-course.ts';
import { loadCourseTree } from '../load-course-tree.ts';
import { assertCanEditCourse } from '../policy.ts';
import { presentCourse, presentCourseSummary } from '../presenters.ts';
import { listCourses } from '../queries/courses.ts';
import { updateCourse } from '../update-course.ts';
import { studioDoc, studioErrors } from './common.ts';

/** Studio course calls. Role author or admin; authors see and edit only their courses. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const staff = app.requireRole('author', 'admin');

  /** GET /api/admin/courses?search=&status=&kind= → { data: StudioCourseSummary[] }, last changed first. Authors: their courses only. */
  app.get(
    '/admin/courses',
    { preHandler: staff, schema: { ...studioDoc, querystring: CourseListQuerySchema, response: { 200: StudioCourseListSchema, ...studioErrors } } },
    async (request) => {
      const actor = actorOf(request);
      const rows = await listCourses(app.db, { ...request.query, authorId: actor.isAdmin ? undefined : actor.id });
      return { data: rows.map(presentCourseSummary) };
    },
  );

  /** POST /api/admin/courses { kind, title, description? } → 201 { data: StudioCourse } (draft; slug from the title). 422 unknown kind / empty title. */
  app.post(
    '/admin/courses',
    { preHandler: staff, schema: { ...studioDoc, body: CreateCourseBodySchema, response: { 201: StudioCourseResponseSchema, ...studioErrors } } },
    async (request, reply) => {
      const course = await createCourse(app.db, { actor: actorOf(request), body: request.body, now: app.now() });
      afterCourseWrite(app, course.id);
      return reply.status(201).send({ data: presentCourse(await loadCourseTree(app.db, course.id)) });
    },
  );

  /**
   * POST /api/admin/courses/{id}/duplicate (no body) → 201 { data: StudioCourse }: a draft '… (Salinan)' with a new
   * unique slug, its content, packages and prices; no learner's record (decision 270). 404 course; 403 not its
   * author, or CREATE_NOT_ALLOWED when the actor's roles may not create courses.
   */
  app.post(
    '/admin/courses/:id/duplicate',
    { preHandler: staff, schema: { ...studioDoc, params: IdParamsSchema, response: { 201: StudioCourseResponseSchema, ...studioErrors } } },
    async (request, reply) => {
      const course = await duplicateCourse(app.db, { actor: actorOf(request), courseId: request.params.id, now: app.now() });
      afterCourseWrite(app, course.id);
      return reply.status(201).send({ data: presentCourse(await loadCourseTree(app.db, course.id)) });
    },
  );

  /** GET /api/admin/courses/{id} → { data: StudioCourse } with packages, chapters, items, staff and what publishing still needs. */
  app.get(
    '/admin/courses/:id',
    { preHandler: staff, schema: { ...studioDoc, params: IdParamsSchema, response: { 200: StudioCourseResponseSchema, ...studioErrors } } },
    async (request) => {
      await assertCanEditCourse(app.db, actorOf(request), request.params.id);
      return { data: presentCourse(await loadCourseTree(app.db, request.params.id)) };
    },
  );

  /**
   * PATCH /api/admin/courses/{id}?confirm= (any subset of UpdateCourseBody; version in the body or If-Match)
   * → { data: StudioCourse }. 409 STALE_VERSION, SLUG_TAKEN (another course's slug, now or formerly),
   * CONFIRM_REQUIRED (a published course's kind or slug without `confirm=true`); 422 bad field, or
   * PUBLISHED_INCOMPLETE when a published course would fail the publish checklist (decision 260).
   */
  app.patch(
    '/admin/courses/:id',
    {
      preHandler: staff,
      schema: { ...studioDoc, params: IdParamsSchema, querystring: ConfirmQuerySchema, body: UpdateCourseBodySchema, response: { 200: StudioCourseResponseSchema, ...studioErrors, 422: PublishErrorSchema.or(ValidationErrorBodySchema) } },
    },
    async (request) => {
      const { version, ...body } = request.body;
      const course = await updateCourse(app.db, {
        actor: actorOf(request),
        courseId: request.params.id,
        body,
        expected: expectedVersion(request, version),
        confirm: request.query.confirm === 'true',
        now: app.now(),
      });
      afterCourseWrite(app, course.id);
      return { data: presentCourse(await loadCourseTree(app.db, course.id)) };
    },
  );

  /** DELETE /api/admin/courses/{id} → 204. 409 COURSE_HAS_LEARNERS when anyone enrolled or ordered (archive instead). */
  app.delete(
    '/admin/courses/:id',
    { preHandler: staff, schema: { ...studioDoc, params: IdParamsSchema, response: { 204: z.null(), ...studioErrors } } },
    async (request, reply) => {
      await deleteCourse(app.db, { actor: actorOf(request), courseId: request.params.id });
      afterCourseWrite(app, request.params.id);
      return reply.status(204).send(null);
    },
  );

  /** POST /api/admin/courses/{id}/publish → { data: StudioCourse }; 422 PUBLISH_INCOMPLETE with `errors` { thumbnail, description, chapters, packages }. */
  app.post(
    '/admin/courses/:id/publish',
    { preHandler: staff, schema: { ...studioDoc, params: IdParamsSchema, response: { 200: StudioCourseResponseSchema, ...studioErrors, 422: PublishErrorSchema } } },
    async (request) => {
      const course = await publishCourse(app.db, { actor: actorOf(request), courseId: request.params.id, now: app.now() });
      afterCourseWrite(app, course.id);
      return { data: presentCourse(await loadCourseTree(app.db, course.id)) };
    },
  );

  /** POST /api/admin/courses/{id}/submit → { data: StudioCourse } waiting for an admin's review (decision 265); 422 PUBLISH_INCOMPLETE; 409 ALREADY_PUBLISHED. */
  app.post(
    '/admin/courses/:id/submit',
    { preHandler: staff, schema: { ...studioDoc, params: IdParamsSchema, response: { 200: StudioCourseResponseSchema, ...studioErrors, 422: PublishErrorSchema } } },
    async (request) => {
      const course = await submitCourse(app.db, { actor: actorOf(request), courseId: request.params.id, now: app.now() });
      return { data: presentCourse(await loadCourseTree(app.db, course.id)) };
    },
  );

  /** GET /api/admin/studio/abilities → { data: StudioAbilities }: whether this person may create and publish, and how many courses they edit. */
  app.get('/admin/studio/abilities', { preHandler: staff, schema: { ...studioDoc, response: { 200: StudioAbilitiesResponseSchema, ...studioErrors } } }, async (request) => ({
    data: await readStudioAbilities(app.db, actorOf(request)),
  }));

  /** POST /api/admin/courses/{id}/archive → { data: StudioCourse }; 409 ALREADY_ARCHIVED. Enrolled learners keep access. */
  app.post(
    '/admin/courses/:id/archive',
    { preHandler: staff, schema: { ...studioDoc, params: IdParamsSchema, response: { 200: StudioCourseResponseSchema, ...studioErrors } } },
    async (request) => {
      const course = await archiveCourse(app.db, { actor: actorOf(request), courseId: request.params.id, now: app.now() });
      afterCourseWrite(app, course.id);
      return { data: presentCourse(await loadCourseTree(app.db, course.id)) };
    },
  );
};

export default routes;
