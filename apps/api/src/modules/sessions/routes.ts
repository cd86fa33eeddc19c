import { ErrorBodySchema, ValidationErrorBodySchema, wrap } from '@kelas/contracts/http';
import {
  AttachRecordingBodySchema,
  AttendanceSheetSchema,
  CourseSessionListSchema,
  CorrectAttendanceBodySchema,
  ImportAttendanceBodySchema,
  ImportAttendanceResultSchema,
  LearnerSessionSchema,
  LiveSessionSchema,
  MentorSessionListSchema,
  SessionIdParamsSchema,
  SessionLearnerParamsSchema,
  SignedSessionLinkQuerySchema,
  ATTENDANCE_CSV_MAX_BYTES,
} from '@kelas/contracts/sessions';
import { rowId, safeString } from '@kelas/contracts/text';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, hasRole } from '../../plugins/auth.ts';
import { registerJob } from '../../platform/jobs/register-job.ts';
import { deliverNotificationMail } from '../notifications/notify.ts';
import { loadLearnerItemById } from '../learning/policy.ts';
import { correctAttendance, loadSheet, presentSession, staffRecordingLink } from './attendance-sheet.ts';
import { importAttendance } from './import-attendance.ts';
import { joinSession } from './join-session.ts';
import { loadCourseSessions, loadItemSession } from './learner-session.ts';
import { loadLearnerSession, loadMentorSession, loadRecordingSession } from './policy.ts';
import { listMentorSessions } from './queries.ts';
import { attachRecording, openRecording } from './recordings.ts';
import { remindSession, remindSessionJob, welcomeToCohort, welcomeToCohortJob } from './remind-sessions.ts';
import { userOfSignedLink, type SessionLinkAction } from './session-links.ts';
import { outsideWindowPage } from './window-page.ts';

const errors = { 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema, 422: ValidationErrorBodySchema };
const learnerDoc = { tags: ['sessions'], security: [{ bearer: [] }] };
const mentorDoc = { tags: ['sessions', 'mentor'], security: [{ bearer: [] }] };
const ItemParams = z.object({ item_id: rowId() });
const SlugParams = z.object({ slug: safeString().min(1).max(160) });
const redirect = { 302: z.null().describe('Redirect (Location) to the meeting or the recording') };

