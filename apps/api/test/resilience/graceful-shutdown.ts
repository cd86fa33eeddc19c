import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';
import { startPgCluster, type PgCluster } from './pg-cluster.ts';
import { login, prepareDatabase, sleep } from './harness.ts';
import { spawnServer, waitReady, waitTreeGone, type ServerProcess } from './server-process.ts';
import { loadUntil, prepareWriteLoad, startWriteLoad, verifyWriteLoad, type LoadFixture } from './write-load.ts';
import getPort from 'get-port';

/**
 * Decision 101: SIGTERM or SIGINT to any process of `npm start` (npm,
 * scripts/start.mjs, the server) stops the whole tree; requests in flight finish (every answer
 * acknowledged is stored), the mail outbox is flushed, the database is closed; and a frozen
 * database cannot hold the shutdown past SHUTDOWN_TIMEOUT_SECONDS.
 */
const cleanups: (() => Promise<void> | void)[] = [];

async function startNpm(env: Record<string, string>): Promise<ServerProcess> {
  const server = spawnServer({ via: 'npm', port: await getPort({ host: '127.0.0.1' }), env });
  cleanups.push(() => server.killAll());
  await waitReady(server);
  return server;
}

/** Stopping takes the server's limit (10 s by default) plus the start of a few processes at most. */
const STOP_LIMIT_MS = 12_000;

/** The suites of this file (run from resilience.test.ts). */
export function gracefulShutdownSuites(): void {
  afterEach(async () => {
    while (cleanups.length) await cleanups.pop()!();
  });
  describe('graceful shutdown of npm start (PGlite)', () => {
    let dataDir: string;
    let fixture: LoadFixture;
    const env = () => ({ DATA_DIR: dataDir, SEED_ON_START: 'false' });

    beforeAll(async () => {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kelas-stop-'));
      await prepareDatabase({ pgliteDir: path.join(dataDir, 'pglite'), dataDir });
      const db = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
      fixture = await prepareWriteLoad(db.db, { learners: 16, questions: 120 });
      await db.close();
    }, 240_000);
    afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

    it('SIGTERM to npm stops npm, its shell, start.mjs and the server', async () => {
      const server = await startNpm(env());
      const serverPid = server.serverPid();
      process.kill(server.child.pid!, 'SIGTERM');
      expect(await waitTreeGone(server, STOP_LIMIT_MS)).toBeLessThan(STOP_LIMIT_MS);
      expect(() => process.kill(serverPid, 0)).toThrow();
      expect(server.output()).toContain('shutdown: database closed');
    });

    it('SIGINT to scripts/start.mjs stops the whole tree', async () => {
      const server = await startNpm(env());
      process.kill(server.startScriptPid(), 'SIGINT');
      expect(await waitTreeGone(server, STOP_LIMIT_MS)).toBeLessThan(STOP_LIMIT_MS);
      expect(server.output()).toContain('shutdown: database closed');
    });

    it('SIGTERM to the server under the quiz-answer load: answers in flight finish, every acknowledged one is stored, the tree stops', async () => {
      const server = await startNpm(env());
      const stop = new AbortController();
      const load = startWriteLoad(server.baseUrl, fixture, { kinds: 'quiz', signal: stop.signal });
      await loadUntil(load.acks, (a) => a.answers.length >= 40, 30_000);
      process.kill(server.serverPid(), 'SIGTERM');
      const acks = await load.done;
      stop.abort();
      expect(await waitTreeGone(server, STOP_LIMIT_MS)).toBeLessThan(STOP_LIMIT_MS);
      expect(server.output()).toContain('shutdown: database closed');
      // Refused connections end the load; an answer the closing server still got is 503 or 200, never 500.
      expect(acks.failures.filter((f) => !f.startsWith('answer 503'))).toEqual([]);
      expect(acks.answers.length).toBeGreaterThan(0);
      const db = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
      try {
        expect(await verifyWriteLoad(db.db, fixture, acks, path.join(dataDir, 'storage'))).toEqual([]);
      } finally {
        await db.close();
      }
    });
  });

  describe('graceful shutdown of npm start (PostgreSQL)', () => {
    let cluster: PgCluster;
    let dataDir: string;

    beforeAll(async () => {
      cluster = await startPgCluster();
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kelas-stop-pg-'));
      await prepareDatabase({ url: cluster.url, dataDir });
    }, 240_000);
    afterAll(() => {
      cluster?.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    it('delivers the due outbox e-mail before it closes the database', async () => {
      const server = await startNpm({ DATA_DIR: dataDir, DATABASE_URL: cluster.url, SEED_ON_START: 'false' });
      // What enqueueMail commits: the message and its delivery job (decision 181), here due at once
      // (as when the request's own try could not run).
      const [row] = await cluster.query<{ id: number }>(
        `insert into mail_outbox (recipient, subject, text, html, next_attempt_at) values ('learner@example.com', 'Tugas Anda sudah dinilai (shutdown)', 'nilai', '<p>nilai</p>', now()) returning id`,
      );
      await cluster.query(`insert into pgboss.job (name, data) values ('mail.deliver', json_build_object('outboxId', $1::int))`, [row!.id]);
      process.kill(server.child.pid!, 'SIGTERM');
      await waitTreeGone(server, STOP_LIMIT_MS);
      const [sent] = await cluster.query<{ sent_at: Date | null }>(`select sent_at from mail_outbox where id = $1`, [row!.id]);
      expect(sent!.sent_at).not.toBeNull();
      const files = fs.readdirSync(path.join(dataDir, 'mail')).map((f) => fs.readFileSync(path.join(dataDir, 'mail', f), 'utf8'));
      expect(files.some((f) => f.includes('(shutdown)'))).toBe(true);
      // The server closed its connections: none of them is left on the database.
      const left = await cluster.query<{ n: number }>(`select count(*)::int as n from pg_stat_activity where datname = 'kelas' and pid <> pg_backend_pid()`);
      expect(left[0]!.n).toBe(0);
    });

    it('stops within SHUTDOWN_TIMEOUT_SECONDS while a request waits on a frozen database', async () => {
      const server = await startNpm({
        DATA_DIR: dataDir,
        DATABASE_URL: cluster.url,
        SEED_ON_START: 'false',
        SHUTDOWN_TIMEOUT_SECONDS: '3',
        // No statement or connection timeout to speak of: only the shutdown limit can end the wait.
        DATABASE_STATEMENT_TIMEOUT_MS: '600000',
        DATABASE_CONNECT_TIMEOUT_MS: '600000',
      });
      const token = await login(server.baseUrl, 'learner@example.com');
      cluster.freeze();
      cleanups.push(() => cluster.thaw());
      const hanging = fetch(`${server.baseUrl}/api/profile`, { headers: { authorization: `Bearer ${token}` } }).then(
        (r) => r.status,
        () => 'connection closed',
      );
      await sleep(500);
      const serverPid = server.serverPid();
      const started = Date.now();
      process.kill(serverPid, 'SIGTERM');
      await waitTreeGone(server, 3000 + 3000);
      expect(Date.now() - started).toBeLessThan(6000);
      expect(server.output()).toContain('shutdown: time limit reached');
      expect(await hanging).not.toBe(200);
    });
  });
}
