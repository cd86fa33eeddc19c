import { CERTIFICATE_MESSAGES, CertificateParamsSchema, CertificateVerificationSchema, RevokeCertificateBodySchema } from '@kelas/contracts/certificates';
import { ErrorBodySchema, ValidationErrorBodySchema, wrap } from '@kelas/contracts/http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, notFound } from '../../lib/app-error.ts';
import { StaleJobError } from '../../platform/jobs/define-job.ts';
import { registerJob } from '../../platform/jobs/register-job.ts';
import { CACHE_CONTROL } from '../../platform/public-cache.ts';
import { currentUser } from '../../plugins/auth.ts';
import { loadCertificatePdf } from './load-certificate-pdf.ts';
import { presentCertificate } from './presenters.ts';
import { findCertificateByCode } from './queries.ts';
import { reissueCertificate } from './reissue-certificate.ts';
import { revokeCertificate } from './revoke-certificate.ts';
import { renderCertificatePdfJob } from './render-pdf-job.ts';

/** Public lookups per address per minute: plenty for people, useless for guessing 100-bit codes. */
const publicLimit = { rateLimit: { max: 120, timeWindow: '1 minute' } };

/** Routes of the certificates feature, mounted under /api. */
const routes: FastifyPluginAsyncZod = async (app) => {
  // The PDF of a new certificate, rendered ahead of its first download (decision 181).
  registerJob(app, renderCertificatePdfJob, async ({ code }) => {
    const found = await findCertificateByCode(app.db, code);
    if (!found) throw new StaleJobError(`certificate ${code} no longer exists`);
    await loadCertificatePdf(app, found);
  });

  /**
   * GET /api/certificates/{code} → { data: CertificateVerification } (public): printed name (null
   * once the learner was erased), course, issue date, status valid|replaced|revoked with the
   * replacing code, or when and why it was revoked (decision 242). A signed-in owner also gets
   * can_reissue. 404 unknown code; 422 malformed code. Everyone but the owner gets the public body
   * (is_owner and can_reissue false) from the public cache (strong ETag, 304, `no-cache`); the
   * owner's personal body is built per request and never cached (`private, no-cache`).
   */
  app.get(
    '/certificates/:code',
    {
      preHandler: app.optionalAuth,
      config: publicLimit,
      schema: {
        tags: ['certificates'],
        params: CertificateParamsSchema,
        response: { 200: wrap(CertificateVerificationSchema), 404: ErrorBodySchema, 422: ValidationErrorBodySchema },
      },
    },
    async (request, reply) => {
      const { code } = request.params;
      const viewerId = request.user?.id ?? null;
      reply.header('vary', 'authorization');
      const served = await app.publicCache.serve(request, reply, {
        key: { kind: 'certificate', code },
        cacheControl: CACHE_CONTROL.revalidate,
        load: async () => {
          const found = await findCertificateByCode(app.db, code);
          if (!found) throw notFound(CERTIFICATE_MESSAGES.notFound);
          return { body: { data: presentCertificate(found, null) }, cacheable: true, extra: found.cert.userId };
        },
        // The owner's body differs (is_owner, can_reissue): built below, never cached.
        accept: (ownerId) => viewerId === null || viewerId !== ownerId,
      });
      if (served) return reply;
      const found = await findCertificateByCode(app.db, code);
      if (!found) throw notFound(CERTIFICATE_MESSAGES.notFound);
      reply.header('cache-control', 'private, no-cache');
      return { data: presentCertificate(found, viewerId) };
    },
  );

  /**
   * GET /api/certificates/{code}/pdf → application/pdf (public, downloaded as an attachment).
   * A replaced certificate's PDF stays available; its verification page says it was replaced.
   * A revoked one is no longer served: 410 CERTIFICATE_REVOKED (decision 242). 404 unknown code.
   */
  app.get(
    '/certificates/:code/pdf',
    {
      config: publicLimit,
      schema: { tags: ['certificates'], params: CertificateParamsSchema, produces: ['application/pdf'] },
    },
    async (request, reply) => {
      const found = await findCertificateByCode(app.db, request.params.code);
      if (!found) throw notFound(CERTIFICATE_MESSAGES.notFound);
      if (found.cert.status === 'revoked') throw new AppError(410, CERTIFICATE_MESSAGES.revoked, 'CERTIFICATE_REVOKED');
      const bytes = await loadCertificatePdf(app, found);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="sertifikat-${found.courseSlug}-${found.cert.code}.pdf"`)
        .header('cache-control', 'private, max-age=300')
        .send(bytes);
    },
  );

  /**
   * POST /api/certificates/{code}/reissue → { data: CertificateVerification } of the NEW
   * certificate, printing the current profile name (owner only). 401 no session, 403 not the
   * owner, 404 unknown code, 409 ALREADY_REPLACED, SAME_NAME or CERTIFICATE_REVOKED.
   */
  app.post(
    '/certificates/:code/reissue',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['certificates'],
        security: [{ bearer: [] }],
        params: CertificateParamsSchema,
        response: {
          200: wrap(CertificateVerificationSchema),
          401: ErrorBodySchema,
          403: ErrorBodySchema,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
          422: ValidationErrorBodySchema,
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const code = await reissueCertificate(app.db, { code: request.params.code, userId: user.id, now: app.now() });
      // The old certificate now reads 'replaced': drop its cached verification (every process).
      app.publicCache.invalidateCertificate(request.params.code);
      const fresh = await findCertificateByCode(app.db, code);
      if (!fresh) throw notFound(CERTIFICATE_MESSAGES.notFound);
      return { data: presentCertificate(fresh, user.id) };
    },
  );

  /**
   * POST /api/admin/certificates/{code}/revoke { reason: 3..500 characters } → 200 { data:
   * CertificateVerification } of the revoked certificate (admins; decision 242). Audit row
   * `certificate.revoke` with the reason. 401, 403 not an admin, 404 unknown code, 409
   * ALREADY_REVOKED or ALREADY_REPLACED, 422 bad code or reason; nothing is written on an error.
   */
  app.post(
    '/admin/certificates/:code/revoke',
    {
      preHandler: app.requireRole('admin'),
      schema: {
        tags: ['admin'],
        security: [{ bearer: [] }],
        params: CertificateParamsSchema,
        body: RevokeCertificateBodySchema,
        response: {
          200: wrap(CertificateVerificationSchema),
          401: ErrorBodySchema,
          403: ErrorBodySchema,
          404: ErrorBodySchema,
          409: ErrorBodySchema,
          422: ValidationErrorBodySchema,
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      await revokeCertificate(app.db, { code: request.params.code, reason: request.body.reason, actor: { id: user.id, ip: request.ip }, now: app.now() });
      app.publicCache.invalidateCertificate(request.params.code);
      const found = await findCertificateByCode(app.db, request.params.code);
      if (!found) throw notFound(CERTIFICATE_MESSAGES.notFound);
      return { data: presentCertificate(found, null) };
    },
  );
};

export default routes;
