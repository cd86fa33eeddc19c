import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { users } from '../../db/schema/index.ts';
import { defineJob, StaleJobError } from './define-job.ts';
import { registerJob } from './register-job.ts';
import { sendJob } from './send-job.ts';

/**
 * The job queue (issue 16 item 1; decision 180) on the run's database (PGlite, and PostgreSQL
 * in the api-postgres project): sends inside the caller's transaction, retries with back-off,
 * ends in the dead-letter state, completes stale jobs cleanly, runs a schedule once across two
 * servers on one database.
 */
type JobRow = { state: string; retry_count: number; output: { message?: string; stale?: string } | null; started_on: Date | null; data: unknown };

async function jobRow(t: TestApp, id: string): Promise<JobRow | undefined> {
  const res = (await t.app.db.execute(sql`select state, retry_count, output, started_on, data from pgboss.job where id = ${id}::uuid`)) as unknown as { rows: JobRow[] };
  return res.rows[0];
}

const failingJob = defineJob({ name: 'test.always-fails', schema: z.object({ n: z.number() }), retryLimit: 2, retryDelaySeconds: 1, retryBackoff: true });
const userJob = defineJob({ name: 'test.touch-user', schema: z.object({ userId: z.number().int() }), retryLimit: 5, retryDelaySeconds: 1 });

describe('job queue', () => {
  let t: TestApp;
  const tries: { n: number; at: number }[] = [];
  const touched: number[] = [];
  beforeAll(async () => {
    t = await createTestApp({
      env: { JOB_POLL_SECONDS: '0.5' },
      beforeReady: (app) => {
        registerJob(app, failingJob, async ({ n }) => {
          tries.push({ n, at: Date.now() });
          throw new Error(`SMTP 421 try ${tries.length}`);
        });
        registerJob(app, userJob, async ({ userId }) => {
          const found = await app.db.select({ id: users.id }).from(users).where(sql`${users.id} = ${userId}`);
          if (found.length === 0) throw new StaleJobError(`user ${userId} no longer exists`);
          touched.push(userId);
        });
      },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('writes the job in the caller transaction: a rollback leaves no job, a commit one', async () => {
    let kept: string | null = null;
    await expect(
      t.app.db.transaction(async (tx) => {
        kept = await sendJob(tx, userJob, { userId: 999_999 });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(kept).toMatch(/^[0-9a-f-]{36}$/);
    expect(await jobRow(t, kept!)).toBeUndefined();

    const [u] = await t.app.db.select({ id: users.id }).from(users).limit(1);
    const id = await t.app.db.transaction((tx) => sendJob(tx, userJob, { userId: u!.id }));
    await expect.poll(async () => (await jobRow(t, id!))?.state, { timeout: 10_000 }).toBe('completed');
    expect(touched).toContain(u!.id);
  });

  it('refuses a payload that does not match the schema when sending', async () => {
    await expect(sendJob(t.app.db, userJob, { userId: 'x' as unknown as number })).rejects.toThrow();
  });

  it('retries a failing job with back-off, then leaves it failed (dead letter) with its error', async () => {
    const id = await sendJob(t.app.db, failingJob, { n: 7 });
    await expect.poll(async () => (await jobRow(t, id!))?.state, { timeout: 20_000, interval: 500 }).toBe('failed');
    const row = (await jobRow(t, id!))!;
    expect(row.retry_count).toBe(2);
    expect(row.output?.message).toBe('SMTP 421 try 3');
    const mine = tries.filter((x) => x.n === 7);
    expect(mine).toHaveLength(3);
    // Back-off: the second wait (2–4 s) is longer than the first (1–2 s) less the polling slack.
    const first = mine[1]!.at - mine[0]!.at;
    const second = mine[2]!.at - mine[1]!.at;
    expect(first).toBeGreaterThanOrEqual(900);
    expect(second).toBeGreaterThanOrEqual(1900);
  }, 30_000);

  it('completes a job whose data is gone (StaleJobError) without retrying it', async () => {
    const id = await sendJob(t.app.db, userJob, { userId: 987_654 });
    await expect.poll(async () => (await jobRow(t, id!))?.state, { timeout: 10_000 }).toBe('completed');
    const row = (await jobRow(t, id!))!;
    expect(row.retry_count).toBe(0);
    expect(row.output).toEqual({ stale: 'user 987654 no longer exists' });
  });

  it('completes a job whose payload no longer matches the schema without running it', async () => {
    const res = (await t.app.db.execute(sql`insert into pgboss.job (name, data) values (${userJob.name}, ${JSON.stringify({ orderId: 5 })}::jsonb) returning id`)) as unknown as { rows: { id: string }[] };
    const id = res.rows[0]!.id;
    t.app.jobs.wake(userJob.name);
    await expect.poll(async () => (await jobRow(t, id))?.state, { timeout: 10_000 }).toBe('completed');
    expect((await jobRow(t, id))!.output).toEqual({ stale: 'payload no longer matches' });
  });
});

describe('scheduled jobs on two servers of one database', () => {
  it('runs a schedule once per slot across both servers', async () => {
    // A cron for the current minute (or the next one, when this one is nearly over): it is due
    // for the whole minute, and both servers check it every second.
    let at = new Date();
    if (at.getUTCSeconds() > 48) {
      await new Promise((r) => setTimeout(r, (61 - at.getUTCSeconds()) * 1000));
      at = new Date();
    }
    const cronJob = defineJob({ name: 'test.every-hour-at-this-minute', schema: z.object({}), cron: `${at.getUTCMinutes()} * * * *` });
    const runs: string[] = [];
    const env = { JOB_POLL_SECONDS: '1' };
    const a = await createTestApp({ env, beforeReady: (app) => registerJob(app, cronJob, async () => void runs.push('a')) });
    const b = await createTestApp({ env, sameDatabaseAs: a, beforeReady: (app) => registerJob(app, cronJob, async () => void runs.push('b')) });
    try {
      await expect.poll(() => runs.length, { timeout: 15_000, interval: 250 }).toBe(1);
      // Both keep checking the schedule every second for a while: still one run.
      await new Promise((r) => setTimeout(r, 5000));
      expect(runs).toHaveLength(1);
    } finally {
      await b.close();
      await a.close();
    }
  }, 90_000);
});
