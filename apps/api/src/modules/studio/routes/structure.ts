import {
  ConfirmQuerySchema,
  CreateChapterBodySchema,
  CreateItemBodySchema,
  CreatePackageBodySchema,
  IdParamsSchema,
  MoveItemBodySchema,
  ReorderBodySchema,
  ReorderResponseSchema,
  StudioChapterResponseSchema,
  StudioItemResponseSchema,
  StudioPackageResponseSchema,
  UpdateChapterBodySchema,
  UpdateItemBodySchema,
  UpdatePackageBodySchema,
} from '@kelas/contracts/studio';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, expectedVersion } from '../actor.ts';
import { afterCourseWrite } from '../after-course-write.ts';
import { duplicateChapter } from '../duplicate-chapter.ts';
import { moveItem } from '../move-item.ts';
import { presentChapter, presentItem, presentPackage } from '../presenters.ts';
import { reorderChapters, reorderItems } from '../reorder-children.ts';
import { createChapter, deleteChapter, renameChapter, type DeleteOutcome } from '../save-chapter.ts';
import { createItem, deleteItem, updateItem } from '../save-item.ts';
import { createPackage, deletePackage, updatePackage } from '../save-package.ts';
import { deleteErrors, studioDoc, studioErrors } from './common.ts';

/** Studio calls for price packages, chapters and items. Role author (of the course) or admin. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const staff = app.requireRole('author', 'admin');
  const ok204 = { 204: z.null() };

  /** A deletion's body: null (204), or the 409 CONFIRM_REQUIRED { message, completed_count } answer. */
  const deletedBody = (outcome: DeleteOutcome) => {
    if (!outcome.deleted) return { message: outcome.message, code: 'CONFIRM_REQUIRED' as const, completed_count: outcome.completedCount };
    afterCourseWrite(app, outcome.courseId);
    return null;
  };

  // ─── Price packages ───

  /** POST /api/admin/courses/{id}/packages { name, benefits, prices: [{ price, discount }] } → 201 { data: StudioPackage }. Rupiah integers, discount percent. */
  app.post(
    '/admin/courses/:id/packages',
    { preHandler: staff, schema: { ...studioDoc, params: IdParamsSchema, body: CreatePackageBodySchema, response: { 201: StudioPackageResponseSchema, ...studioErrors } } },
    async (request, reply) => {
      const saved = await createPackage(app.db, { actor: actorOf(request), courseId: request.params.id, body: request.body, now: app.now() });
      afterCourseWrite(app, saved.courseId);
      return reply.status(201).send({ data: presentPackage(saved.pkg, saved.prices) });
    },
  );

  /** PATCH /api/admin/packages/{id} { name?, benefits?, prices?, on_sale?, version? } → { data: StudioPackage }. 409 STALE_VERSION. */
  app.patch(
    '/admin/packages/:id',
    { preHandler: staff, schema: { ...studioDoc, params: IdParamsSchema, body: UpdatePackageBodySchema, response: { 200: StudioPackageResponseSchema, ...studioErrors } } },
    async (request) => {
      const { version, ...body } = request.body;
      const saved = await updatePackage(app.db, { actor: actorOf(request), packageId: request.params.id, body, expected: expectedVersion(request, version), now: app.now() });
      afterCourseWrite(app, saved.courseId);
      return { data: presentPackage(saved.pkg, saved.prices, saved.orderCount) };
    },
  );

  /** DELETE /api/admin/packages/{id} → 204. 409 PACKAGE_HAS_ORDERS (ordered) or LAST_PACKAGE (the last one of a published course): hide it instead. */
  app.delete(
    '/admin/packages/:id',
    { preHandler: staff, schema: { ...studioDoc, params: IdParamsSchema, response: { ...ok204, ...studioErrors } } },
    async (request, reply) => {
      const courseId = await deletePackage(app.db, { actor: actorOf(request), packageId: request.params.id, now: app.now() });
      afterCourseWrite(app, courseId);
      return reply.status(204).send(null);
    },
  );

  // ─── Chapters ───

  /** POST /api/admin/courses/{id}/chapters { title } → 201 { data: StudioChapter } (appended last). */
  app.post(
    '/admin/courses/:id/chapters',
    { preHandler: staff, schema: { ...studioDoc, params: IdParamsSchema, body: CreateChapterBodySchema, response: { 201: StudioChapterResponseSchema, ...studioErrors } } },
    async (request, reply) => {
      const chapter = await createChapter(app.db, { actor: actorOf(request), courseId: request.params.id, title: request.body.title, now: app.now() });
      afterCourseWrite(app, chapter.courseId);
      return reply.status(201).send({ data: presentChapter(chapter) });
    },
  );

  /**
   * PATCH /api/admin/chapters/{id} { title, prakerja_sequence?, release_after_days?, release_at?, version? } → { data: StudioChapter }
   * (without items). 409 STALE_VERSION; 422 days outside 0..3650, a date that does not exist, or both rules.
   */
  app.patch(
    '/admin/chapters/:id',
    { preHandler: staff, schema: { ...studioDoc, params: IdParamsSchema, body: UpdateChapterBodySchema, response: { 200: StudioChapterResponseSchema, ...studioErrors } } },
    async (request) => {
      const chapter = await renameChapter(app.db, {
        actor: actorOf(request),
        chapterId: request.params.id,
        title: request.body.title,
        prakerjaSequence: request.body.prakerja_sequence,
        release: request.body,
        expected: expectedVersion(request, request.body.version),
        now: app.now(),
      });
      afterCourseWrite(app, chapter.courseId);
      return { data: presentChapter(chapter) };
    },
  );

  /** DELETE /api/admin/chapters/{id}[?confirm=true] → 204, or 409 CONFIRM_REQUIRED { completed_count } when learners completed its items. */
  app.delete(
    '/admin/chapters/:id',
    { preHandler: staff, schema: { ...studioDoc, params: IdParamsSchema, querystring: ConfirmQuerySchema, response: { ...ok204, ...deleteErrors } } },
    async (request, reply) => {
      const body = deletedBody(await deleteChapter(app.db, { actor: actorOf(request), chapterId: request.params.id, confirm: request.query.confirm === 'true', now: app.now() }));
      return body ? reply.status(409).send(body) : reply.status(204).send(null);
    },
  );

  /**
   * POST /api/admin/chapters/{id}/duplicate (no body) → 201 { data: StudioChapter } with its copied items, placed
   * right after the original and titled '… (Salinan)' (decision 270). 404 chapter; 403 not the course's author.
   */
  app.post(
    '/admin/chapters/:id/duplicate',
    { preHandler: staff, schema: { ...studioDoc, params: IdParamsSchema, response: { 201: StudioChapterResponseSchema, ...studioErrors } } },
    async (request, reply) => {
      const out = await duplicateChapter(app.db, { actor: actorOf(request), chapterId: request.params.id, now: app.now() });
      afterCourseWrite(app, out.courseId);
      return reply.status(201).send({ data: presentChapter(out.chapter, out.items.map((i) => presentItem(i))) });
    },
  );

  /** PUT /api/admin/courses/{id}/chapters/order { ids } → { data: { ids } }. 422 `ids` unless exactly the course's chapters. */
  app.put(
    '/admin/courses/:id/chapters/order',
    { preHandler: staff, schema: { ...studioDoc, params: IdParamsSchema, body: ReorderBodySchema, response: { 200: ReorderResponseSchema, ...studioErrors } } },
    async (request) => {
      const ids = await reorderChapters(app.db, { actor: actorOf(request), courseId: request.params.id, ids: request.body.ids, now: app.now() });
      afterCourseWrite(app, request.params.id);
      return { data: { ids } };
    },
  );

  // ─── Items ───

  /** POST /api/admin/chapters/{id}/items { title, item_type, detail } → 201 { data: StudioItem }. 422 unknown type or bad detail. */
  app.post(
    '/admin/chapters/:id/items',
    { preHandler: staff, schema: { ...studioDoc, params: IdParamsSchema, body: CreateItemBodySchema, response: { 201: StudioItemResponseSchema, ...studioErrors } } },
    async (request, reply) => {
      const b = request.body;
      const item = await createItem(app.db, { actor: actorOf(request), chapterId: request.params.id, title: b.title, itemType: b.item_type, detail: b.detail, now: app.now() });
      afterCourseWrite(app, item.courseId);
      return reply.status(201).send({ data: presentItem(item) });
    },
  );

  /** PATCH /api/admin/items/{id} { title?, detail?, prakerja_sequence?, release_after_days?, release_at?, version? } → { data: StudioItem }. 409 STALE_VERSION; 422 bad detail or drip rule (as the chapter's). */
  app.patch(
    '/admin/items/:id',
    { preHandler: staff, schema: { ...studioDoc, params: IdParamsSchema, body: UpdateItemBodySchema, response: { 200: StudioItemResponseSchema, ...studioErrors } } },
    async (request) => {
      const b = request.body;
      const item = await updateItem(app.db, {
        actor: actorOf(request),
        itemId: request.params.id,
        title: b.title,
        detail: b.detail,
        prakerjaSequence: b.prakerja_sequence,
        release: b,
        expected: expectedVersion(request, b.version),
        now: app.now(),
      });
      afterCourseWrite(app, item.courseId);
      return { data: presentItem(item) };
    },
  );

  /** DELETE /api/admin/items/{id}[?confirm=true] → 204, or 409 CONFIRM_REQUIRED { completed_count } when learners completed it. */
  app.delete(
    '/admin/items/:id',
    { preHandler: staff, schema: { ...studioDoc, params: IdParamsSchema, querystring: ConfirmQuerySchema, response: { ...ok204, ...deleteErrors } } },
    async (request, reply) => {
      const body = deletedBody(await deleteItem(app.db, { actor: actorOf(request), itemId: request.params.id, confirm: request.query.confirm === 'true', now: app.now() }));
      return body ? reply.status(409).send(body) : reply.status(204).send(null);
    },
  );

  /** PUT /api/admin/chapters/{id}/items/order { ids } → { data: { ids } }. 422 `ids` unless exactly the chapter's items. */
  app.put(
    '/admin/chapters/:id/items/order',
    { preHandler: staff, schema: { ...studioDoc, params: IdParamsSchema, body: ReorderBodySchema, response: { 200: ReorderResponseSchema, ...studioErrors } } },
    async (request) => {
      const out = await reorderItems(app.db, { actor: actorOf(request), chapterId: request.params.id, ids: request.body.ids, now: app.now() });
      afterCourseWrite(app, out.courseId);
      return { data: { ids: out.ids } };
    },
  );

  /**
   * PUT /api/admin/items/{id}/move { chapter_id, position, version? } → { data: StudioItem } in its new
   * chapter and place (decision 270). 404 item; 403 not the course's author; 409 STALE_VERSION;
   * 422 `chapter_id` when the chapter is not one of the item's course.
   */
  app.put(
    '/admin/items/:id/move',
    { preHandler: staff, schema: { ...studioDoc, params: IdParamsSchema, body: MoveItemBodySchema, response: { 200: StudioItemResponseSchema, ...studioErrors } } },
    async (request) => {
      const b = request.body;
      const out = await moveItem(app.db, { actor: actorOf(request), itemId: request.params.id, chapterId: b.chapter_id, position: b.position, expected: expectedVersion(request, b.version), now: app.now() });
      afterCourseWrite(app, out.courseId);
      return { data: presentItem(out.item) };
    },
  );
};

export default routes;
