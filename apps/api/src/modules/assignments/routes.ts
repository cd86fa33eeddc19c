import {
  ASSIGNMENT_FIELDS,
  ASSIGNMENT_MESSAGES,
  TaskFileUrlSchema,
  UploadAssignmentResultSchema,
} from '@kelas/contracts/assignments';
import { ErrorBodySchema, ValidationErrorBodySchema, wrap } from '@kelas/contracts/http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, fieldError, forbidden, notFound } from '../../lib/app-error.ts';
import { currentUser, hasRole } from '../../plugins/auth.ts';
import { FILE_URL_TTL_SECONDS, verifyFileAccess } from '../../platform/storage.ts';
import { assertItemOpen, loadEnrolledItem, loadLearnerItemById, refusePreview } from '../learning/policy.ts';
import { assertCanViewSubmission } from './policy.ts';
import { presentAssignmentLog, signedTaskFileUrl, taskFileResource } from './presenters.ts';
import { findSubmission, findSubmissionWithCourse } from './queries.ts';
import { readUploadForm } from './read-upload-form.ts';
import { submitAssignment } from './submit-assignment.ts';
import { ID_MAX, rowId } from '@kelas/contracts/text';
import { registerMultipart } from '../../platform/multipart.ts';

const errors = { 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };

/** Routes of the assignments feature (mounted under /api). */
const routes: FastifyPluginAsyncZod = async (app) => {
  await registerMultipart(app);
  /**
   * POST /api/course/practice/assignment (spec 7, 2.24, 5): multipart `file` (PDF) and
   * `material_id` (the practice item's id). Checks, in order: file present (422 'File tidak
   * boleh kosong.'), PDF by content (415), ≤ 2 MB while streaming (413), material_id (422
   * 'Material ID tidak ditemukan.'), item exists (404), learner enrolled (403), item is a
   * practice item (422), not staff previewing (409 PREVIEW), open in a sequential course (409
   * ITEM_LOCKED), not graded yet or graded below the pass mark (409). Stores the file; marks the
   * item complete when its rule is `submitted` (decision 240).
   * → 200 `{ data: { item_id, is_complete: 0|1, assignment_log } }`.
   */
  app.post(
    '/course/practice/assignment',
    {
      preHandler: app.authenticate,
      // Per learner, counted after authentication: behind a proxy or a NAT a whole class shares one IP.
      config: { rateLimit: { max: 30, timeWindow: '1 minute', keyGenerator: (r) => `assignment:${r.user?.id ?? r.ip}`, hook: 'preHandler' } },
      schema: {
        tags: ['assignments'],
        summary: 'Upload (or replace) the PDF of a practice assignment',
        consumes: ['multipart/form-data'],
        security: [{ bearer: [] }],
        response: {
          200: wrap(UploadAssignmentResultSchema),
          409: ErrorBodySchema,
          413: ErrorBodySchema,
          415: ErrorBodySchema,
          422: ValidationErrorBodySchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const form = await readUploadForm(request);
      const found = await loadLearnerItemById(app.db, user.id, form.itemId, hasRole(user, 'admin'));
      const item = found.item;
      if (item.itemType !== 'practice')
        throw fieldError(ASSIGNMENT_FIELDS.materialId, ASSIGNMENT_MESSAGES.notPractice, 'NOT_PRACTICE');
      refusePreview(found);
      await assertItemOpen(app.db, user.id, found, app.now());
      const { row, complete } = await submitAssignment(
        { db: app.db, storage: app.storage, log: request.log },
        { userId: user.id, item, file: form.file, clientName: form.clientName, now: app.now() },
      );
      return reply
        .status(200)
        .send({
          data: { item_id: item.id, is_complete: complete ? 1 : 0, assignment_log: presentAssignmentLog(row) },
        });
    },
  );

  /**
   * GET /api/course/practice/assignment/file-url?material_id= → `{ data: { url, expires_at } }`:
   * a signed URL (30 min) of the caller's own submission for that practice item, so the screen
   * can link to it. 404 unknown item or no submission yet, 403 not enrolled.
   */
  app.get(
    '/course/practice/assignment/file-url',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['assignments'],
        summary: "A signed URL of the learner's own submitted PDF",
        security: [{ bearer: [] }],
        querystring: z.object({
          material_id: z.coerce
            .number({ error: ASSIGNMENT_MESSAGES.materialRequired })
            .int()
            .positive()
            .max(ID_MAX),
        }),
        response: { 200: wrap(TaskFileUrlSchema), 422: ValidationErrorBodySchema, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const item = await loadEnrolledItem(app.db, user.id, request.query.material_id);
      const submission = await findSubmission(app.db, item.id, user.id);
      if (!submission) throw notFound('Tugas belum diunggah.');
      const signed = signedTaskFileUrl({
        secret: app.config.FILE_URL_SECRET,
        now: app.now(),
        ttlSeconds: FILE_URL_TTL_SECONDS,
        submission,
      });
      return { data: { url: signed.url, expires_at: signed.expiresAt.toISOString() } };
    },
  );

  /**
   * GET /api/course/practice/assignment/{id}/file: the submitted PDF, inline. Allowed with a
   * signed query (`expires`, `signature` from the mentor console or file-url; 403 when expired
   * or wrong) or with the bearer token of the owner, a mentor of the course or an admin (403
   * otherwise). 404 for an unknown submission or a missing file.
   */
  app.get(
    '/course/practice/assignment/:id/file',
    {
      preHandler: app.optionalAuth,
      schema: {
        tags: ['assignments'],
        summary: 'Open a submitted assignment PDF',
        params: z.object({ id: rowId() }),
        querystring: z.object({
          expires: z.coerce.number().int().optional(),
          signature: z.string().max(200).optional(),
        }),
      },
    },
    async (request, reply) => {
      const submission = await findSubmissionWithCourse(app.db, request.params.id);
      const { expires, signature } = request.query;
      if (expires !== undefined || signature !== undefined) {
        const verdict = verifyFileAccess({
          secret: app.config.FILE_URL_SECRET,
          resource: submission ? taskFileResource(submission) : '',
          expires: expires ?? 0,
          signature: signature ?? '',
          now: app.now(),
        });
        if (verdict === 'expired') throw forbidden('Tautan file sudah kedaluwarsa. Muat ulang halaman.');
        if (verdict !== 'ok' || !submission) throw forbidden('Anda tidak memiliki akses ke file ini.');
      } else {
        const user = currentUser(request);
        if (!submission) throw notFound('Tugas tidak ditemukan.');
        await assertCanViewSubmission(app.db, user, submission);
      }
      const stream = await app.storage.get(submission.fileKey);
      if (!stream) throw new AppError(404, 'File tugas tidak ditemukan.', 'NOT_FOUND');
      return reply
        .type('application/pdf')
        .header(
          'content-disposition',
          `inline; filename="${submission.fileName.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(submission.fileName)}`,
        )
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(stream);
    },
  );
};

export default routes;
