import { HEALTH_CODES, HEALTH_MESSAGES } from '@kelas/contracts/health';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPgCluster, type PgCluster } from './pg-cluster.ts';
import { call, login, prepareDatabase, sleep, startApp, waitUntil, type RunningApp } from './harness.ts';

/**
 * Decision 100: a database outage against a real PostgreSQL this test starts,
 * stops and freezes. The app runs in this process, so an unhandled pool 'error' would fail the
 * run. While the database is down or frozen every API call answers 503 with the message within
 * 2 s, /api/ready says 503 and /api/health 200; the app recovers by itself within 5 s.
 */
/** The suites of this file (run from resilience.test.ts). */
export function databaseOutageSuites(): void {
  describe('database outage (PostgreSQL)', () => {
    let cluster: PgCluster;
    let server: RunningApp;
    let token: string;

    beforeAll(async () => {
      cluster = await startPgCluster();
      await prepareDatabase({ url: cluster.url });
      server = await startApp({ url: cluster.url });
      token = await login(server.baseUrl, 'learner@example.com');
    }, 180_000);

    afterAll(async () => {
      cluster?.thaw();
      await server?.close();
      cluster?.destroy();
    });

    /** Programmu's list, the profile and a profile write: what a learner's pages do. */
    const calls = () => [
      // (The public catalogue is not among them: it is answered from the in-process cache, rightly
      // even while the database is away.)
      call(server.baseUrl, 'GET', '/api/course', { token }),
      call(server.baseUrl, 'GET', '/api/profile', { token }),
      call(server.baseUrl, 'POST', '/api/profile', { token, body: { name: 'Learner Tahan Banting', phone: '081234567890', gender: 'female', birth_date: '1999-01-31' } }),
    ];
    const allOk = async () => (await Promise.all(calls())).every((r) => r.status === 200);

    async function expectUnavailable() {
      const results = await Promise.all(calls());
      for (const r of results) {
        expect(r.status).toBe(503);
        expect(r.body).toEqual({ message: HEALTH_MESSAGES.unavailable, code: HEALTH_CODES.dbUnavailable });
        expect(r.ms).toBeLessThan(2000);
      }
      const ready = await call(server.baseUrl, 'GET', '/api/ready');
      expect(ready.status).toBe(503);
      expect(ready.body).toMatchObject({ ok: false, code: HEALTH_CODES.dbUnavailable, database: 'unavailable' });
      expect(ready.ms).toBeLessThan(2000);
      expect((await call(server.baseUrl, 'GET', '/api/health')).status).toBe(200);
    }

    it('is ready while the database answers', async () => {
      expect(await allOk()).toBe(true);
      const ready = await call(server.baseUrl, 'GET', '/api/ready');
      expect(ready).toMatchObject({ status: 200, body: { ok: true, database: 'ok', migrations: 'current' } });
    });

    it('survives pg_terminate_backend of its idle connections and carries on', async () => {
      expect(await allOk()).toBe(true); // the pool holds idle connections now
      const killed = await cluster.query<{ n: number }>(
        `select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = 'kelas' and pid <> pg_backend_pid()`,
      );
      expect(killed[0]!.n).toBeGreaterThan(0);
      await sleep(300);
      expect(await allOk()).toBe(true);
    });

    it('answers 503 within 2 s while the server is stopped (57P01, then refused), and recovers within 5 s of its start', async () => {
      expect(await allOk()).toBe(true);
      cluster.stop('fast');
      await expectUnavailable();
      await expectUnavailable(); // still no crash, still fast
      cluster.start();
      const ms = await waitUntil(allOk, 5000);
      expect(ms).toBeLessThan(5000);
      expect((await call(server.baseUrl, 'GET', '/api/ready')).status).toBe(200);
    });

    it('answers 503 within 2 s while the database is frozen (SIGSTOP), and recovers within 5 s of SIGCONT', async () => {
      expect(await allOk()).toBe(true);
      cluster.freeze();
      try {
        await expectUnavailable();
        await expectUnavailable();
      } finally {
        cluster.thaw();
      }
      const ms = await waitUntil(async () => (await allOk()) && (await call(server.baseUrl, 'GET', '/api/ready')).status === 200, 5000);
      expect(ms).toBeLessThan(5000);
    });
  });
}
