import { ErrorBodySchema } from '@kelas/contracts/http';
import { OverviewResponseSchema } from '@kelas/contracts/overview';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readOverview } from './read-overview.ts';

/** The console's overview (mounted under /api; decision 268). Role admin. */
const routes: FastifyPluginAsyncZod = async (app) => {
  /** GET /api/admin/overview → `{ data: Overview }`: money and enrolments today and this week, backlogs and failures. */
  app.get(
    '/admin/overview',
    { preHandler: app.requireRole('admin'), schema: { tags: ['admin'], security: [{ bearer: [] }], response: { 200: OverviewResponseSchema, 401: ErrorBodySchema, 403: ErrorBodySchema } } },
    async () => ({ data: await readOverview(app.db, { now: app.now(), zone: app.config.TIMEZONE }) }),
  );
};

export default routes;
