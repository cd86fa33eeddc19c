import { ErrorBodySchema, ValidationErrorBodySchema, wrap } from '@kelas/contracts/http';
import {
  GradeBodySchema,
  MENTOR_MESSAGES,
  MentorCourseSchema,
  MentorSubmissionDetailSchema,
  MentorSubmissionPageSchema,
  SUBMISSIONS_PER_PAGE,
  SubmissionListQuerySchema,
} from '@kelas/contracts/mentor';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error.ts';
import { currentUser } from '../../plugins/auth.ts';
import { deliverMail } from '../../platform/mail-outbox.ts';
import { FILE_URL_TTL_SECONDS } from '../../platform/storage.ts';
import { deliverInBackground } from '../prakerja/deliver-report.ts';
import { registerJob } from '../../platform/jobs/register-job.ts';
import { deliverNotificationMail } from '../notifications/notify.ts';
import { gradeSubmission } from './grade-submission.ts';
import { mentorDigestJob, sendMentorDigests } from './mentor-digest.ts';
import { assertTeachesCourse, scopeOf } from './policy.ts';
import { presentMentorSubmission, presentMentorSubmissionDetail, type FileSigner } from './presenters.ts';
import { findSubmissionRow, listScopeCourses, listSubmissions } from './queries.ts';
import { RowIdParamsSchema } from '@kelas/contracts/text';

const errors = { 401: ErrorBodySchema, 403: ErrorBodySchema };

/**
 * Mentor grading console API, mounted under /api. Every route needs a mentor or an
 * admin (401 without a session, 403 for a learner). A mentor sees only the courses linked to
 * them through mentors.user_id and course_mentors; an admin sees every course.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const guard = app.requireRole('mentor', 'admin');

  // Each mentor's morning digest of what waits in their courses, once a day (decision 282).
  registerJob(app, mentorDigestJob, async (_payload, { log }) => {
    const { mailIds, sent } = await sendMentorDigests(app.db, { now: app.now(), timeZone: app.config.TIMEZONE, config: app.config });
    await deliverNotificationMail(app, mailIds, log);
    if (sent > 0) log.info({ sent }, 'mentor digests sent');
  });
  const signer = (): FileSigner => ({
    secret: app.config.FILE_URL_SECRET,
    now: app.now(),
    ttlSeconds: FILE_URL_TTL_SECONDS,
  });

  /** GET /api/mentor/courses → `{ data: [{ id, slug, title, waiting_count }] }`, by title. */
  app.get(
    '/mentor/courses',
    {
      preHandler: guard,
      schema: {
        tags: ['mentor'],
        summary: 'Courses the mentor grades',
        security: [{ bearer: [] }],
        response: { 200: wrap(z.array(MentorCourseSchema)), ...errors },
      },
    },
    async (request) => ({ data: await listScopeCourses(app.db, scopeOf(currentUser(request))) }),
  );

  /**
   * GET /api/mentor/submissions?status=waiting|graded&course_id=&page= → `{ data, meta }`, 20 a
   * page; waiting oldest first, graded newest grade first. 403 for a course_id the mentor does
   * not teach; 422 for a bad filter.
   */
  app.get(
    '/mentor/submissions',
    {
      preHandler: guard,
      schema: {
        tags: ['mentor'],
        summary: 'Submissions to grade or graded',
        security: [{ bearer: [] }],
        querystring: SubmissionListQuerySchema,
        response: { 200: MentorSubmissionPageSchema, 422: ValidationErrorBodySchema, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { status, course_id: courseId, page } = request.query;
      if (courseId) await assertTeachesCourse(app.db, user, courseId);
      const { rows, total } = await listSubmissions(app.db, {
        scope: scopeOf(user),
        status,
        courseId,
        page,
        perPage: SUBMISSIONS_PER_PAGE,
      });
      const sign = signer();
      return {
        data: rows.map((r) => presentMentorSubmission(r, sign)),
        meta: {
          page,
          per_page: SUBMISSIONS_PER_PAGE,
          total,
          last_page: Math.max(1, Math.ceil(total / SUBMISSIONS_PER_PAGE)),
        },
      };
    },
  );

  /** GET /api/mentor/submissions/{id} → `{ data: submission + instruction, objective, duration }`; 404, 403. */
  app.get(
    '/mentor/submissions/:id',
    {
      preHandler: guard,
      schema: {
        tags: ['mentor'],
        summary: 'One submission with the assignment text',
        security: [{ bearer: [] }],
        params: RowIdParamsSchema,
        response: { 200: wrap(MentorSubmissionDetailSchema), 404: ErrorBodySchema, ...errors },
      },
    },
    async (request) => {
      const row = await findSubmissionRow(app.db, request.params.id);
      if (!row) throw notFound(MENTOR_MESSAGES.submissionNotFound);
      await assertTeachesCourse(app.db, currentUser(request), row.course.id);
      return { data: presentMentorSubmissionDetail(row, signer()) };
    },
  );

  /**
   * POST /api/mentor/submissions/{id}/grade, body `{ score: 0..100 integer, feedback: 1..5000
   * chars }` → `{ data: submission }`. Records graded_by and graded_at, keeps a history, and
   * notifies the learner in-app and by e-mail (decision 274; a failed e-mail is logged; the grade
   * stands). Re-grading is allowed.
   * A grade at or over the pass mark of a `graded` item completes it, and may issue the
   * certificate, which the learner is told of by e-mail (decisions 240, 242).
   * 404 unknown, 403 not the course's mentor, 422 invalid body.
   */
  app.post(
    '/mentor/submissions/:id/grade',
    {
      preHandler: guard,
      schema: {
        tags: ['mentor'],
        summary: 'Grade a submission',
        security: [{ bearer: [] }],
        params: RowIdParamsSchema,
        body: GradeBodySchema,
        response: {
          200: wrap(MentorSubmissionDetailSchema),
          404: ErrorBodySchema,
          422: ValidationErrorBodySchema,
          ...errors,
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const before = await findSubmissionRow(app.db, request.params.id);
      if (!before) throw notFound(MENTOR_MESSAGES.submissionNotFound);
      await assertTeachesCourse(app.db, user, before.course.id);
      const { score, feedback } = request.body;
      const link = `/learning/${encodeURIComponent(before.course.slug)}?item=${before.item.id}`;
      const now = app.now();
      const { mailIds, prakerjaReportId } = await gradeSubmission(app.db, {
        submissionId: before.s.id,
        graderId: user.id,
        score,
        feedback,
        now,
        config: app.config,
        notice: { course: before.course.title, item: before.item.title, link },
      });
      // Sent now; when that fails (even the outbox's own bookkeeping) the sweep retries it and the
      // committed grade is answered as saved (decision 098).
      await deliverMail(app.db, app.mailer, { now, log: request.log, ids: mailIds }).catch((err: unknown) =>
        request.log.error({ err, mailIds }, 'grade notice: delivery left to the outbox sweep'),
      );
      // The programme report: tried now in the background, left to its sweep when that fails (decision 194).
      if (prakerjaReportId !== null) void deliverInBackground(app, prakerjaReportId, request.log);
      const row = (await findSubmissionRow(app.db, before.s.id))!;
      return { data: presentMentorSubmissionDetail(row, signer()) };
    },
  );
};

export default routes;
