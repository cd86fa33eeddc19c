#!/usr/bin/env node
// `npm run bench [-- --quick]`: every performance goal, each next to a bare Fastify hello-world
// measured in the same run (the machine is shared and noisy: read the ratios, not the absolute
// figures). Rows: the landing's scripts as a browser fetches them; the catalogue list, a course
// detail and a learner's course activity on PGlite and (when PostgreSQL is reachable at
// DATABASE_URL, default the machine's) on PostgreSQL; the question list and the notification page
// on PostgreSQL (bench/community.mjs); live sessions' joins and reminders (bench/sessions.mjs); the quiz-answer call on PostgreSQL; the
// restart of `npm start` and a first start on a fresh data directory. Writes bench/results/
// (YYYY-MM-DD.md and latest.json) and regenerates the README's Benchmarks table from them.
// Then the exam spike (bench/exam-spike.mjs: 3,000 learners start, answer and finish one quiz;
// results also in bench/results/exam-spike*.{json,md}).
// `--quick`: 3 s per row, no quiz-answer row, a 300-learner spike. `--lighthouse`: also Lighthouse mobile of the landing
// and a course detail (bench/lighthouse.mjs, results in bench/results/lighthouse.json). `--reports` (or BENCH_REPORTS=1) adds the optional
// step: the six console reports on 1,000,000 generated orders in PostgreSQL
// (bench/reports.mjs, a few minutes; results in bench/results/reports-*.md).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiEntry, ensureApiBuilt, ensureWebBuilt } from '../scripts/build.mjs';
import { measureLandingInBrowser } from './landing-browser.mjs';
import { load, pairedWithBaseline, scratchDatabase, startServer } from './lib.mjs';
import { writeReadmeTable } from './readme-table.mjs';
import getPort from 'get-port';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.dirname(here);
const quick = process.argv.includes('--quick');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'kelas-bench-'));
const pgUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const duration = Number(process.env.BENCH_SECONDS || (quick ? 3 : 10));
const webDist = path.join(tmp, 'dist');
const rows = [];
const timings = [];
const cleanups = [];

/** A scratch database on the PostgreSQL of DATABASE_URL for the PostgreSQL rows (null: none reachable). */
function withPostgres() {
  return scratchDatabase(pgUrl, `kelas_bench_${Date.now()}`, cleanups);
}

const serverEnv = (port, label, extra) => ({
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: path.join(tmp, label),
  WEB_DIST: webDist,
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
  DATABASE_URL: '',
  LOGIN_REQUESTS_PER_IP: '1000000',
  LOGIN_FAILURES_PER_ACCOUNT: '1000000',
  ...extra,
});

/** The compiled server (as `npm start` runs it) on a free port. */
async function startApi(label, extraEnv) {
  const port = await getPort({ host: '127.0.0.1' });
  const server = await startServer(process.execPath, [apiEntry], { cwd: root, url: `http://127.0.0.1:${port}/api/health`, env: serverEnv(port, label, extraEnv) });
  cleanups.push(server.stop);
  return { base: `http://127.0.0.1:${port}`, stop: server.stop };
}

/** Seconds from spawning `node scripts/start.mjs` to the first 200 on `/`. */
async function timeStart(label, extraEnv = {}) {
  const port = await getPort({ host: '127.0.0.1' });
  const started = performance.now();
  const server = await startServer(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    url: `http://127.0.0.1:${port}/`,
    env: serverEnv(port, label, extraEnv),
  });
  const seconds = +((performance.now() - started) / 1000).toFixed(1);
  await server.stop();
  return seconds;
}

async function login(base, email) {
  const res = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'Kelas123!' }) });
  if (!res.ok) throw new Error(`login ${email}: ${res.status}`);
  return (await res.json()).token;
}

function row(name, r, baseline, goal = '') {
  rows.push({ name, rps: r.rps, p99: r.p99, ratio: baseline ? +(r.rps / baseline.rps).toFixed(2) : 1, baselineRps: baseline?.rps ?? null, errors: r.errors + r.non2xx, goal });
}

/** Alternations of baseline and call per read row (`--quick`: one), and the seconds of each side. */
const ROUNDS = quick ? 1 : 5;
const ROUND_SECONDS = quick ? duration : 5;

