import { AuditLogListSchema, AuditLogQuerySchema } from '@kelas/contracts/audit';
import { ErrorBodySchema, ValidationErrorBodySchema } from '@kelas/contracts/http';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchAuditLog } from './search-audit-log.ts';

const errors = { 401: ErrorBodySchema, 403: ErrorBodySchema, 422: ValidationErrorBodySchema };

/** Routes of the audit feature (mounted under /api): the console's audit-log search. */
const routes: FastifyPluginAsyncZod = async (app) => {
  /**
   * GET /api/admin/audit-log?actor=&action=&entity_type=&entity_id=&from=&to=&page=&per_page=
   * → 200 `{ data: [{ id, actor: { id, name, email } | null, action, entity_type, entity_id, before, after, ip, created_at }], meta: { total, page, per_page } }`,
   * newest first. `actor` is a user id or part of an e-mail or name; `action` ending in "." is a prefix;
   * `from`/`to` are Jakarta days (inclusive). Role admin. 422 for a bad page, per_page or date, or `to` before `from`.
   */
  app.get(
    '/admin/audit-log',
    {
      preHandler: app.requireRole('admin'),
      schema: { tags: ['admin'], security: [{ bearer: [] }], querystring: AuditLogQuerySchema, response: { 200: AuditLogListSchema, ...errors } },
    },
    async (request) => {
      const q = request.query;
      return searchAuditLog(app.db, {
        actor: q.actor,
        action: q.action,
        entityType: q.entity_type,
        entityId: q.entity_id,
        from: q.from,
        to: q.to,
        page: q.page,
        perPage: q.per_page,
      });
    },
  );
};

export default routes;
