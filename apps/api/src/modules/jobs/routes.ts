import { ErrorBodySchema, ValidationErrorBodySchema } from '@kelas/contracts/http';
import { FailedJobListSchema, FailedJobsQuerySchema, JobCountsListSchema, JobIdParamsSchema, RetriedJobSchema } from '@kelas/contracts/jobs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth.ts';
import { presentFailedJob, presentJobCounts } from './presenters.ts';
import { countJobsByState, findFailedJobs } from './queries.ts';
import { retryFailedJob } from './retry-failed-job.ts';

const errors = { 401: ErrorBodySchema, 403: ErrorBodySchema, 422: ValidationErrorBodySchema };
const admin = { tags: ['admin'], security: [{ bearer: [] }] };

/** Routes of the jobs feature (mounted under /api): the queue in the operations console (decision 183). Role admin. */
const routes: FastifyPluginAsyncZod = async (app) => {
  /**
   * GET /api/admin/jobs → 200 `{ data: [{ name, counts: { created, retry, active, completed, failed } }] }`:
   * every registered job type (zeros included), by name. `completed` covers about the last day,
   * `failed` (dead letters) the last 30 days. 401 guest, 403 other roles.
   */
  app.get('/admin/jobs', { preHandler: app.requireRole('admin'), schema: { ...admin, response: { 200: JobCountsListSchema, ...errors } } }, async () => {
    const rows = await countJobsByState(app.db);
    return { data: presentJobCounts(app.jobs.definitions().map((d) => d.name), rows) };
  });

  /**
   * GET /api/admin/jobs/failed?name=&page=&per_page= → 200 `{ data: [{ id, name, data, error, tries, created_at, failed_at }], meta: { total, page, per_page } }`,
   * newest failure first; `error` is the last try's message. 422 for a bad name, page or per_page.
   */
  app.get(
    '/admin/jobs/failed',
    { preHandler: app.requireRole('admin'), schema: { ...admin, querystring: FailedJobsQuerySchema, response: { 200: FailedJobListSchema, ...errors } } },
    async (request) => {
      const { name, page, per_page: perPage } = request.query;
      const { rows, total } = await findFailedJobs(app.db, { name, limit: perPage, offset: (page - 1) * perPage });
      return { data: rows.map(presentFailedJob), meta: { total, page, per_page: perPage } };
    },
  );

  /**
   * POST /api/admin/jobs/{id}/retry → 200 `{ data: { id, name, state: 'retry' } }`: a failed job gets one
   * more try (audited as `job.retry`). 404 unknown id, 409 JOB_NOT_FAILED, 422 an id that is not a UUID.
   */
  app.post(
    '/admin/jobs/:id/retry',
    {
      preHandler: app.requireRole('admin'),
      schema: { ...admin, params: JobIdParamsSchema, response: { 200: RetriedJobSchema, 404: ErrorBodySchema, 409: ErrorBodySchema, ...errors } },
    },
    async (request) => {
      const job = await retryFailedJob(app.db, app.jobs.boss, { id: request.params.id, actorId: currentUser(request).id, ip: request.ip });
      app.jobs.wake(job.name);
      return { data: { ...job, state: 'retry' as const } };
    },
  );
};

export default routes;