/** One call against the bare baseline, interleaved (lib.mjs `paired`), ROUNDS rounds of ROUND_SECONDS. */
const paired = (helloUrl, opts) => pairedWithBaseline(helloUrl, opts, { rounds: ROUNDS, seconds: ROUND_SECONDS });

const LIST = '/api/courses?type=record%20webinar';
const DETAIL = '/api/courses/belajar-analisis-data-dengan-python';
const ACTIVITY = '/api/course/belajar-analisis-data-dengan-python/activity';

/** The three read rows against one running server, each paired with the baseline at `helloUrl`. */
async function readRows(api, dbName, helloUrl) {
  console.log(`Catalogue, detail and activity on ${dbName}…`);
  const measured = async (name, opts, goal) => {
    const { result, baseline } = await paired(helloUrl, opts);
    row(name, result, baseline, goal);
  };
  await measured(`GET ${LIST}, ${dbName}`, { url: api.base + LIST }, 'ratio ≥ 0.60, p99 ≤ 20 ms');
  await measured(`GET ${DETAIL}, ${dbName}`, { url: api.base + DETAIL }, 'ratio ≥ 0.60');
  const token = await login(api.base, 'learner@example.com');
  const goal = dbName === 'PostgreSQL' ? '≥ 2,000 req/s, p99 ≤ 50 ms' : 'p99 ≤ 150 ms';
  await measured(`GET ${ACTIVITY}, ${dbName}`, { url: api.base + ACTIVITY, headers: { authorization: `Bearer ${token}` } }, goal);
}

