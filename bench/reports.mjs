#!/usr/bin/env node
// `node bench/reports.mjs` (or `npm run bench -- --reports`): the console reports' benchmark. In a
// throwaway PostgreSQL database (DATABASE_URL, default the machine's server), the compiled API
// migrates and seeds; bench/reports-data.mjs then generates 1,000,000 orders with their payments,
// refunds, enrolments, progress, quiz answers and graded submissions inside PostgreSQL; each of the
// six reports is called over the default range (last 30 days) and over a year, sequentially, as the
// signed-in demo admin. Goal: p95 under 1 s for every report and range. Writes
// bench/results/reports-YYYY-MM-DD.md and bench/results/reports.json; drops the database.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generate } from 'otplib';
import pg from 'pg';
import { apiEntry, ensureApiBuilt } from '../scripts/build.mjs';
import { startServer } from './lib.mjs';
import { COUNT_TABLES, generateStatements, SIZES } from './reports-data.mjs';
import getPort from 'get-port';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.dirname(here);
const REPORTS = ['revenue', 'funnel', 'enrolments', 'completion', 'questions', 'grading'];
/** The demo admin's public TOTP secret (README "Demo data"; apps/api/src/db/seed/users.ts). */
const DEMO_ADMIN_TOTP_SECRET = 'KELASADMINDEMOTOTPSECRETJKTR4XWQ';
const GOAL_MS = 1000;

const jakartaDay = (d) => new Date(d.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);

