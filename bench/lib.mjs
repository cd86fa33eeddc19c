// Shared pieces of the benchmarks: free ports, child servers, autocannon runs, gzip sizes.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { apiEntry, ensureApiBuilt, ensureWebBuilt } from '../scripts/build.mjs';
import getPort from 'get-port';

/** Starts a child process and resolves once `url` answers 200; returns a stop function. */
export async function startServer(cmd, args, { env, url, cwd, timeoutMs = 180_000 }) {
  const child = spawn(cmd, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${out.slice(-2000)}`);
    try {
      const res = await fetch(url);
      if (res.ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() - started > timeoutMs) {
      child.kill('SIGKILL');
      throw new Error(`server did not start in time:\n${out.slice(-2000)}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    // Safe to call twice (a row's server is stopped early and again by the cleanups): an exited
    // child resolves at once instead of waiting for an 'exit' that has already been emitted.
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', resolve);
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 5000).unref();
      }),
  };
}

/** autocannon's result as the rows keep it: { rps, p99, p50, errors, non2xx, requests }. */
export function summarize(result) {
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    requests: result.requests.total,
  };
}

/**
 * Runs autocannon (50 connections, 10 s unless given) and returns { rps, p99, p50, errors, non2xx,
 * requests }. Plain options (url, headers, method, body, connections, duration) run it in a Node
 * process of its own, as its command line does (decision 142): in the bench's process it shared a
 * heap grown by Chromium's driver and the results, and its per-response cost, larger for larger
 * answers, leaked into the ratios. Options with functions (`setupClient`) run it here.
 */
export async function load(opts) {
  const options = { connections: 50, duration: 10, ...opts };
  if (Object.values(options).some((v) => typeof v === 'function')) return summarize(await autocannon(options));
  const child = spawn(process.execPath, [fileURLToPath(new URL('./load-child.mjs', import.meta.url)), JSON.stringify(options)], { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  const code = await new Promise((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`autocannon exited with ${code}`);
  return JSON.parse(out);
}

/**
 * One call measured against the bare baseline at `helloUrl`, interleaved (decision 142): both are
 * warmed for 2 s (the JIT, a server's first seconds of start-up jobs), then `rounds` alternations
 * of hello-world and the call, `seconds` each. Answers the median round by ratio, with that
 * round's own baseline, so a change in the shared machine's load between rows moves both sides of
 * a ratio alike: { result, baseline, ratio }.
 */
export async function pairedWithBaseline(helloUrl, opts, { rounds, seconds }) {
  await load({ url: helloUrl, duration: 2 });
  await load({ ...opts, duration: 2 });
  const measured = [];
  for (let i = 0; i < rounds; i++) {
    const baseline = await load({ url: helloUrl, duration: seconds });
    const result = await load({ ...opts, duration: seconds });
    measured.push({ baseline, result, ratio: result.rps / baseline.rps });
  }
  measured.sort((a, b) => a.ratio - b.ratio);
  return measured[Math.floor(measured.length / 2)];
}

/**
 * A fresh database `name` on the PostgreSQL server of `pgUrl`, dropped by the clean-up it pushes
 * onto `cleanups`. Answers its URL, or null (with a warning through `log`) when the server is not
 * reachable, so the caller skips its PostgreSQL rows.
 */
export async function scratchDatabase(pgUrl, name, cleanups, log = console.warn) {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: pgUrl });
  try {
    await admin.connect();
  } catch (err) {
    log(`PostgreSQL not reachable at ${pgUrl}: ${err.message}; its rows are skipped.`);
    return null;
  }
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const a = new pg.Client({ connectionString: pgUrl });
    await a.connect();
    await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await a.end();
  });
  const u = new URL(pgUrl);
  u.pathname = `/${name}`;
  return u.toString();
}

/**
 * The production server (built only where its sources changed) on a fresh database `name` of the
 * PostgreSQL at DATABASE_URL (default the machine's), with a temporary data folder; both are
 * removed by the clean-ups it pushes onto `cleanups`. For a bench file run on its own
 * (`node bench/community.mjs`, `node bench/sessions.mjs`). Answers `{ baseUrl, databaseUrl }`;
 * throws when no PostgreSQL is reachable.
 */
export async function startApiOnScratchPostgres(name, cleanups, env = {}) {
  const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
  await ensureApiBuilt();
  const databaseUrl = await scratchDatabase(process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test', `${name}_${process.pid}`, cleanups);
  if (!databaseUrl) throw new Error('no PostgreSQL reachable');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`));
  cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  const port = await getPort({ host: '127.0.0.1' });
  const api = await startServer(process.execPath, [apiEntry], {
    cwd: root,
    url: `http://127.0.0.1:${port}/api/health`,
    env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn', NODE_ENV: 'production', ...env },
  });
  cleanups.push(api.stop);
  return { baseUrl: `http://127.0.0.1:${port}`, databaseUrl };
}

/**
 * Runs `measure(baseUrl)` against the server named by `--url <base>` on the command line, or else
 * against the production build (built only where the sources changed) started on a fresh seeded
 * PGlite in a temporary folder, stopped and removed afterwards. For the browser benchmarks run
 * on their own (`node bench/lighthouse.mjs`, `node bench/first-text.mjs`).
 */
export async function withProductionServer(tmpPrefix, measure) {
  const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
  const urlArg = process.argv.indexOf('--url');
  const cleanups = [];
  try {
    let baseUrl = urlArg > 0 ? process.argv[urlArg + 1] : null;
    if (!baseUrl) {
      const tmp = fs.mkdtempSync(path.join(os.tmpdir(), tmpPrefix));
      cleanups.push(async () => fs.rmSync(tmp, { recursive: true, force: true }));
      const webDist = path.join(tmp, 'dist');
      console.log('Building (only what changed)…');
      ensureWebBuilt(webDist);
      await ensureApiBuilt();
      const port = await getPort({ host: '127.0.0.1' });
      const env = { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: path.join(tmp, 'data'), WEB_DIST: webDist, LOG_LEVEL: 'warn', NODE_ENV: 'production', DATABASE_URL: '', REDIS_URL: '' };
      const server = await startServer(process.execPath, [apiEntry], { cwd: root, url: `http://127.0.0.1:${port}/api/health`, env });
      cleanups.unshift(server.stop);
      baseUrl = `http://127.0.0.1:${port}`;
    }
    await measure(baseUrl);
  } finally {
    for (const c of cleanups) await c().catch(() => undefined);
  }
}
