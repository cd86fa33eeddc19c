import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { users } from '../../db/schema/index.ts';
import { defineJob, StaleJobError } from './define-job.ts';
import { registerJob } from './register-job.ts';
import { sendJob } from './send-job.ts';

/**
 * The job queue (decision 180) on the run's database (PGlite, and PostgreSQL
 * in the api-postgres project): sends inside the caller's transaction, retries with back-off,
 * ends in the dead-letter state, completes stale jobs cleanly, runs a schedule once across two
 * servers on one database.
 */
type JobRow = { state: string; retry_count: number; output: { message?: string; stale?: string } | null; started_on: Date | null; wait_ms: number | string | null; data: unknown };

async function jobRow(t: TestApp, id: string): Promise<JobRow | undefined> {
  const res = (await t.app.db.execute(sql`select state, retry_count, output, started_on, extract(epoch from start_after - started_on) * 1000 as wait_ms, data from pgboss.job where id = ${id}::uuid`)) as unknown as { rows: JobRow[] };
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
    t.app.jobs.wake(userJob.name);
    await expect.poll(async () => (await jobRow(t, id!))?.state, { timeout: 10_000 }).toBe('completed');
    expect(touched).toContain(u!.id);
  });

  it('refuses a payload that does not match the schema when sending', async () => {
    await expect(sendJob(t.app.db, userJob, { userId: 'x' as unknown as number })).rejects.toThrow();
  });

  it('retries a failing job with back-off, then leaves it failed (dead letter) with its error', async () => {
    const id = await sendJob(t.app.db, failingJob, { n: 7 });
    t.app.jobs.wake(failingJob.name);
    // Each retry's wait is read from the row pg-boss wrote (start_after against the try's start),
    // then the retry is made due at once, so the test does not sit out the back-off.
    const waits: number[] = [];
    for (const tried of [1, 2]) {
      await expect.poll(async () => tries.filter((x) => x.n === 7).length === tried && (await jobRow(t, id!))?.state === 'retry', { timeout: 10_000, interval: 50 }).toBe(true);
      const row = (await jobRow(t, id!))!;
      waits.push(Number(row.wait_ms));
      await t.app.db.execute(sql`update pgboss.job set start_after = now() where id = ${id}::uuid`);
      t.app.jobs.wake(failingJob.name);
    }
    await expect.poll(async () => (await jobRow(t, id!))?.state, { timeout: 10_000, interval: 50 }).toBe('failed');
    const row = (await jobRow(t, id!))!;
    expect(row.retry_count).toBe(2);
    expect(row.output?.message).toBe('SMTP 421 try 3');
    expect(tries.filter((x) => x.n === 7)).toHaveLength(3);
    // Back-off with a retry delay of 1 s: the first wait is 1–2 s, the second 2–4 s (plus the
    // moment the handler ran between the start and the failure).
    expect(waits[0]).toBeGreaterThanOrEqual(1000);
    expect(waits[0]).toBeLessThan(2500);
    expect(waits[1]).toBeGreaterThanOrEqual(2000);
    expect(waits[1]).toBeLessThan(4500);
  });

  it('drains a backlog at the speed of its jobs, not one job per polling interval', async () => {
    const [u] = await t.app.db.select({ id: users.id }).from(users).limit(1);
    const before = touched.length;
    // 40 jobs due at once: one per 0.5 s interval would take 20 s.
    for (let i = 0; i < 40; i++) await sendJob(t.app.db, userJob, { userId: u!.id });
    await expect.poll(() => touched.length - before, { timeout: 10_000, interval: 100 }).toBe(40);
  });

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
    // A cron for this minute and the next (UTC): it is due from now on whatever the second, and
    // each of its minutes is one slot. Both servers check it every second.
    const minute = new Date().getUTCMinutes();
    const cronJob = defineJob({ name: 'test.this-minute-and-the-next', schema: z.object({}), cron: `${minute},${(minute + 1) % 60} * * * *` });
    const runs: { server: string; slot: number }[] = [];
    const run = (server: string) => async () => void runs.push({ server, slot: Math.floor(Date.now() / 60_000) });
    const env = { JOB_POLL_SECONDS: '1' };
    const a = await createTestApp({ env, beforeReady: (app) => registerJob(app, cronJob, run('a')) });
    const b = await createTestApp({ env, sameDatabaseAs: a, beforeReady: (app) => registerJob(app, cronJob, run('b')) });
    const cronCheckedAt = async () => {
      const res = (await a.app.db.execute(sql`select cron_on::text as cron_on from pgboss.version`)) as unknown as { rows: { cron_on: string | null }[] };
      return res.rows[0]?.cron_on ?? '';
    };
    try {
      await expect.poll(() => runs.length, { timeout: 15_000, interval: 100 }).toBeGreaterThanOrEqual(1);
      // Two more checks of the schedule by either server (each moves the shared cron_on): still
      // one run in each slot.
      const checks = new Set<string>([await cronCheckedAt()]);
      await expect
        .poll(
          async () => {
            checks.add(await cronCheckedAt());
            return checks.size;
          },
          { timeout: 15_000, interval: 100 },
        )
        .toBeGreaterThanOrEqual(3);
      const slots = runs.map((r) => r.slot);
      expect(new Set(slots).size, `runs: ${JSON.stringify(runs)}`).toBe(slots.length);
    } finally {
      await b.close();
      await a.close();
    }
  }, 60_000);
});
