import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type BuildOptions } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  dataDir: string;
  /** Moves the app's clock (see `app.now`). */
  clock: { now: Date; advance: (ms: number) => void; reset: () => void };
  /** Logs in through the real endpoint and returns the bearer token. */
  login: (email: string, password?: string) => Promise<string>;
  close: () => Promise<void>;
};

/**
 * A real app on its own copy of the seeded database: PGlite in-process by default, PostgreSQL
 * when the run was started with KELAS_TEST_DB=postgres (a database cloned from the run's template).
 */
export async function createTestApp(
  opts: { env?: Record<string, string>; mailer?: BuildOptions['mailer']; storage?: BuildOptions['storage'] } = {},
): Promise<TestApp> {
  const root = inject('kelasTestRoot');
  const templateDb = inject('kelasTemplateDb');
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kelas-app-'));
  await fs.cp(path.join(root, 'storage'), path.join(dataDir, 'storage'), { recursive: true }).catch(() => undefined);

  let database: Database;
  let dropDb: (() => Promise<void>) | null = null;
  if (templateDb) {
    const baseUrl = process.env.DATABASE_URL!;
    const name = `${templateDb}_f${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${templateDb}`);
    await admin.end();
    const u = new URL(baseUrl);
    u.pathname = `/${name}`;
    database = await openDatabase({ url: u.toString(), poolSize: 20 });
    dropDb = async () => {
      const a = new pg.Client({ connectionString: baseUrl });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    };
  } else {
    const dump = await fs.readFile(path.join(root, 'pglite.tar.gz'));
    database = await openDatabase({ dataDir: 'memory://', loadDataDir: new Blob([dump]) });
  }

  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_ON_START: 'false', ...opts.env });
  const clock = {
    now: new Date(),
    offset: 0,
    advance(ms: number) {
      this.offset += ms;
    },
    reset() {
      this.offset = 0;
    },
  };
  const app = await buildApp({
    config,
    database,
    logger: false,
    now: () => new Date(Date.now() + clock.offset),
    ...(opts.mailer ? { mailer: opts.mailer } : {}),
    ...(opts.storage ? { storage: opts.storage } : {}),
  });
  await app.ready();

  return {
    app,
    database,
    dataDir,
    clock: {
      get now() {
        return new Date(Date.now() + clock.offset);
      },
      advance: (ms) => clock.advance(ms),
      reset: () => clock.reset(),
    },
    async login(email, password = 'Kelas123!') {
      const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
      if (res.statusCode !== 200) throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
      return (res.json() as { token: string }).token;
    },
    async close() {
      await app.close();
      await database.close();
      await dropDb?.();
      // Retried: a mail sent after the answer may still be landing in DATA_DIR/mail.
      await fs.rm(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
    },
  };
}

/** `{ authorization: 'Bearer …' }` for inject calls. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
