import { STUDIO_MESSAGES, UploadResponseSchema } from '@kelas/contracts/studio';
import { ErrorBodySchema } from '@kelas/contracts/http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../lib/app-error.ts';
import { storeUpload } from '../store-upload.ts';
import { studioDoc, studioErrors } from './common.ts';
import { registerMultipart } from '../../../platform/multipart.ts';

/** Studio media (issue 13 item 6). Role author or admin. */
const routes: FastifyPluginAsyncZod = async (app) => {
  await registerMultipart(app);
  const staff = app.requireRole('author', 'admin');
  const c = app.config;
  const limits = { image: c.UPLOAD_MAX_IMAGE_BYTES, pdf: c.UPLOAD_MAX_PDF_BYTES, video: c.UPLOAD_MAX_VIDEO_BYTES };
  const largest = Math.max(limits.image, limits.pdf, limits.video);

  /**
   * POST /api/admin/uploads (multipart/form-data, field `file`) → 201 { data: { path, url, content_type, size, variants? } }.
   * JPEG/PNG/WebP (resized to WebP), PDF, MP4/WebM, recognised by content: 415 otherwise; 413 over the
   * configured limit of its kind (UPLOAD_MAX_*_BYTES), with nothing stored; 422 without a file.
   */
  app.post(
    '/admin/uploads',
    {
      preHandler: staff,
      schema: { ...studioDoc, consumes: ['multipart/form-data'], response: { 201: UploadResponseSchema, ...studioErrors, 413: ErrorBodySchema, 415: ErrorBodySchema } },
    },
    async (request, reply) => {
      const part = request.isMultipart() ? await request.file({ limits: { fileSize: largest + 1, files: 1 } }) : undefined;
      if (!part || part.fieldname !== 'file') {
        part?.file.resume();
        throw new AppError(422, STUDIO_MESSAGES.uploadMissing, 'FILE_REQUIRED', { file: [STUDIO_MESSAGES.uploadMissing] });
      }
      try {
        const upload = await storeUpload(app.storage, { stream: part.file, limits });
        return reply.status(201).send({ data: upload });
      } catch (err) {
        part.file.resume();
        throw err;
      }
    },
  );
};

export default routes;
