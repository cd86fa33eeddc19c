import { ErrorBodySchema, ValidationErrorBodySchema } from '@kelas/contracts/http';
import { POST_IMAGES_PER_HOUR, QuestionSlugParamsSchema } from '@kelas/contracts/questions';
import { UploadResponseSchema } from '@kelas/contracts/studio';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerMultipart } from '../../../platform/multipart.ts';
import { currentUser } from '../../../plugins/auth.ts';
import { receiveUpload } from '../../studio/receive-upload.ts';
import { assertMayPostInCourse } from '../policy.ts';

/**
 * A learner's picture for a question or an answer (decision 292), in a plugin of its own so the
 * multipart hooks run on this route only (decision 142).
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  await registerMultipart(app);
  const c = app.config;
  const limits = { image: c.UPLOAD_MAX_IMAGE_BYTES, pdf: c.UPLOAD_MAX_PDF_BYTES, video: c.UPLOAD_MAX_VIDEO_BYTES };
  // Per user, counted after authentication and before any byte is read; the store increments
  // atomically (Redis INCR, or one synchronous step in memory), so parallel uploads cannot pass it.
  const imageLimit = app.rateLimit({ max: POST_IMAGES_PER_HOUR, timeWindow: '1 hour', keyGenerator: (r) => `qa-image:${r.user?.id ?? r.ip}` });

  /**
   * POST /api/course/{slug}/post-images (multipart/form-data, field `file`) → 201 `{ data: { purpose:
   * 'post_image', path, url, content_type: 'image/webp', size, variants } }`: a JPG, PNG or WebP
   * (recognised by content) up to the configured image limit (UPLOAD_MAX_IMAGE_BYTES), resized to
   * WebP as the studio's pictures are; `url` (`/storage/uploads/images/…`) is what a post's `<img>`
   * may show. For whoever may write in the course's discussion: an enrolled learner, its mentors
   * and authors, admins. 401; 403 NOT_ENROLLED, 403 POSTING_BANNED; 404 unknown course; 413 over
   * the limit (the bytes received are counted); 415 another type; 422 no `file`, or a picture over
   * IMAGE_MAX_PIXELS; 429 over 20 pictures an hour. Nothing is stored on any refusal.
   */
  app.post(
    '/course/:slug/post-images',
    {
      preHandler: [app.authenticate, imageLimit],
      schema: {
        tags: ['questions'],
        security: [{ bearer: [] }],
        summary: 'Upload a picture for a question or an answer',
        consumes: ['multipart/form-data'],
        params: QuestionSlugParamsSchema,
        response: { 201: UploadResponseSchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema, 413: ErrorBodySchema, 415: ErrorBodySchema, 422: ValidationErrorBodySchema, 429: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      await assertMayPostInCourse(app.db, currentUser(request), request.params.slug);
      return reply.code(201).send({ data: await receiveUpload(request, { storage: app.storage, limits, purpose: 'post_image' }) });
    },
  );
};

export default routes;
