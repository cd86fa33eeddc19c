import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { startPgCluster, type PgCluster } from './pg-cluster.ts';
import { prepareDatabase, sleep, startApp } from './harness.ts';
import { spawnServer, waitReady, type ServerProcess } from './server-process.ts';
import { leftoverTempFiles, loadUntil, prepareWriteLoad, startWriteLoad, verifyWriteLoad, type Acks, type LoadFixture } from './write-load.ts';
import getPort from 'get-port';

/**
 * Crashes lose nothing acknowledged. A write load (quiz answers, profile
 * updates, avatar uploads, voucher enrolments) runs against a real server process; the server
 * is killed with SIGKILL (and, on PostgreSQL, the database crashes with `pg_ctl stop -m
 * immediate`). After the restart, every write that got a 2xx is in the database, every avatar a
 * user points at is whole, and no temporary upload file is left.
 */
const LEARNERS = 16;
const QUESTIONS = 120;
/** The load runs until every kind of write was acknowledged a few times (at most 30 s: a slow, shared machine), then 0.5 s more. */
const enough = (a: Acks) => a.answers.length >= 40 && a.names.size >= 4 && a.avatars.size >= 4 && a.enrolled.size >= 4;

const cleanups: (() => Promise<void> | void)[] = [];

let cluster: PgCluster | null = null;
async function sharedCluster(): Promise<PgCluster> {
  cluster ??= await startPgCluster();
  return cluster;
}

/** A data directory with a migrated, seeded database (PGlite inside it, or a fresh database on the cluster) and the load's learners. */
async function prepare(driver: 'pglite' | 'postgres'): Promise<{ dataDir: string; env: Record<string, string>; fixture: LoadFixture; open: () => Promise<Database> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kelas-crash-'));
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  let url: string | undefined;
  if (driver === 'postgres') {
    const c = await sharedCluster();
    const name = `crash_${Date.now()}`;
    await c.query(`create database ${name}`);
    url = c.url.replace(/\/kelas$/, `/${name}`);
  }
  const open = () => openDatabase(url ? { url, poolSize: 2 } : { dataDir: path.join(dataDir, 'pglite') });
  await prepareDatabase({ url, pgliteDir: path.join(dataDir, 'pglite'), dataDir });
  const db = await open();
  const fixture = await prepareWriteLoad(db.db, { learners: LEARNERS, questions: QUESTIONS });
  await db.close();
  const env = { DATA_DIR: dataDir, SEED_ON_START: 'false', VOUCHER_CLAIMS_PER_IP: '100000', VOUCHER_CLAIMS_PER_USER: '1000', ...(url ? { DATABASE_URL: url } : {}) };
  return { dataDir, env, fixture, open };
}

async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const server = spawnServer({ via: 'node', port: await getPort({ host: '127.0.0.1' }), env });
  cleanups.push(() => server.killAll());
  await waitReady(server);
  return server;
}

/** One line per phase: these tests take minutes on a busy machine, and the log says where. */
const phase = (name: string, extra?: object) => console.info(`[crash] ${new Date().toISOString()} ${name}${extra ? ` ${JSON.stringify(extra)}` : ''}`);
const summary = (acks: Acks) => ({ answers: acks.answers.length, names: acks.names.size, avatars: acks.avatars.size, enrolled: acks.enrolled.size, failures: acks.failures.length });

/** The suites of this file (run from resilience.test.ts). */
export function crashDurabilitySuites(): void {
  afterEach(async () => {
    while (cleanups.length) await cleanups.pop()!();
  });
  afterAll(() => cluster?.destroy());
  describe.each(['pglite', 'postgres'] as const)('kill -9 of the server under a write load (%s)', (driver) => {
    it('keeps every acknowledged write, and leaves no half-written upload', { timeout: 600_000 }, async () => {
      phase(`${driver}: preparing`);
      const { dataDir, env, fixture, open } = await prepare(driver);
      phase(`${driver}: starting the server`);
      const server = await startServer(env);
      phase(`${driver}: load`);
      const stop = new AbortController();
      const load = startWriteLoad(server.baseUrl, fixture, { kinds: 'all', signal: stop.signal, voucherCode: 'BERKARYA2026' });
      await loadUntil(load.acks, enough, 30_000);
      await sleep(500);
      process.kill(server.serverPid(), 'SIGKILL');
      const acks = await load.done;
      stop.abort();
      await server.exited;
      phase(`${driver}: killed; restarting`, summary(acks));

      // Restart: the server opens the database again (PGlite replays its WAL) and clears unfinished uploads.
      const again = await startServer(env);
      process.kill(again.serverPid(), 'SIGTERM');
      expect(await again.exited).toEqual({ code: 0, signal: null });
      phase(`${driver}: verifying`);

      const storageRoot = path.join(dataDir, 'storage');
      const db = await open();
      try {
        // A write that could not be done in time (a lock wait past the statement timeout on a busy
        // machine) answers 503 and is not acknowledged; anything else (a 500, a 4xx) is a bug.
        expect(acks.failures.filter((f) => !/^\w+ 503 /.test(f))).toEqual([]);
        expect(acks.answers.length).toBeGreaterThan(0);
        expect(acks.names.size + acks.avatars.size + acks.enrolled.size).toBeGreaterThan(0);
        expect(await verifyWriteLoad(db.db, fixture, acks, storageRoot)).toEqual([]);
        expect(leftoverTempFiles(storageRoot)).toEqual([]);
      } finally {
        await db.close();
      }
    });
  });

  describe('PostgreSQL crash (pg_ctl stop -m immediate) under the quiz-answer load', () => {
    it('keeps every answer acknowledged to a learner (decision 102)', { timeout: 300_000 }, async () => {
      const { env, fixture, open } = await prepare('postgres');
      const app = await startApp({ url: env.DATABASE_URL! });
      cleanups.push(() => app.close());
      const c = await sharedCluster();
      const stop = new AbortController();
      const load = startWriteLoad(app.baseUrl, fixture, { kinds: 'quiz', signal: stop.signal });
      await loadUntil(load.acks, (a) => a.answers.length >= 300, 30_000);
      c.stop('immediate');
      await sleep(300); // answers in flight now fail with 503, never a false 200
      stop.abort();
      const acks = await load.done;
      c.start();
      const db = await open();
      try {
        expect(acks.answers.length).toBeGreaterThan(50);
        expect(acks.failures.every((f) => f.startsWith('answer 503'))).toBe(true);
        expect(await verifyWriteLoad(db.db, fixture, acks, '/nonexistent')).toEqual([]);
      } finally {
        await db.close();
      }
    });
  });
}
