import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';
import { expireOrdersJob } from '../../src/modules/payments/expire-orders.ts';
import { sendJob } from '../../src/platform/jobs/send-job.ts';
import { deliverMailJob } from '../../src/platform/mail-outbox.ts';
import { createS3Client, s3StorageDriver } from '../../src/platform/storage.ts';
import { removeAbandonedUploads } from '../../src/platform/upload-intents.ts';
import { newStats, planJourneys, runJourneyLoad, type JourneyContext } from './journeys.ts';
import { assertScheduledJobsRanOnce, backdateOrders, runReceiptJobsNow, checkEnrolments, checkFiles, checkMails, describeUnsentMail, percentile, recordStatusChanges, releaseKilledMailLeases, waitForOutbox } from './outcomes.ts';
import { buildServer, startTopology, type Topology } from './topology.ts';

/** How long the journeys run, and when server b is killed (`kill -9`) and started again. */
const LOAD_MS = Number(process.env.MULTI_SERVER_LOAD_MS ?? 60_000);
/**
 * The test's own limit: the load, then at most 30 s for the expiry job, 90 s for the outbox and,
 * when a kill left a message leased, 60 s more after its release, and the checks. The project's
 * 180 s ran out during that last wait (a run here, 2026-11-26), so a late but sent message failed the test.
 */
const JOURNEY_TEST_MS = LOAD_MS + 270_000;
const KILL_AT_MS = Math.round(LOAD_MS / 3);
const CONCURRENCY = 8;

/**
 * Nginx (decision 186) in front of two servers on PostgreSQL, Redis and S3
 * (s3rver); learner journeys through the proxy for 60 s while one server is killed and restarted.
 * The demo mentor grades the submissions meanwhile. Afterwards: every journey finished, one
 * enrolment per paid order, one e-mail per event (verification codes, grade notices through the
 * outbox), no orphaned file, the scheduled jobs ran once.
 */