/**
 * Live sessions, second half (decision 288), mounted under /api: the learner's session of a
 * webinar item, 'Gabung Webinar' and the recording as signed plain links, and the mentor's
 * attendance sheet, corrections, the meeting report's import and the recording.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const mentorGuard = app.requireRole('mentor', 'admin');
  const recordingGuard = app.requireRole('mentor', 'author', 'admin');

  // 24 hours and 1 hour before each session; notifies each learner once however often it runs.
  registerJob(app, remindSessionJob, async ({ sessionId, startsAt, leadHours }, { log }) => {
    await deliverNotificationMail(app, await remindSession(app.db, { sessionId, startsAt, leadHours, now: app.now(), config: app.config }), log);
  });
  // 'Kamu terdaftar di …' once per learner and cohort, and the reminders of its sessions ahead.
  registerJob(app, welcomeToCohortJob, async ({ userId, cohortId }, { log }) => {
    await deliverNotificationMail(app, await app.db.transaction((tx) => welcomeToCohort(tx, { userId, cohortId, now: app.now(), config: app.config })), log);
  });

  /** The learner of a join or recording link: the bearer session's user when there is one, else the signed link's. */
  const learnerOf = async (request: FastifyRequest, reply: FastifyReply, action: SessionLinkAction, sessionId: number, query: z.infer<typeof SignedSessionLinkQuerySchema>) => {
    await app.optionalAuth(request, reply);
    if (request.user) return request.user.id;
    return userOfSignedLink({ secret: app.config.FILE_URL_SECRET, action, sessionId, query, now: app.now() });
  };
  const wantsPage = (request: FastifyRequest) => /text\/html/.test(request.headers.accept ?? '');

  /**
   * GET /api/course/{slug}/sessions → { data: CourseSession[] }: every session of the learner's
   * cohort with its join state, personal join and recording links and the learner's attendance
   * ('Jadwal'). Empty without a cohort. 401; 403 NOT_ENROLLED; 404 unknown course.
   */
  app.get(
    '/course/:slug/sessions',
    { preHandler: app.authenticate, schema: { ...learnerDoc, params: SlugParams, response: { 200: CourseSessionListSchema, ...errors } } },
    async (request) => ({ data: await loadCourseSessions(app.db, { userId: currentUser(request).id, slug: request.params.slug, secret: app.config.FILE_URL_SECRET, now: app.now() }) }),
  );

  /**
   * GET /api/course/items/{item_id}/session → { data: LearnerSession | null }: the session of the
   * learner's cohort serving a webinar item, with where joining stands, the learner's attendance
   * and personal signed links to join and to the recording. 404 unknown item, 403 not enrolled.
   */
  app.get(
    '/course/items/:item_id/session',
    { preHandler: app.authenticate, schema: { ...learnerDoc, params: ItemParams, response: { 200: wrap(LearnerSessionSchema.nullable()), ...errors } } },
    async (request) => {
      const user = currentUser(request);
      await loadLearnerItemById(app.db, user.id, request.params.item_id, hasRole(user, 'admin'));
      return { data: await loadItemSession(app.db, { userId: user.id, itemId: request.params.item_id, secret: app.config.FILE_URL_SECRET, now: app.now() }) };
    },
  );

  /**
   * GET /api/course/sessions/{id}/join[?user&expires&signature] → 302 to the meeting link
   * ('Gabung Webinar'), from 15 minutes before the start to the end; records the first join (late
   * after the start + 10 minutes) and completes the session's webinar item. The bearer token or
   * the personal signed link of GET …/items/{item_id}/session names the learner (401 otherwise).
   * 404 unknown session; 403 not in its cohort; 409 JOIN_TOO_EARLY, JOIN_ENDED, SESSION_CANCELLED
   * (a short page saying so when a browser asks for HTML).
   */
  app.get(
    '/course/sessions/:id/join',
    { schema: { ...learnerDoc, params: SessionIdParamsSchema, querystring: SignedSessionLinkQuerySchema, response: { ...redirect, ...errors } } },
    async (request, reply) => {
      const userId = await learnerOf(request, reply, 'join', request.params.id, request.query);
      const ctx = await loadLearnerSession(app.db, userId, request.params.id);
      try {
        const { meetingUrl } = await joinSession(app.db, { ctx, userId, now: app.now() });
        return reply.redirect(meetingUrl, 302);
      } catch (err) {
        if (!wantsPage(request)) throw err;
        return outsideWindowPage(reply, err, ctx, request.locale);
      }
    },
  );

  /**
   * GET /api/course/sessions/{id}/recording[?user&expires&signature] → 302 to the recording (the
   * link or the uploaded file). Where the course allows, an absent learner's attendance becomes
   * `excused` and the webinar item completes. 401/403/404 as …/join; 404 NO_RECORDING.
   */
  app.get(
    '/course/sessions/:id/recording',
    { schema: { ...learnerDoc, params: SessionIdParamsSchema, querystring: SignedSessionLinkQuerySchema, response: { ...redirect, ...errors } } },
    async (request, reply) => {
      const userId = await learnerOf(request, reply, 'recording', request.params.id, request.query);
      const ctx = await loadLearnerSession(app.db, userId, request.params.id);
      return reply.redirect(await openRecording(app.db, { ctx, userId, now: app.now() }), 302);
    },
  );

  /** GET /api/mentor/sessions → { data: [LiveSession] }: the sessions of the user's cohorts and courses (every one for an admin), newest first, at most 200. */
  app.get('/mentor/sessions', { preHandler: mentorGuard, schema: { ...mentorDoc, response: { 200: wrap(MentorSessionListSchema), ...errors } } }, async (request) => {
    const user = currentUser(request);
    const list = await listMentorSessions(app.db, hasRole(user, 'admin') ? { kind: 'all' } : { kind: 'mentor', userId: user.id });
    return { data: list.map((ctx) => presentSession(ctx, staffRecordingLink(ctx))) };
  });

  /**
   * GET /api/mentor/sessions/{id}/attendance → { data: { session, rows } }: every learner of the
   * session's cohort with status (present, late, absent — absent once the session ended without
   * them —, excused, or null before then), its source and join times. 404 unknown; 403 not a
   * mentor of the cohort or the course.
   */
  app.get(
    '/mentor/sessions/:id/attendance',
    { preHandler: mentorGuard, schema: { ...mentorDoc, params: SessionIdParamsSchema, response: { 200: wrap(AttendanceSheetSchema), ...errors } } },
    async (request) => {
      const ctx = await loadMentorSession(app.db, currentUser(request), request.params.id);
      return { data: await loadSheet(app.db, ctx, app.now()) };
    },
  );

  /**
   * PUT /api/mentor/sessions/{id}/attendance/{user_id} { status } → { data: sheet }: a mentor's
   * correction; present, late and excused complete the session's webinar item. 422 bad status or
   * a learner not in the cohort; 403/404 as the sheet.
   */
  app.put(
    '/mentor/sessions/:id/attendance/:user_id',
    {
      preHandler: mentorGuard,
      schema: { ...mentorDoc, params: SessionLearnerParamsSchema, body: CorrectAttendanceBodySchema, response: { 200: wrap(AttendanceSheetSchema), ...errors } },
    },
    async (request) => {
      const user = currentUser(request);
      const ctx = await loadMentorSession(app.db, user, request.params.id);
      return { data: await correctAttendance(app.db, { ctx, learnerId: request.params.user_id, body: request.body, mentorId: user.id, now: app.now() }) };
    },
  );

  /**
   * POST /api/mentor/sessions/{id}/attendance/import { csv } → { data: { matched, unmatched, sheet } }:
   * the meeting tool's participant report (Zoom's CSV: name, e-mail, join and leave times, in the
   * academy's zone) marks the cohort's learners it names by e-mail. All or nothing. 413 above
   * 1 MB; 422 CSV_INVALID, CSV_HEADER, CSV_EMPTY, CSV_TOO_MANY_ROWS, CSV_ROWS (`errors` per row).
   */
  app.post(
    '/mentor/sessions/:id/attendance/import',
    {
      preHandler: mentorGuard,
      bodyLimit: ATTENDANCE_CSV_MAX_BYTES + 64_000,
      schema: {
        ...mentorDoc,
        params: SessionIdParamsSchema,
        body: ImportAttendanceBodySchema,
        response: { 200: wrap(ImportAttendanceResultSchema), 413: ErrorBodySchema, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const ctx = await loadMentorSession(app.db, user, request.params.id);
      return { data: await importAttendance(app.db, { ctx, csv: request.body.csv, zone: app.config.TIMEZONE, mentorId: user.id, now: app.now() }) };
    },
  );

  /**
   * PUT /api/mentor/sessions/{id}/recording { url } | { upload_key } → { data: LiveSession }: attaches
   * (or, both null, removes) the recording once the session has ended; learners of the cohort see
   * it under the session. Mentors of the cohort or course, the course's authors, admins. 409
   * RECORDING_BEFORE_END; 422 bad link, both given, or an upload that is not there.
   */
  app.put(
    '/mentor/sessions/:id/recording',
    { preHandler: recordingGuard, schema: { ...mentorDoc, params: SessionIdParamsSchema, body: AttachRecordingBodySchema, response: { 200: wrap(LiveSessionSchema), ...errors } } },
    async (request) => {
      const ctx = await loadRecordingSession(app.db, currentUser(request), request.params.id);
      await attachRecording(app.db, { ctx, body: request.body, storage: app.storage, now: app.now() });
      const fresh = await loadRecordingSession(app.db, currentUser(request), request.params.id);
      return { data: presentSession(fresh, staffRecordingLink(fresh)) };
    },
  );
};

export default routes;
