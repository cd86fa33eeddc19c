import { UploadPurposeSchema, UploadResponseSchema } from '@kelas/contracts/studio';
import { ErrorBodySchema } from '@kelas/contracts/http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { receiveUpload } from '../receive-upload.ts';
import { studioDoc, studioErrors } from './common.ts';
import { registerMultipart } from '../../../platform/multipart.ts';

/** Studio media (purposes: decision 261). Role author or admin. */
const routes: FastifyPluginAsyncZod = async (app) => {
  await registerMultipart(app);
  const staff = app.requireRole('author', 'admin');
  const c = app.config;
  const limits = { image: c.UPLOAD_MAX_IMAGE_BYTES, pdf: c.UPLOAD_MAX_PDF_BYTES, video: c.UPLOAD_MAX_VIDEO_BYTES };

  /**
   * POST /api/admin/uploads?purpose={thumbnail|reading|video|attachment} (multipart/form-data,
   * field `file`) → 201 { data: { purpose, path, url, content_type, size, variants? } }.
   * Each purpose takes its own types (UPLOAD_PURPOSES: thumbnail JPG/PNG/WebP resized to WebP,
   * reading PDF, video MP4/WebM, attachment PDF or image), recognised by content: 415 naming them
   * otherwise; 413 over the purpose's limit (UPLOAD_MAX_*_BYTES of its kind: the bytes received
   * are counted, decision 224), with nothing stored; 422 without a file, or with a missing or
   * unknown purpose. The studio checks type and size in the browser before sending.
   */
  app.post(
    '/admin/uploads',
    {
      preHandler: staff,
      schema: {
        ...studioDoc,
        consumes: ['multipart/form-data'],
        querystring: z.object({ purpose: UploadPurposeSchema }),
        response: { 201: UploadResponseSchema, ...studioErrors, 413: ErrorBodySchema, 415: ErrorBodySchema },
      },
    },
    async (request, reply) => reply.status(201).send({ data: await receiveUpload(request, { storage: app.storage, limits, purpose: request.query.purpose }) }),
  );
};

export default routes;
