import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type BuildOptions } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { users } from '../src/db/schema/index.ts';
import { DEMO_ADMIN_TOTP_SECRET } from '../src/db/seed/users.ts';

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  dataDir: string;
  /** Moves the app's clock (see `app.now`). */
  clock: { now: Date; advance: (ms: number) => void; reset: () => void };
  /** Logs in through the real endpoints (password, then the TOTP step for the demo admin) and returns the bearer token. */
  login: (email: string, password?: string) => Promise<string>;
  close: () => Promise<void>;
};

/**
 * A real app on its own copy of the seeded database: PGlite in-process by default, PostgreSQL
 * when the run was started with KELAS_TEST_DB=postgres (a database cloned from the run's template).
 */
export async function createTestApp(
  opts: {
    env?: Record<string, string>;
    mailer?: BuildOptions['mailer'];
    storage?: BuildOptions['storage'];
    /** Runs before `app.ready()`: register test-only jobs (platform/jobs) here. */
    beforeReady?: (app: FastifyInstance) => void;
    /**
     * A second server on the first one's database (multi-server tests): PostgreSQL opens its own
     * pool on the same URL; PGlite shares the one in-process instance. Closing it leaves the
     * database to the first app.
     */
    sameDatabaseAs?: TestApp;
  } = {},
): Promise<TestApp> {
  const root = inject('kelasTestRoot');
  const templateDb = inject('kelasTemplateDb');
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kelas-app-'));
  await fs.cp(path.join(root, 'storage'), path.join(dataDir, 'storage'), { recursive: true }).catch(() => undefined);

  let database: Database;
  let dropDb: (() => Promise<void>) | null = null;
  let closeDb = true;
  if (opts.sameDatabaseAs) {
    const first = opts.sameDatabaseAs.database;
    if (first.url) {
      database = await openDatabase({ url: first.url, poolSize: 20 });
    } else {
      database = first;
      closeDb = false;
    }
  } else if (templateDb) {
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
  opts.beforeReady?.(app);
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
      const body = res.json() as { token?: string; challenge?: string };
      if (body.token) return body.token;
      return passSecondStep(app, email, body.challenge!, new Date(Date.now() + clock.offset));
    },
    async close() {
      await app.close();
      if (closeDb) await database.close();
      await dropDb?.();
      // Retried: a mail sent after the answer may still be landing in DATA_DIR/mail.
      await fs.rm(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 });
    },
  };
}

/**
 * The login's second step for a two-factor account whose secret the tests know (the demo admin,
 * README "Demo data"): a TOTP code for the app's clock. A code is usable once per 30-s step, and
 * tests sign the admin in many times a step, so the helper first clears the account's replay
 * guard (`totp_last_step`); the guard itself is tested in two-factor.test.ts without this helper.
 */
async function passSecondStep(app: FastifyInstance, email: string, challenge: string, now: Date): Promise<string> {
  if (email !== DEMO_ADMIN_EMAIL) throw new Error(`login ${email}: two-factor is on and the test does not know its secret`);
  await app.db.update(users).set({ totpLastStep: null }).where(eq(users.email, email));
  const code = await generate({ secret: DEMO_ADMIN_TOTP_SECRET, epoch: Math.floor(now.getTime() / 1000) });
  const res = await app.inject({ method: 'POST', url: '/api/auth/2fa/verify', payload: { challenge, code } });
  if (res.statusCode !== 200) throw new Error(`2fa ${email} failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { token: string }).token;
}

const DEMO_ADMIN_EMAIL = 'admin@example.com';

/** `{ authorization: 'Bearer …' }` for inject calls. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
