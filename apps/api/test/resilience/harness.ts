import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { openDatabase, runMigrations, type Database } from '../../src/db/client.ts';
import { seedAll } from '../../src/db/seed/seed.ts';
import { localStorageDriver } from '../../src/platform/storage.ts';

/** Migrates and seeds the database at `url` (a PostgreSQL URL) or the PGlite folder `pgliteDir`; seed files go to `dataDir/storage`. */
export async function prepareDatabase(opts: { url?: string; pgliteDir?: string; dataDir?: string }): Promise<void> {
  const dataDir = opts.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'kelas-res-seed-'));
  const database = await openDatabase(opts.url ? { url: opts.url, poolSize: 2 } : { dataDir: opts.pgliteDir! });
  try {
    await runMigrations(database);
    await seedAll({ db: database.db, storage: localStorageDriver(path.join(dataDir, 'storage')) });
  } finally {
    await database.close();
    if (!opts.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export type RunningApp = { app: FastifyInstance; database: Database; baseUrl: string; close: () => Promise<void> };

/**
 * The real app listening on a free port over real HTTP, on the PostgreSQL database at `url`, with
 * the server's own configuration (timeouts from config.ts defaults unless `env` says otherwise).
 */
export async function startApp(opts: { url: string; env?: Record<string, string> }): Promise<RunningApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kelas-res-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_ON_START: 'false', DATABASE_URL: opts.url, ...opts.env });
  const warnings: string[] = [];
  const database = await openDatabase({
    url: config.DATABASE_URL,
    poolSize: config.DATABASE_POOL_SIZE,
    connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
    statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
    log: { warn: (_obj, msg) => warnings.push(msg) },
  });
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as { port: number };
  return {
    app,
    database,
    baseUrl: `http://127.0.0.1:${port}`,
    async close() {
      await app.close();
      await database.close({ timeoutMs: 2000 });
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A timed HTTP call: status, JSON body (or null) and milliseconds taken. Never throws for a status. */
export async function call(
  baseUrl: string,
  method: string,
  url: string,
  opts: { token?: string; body?: unknown; timeoutMs?: number } = {},
): Promise<{ status: number; body: Record<string, unknown> | null; ms: number }> {
  const started = performance.now();
  const res = await fetch(baseUrl + url, {
    method,
    headers: { ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}), ...(opts.body ? { 'content-type': 'application/json' } : {}) },
    body: opts.body ? JSON.stringify(opts.body) : null,
    signal: AbortSignal.timeout(opts.timeoutMs ?? 15_000),
  });
  const text = await res.text();
  let body: Record<string, unknown> | null = null;
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    body = null;
  }
  return { status: res.status, body, ms: performance.now() - started };
}

/** Logs in through the real endpoint; the bearer token. */
export async function login(baseUrl: string, email: string): Promise<string> {
  const res = await call(baseUrl, 'POST', '/api/auth/login', { body: { email, password: 'Kelas123!' } });
  if (res.status !== 200) throw new Error(`login ${email}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body!.token as string;
}

/** Polls `check` every 100 ms until it resolves true; the milliseconds it took, or throws after `limitMs`. */
export async function waitUntil(check: () => Promise<boolean>, limitMs: number): Promise<number> {
  const started = performance.now();
  for (;;) {
    if (await check().catch(() => false)) return performance.now() - started;
    if (performance.now() - started > limitMs) throw new Error(`not within ${limitMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