try {
  console.log('Building (only what changed)…');
  const firstBuildStarted = performance.now();
  ensureWebBuilt(webDist);
  const spaBuildSeconds = +((performance.now() - firstBuildStarted) / 1000).toFixed(1);
  await ensureApiBuilt();

  console.log('Baseline: bare Fastify hello-world…');
  const helloPort = await getPort({ host: '127.0.0.1' });
  const hello = await startServer(process.execPath, [path.join(here, 'hello.mjs')], { cwd: root, url: `http://127.0.0.1:${helloPort}/hello`, env: { PORT: String(helloPort) } });
  cleanups.push(hello.stop);
  const helloUrl = `http://127.0.0.1:${helloPort}/hello`;
  await load({ url: helloUrl, duration: 2 });
  const baseline = await load({ url: helloUrl, duration });
  row('bare hello-world (50 conn)', baseline, null);

  console.log('First start on a fresh data directory (SPA already built)…');
  timings.push({ name: 'first start: new PGlite database, migrations, seed (SPA built)', seconds: await timeStart('pglite'), goal: '' });
  timings.push({ name: 'SPA build (Vite), part of the first `npm start`', seconds: spaBuildSeconds, goal: '' });
  console.log('Restart of npm start (nothing to build)…');
  timings.push({ name: 'restart of `npm start` to first 200 on /', seconds: await timeStart('pglite'), goal: '≤ 3 s' });

  const lite = await startApi('pglite', {});
  console.log('Landing scripts in Chromium…');
  const landing = await measureLandingInBrowser({ baseUrl: lite.base, webDist });
  // Optional (`--lighthouse`): Lighthouse mobile of the landing and a course detail (bench/lighthouse.mjs).
  let lighthouse = null;
  if (process.argv.includes('--lighthouse')) {
    console.log('Lighthouse mobile: landing and course detail…');
    const lh = await import('./lighthouse.mjs');
    lighthouse = await lh.measureLighthouse({ baseUrl: lite.base });
    lh.writeLighthouseResults(lighthouse, process.env.BENCH_DATE || undefined);
  }
  // Optional (`--first-text`): time to first text on a slow phone, first and returning visits (bench/first-text.mjs).
  if (process.argv.includes('--first-text')) {
    console.log('Time to first text on a slow phone: landing, course detail, player…');
    const ft = await import('./first-text.mjs');
    ft.writeFirstTextResults(await ft.measureFirstText({ baseUrl: lite.base }), process.env.BENCH_DATE || undefined);
  }
  await readRows(lite, 'PGlite', helloUrl);
  await lite.stop();

  const dbUrl = await withPostgres();
  if (dbUrl) {
    const pgApi = await startApi('postgres', { DATABASE_URL: dbUrl });
    await readRows(pgApi, 'PostgreSQL', helloUrl);
    console.log('Community calls on PostgreSQL: a question list of 1,000 questions, a notification page…');
    const community = await import('./community.mjs');
    const communityCalls = await community.prepareCommunity({ baseUrl: pgApi.base, databaseUrl: dbUrl });
    for (const [name, url, goal] of [
      ['GET /api/course/{slug}/questions (1,000 on the item), PostgreSQL', communityCalls.questionsUrl, 'p99 ≤ 30 ms'],
      ['GET /api/notifications (500 for the learner), PostgreSQL', communityCalls.notificationsUrl, 'p99 ≤ 20 ms'],
    ]) {
      const { result, baseline: paired1 } = await paired(helloUrl, { url, headers: communityCalls.headers });
      row(name, result, paired1, goal);
    }
    console.log('One announcement fanned out to 3,000 learners on PostgreSQL…');
    const fanOut = await community.benchAnnouncementFanOut({ baseUrl: pgApi.base, databaseUrl: dbUrl });
    timings.push({ name: `one announcement to ${fanOut.learners.toLocaleString('en')} learners: in-app and e-mail written (PostgreSQL)`, seconds: fanOut.seconds, goal: '< 30 s' });
    console.log('Live sessions on PostgreSQL: 1,000 learners join, one reminder to 3,000…');
    const sessions = await import('./sessions.mjs');
    const joins = await sessions.benchSessionJoins({ baseUrl: pgApi.base, databaseUrl: dbUrl, withinSeconds: quick ? 10 : 60 });
    timings.push({ name: `'Gabung Webinar' by ${joins.learners.toLocaleString('en')} learners within ${quick ? 10 : 60} s (PostgreSQL): p99 ${joins.p99} ms, ${joins.errors} errors`, seconds: joins.seconds, goal: '0 errors, p99 ≤ 50 ms' });
    const reminder = await sessions.benchSessionReminder({ databaseUrl: dbUrl });
    timings.push({ name: `one session's reminder to ${reminder.learners.toLocaleString('en')} learners: in-app and e-mail written (PostgreSQL)`, seconds: reminder.seconds, goal: '≤ 30 s' });
    if (!quick) {
      console.log('Quiz answers on PostgreSQL, 200 learners…');
      const { runQuizAnswerBench } = await import('./quiz-answer.mjs');
      const baseline200 = await load({ url: helloUrl, duration, connections: 200 });
      row('bare hello-world (200 conn)', baseline200, null);
      const quiz = await runQuizAnswerBench({ baseUrl: pgApi.base, databaseUrl: dbUrl, connections: 200, durationSeconds: duration });
      row('POST /api/course/quiz/answer, PostgreSQL (200 learners)', quiz, baseline200, 'p99 ≤ 50 ms');
    }
  }

  console.log('Exam spike…');
  const { benchExamSpike, writeSpikeResults } = await import('./exam-spike.mjs');
  const examSpike = await benchExamSpike({
    learners: quick ? 300 : 3000,
    rampSeconds: quick ? 3 : 10,
    thinkSeconds: quick ? [0] : [0, 2],
    pgUrl,
    databases: dbUrl ? ['postgres', 'pglite'] : ['pglite'],
    apiEntry,
  });
  writeSpikeResults({ runs: examSpike, quick, date: process.env.BENCH_DATE || undefined });

  if (process.argv.includes('--reports') || process.env.BENCH_REPORTS === '1') {
    console.log('Reports on 1,000,000 generated orders (PostgreSQL)…');
    const { benchReports } = await import('./reports.mjs');
    await benchReports({ pgUrl });
  }

  const date = process.env.BENCH_DATE || new Date().toISOString().slice(0, 10);
  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
  const load1 = os.loadavg()[0].toFixed(1);
  const result = { date, machine, quick, duration, loadAverage: load1, landing, timings, rows, examSpike, ...(lighthouse ? { lighthouse } : {}) };
  const out = path.join(here, 'results');
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(path.join(out, 'latest.json'), `${JSON.stringify(result, null, 2)}\n`);
  const text = writeReadmeTable({ root, result });
  fs.writeFileSync(path.join(out, `${date}.md`), `# Benchmark ${date}\n\n${text}\n`);
  console.log(`\n${text}`);
} finally {
  for (const c of cleanups.reverse()) await c().catch(() => undefined);
  fs.rmSync(tmp, { recursive: true, force: true });
}
