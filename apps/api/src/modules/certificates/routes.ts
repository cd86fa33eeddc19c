import { CERTIFICATE_MESSAGES, CertificateParamsSchema, CertificateVerificationSchema } from '@kelas/contracts/certificates';
import { ErrorBodySchema, ValidationErrorBodySchema, wrap } from '@kelas/contracts/http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/app-error.ts';
import { currentUser } from '../../plugins/auth.ts';
import { loadCertificatePdf } from './load-certificate-pdf.ts';
import { presentCertificate } from './presenters.ts';
import { findCertificateByCode } from './queries.ts';
import { reissueCertificate } from './reissue-certificate.ts';

/** Public lookups per address per minute: plenty for people, useless for guessing 100-bit codes. */
const publicLimit = { rateLimit: { max: 120, timeWindow: '1 minute' } };

/** Routes of the certificates feature (issue 6), mounted under /api. */
const routes: FastifyPluginAsyncZod = async (app) => {
  /**
   * GET /api/certificates/{code} → { data: CertificateVerification } (public): printed name,
   * course, issue date, status valid|replaced with the replacing code. A signed-in owner also gets
   * can_reissue. 404 unknown code; 422 malformed code.
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
    async (request) => {
      const found = await findCertificateByCode(app.db, request.params.code);
      if (!found) throw notFound(CERTIFICATE_MESSAGES.notFound);
      return { data: presentCertificate(found, request.user?.id ?? null) };
    },
  );

  /**
   * GET /api/certificates/{code}/pdf → application/pdf (public, downloaded as an attachment).
   * A replaced certificate's PDF stays available; its verification page says it was replaced.
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
   * owner, 404 unknown code, 409 ALREADY_REPLACED or SAME_NAME.
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
      const fresh = await findCertificateByCode(app.db, code);
      if (!fresh) throw notFound(CERTIFICATE_MESSAGES.notFound);
      return { data: presentCertificate(fresh, user.id) };
    },
  );
};

export default routes;
