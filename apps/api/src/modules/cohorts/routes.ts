import {
  CalendarFeedSchema,
  ChooseCohortBodySchema,
  CohortMentorOptionListSchema,
  COHORT_TEXT,
  CreateCohortBodySchema,
  CreateSessionBodySchema,
  FeedTokenParamsSchema,
  OpenCohortListSchema,
  ScheduleResponseSchema,
  StaffCohortListSchema,
  StaffCohortResponseSchema,
  StaffSessionListSchema,
  StaffSessionResponseSchema,
  UpdateCohortBodySchema,
  UpdateSessionBodySchema,
} from '@kelas/contracts/cohorts';
import { ErrorBodySchema, ValidationErrorBodySchema } from '@kelas/contracts/http';
import { RowIdParamsSchema, safeString } from '@kelas/contracts/text';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error.ts';
import { currentUser } from '../../plugins/auth.ts';
import { actorOf } from '../studio/actor.ts';
import { afterCourseWrite } from '../studio/after-course-write.ts';
import { assertCanEditCourse } from '../studio/policy.ts';
import { studioDoc, studioErrors } from '../studio/routes/common.ts';
import { ensureFeedToken, feedCalendar, feedUrl, sessionCalendar } from './calendar.ts';
import { joinFreeClass, moveCohort } from './choose-cohort.ts';
import { presentMentorOption, presentOpenCohort, presentStaffCohort, presentStaffSession } from './presenters.ts';
import { findCohort, findCohortWithCounts, findCourseBySlug, listCohortSessions, listCourseCohorts, listMentorAccounts, listOpenCohorts } from './queries.ts';
import { readSchedule } from './read-schedule.ts';
import { closeCohort, createCohort, updateCohort } from './save-cohort.ts';
import { cancelSession, createSession, updateSession } from './save-session.ts';

const SlugParamsSchema = z.object({ slug: safeString().min(1).max(160) });
const learnerDoc = { tags: ['cohorts'], security: [{ bearer: [] }] };
const learnerErrors = { 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema, 422: ValidationErrorBodySchema.extend({ code: z.string().optional() }) };
const calendarDoc = { produces: ['text/calendar'] };

