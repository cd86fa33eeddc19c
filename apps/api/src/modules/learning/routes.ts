import { assertAttendanceVerified } from '../prakerja/request-attendance.ts';
import { ErrorBodySchema, ValidationErrorBodySchema, wrap } from '@kelas/contracts/http';
import {
  ActiveMaterialSchema,
  CompletionResultSchema,
  CourseActivitySchema,
  EssaySaveBodySchema,
  ItemActionBodySchema,
} from '@kelas/contracts/learning';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, hasRole } from '../../plugins/auth.ts';
import { buildActiveDetail } from './active-detail.ts';
import { loadCourseActivity } from './load-course-activity.ts';
import { completeItemForLearner } from './mark-item-complete.ts';
import { loadEnrolledCourseActivity, loadLearnerItem, loadLearnerItemById } from './policy.ts';
import { presentActiveMaterial } from './presenters.ts';
import { saveEssayAnswers } from './save-essay-answers.ts';
import { rowId } from '@kelas/contracts/text';

const SlugParams = z.object({ slug: z.string().trim().min(1).max(200) });
const ItemParams = z.object({ item_id: rowId() });
const errors = { 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema, 422: ValidationErrorBodySchema };

/** Routes of the learning feature (spec 7 "Learning"), mounted under /api; all need a session. */
const routes: FastifyPluginAsyncZod = async (app) => {
  /**
   * GET /api/course/{slug}/activity → { data: CourseActivity } (spec 3/7): chapters with items
   * and is_complete, course_progress (whole percent), certificate_code. 404 unknown slug, 403 not enrolled.
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
   * → { data: ActiveMaterial } with the typed detail (spec 3/7). 404 unknown item or not in that
   * course and chapter; 403 not enrolled; 422 bad body or wrong itemType.
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
      // A programme learner opens a session only once its attendance is verified (issue 17 item 4).
      if (app.prakerja) await assertAttendanceVerified(app.db, user.id, found.item.id);
      const detail = await buildActiveDetail(app.db, found.item, user.id);
      return { data: presentActiveMaterial(found.item, found.complete, detail) };
    },
  );

  /**
   * POST /api/course/items/{item_id}/complete { courseId, itemId, itemType } → { data: CompletionResult }
   * (spec 4 "Next", 7). Idempotent and per learner; completing the last item issues the certificate.
   * Same 404/403/422 as /active.
   */
  app.post(
    '/course/items/:item_id/complete',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['learning'],
        security: [{ bearer: [] }],
        params: ItemParams,
        body: ItemActionBodySchema,
        response: { 200: wrap(CompletionResultSchema), ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { item } = await loadLearnerItem(app.db, user.id, request.params.item_id, request.body, hasRole(user, 'admin'));
      if (app.prakerja) await assertAttendanceVerified(app.db, user.id, item.id);
      const outcome = await completeItemForLearner(app.db, { userId: user.id, itemId: item.id, courseId: item.courseId, now: app.now() });
      return { data: { item_id: item.id, is_complete: 1 as const, course_progress: outcome.courseProgress, certificate_code: outcome.certificateCode } };
    },
  );

  /**
   * POST /api/course/items/{item_id}/essay { answers: [a1, a2] } → { data: CompletionResult }
   * (spec 2.22 essay 'simpan jawaban'; 9: 2 questions, 1 attempt). Saves once and completes the
   * item. 422 bad answers or not an essay; 409 ESSAY_ALREADY_SAVED; 404/403 as /active.
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
        response: { 200: wrap(CompletionResultSchema), 409: ErrorBodySchema, ...errors },
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
