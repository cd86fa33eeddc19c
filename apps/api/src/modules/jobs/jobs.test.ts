import { JOBS_TEXT, type FailedJobList, type JobCountsList } from '@kelas/contracts/jobs';
import { CONSOLE_LIST_TEXT } from '@kelas/contracts/console-list';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditLog } from '../../db/schema/index.ts';
import { defineJob } from '../../platform/jobs/define-job.ts';
import { registerJob } from '../../platform/jobs/register-job.ts';
import { sendJob } from '../../platform/jobs/send-job.ts';

/** The queue in the operations console (decision 183): counts, failures, retry. */
const brokenJob = defineJob({ name: 'test.broken-report', schema: z.object({ reportId: z.number() }), retryLimit: 0 });

describe('admin job queue API', () => {
  let t: TestApp;
  let admin: string;
  let failedId: string;
  let healthy = false;
  const runs: number[] = [];

  beforeAll(async () => {
    t = await createTestApp({
      env: { JOB_POLL_SECONDS: '0.5' },
      beforeReady: (app) =>
        registerJob(app, brokenJob, async ({ reportId }) => {
          runs.push(reportId);
          if (!healthy) throw new Error(`laporan ${reportId}: server pelatihan menjawab 503`);
        }),
    });
    admin = await t.login('admin@example.com');
    failedId = (await sendJob(t.app.db, brokenJob, { reportId: 41 }))!;
    for (let i = 0; i < 100 && runs.length === 0; i++) await new Promise((r) => setTimeout(r, 100));
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string, token?: string) => t.app.inject({ url, ...(token ? { headers: bearer(token) } : {}) });
  const retry = (id: string, token?: string) => t.app.inject({ method: 'POST', url: `/api/admin/jobs/${id}/retry`, ...(token ? { headers: bearer(token) } : {}) });

  it('is for admins only: guest 401, learner, mentor and author 403', async () => {
    for (const url of ['/api/admin/jobs', '/api/admin/jobs/failed']) {
      expect((await get(url)).statusCode).toBe(401);
      for (const who of ['learner@example.com', 'mentor@example.com', 'author@example.com']) expect((await get(url, await t.login(who))).statusCode).toBe(403);
    }
    expect((await retry(failedId)).statusCode).toBe(401);
    expect((await retry(failedId, await t.login('author@example.com'))).statusCode).toBe(403);
  });

  it('counts jobs per type and state, registered types with no job included', async () => {
    await expect
      .poll(async () => ((await get('/api/admin/jobs', admin)).json() as JobCountsList).data.find((j) => j.name === brokenJob.name)?.counts.failed, { timeout: 5000 })
      .toBe(1);
    const res = await get('/api/admin/jobs', admin);
    expect(res.statusCode).toBe(200);
    const names = (res.json() as JobCountsList).data.map((j) => j.name);
    expect(names).toEqual(expect.arrayContaining(['mail.deliver', 'payments.expire-orders', brokenJob.name]));
    expect(names.some((n) => n.startsWith('__pgboss'))).toBe(false);
  });

  it('lists failed jobs with their error, filtered by type and paged', async () => {
    const res = await get(`/api/admin/jobs/failed?name=${brokenJob.name}`, admin);
    expect(res.statusCode).toBe(200);
    const body = res.json() as FailedJobList;
    expect(body.meta).toEqual({ total: 1, page: 1, per_page: 20 });
    expect(body.data[0]).toMatchObject({ id: failedId, name: brokenJob.name, data: { reportId: 41 }, error: 'laporan 41: server pelatihan menjawab 503', tries: 1 });
    expect(body.data[0]!.failed_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(((await get('/api/admin/jobs/failed?name=mail.deliver', admin)).json() as FailedJobList).meta.total).toBe(0);
    expect(((await get('/api/admin/jobs/failed?page=2&per_page=1', admin)).json() as FailedJobList).data).toEqual([]);
  });

  it('answers 422 for a bad type name, page or per_page', async () => {
    for (const q of ['name=DROP%20TABLE', 'name=', 'page=0', 'per_page=101', 'page=abc']) {
      const res = await get(`/api/admin/jobs/failed?${q}`, admin);
      expect(res.statusCode, q).toBe(422);
    }
    expect((await get('/api/admin/jobs/failed?name=DROP', admin)).json().errors.name).toContain(JOBS_TEXT.badName);
    expect((await get('/api/admin/jobs/failed?page=0', admin)).json().errors.page).toContain(CONSOLE_LIST_TEXT.page);
  });

  it('retries a failed job once (audited); 409 when it is not failed, 404 unknown, 422 not a UUID', async () => {
    expect((await retry('not-a-uuid', admin)).statusCode).toBe(422);
    const unknown = await retry('00000000-0000-4000-8000-000000000000', admin);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(JOBS_TEXT.jobNotFound);

    healthy = true;
    const res = await retry(failedId, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ id: failedId, name: brokenJob.name, state: 'retry' });
    const again = await retry(failedId, admin);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: JOBS_TEXT.notFailed, code: 'JOB_NOT_FAILED' });

    await expect.poll(() => runs.length, { timeout: 10_000 }).toBe(2);
    await expect
      .poll(async () => ((await get(`/api/admin/jobs/failed?name=${brokenJob.name}`, admin)).json() as FailedJobList).meta.total, { timeout: 5000 })
      .toBe(0);
    const audit = await t.app.db.select().from(auditLog).where(and(eq(auditLog.action, 'job.retry'), eq(auditLog.entityId, failedId)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ entityType: 'job', after: { name: brokenJob.name, state: 'retry' } });
  });
});