describe('several servers behind nginx', () => {
  let top: Topology;
  beforeAll(async () => {
    buildServer();
    top = await startTopology({
      env: {
        // Every learner comes through one proxy from one address: the per-IP limits would count them all.
        LOGIN_REQUESTS_PER_IP: '1000000',
        // Idle job workers look for work every second (the expiry schedule, mail retries).
        JOB_POLL_SECONDS: '1',
      },
    });
    await recordStatusChanges(top.db);
  });
  afterAll(async () => {
    await top?.close();
  });

  it('finishes every learner journey while a server is killed and restarted, with every outcome once', async () => {
    const plan = await planJourneys(top.db);
    const stats = newStats();
    const mailDirs = top.servers.map((s) => path.join(s.dataDir, 'mail'));
    const ctx: JourneyContext = { baseUrl: top.url, plan, stats, mailDirs, runId: Date.now().toString(36) };

    const started = performance.now();
    let restartMs = 0;
    let killedAt = new Date();
    let restartedAt = new Date();
    let backdated = 0;
    const backdater = setInterval(() => {
      const ids = stats.abandonedOrders.slice(backdated);
      backdated += ids.length;
      void backdateOrders(top.db, ids).catch(() => undefined);
    }, 3000);
    const chaos = (async () => {
      await new Promise((r) => setTimeout(r, KILL_AT_MS));
      killedAt = new Date();
      top.kill(top.servers[1]!);
      restartMs = await top.restart(top.servers[1]!);
      restartedAt = new Date();
    })();
    try {
      await runJourneyLoad(ctx, { concurrency: CONCURRENCY, durationMs: LOAD_MS });
      await chaos;
    } finally {
      clearInterval(backdater);
    }
    const loadSeconds = (performance.now() - started) / 1000;

    // The expiry job (scheduled once a minute across both servers) takes the last abandoned
    // orders; one more run is sent now rather than waiting for the next minute.
    await backdateOrders(top.db, stats.abandonedOrders);
    const jobsDb = await openDatabase({ url: top.databaseUrl, poolSize: 1 });
    const scheduledUntil = new Date();
    try {
      await sendJob(jobsDb.db, expireOrdersJob, {});
    } finally {
      await jobsDb.close();
    }
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      const { rows } = await top.db.query<{ n: number }>(`select count(*)::int as n from orders where id = any($1) and status = 'pending'`, [stats.abandonedOrders]);
      if (rows[0]!.n === 0) break;
      await new Promise((r) => setTimeout(r, 500));
    }

    // A receipt whose order was paid just before the kill, and never got its immediate try, waits
    // for its job (a minute after the payment): that minute is moved past.
    console.log(`multi-server: receipt jobs made due: ${JSON.stringify(await runReceiptJobsNow(top.db, 60_000))}`);

    // A message whose sender was killed right after the commit waits for its queue job (a minute
    // later); one whose try (or queue job) the kill cut off is held for 5 minutes by its lease: that
    // time is moved past, and its delivery job sent now rather than at its next back-off.
    let unsentMails = await waitForOutbox(top.db, 90_000);
    if (unsentMails > 0) {
      console.log(`multi-server: unsent after the wait: ${JSON.stringify(await describeUnsentMail(top.db))}`);
      const held = await releaseKilledMailLeases(top.db);
      const mailDb = await openDatabase({ url: top.databaseUrl, poolSize: 1 });
      try {
        for (const outboxId of held) await sendJob(mailDb.db, deliverMailJob, { outboxId });
      } finally {
        await mailDb.close();
      }
      console.log(`multi-server: ${held.length} unsent outbox message(s) released and given a delivery job now`);
      unsentMails = await waitForOutbox(top.db, 60_000);
      if (unsentMails > 0) console.log(`multi-server: still unsent: ${JSON.stringify(await describeUnsentMail(top.db))}`);
    }

    // Files a kill cut off between the store and the commit: announced, and removed by the clean-up
    // (which each server runs at start for intents older than 15 minutes; here every journey is over).
    const files = await checkFiles(top.db, await top.s3.keys());
    // Every intent no row references is cleaned: those whose file was stored (unreferenced above)
    // and those cut off before their file was (no object to delete).
    const orphanIntents = (
      await top.db.query<{ n: number }>('select count(*)::int as n from upload_intents i where not exists (select 1 from assignment_submissions s where s.file_key = i.key)')
    ).rows[0]!.n;
    const database = await openDatabase({ url: top.databaseUrl, poolSize: 2 });
    let cleaned = 0;
    try {
      cleaned = await removeAbandonedUploads({ db: database.db, storage: s3StorageDriver({ client: createS3Client(top.s3.env), bucket: top.s3.bucket }) }, { olderThan: new Date() });
    } finally {
      await database.close();
    }
    const afterCleanUp = await checkFiles(top.db, await top.s3.keys());

    const proxyLines = top.nginx.accessLog();
    const figures = {
      journeys: stats.started,
      finished: stats.finished,
      requests: stats.requests,
      clientRetries: stats.retries,
      proxyRetries: proxyLines.filter((l) => l.split(' ')[1]?.includes(',')).length,
      proxy502: proxyLines.filter((l) => l.startsWith('502 ')).length,
      p50ms: percentile(stats.latencies, 50),
      p95ms: percentile(stats.latencies, 95),
      restartMs: Math.round(restartMs),
      killedAt: killedAt.toISOString(),
      loadSeconds: Math.round(loadSeconds),
      journeysPerMinute: Math.round((stats.finished / loadSeconds) * 60),
      grades: stats.grades,
      abandonedOrders: stats.abandonedOrders.length,
      codesAskedAgain: [...stats.resends.values()].reduce((a, b) => a + b, 0),
      filesCutOffByTheKill: files.unreferenced.length,
    };
    console.log(`multi-server figures: ${JSON.stringify(figures)}`);

    expect(stats.failures).toEqual([]);
    expect(stats.finished).toBe(stats.started);
    expect(stats.finished).toBeGreaterThan(CONCURRENCY);
    expect(restartMs).toBeGreaterThan(0);
    expect(await checkEnrolments(top.db, stats)).toEqual([]);
    expect(unsentMails).toBe(0);
    expect(await checkMails(top.db, mailDirs, stats)).toEqual([]);
    expect(stats.grades).toBeGreaterThan(0);
    expect(files.problems).toEqual([]);
    expect(cleaned).toBe(orphanIntents);
    expect(cleaned).toBeGreaterThanOrEqual(files.unreferenced.length);
    expect(afterCleanUp).toEqual({ problems: [], unreferenced: [] });
    expect(await assertScheduledJobsRanOnce(top.db, { abandonedOrders: stats.abandonedOrders, scheduledUntil, killedAt, restartedAt })).toEqual([]);
  }, JOURNEY_TEST_MS);
});
