import { ErrorBodySchema, ValidationErrorBodySchema } from '@kelas/contracts/http';
import { CreatePromoSchema, PromoIdParamsSchema, PromoListSchema, PromoQuerySchema, PromoResponseSchema, UpdatePromoSchema } from '@kelas/contracts/promos';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { presentPromo } from './presenters.ts';
import { listPromos } from './queries.ts';
import { createPromo, updatePromo } from './save-promo.ts';

const errors = { 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema, 422: ValidationErrorBodySchema };

/** Promo codes in the console, mounted under /api. Role admin. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const common = { tags: ['promos'], security: [{ bearer: [] }] };
  const guard = app.requireRole('admin');

  /** GET /api/admin/promo-codes?search=&status=&page=&per_page= → { data: Promo[], meta } newest first, with `used_count` (paid orders) and `status` now. 422 bad page or status. */
  app.get('/admin/promo-codes', { preHandler: guard, schema: { ...common, querystring: PromoQuerySchema, response: { 200: PromoListSchema, ...errors } } }, async (request) => {
    const q = request.query;
    const now = app.now();
    const { rows, total } = await listPromos(app.db, q, now);
    return { data: rows.map((p) => presentPromo(p, now)), meta: { total, page: q.page, per_page: q.per_page } };
  });

  /**
   * POST /api/admin/promo-codes {code, kind: percent|amount, value, starts_at?, ends_at?, max_uses?,
   * max_uses_per_learner?, course_ids?, active?} → 201 { data: Promo }. 409 duplicate code; 422 percent
   * over 100, end not after start, bad limits, unknown course.
   */
  app.post('/admin/promo-codes', { preHandler: guard, schema: { ...common, body: CreatePromoSchema, response: { 201: PromoResponseSchema, ...errors } } }, async (request, reply) => {
    const saved = await createPromo(app.db, request.body, { actorId: currentUser(request).id, ip: request.ip, now: app.now() });
    return reply.status(201).send({ data: presentPromo(saved, app.now()) });
  });

  /** PATCH /api/admin/promo-codes/{id} (any field of the create body; `active: false` deactivates) → { data: Promo }. 404, 409, 422 as above. */
  app.patch(
    '/admin/promo-codes/:id',
    { preHandler: guard, schema: { ...common, params: PromoIdParamsSchema, body: UpdatePromoSchema, response: { 200: PromoResponseSchema, ...errors } } },
    async (request) => {
      const saved = await updatePromo(app.db, request.params.id, request.body, { actorId: currentUser(request).id, ip: request.ip, now: app.now() });
      return { data: presentPromo(saved, app.now()) };
    },
  );
};

export default routes;