async function adminToken(base) {
  const post = async (url, body) => {
    const res = await fetch(base + url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const first = await post('/api/auth/login', { email: 'admin@example.com', password: 'Kelas123!' });
  if (first.token) return first.token;
  const code = await generate({ secret: DEMO_ADMIN_TOTP_SECRET, epoch: Math.floor(Date.now() / 1000) });
  return (await post('/api/auth/2fa/verify', { challenge: first.challenge, code })).token;
}

/**
 * Milliseconds of each of `n` sequential calls (after one warm-up call), and the rows of the last.
 * A call that does not answer 200 (a statement over the server's timeout answers 503) ends the
 * row: `{ failed: 'status message' }`.
 */
async function timeCalls(url, token, n) {
  const call = async () => {
    const started = performance.now();
    const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    const body = await res.text();
    if (res.status !== 200) return { ms: performance.now() - started, failed: `${res.status} ${JSON.parse(body).code ?? ''}`.trim() };
    return { ms: performance.now() - started, rows: JSON.parse(body).data.length };
  };
  const warm = await call();
  if (warm.failed) return { p50: null, p95: null, max: Math.round(warm.ms), rows: null, failed: warm.failed };
  const runs = [];
  for (let i = 0; i < n; i++) {
    const r = await call();
    if (r.failed) return { p50: null, p95: null, max: Math.round(r.ms), rows: null, failed: r.failed };
    runs.push(r);
  }
  const ms = runs.map((r) => r.ms).sort((a, b) => a - b);
  const pick = (q) => ms[Math.min(ms.length - 1, Math.ceil(q * ms.length) - 1)];
  return { p50: Math.round(pick(0.5)), p95: Math.round(pick(0.95)), max: Math.round(ms.at(-1)), rows: runs.at(-1).rows };
}

/**
 * Runs the benchmark against PostgreSQL at `pgUrl` (a database is created and dropped) and returns
 * `{ sizes, counts, loadSeconds, rows: [{ report, range, p50, p95, max, rows, ok }] }`.
 */
export async function runReportsBench({ pgUrl, calls = 15, log = console.log, keepDb = process.env.BENCH_REPORTS_DB } = {}) {
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  // BENCH_REPORTS_DB=<name> (for tuning the reports' SQL): the generated database is kept under that
  // name and reused by the next run, which then skips the four minutes of generation.
  const name = keepDb || `kelas_bench_reports_${Date.now()}`;
  const exists = keepDb ? (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount > 0 : false;
  if (!exists) await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const u = new URL(pgUrl);
  u.pathname = `/${name}`;
  const dbUrl = u.toString();
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'kelas-bench-reports-'));
  let server;
  try {
    await ensureApiBuilt();
    const port = await getPort({ host: '127.0.0.1' });
    log('Starting the API on a fresh PostgreSQL database (migrations, seed)…');
    server = await startServer(process.execPath, [apiEntry], {
      cwd: root,
      url: `http://127.0.0.1:${port}/api/health`,
      env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: tmp, DATABASE_URL: dbUrl, LOG_LEVEL: 'warn', NODE_ENV: 'production', LOGIN_REQUESTS_PER_IP: '1000000', LOGIN_FAILURES_PER_ACCOUNT: '1000000' },
    });
    const base = `http://127.0.0.1:${port}`;
    // A TOTP code counts once per 30-s step: a reused database may have seen this step's code.
    const reset = new pg.Client({ connectionString: dbUrl });
    await reset.connect();
    await reset.query(`update users set totp_last_step = null where email = 'admin@example.com'`);
    await reset.end();
    const token = await adminToken(base);

    log(exists ? `Reusing the generated database ${name}…` : `Generating ${SIZES.orders.toLocaleString('en')} orders and the rest in PostgreSQL…`);
    const db = new pg.Client({ connectionString: dbUrl });
    await db.connect();
    const loadStarted = performance.now();
    if (!exists) for (const statement of generateStatements(SIZES)) await db.query(statement);
    const loadSeconds = exists ? null : +((performance.now() - loadStarted) / 1000).toFixed(1);
    const counts = {};
    for (const t of COUNT_TABLES) counts[t] = Number((await db.query(`select count(*)::int as n from ${t}`)).rows[0].n);
    log(`Loaded in ${loadSeconds} s: ${JSON.stringify(counts)}`);

    // The server's roll-up job (decision 154, once a minute) builds the daily roll-ups of every
    // day the generated writes marked dirty; the reports are measured once it has caught up.
    log('Waiting for the report roll-ups to be built…');
    const rollupStarted = performance.now();
    const dirty = async () => Number((await db.query('select count(distinct (report, day))::int as n from report_dirty_days')).rows[0].n);
    for (let n = await dirty(), last = -1; n > 0; n = await dirty()) {
      if (n !== last) log(`  ${n} dirty report days left`);
      last = n;
      if (performance.now() - rollupStarted > 20 * 60_000) throw new Error(`roll-ups not built after 20 minutes (${n} dirty days)`);
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
    const rollupSeconds = +((performance.now() - rollupStarted) / 1000).toFixed(1);
    log(`Roll-ups built in ${rollupSeconds} s (including the wait for the job's next minute).`);

    const today = jakartaDay(new Date());
    const yearAgo = jakartaDay(new Date(Date.now() - 364 * 86_400_000));
    const ranges = [
      { range: 'last 30 days (default)', query: '' },
      { range: `a year (${yearAgo} – ${today})`, query: `?from=${yearAgo}&to=${today}` },
    ];
    const rows = [];
    for (const report of REPORTS) {
      for (const r of ranges) {
        // Today is always dirty in production (today's orders, refunds and progress): computed live here too.
        await db.query(`insert into report_dirty_days (report, day) select x, (now() at time zone 'UTC' + interval '7 hours')::date from unnest(array['revenue', 'funnel', 'completion', 'questions']) x`);
        const t = await timeCalls(`${base}/api/admin/reports/${report}${r.query}`, token, calls);
        rows.push({ report, range: r.range, ...t, ok: !t.failed && t.p95 < GOAL_MS });
        log(`${report.padEnd(11)} ${r.range.padEnd(34)} ${t.failed ? `failed: ${t.failed} after ${t.max} ms` : `p50 ${t.p50} ms  p95 ${t.p95} ms  max ${t.max} ms  (${t.rows} rows)`}`);
      }
    }
    await db.end();
    return { sizes: SIZES, counts, loadSeconds, rollupSeconds, calls, rows };
  } finally {
    await server?.stop();
    fs.rmSync(tmp, { recursive: true, force: true });
    if (!keepDb) {
      const a = new pg.Client({ connectionString: pgUrl });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    }
  }
}

/** The result as Markdown (bench/results/reports-DATE.md). */
export function reportsMarkdown(result) {
  const lines = [
    `# Reports benchmark ${result.date}`,
    '',
    `Goal: every report on ${result.sizes.orders.toLocaleString('en')} generated orders answers in under 1 s (p95). PostgreSQL ${result.postgres}; ${result.machine}; load average (1 min) ${result.loadBefore} before, ${result.loadAfter} after (the machine is shared).`,
    `Data ${result.loadSeconds === null ? 'generated earlier (BENCH_REPORTS_DB)' : `generated in ${result.loadSeconds} s`}: ${Object.entries(result.counts).map(([k, v]) => `${k} ${v.toLocaleString('en')}`).join(', ')}.`,
    ...(result.rollupSeconds === undefined ? [] : [`Daily roll-ups (decision 154) built by the server's job in ${result.rollupSeconds} s after the load (the job runs once a minute); today is marked dirty before each row, so it is computed live as in production.`]),
    `Each row: ${result.calls} sequential calls of \`GET /api/admin/reports/{name}\` as the admin after one warm-up call, times seen by the client (HTTP included).`,
    '',
    '| report | range | p50 ms | p95 ms | max ms | rows | p95 < 1 s |',
    '| --- | --- | ---: | ---: | ---: | ---: | --- |',
    ...result.rows.map((r) => (r.failed ? `| ${r.report} | ${r.range} | – | – | ${r.max} | – | **no** (${r.failed}) |` : `| ${r.report} | ${r.range} | ${r.p50} | ${r.p95} | ${r.max} | ${r.rows} | ${r.ok ? 'yes' : '**no**'} |`)),
    '',
  ];
  return lines.join('\n');
}

/** Writes the result files; returns the Markdown. */
export async function writeReportsResult(result) {
  const out = path.join(here, 'results');
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(path.join(out, `reports${result.label ? `-${result.label}` : ''}.json`), `${JSON.stringify(result, null, 2)}\n`);
  const text = reportsMarkdown(result);
  fs.writeFileSync(path.join(out, `reports-${result.date}${result.label ? `-${result.label}` : ''}.md`), text);
  return text;
}

/** Runs the benchmark and writes its result (the standalone command and `npm run bench -- --reports`). */
export async function benchReports({ pgUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test', calls } = {}) {
  const loadBefore = os.loadavg()[0].toFixed(1);
  const version = new pg.Client({ connectionString: pgUrl });
  await version.connect();
  const postgres = (await version.query('show server_version')).rows[0].server_version;
  await version.end();
  const run = await runReportsBench({ pgUrl, calls });
  const result = {
    date: process.env.BENCH_DATE || new Date().toISOString().slice(0, 10),
    // BENCH_REPORTS_LABEL=<word>: a second result of the same day gets its own files (reports-DATE-word.md/.json).
    label: process.env.BENCH_REPORTS_LABEL || undefined,
    machine: `${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
    postgres,
    loadBefore,
    loadAfter: os.loadavg()[0].toFixed(1),
    ...run,
  };
  const text = await writeReportsResult(result);
  console.log(`\n${text}`);
  return result;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const result = await benchReports({ calls: Number(process.env.BENCH_REPORT_CALLS || 15) });
  process.exitCode = result.rows.every((r) => r.ok) ? 0 : 1;
}
