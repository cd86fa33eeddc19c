import { jakartaDayStart } from '@kelas/contracts/console-list';
import { ErrorBodySchema, ValidationErrorBodySchema } from '@kelas/contracts/http';
import { REPORT_ROW_SCHEMAS, ReportParamsSchema, ReportQuerySchema, ReportResponseSchema, toCsv } from '@kelas/contracts/reports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerJob } from '../../platform/jobs/register-job.ts';
import { runReport } from './queries.ts';
import { refreshRollupsJob, runRefreshRollups } from './refresh-rollups.ts';

const DAY_MS = 86_400_000;
/** The Jakarta calendar day of an instant, `YYYY-MM-DD`. */
const jakartaDay = (d: Date) => new Date(d.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);

/** Reports of the console, mounted under /api. Role admin. */
const routes: FastifyPluginAsyncZod = async (app) => {
  // Once a minute across all servers: rebuild the report days that writes marked dirty (decision 154).
  registerJob(app, refreshRollupsJob, async (_payload, { log }) => {
    const rebuilt = await runRefreshRollups(app.database);
    if (Object.values(rebuilt).some((n) => n > 0)) log.info({ rebuilt }, 'report roll-ups rebuilt');
  });

  /**
   * GET /api/admin/reports/{name}?from=&to= (name: revenue | funnel | enrolments | completion |
   * questions | grading; Jakarta days, both included, at most 366; default the last 30 days) →
   * { data: Row[], meta: {name, from, to} }; with `Accept: text/csv` → a CSV file of the same rows,
   * named `laporan-{name}-{from}-{to}-WIB.csv` (its days are Jakarta days).
   * Money in rupiah, durations in seconds, shares in percent. 422 unknown name or bad date;
   * 503 REPORT_TIMEOUT (Retry-After: 5) when the report ran past the statement timeout (decision 155).
   */
  app.get(
    '/admin/reports/:name',
    {
      preHandler: app.requireRole('admin'),
      schema: { tags: ['reports'], security: [{ bearer: [] }], params: ReportParamsSchema, querystring: ReportQuerySchema, response: { 200: ReportResponseSchema.or(z.string()), 401: ErrorBodySchema, 403: ErrorBodySchema, 422: ValidationErrorBodySchema, 503: ErrorBodySchema } },
    },
    async (request, reply) => {
      const today = jakartaDay(app.now());
      const to = request.query.to ?? (request.query.from && request.query.from > today ? request.query.from : today);
      const from = request.query.from ?? jakartaDay(new Date(jakartaDayStart(to).getTime() - 29 * DAY_MS));
      const name = request.params.name;
      const data = await runReport(app.db, name, { from, to });
      if (/\btext\/csv\b/.test(request.headers.accept ?? '')) {
        return reply
          .type('text/csv; charset=utf-8')
          .serializer((payload: unknown) => String(payload))
          // Its days are the academy's (Jakarta) days: the file's name says so (decision 267).
          .header('content-disposition', `attachment; filename="laporan-${name}-${from}-${to}-WIB.csv"`)
          .send(toCsv(data as unknown as Record<string, string | number>[], Object.keys(REPORT_ROW_SCHEMAS[name].shape)));
      }
      return reply.send({ data, meta: { name, from, to } });
    },
  );
};

export default routes;
