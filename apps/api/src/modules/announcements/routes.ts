import { ANNOUNCEMENT_TEXT, AnnouncementListSchema, AnnouncementResponseSchema, CreateAnnouncementBodySchema } from '@kelas/contracts/announcements';
import { ErrorBodySchema, ValidationErrorBodySchema, wrap } from '@kelas/contracts/http';
import { RowIdParamsSchema } from '@kelas/contracts/text';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden } from '../../lib/app-error.ts';
import { registerJob } from '../../platform/jobs/register-job.ts';
import { currentUser } from '../../plugins/auth.ts';
import { scopeOf } from '../mentor/policy.ts';
import { courseInScope } from '../mentor/queries.ts';
import { fanOutAnnouncement, fanOutAnnouncementJob } from './fan-out-announcement.ts';
import { postAnnouncement } from './post-announcement.ts';
import { presentAnnouncement } from './presenters.ts';
import { listAnnounceableCourses, listAnnouncements } from './queries.ts';

const doc = { tags: ['announcements'], security: [{ bearer: [] }] };
const errors = { 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };
const CourseChoiceSchema = z.object({ id: z.number().int(), title: z.string(), learners: z.number().int() });

/**
 * Course announcements (decision 291), mounted under /api, in the mentor console: a mentor of the
 * course or an admin writes to every learner enrolled in it. 401 without a session; 403 for a
 * learner, or a mentor of other courses.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const guard = app.requireRole('mentor', 'admin');

  registerJob(app, fanOutAnnouncementJob, async ({ announcementId }, { log }) => {
    const reached = await fanOutAnnouncement(app.db, { announcementId, config: app.config, now: app.now });
    log.info({ announcementId, reached }, 'announcement fanned out');
  });

  /** GET /api/mentor/announcement-courses → `{ data: [{ id, title, learners }] }`: the courses the user may write to, by title, with their learners. */
  app.get(
    '/mentor/announcement-courses',
    { preHandler: guard, schema: { ...doc, summary: 'Courses the user may announce to', response: { 200: wrap(z.array(CourseChoiceSchema)), ...errors } } },
    async (request) => ({ data: await listAnnounceableCourses(app.db, scopeOf(currentUser(request))) }),
  );

  /** GET /api/mentor/courses/{id}/announcements → `{ data: Announcement[] }`, newest first (50). 403 not the course's mentor. */
  app.get(
    '/mentor/courses/:id/announcements',
    { preHandler: guard, schema: { ...doc, summary: "A course's announcements", params: RowIdParamsSchema, response: { 200: AnnouncementListSchema, ...errors } } },
    async (request) => {
      if (!(await courseInScope(app.db, scopeOf(currentUser(request)), request.params.id))) throw forbidden(ANNOUNCEMENT_TEXT.notTeaching);
      return { data: (await listAnnouncements(app.db, request.params.id)).map(presentAnnouncement) };
    },
  );

  /**
   * POST /api/mentor/courses/{id}/announcements { title (1–120), body (1–5,000, plain text) } →
   * 201 { data: Announcement } with `recipients` null: the fan-out job notifies every learner of
   * the course within seconds. 404 unknown course; 403 not its mentor; 422 bad title or body; 429
   * over three a course in 24 hours.
   */
  app.post(
    '/mentor/courses/:id/announcements',
    {
      preHandler: guard,
      schema: {
        ...doc,
        summary: 'Announce to every learner of a course',
        params: RowIdParamsSchema,
        body: CreateAnnouncementBodySchema,
        response: { 201: AnnouncementResponseSchema, 422: ValidationErrorBodySchema, 429: ErrorBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      const row = await postAnnouncement(app.db, { user: currentUser(request), courseId: request.params.id, body: request.body, now: app.now() });
      return reply.status(201).send({ data: presentAnnouncement(row) });
    },
  );
};

export default routes;
