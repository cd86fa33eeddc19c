import { assertAttendanceVerified } from '../prakerja/request-attendance.ts';
import { requireAttendance } from '../prakerja/verification-notice.ts';
import { ErrorBodySchema, ValidationErrorBodySchema, wrap } from '@kelas/contracts/http';
import {
  ActiveMaterialSchema,
  CompleteItemBodySchema,
  CompletionResultSchema,
  CourseActivitySchema,
  EssaySaveBodySchema,
  ItemActionBodySchema,
} from '@kelas/contracts/learning';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, hasRole } from '../../plugins/auth.ts';
import { completeItem } from './complete-item.ts';
import { loadCourseActivity } from './load-course-activity.ts';
import { chooseCurrentItem, openActiveMaterial } from './open-active-material.ts';
import { loadEnrolledCourseActivity, loadLearnerItem, loadLearnerItemById } from './policy.ts';
import { saveEssayAnswers } from './save-essay-answers.ts';
import { rowId } from '@kelas/contracts/text';

const SlugParams = z.object({ slug: z.string().trim().min(1).max(200) });
const ItemParams = z.object({ item_id: rowId() });
const CurrentQuery = z.object({ item: rowId().optional() });
const errors = { 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema, 422: ValidationErrorBodySchema };

/** Routes of the learning feature (spec 7 "Learning"), mounted under /api; all need a session. */
const routes: FastifyPluginAsyncZod = async (app) => {
  // A programme learner opens a session only once its attendance is verified; the first refusal of
  // a session also notifies them (decision 282).
  const attendanceGate = (userId: number) => (app.prakerja ? (itemId: number) => requireAttendance(app, userId, itemId) : null);

  /**
   * GET /api/course/{slug}/activity → { data: CourseActivity } (spec 3/7): chapters with items,
   * is_complete, completion_rule and is_locked, course_progress (whole percent), certificate_code,
   * sequential and preview (decisions 240, 241, 244). 404 unknown slug, 403 not enrolled.
   * Two queries: the session, then one prepared statement for everything else (decision 122).
   */
  app.get(
    '/course/:slug/activity',
    {
      preHandler: app.authenticate,
      schema: { tags: ['learning'], security: [{ bearer: [] }], params: SlugParams, response: { 200: wrap(CourseActivitySchema), ...errors } },
    },
    async (request) => {
      const user = currentUser(request);
      const { course, rows } = await loadEnrolledCourseActivity(app.db, user.id, request.params.slug, hasRole(user, 'admin'));
      return { data: await loadCourseActivity(app.db, { course, rows, userId: user.id, now: app.now() }) };
    },
  );

  /**
   * POST /api/course/items/{item_id}/active { courseId, itemId (chapter id), itemType }
   * → { data: ActiveMaterial } with the typed detail, the completion rule and its pass mark (spec
   * 3/7, decision 240). Records nothing. 404 unknown item or not in that course and chapter; 403 not
   * enrolled; 409 ITEM_LOCKED in a sequential course before the items ahead are complete; 422 bad
   * body or wrong itemType.
   */
  app.post(
    '/course/items/:item_id/active',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['learning'],
        security: [{ bearer: [] }],
        params: ItemParams,
        body: ItemActionBodySchema,
        response: { 200: wrap(ActiveMaterialSchema), ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const found = await loadLearnerItem(app.db, user.id, request.params.item_id, request.body, hasRole(user, 'admin'));
      return { data: await openActiveMaterial(app.db, { found, userId: user.id, now: app.now(), verifyAttendance: attendanceGate(user.id) }) };
    },
  );

  /**
   * GET /api/course/{slug}/current?item={id} → { data: ActiveMaterial }: the material the player
   * opens first, asked for beside the course's activity instead of after it (decision 257): the
   * item `item` when the course has it, else the first item (the same choice as the player's).
   * Records nothing. 404 unknown slug or a course without items, 403 not enrolled, 409
   * ITEM_LOCKED, 422 bad `item`; the programme's attendance gate as /active.
   */
  app.get(
    '/course/:slug/current',
    {
      preHandler: app.authenticate,
      schema: { tags: ['learning'], security: [{ bearer: [] }], params: SlugParams, querystring: CurrentQuery, response: { 200: wrap(ActiveMaterialSchema), ...errors } },
    },
    async (request) => {
      const user = currentUser(request);
      const admin = hasRole(user, 'admin');
      const { rows } = await loadEnrolledCourseActivity(app.db, user.id, request.params.slug, admin);
      const found = await loadLearnerItemById(app.db, user.id, chooseCurrentItem(rows, request.query.item ?? null), admin);
      return { data: await openActiveMaterial(app.db, { found, userId: user.id, now: app.now(), verifyAttendance: attendanceGate(user.id) }) };
    },
  );

  /**
   * POST /api/course/items/{item_id}/complete { courseId, itemId, itemType, watched_seconds? }
   * → { data: CompletionResult } (spec 4 "Next", 7). Completes items whose rule is the learner's own
   * action, and videos of a sequential course watched to their end (decisions 240, 241); idempotent
   * and per learner; completing the last item issues the certificate. 409 COMPLETION_RULE naming
   * what completes the item (quiz, assignment, journal, unwatched video), 409 ITEM_LOCKED, 409
   * PREVIEW; nothing changes then. Same 404/403/422 as /active.
   */
  app.post(
    '/course/items/:item_id/complete',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['learning'],
        security: [{ bearer: [] }],
        params: ItemParams,
        body: CompleteItemBodySchema,
        response: { 200: wrap(CompletionResultSchema), ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const found = await loadLearnerItem(app.db, user.id, request.params.item_id, request.body, hasRole(user, 'admin'));
      if (app.prakerja && !found.preview) await assertAttendanceVerified(app.db, user.id, found.item.id);
      return { data: await completeItem(app.db, { found, userId: user.id, watchedSeconds: request.body.watched_seconds, now: app.now() }) };
    },
  );

  /**
   * POST /api/course/items/{item_id}/essay { answers: [one per question] } → { data: CompletionResult }
   * (spec 2.22 essay 'simpan jawaban'; 9: 1 attempt). Saves once and completes the item (rule
   * `answered`). 422 bad answers (one per question of the journal) or not an essay; 409
   * ESSAY_ALREADY_SAVED, ITEM_LOCKED or PREVIEW; 404/403 as /active.
   */
  app.post(
    '/course/items/:item_id/essay',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['learning'],
        security: [{ bearer: [] }],
        params: ItemParams,
        body: EssaySaveBodySchema,
        response: { 200: wrap(CompletionResultSchema), ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const found = await loadLearnerItemById(app.db, user.id, request.params.item_id, hasRole(user, 'admin'));
      return { data: await saveEssayAnswers(app.db, { found, userId: user.id, answers: request.body.answers, now: app.now() }) };
    },
  );
};

export default routes;