/** Routes of the cohorts feature (decision 285), mounted under /api: staff calls under /admin, the learner's under /course, /programs, /sessions, /calendar. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const staff = app.requireRole('author', 'admin');
  const calendarOpts = () => ({ brand: app.config.BRAND, publicUrl: app.config.PUBLIC_URL });
  const sendCalendar = (reply: FastifyReply, body: string, filename: string) =>
    reply.type('text/calendar; charset=utf-8').header('content-disposition', `attachment; filename="${filename}"`).header('cache-control', 'private, no-store').send(body);

  // ─── Studio and console (authors of the course, admins) ───

  /** GET /api/admin/courses/{id}/cohorts → { data: StaffCohort[] }: the course's cohorts, earliest first, with seats taken and status. 404/403. */
  app.get('/admin/courses/:id/cohorts', { preHandler: staff, schema: { ...studioDoc, params: RowIdParamsSchema, response: { 200: StaffCohortListSchema, ...studioErrors } } }, async (request) => {
    await assertCanEditCourse(app.db, actorOf(request), request.params.id);
    const now = app.now();
    return { data: (await listCourseCohorts(app.db, request.params.id, now)).map((c) => presentStaffCohort(c, now)) };
  });

  /** GET /api/admin/cohort-mentors → { data: CohortMentorOption[] }: the mentor accounts a cohort's `mentor_ids` may name, by name. Authors and admins. */
  app.get('/admin/cohort-mentors', { preHandler: staff, schema: { ...studioDoc, response: { 200: CohortMentorOptionListSchema, ...studioErrors } } }, async () => ({
    data: (await listMentorAccounts(app.db)).map(presentMentorOption),
  }));

  /**
   * POST /api/admin/courses/{id}/cohorts { name, starts_at, ends_at, enrolment_deadline, capacity?, schedule_code?, mentor_ids? }
   * → 201 { data: StaffCohort }. 422 under the field (dates out of order, schedule code taken, not a mentor); 404/403.
   */
  app.post(
    '/admin/courses/:id/cohorts',
    { preHandler: staff, schema: { ...studioDoc, params: RowIdParamsSchema, body: CreateCohortBodySchema, response: { 201: StaffCohortResponseSchema, ...studioErrors } } },
    async (request, reply) => {
      const now = app.now();
      const row = await createCohort(app.db, { actor: actorOf(request), courseId: request.params.id, body: request.body, now });
      afterCourseWrite(app, row.courseId);
      return reply.status(201).send({ data: presentStaffCohort((await findCohortWithCounts(app.db, row.id, now))!, now) });
    },
  );

  /** PATCH /api/admin/cohorts/{id} { any cohort field } → { data: StaffCohort }. 422 capacity below seats taken, and as creating; 404/403. */
  app.patch(
    '/admin/cohorts/:id',
    { preHandler: staff, schema: { ...studioDoc, params: RowIdParamsSchema, body: UpdateCohortBodySchema, response: { 200: StaffCohortResponseSchema, ...studioErrors } } },
    async (request) => {
      const now = app.now();
      const row = await updateCohort(app.db, { actor: actorOf(request), cohortId: request.params.id, body: request.body, now });
      afterCourseWrite(app, row.courseId);
      return { data: presentStaffCohort((await findCohortWithCounts(app.db, row.id, now))!, now) };
    },
  );

  /** POST /api/admin/cohorts/{id}/close → { data: StaffCohort }: no new learners; its learners stay. 409 ALREADY_CLOSED; 404/403. */
  app.post(
    '/admin/cohorts/:id/close',
    { preHandler: staff, schema: { ...studioDoc, params: RowIdParamsSchema, response: { 200: StaffCohortResponseSchema, ...studioErrors } } },
    async (request) => {
      const now = app.now();
      const row = await closeCohort(app.db, { actor: actorOf(request), cohortId: request.params.id, now });
      afterCourseWrite(app, row.courseId);
      return { data: presentStaffCohort((await findCohortWithCounts(app.db, row.id, now))!, now) };
    },
  );

  /** GET /api/admin/cohorts/{id}/sessions → { data: StaffSession[] }, earliest first (cancelled ones too). 404/403. */
  app.get(
    '/admin/cohorts/:id/sessions',
    { preHandler: staff, schema: { ...studioDoc, params: RowIdParamsSchema, response: { 200: StaffSessionListSchema, ...studioErrors } } },
    async (request) => {
      const cohort = await findCohort(app.db, request.params.id);
      if (!cohort) throw notFound(COHORT_TEXT.cohortNotFound);
      await assertCanEditCourse(app.db, actorOf(request), cohort.courseId);
      return { data: (await listCohortSessions(app.db, cohort.id)).map(presentStaffSession) };
    },
  );

  /** POST /api/admin/cohorts/{id}/sessions { title, starts_at, ends_at, meeting_url, sequence?, item_id? } → 201 { data: StaffSession }. 422 under the field; 404/403. */
  app.post(
    '/admin/cohorts/:id/sessions',
    { preHandler: staff, schema: { ...studioDoc, params: RowIdParamsSchema, body: CreateSessionBodySchema, response: { 201: StaffSessionResponseSchema, ...studioErrors } } },
    async (request, reply) => {
      const row = await createSession(app.db, { actor: actorOf(request), cohortId: request.params.id, body: request.body, now: app.now(), config: app.config });
      return reply.status(201).send({ data: presentStaffSession(row) });
    },
  );

  /** PATCH /api/admin/sessions/{id} { any session field } → { data: StaffSession }; calendars follow a move. 409 SESSION_CANCELLED; 422; 404/403. */
  app.patch(
    '/admin/sessions/:id',
    { preHandler: staff, schema: { ...studioDoc, params: RowIdParamsSchema, body: UpdateSessionBodySchema, response: { 200: StaffSessionResponseSchema, ...studioErrors } } },
    async (request) => ({ data: presentStaffSession(await updateSession(app.db, { actor: actorOf(request), sessionId: request.params.id, body: request.body, now: app.now(), config: app.config })) }),
  );

  /** POST /api/admin/sessions/{id}/cancel → { data: StaffSession }. 409 SESSION_CANCELLED when it already was; 404/403. */
  app.post(
    '/admin/sessions/:id/cancel',
    { preHandler: staff, schema: { ...studioDoc, params: RowIdParamsSchema, response: { 200: StaffSessionResponseSchema, ...studioErrors } } },
    async (request) => ({ data: presentStaffSession(await cancelSession(app.db, { actor: actorOf(request), sessionId: request.params.id, now: app.now(), config: app.config })) }),
  );

  // ─── Learners ───

  /**
   * GET /api/course/{slug}/cohorts → { data: OpenCohort[], has_cohorts } (no session needed): the
   * published course's cohorts open for enrolment now, earliest start first, with seats left. 404 unknown course.
   */
  app.get(
    '/course/:slug/cohorts',
    { schema: { tags: ['cohorts'], params: SlugParamsSchema, response: { 200: OpenCohortListSchema, 404: ErrorBodySchema } } },
    async (request, reply) => {
      const course = await findCourseBySlug(app.db, request.params.slug);
      if (!course || course.status !== 'published') throw notFound(COHORT_TEXT.courseNotFound);
      const all = await listCourseCohorts(app.db, course.id, app.now());
      const open = await listOpenCohorts(app.db, course.id, app.now());
      void reply.header('cache-control', 'no-store');
      return { data: open.map(presentOpenCohort), has_cohorts: all.length > 0 };
    },
  );

  /**
   * POST /api/course/{slug}/join { cohort_id } → 201 { message, data: { slug, cohort_id } }: a free
   * class joined for free into an open cohort ('Daftar Sekarang'). 404; 409 ALREADY_ENROLLED; 422
   * NOT_FREE_CLASS, or `cohort_id` full, closed, of another course.
   */
  app.post(
    '/course/:slug/join',
    {
      preHandler: app.authenticate,
      schema: {
        ...learnerDoc,
        params: SlugParamsSchema,
        body: ChooseCohortBodySchema,
        response: { 201: z.object({ message: z.string(), data: z.object({ slug: z.string(), cohort_id: z.number().int() }) }), ...learnerErrors },
      },
    },
    async (request, reply) => {
      const { course, cohortId } = await joinFreeClass(app.db, { userId: currentUser(request).id, slug: request.params.slug, cohortId: request.body.cohort_id, now: app.now() });
      return reply.status(201).send({ message: COHORT_TEXT.joined, data: { slug: course.slug, cohort_id: cohortId } });
    },
  );

  /**
   * PUT /api/programs/{slug}/cohort { cohort_id } → { message, data: Schedule }: moves the learner to
   * another open cohort until theirs starts. 403 NOT_ENROLLED; 409 COHORT_STARTED; 422 `cohort_id`.
   */
  app.put(
    '/programs/:slug/cohort',
    { preHandler: app.authenticate, schema: { ...learnerDoc, params: SlugParamsSchema, body: ChooseCohortBodySchema, response: { 200: ScheduleResponseSchema.extend({ message: z.string() }), ...learnerErrors } } },
    async (request) => {
      const userId = currentUser(request).id;
      await moveCohort(app.db, { userId, slug: request.params.slug, cohortId: request.body.cohort_id, now: app.now() });
      return { message: COHORT_TEXT.moved, data: await readSchedule(app.db, { userId, slug: request.params.slug, now: app.now() }) };
    },
  );

  /** GET /api/programs/{slug}/schedule → { data: Schedule } ('Jadwal': cohort, sessions, next session). 403 NOT_ENROLLED; 404. */
  app.get(
    '/programs/:slug/schedule',
    { preHandler: app.authenticate, schema: { ...learnerDoc, params: SlugParamsSchema, response: { 200: ScheduleResponseSchema, ...learnerErrors } } },
    async (request) => ({ data: await readSchedule(app.db, { userId: currentUser(request).id, slug: request.params.slug, now: app.now() }) }),
  );

  /** GET /api/sessions/{id}/calendar.ics → text/calendar (one VEVENT) for a learner of the session's cohort. 404 otherwise. */
  app.get(
    '/sessions/:id/calendar.ics',
    { preHandler: app.authenticate, schema: { ...learnerDoc, ...calendarDoc, params: RowIdParamsSchema, response: { 200: z.string(), 401: ErrorBodySchema, 404: ErrorBodySchema } } },
    async (request, reply) => {
      const body = await sessionCalendar(app.db, { ...calendarOpts(), userId: currentUser(request).id, sessionId: request.params.id });
      return sendCalendar(reply, body, `sesi-${request.params.id}.ics`);
    },
  );

  /** GET /api/calendar/feed → { data: { url, webcal_url } }: the learner's private feed URL (made on first call). */
  app.get('/calendar/feed', { preHandler: app.authenticate, schema: { ...learnerDoc, response: { 200: CalendarFeedSchema, 401: ErrorBodySchema } } }, async (request) => {
    const url = feedUrl(app.config.PUBLIC_URL, await ensureFeedToken(app.db, { userId: currentUser(request).id, reset: false }));
    return { data: { url, webcal_url: url.replace(/^https?:/, 'webcal:') } };
  });

  /** POST /api/calendar/feed/reset → { data: { url, webcal_url } }: a new private URL; the old one answers 404 from now on. */
  app.post('/calendar/feed/reset', { preHandler: app.authenticate, schema: { ...learnerDoc, response: { 200: CalendarFeedSchema, 401: ErrorBodySchema } } }, async (request) => {
    const url = feedUrl(app.config.PUBLIC_URL, await ensureFeedToken(app.db, { userId: currentUser(request).id, reset: true }));
    return { data: { url, webcal_url: url.replace(/^https?:/, 'webcal:') } };
  });

  /**
   * GET /api/calendar/{token}.ics → text/calendar: the learner's sessions of every cohort (no
   * session: the token is the secret; calendar apps poll it). 404 for an unknown token.
   */
  app.get(
    '/calendar/:file',
    { schema: { tags: ['cohorts'], ...calendarDoc, params: FeedTokenParamsSchema, response: { 200: z.string(), 404: ErrorBodySchema, 422: ValidationErrorBodySchema } } },
    async (request, reply) => {
      const body = await feedCalendar(app.db, { ...calendarOpts(), token: request.params.file.slice(0, -'.ics'.length) });
      return sendCalendar(reply, body, 'jadwal.ics');
    },
  );
};

export default routes;
