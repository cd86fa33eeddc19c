#!/usr/bin/env node
// The exam spike: N generated learners (3,000; 300 with --quick) open the same
// 10-question quiz within a ramp of R seconds (10 s; 3 s with --quick), each answers the 10
// questions one after the other (no think time: the worst case) and finishes. Every call goes
// through the real HTTP API of the compiled production server (`npm start`'s apps/api/dist/server.js),
// one keep-alive connection per learner (undici), after 50 other learners have taken the quiz
// (warm-up, not measured). The learners, their enrolments and sessions are
// written straight into the database (no argon2 logins in the measurement). The quiz is a
// mid-course exam (one attempt, 60 minutes): finishing it completes the item, not the course.
//
//   import { runExamSpike, prepareSpikeData } from './exam-spike.mjs'
//
// CLI: node bench/exam-spike.mjs [--quick] [--learners 3000] [--ramp 10] [--think 0,2] [--db postgres|pglite|both]
// (--think: the runs' mean seconds between two answers; 0 = back to back, the worst case)
// Builds what changed, runs on a fresh PostgreSQL database (DATABASE_URL, default the machine's)
// and on a fresh PGlite data directory, prints the result and writes bench/results/exam-spike.json
// and exam-spike-{date}.md. `npm run bench` runs it too (bench/run.mjs).
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { Pool } from 'undici';
import { scratchDatabase, startServer } from './lib.mjs';
import getPort from 'get-port';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.dirname(here);
const SLUG = 'bench-exam-spike';
const QUESTIONS = 10;
const ANSWERS = 4;

/** The exam spike's goals (PostgreSQL), in ms. */
export const SPIKE_GOALS = { startP99: 500, answerP99: 50, finishP99: 500 };

/**
 * Writes (idempotently) a published course with one 10-question quiz (one attempt, 60 minutes) and
 * `learners` accounts enrolled in it, each with a fresh session; earlier attempts of the bench
 * learners are removed. `query(text, params) → { rows }` is a node-postgres client or a PGlite
 * instance. Returns { itemId, quizId, tokens }.
 */
export async function prepareSpikeData(query, { learners }) {
  await query('begin');
  try {
    let found = (await query(`select i.id as item_id, z.id as quiz_id from courses c join items i on i.course_id = c.id join quizzes z on z.item_id = i.id where c.slug = $1`, [SLUG])).rows[0];
    if (!found) {
      const courseId = (await query(`insert into courses (kind, slug, title) values ('learning_video', $1, 'Bench: ujian serentak') returning id`, [SLUG])).rows[0].id;
      const materialId = (await query(`insert into materials (course_id, title) values ($1, 'Bab ujian') returning id`, [courseId])).rows[0].id;
      const itemId = (await query(`insert into items (material_id, course_id, title, item_type) values ($1, $2, 'Ujian Tengah', 'quiz') returning id`, [materialId, courseId])).rows[0].id;
      // A later item: the exam is not the course's last, so finishing it issues no certificate
      // (certificate PDFs are a background job, outside what this spike measures).
      await query(`insert into items (material_id, course_id, title, item_type) values ($1, $2, 'Penutup', 'topic')`, [materialId, courseId]);
      const quizId = (await query(`insert into quizzes (item_id, target_score, opportunity, duration_minutes) values ($1, 70, 1, 60) returning id`, [itemId])).rows[0].id;
      for (let q = 0; q < QUESTIONS; q++) {
        const questionId = (await query(`insert into quiz_questions (quiz_id, question, position) values ($1, $2, $3) returning id`, [quizId, `<p>Soal ujian nomor <strong>${q + 1}</strong>: pilih jawaban yang paling tepat.</p>`, q])).rows[0].id;
        for (let a = 0; a < ANSWERS; a++) {
          await query(`insert into quiz_answers (question_id, answer, is_correct, position) values ($1, $2, $3, $4)`, [questionId, `<p>Pilihan ${String.fromCharCode(65 + a)}</p>`, a === 0, a]);
        }
      }
      found = { item_id: itemId, quiz_id: quizId };
    }
    const emails = Array.from({ length: learners }, (_, i) => `spike-${i}@bench.invalid`);
    const names = emails.map((_, i) => `Peserta Ujian ${i + 1}`);
    await query(
      `insert into users (name, email, email_verified_at) select n, e, now() from unnest($1::text[], $2::text[]) as t(n, e)
       on conflict (email) do update set updated_at = now()`,
      [names, emails],
    );
    const courseId = (await query(`select id from courses where slug = $1`, [SLUG])).rows[0].id;
    await query(
      `insert into enrolments (user_id, course_id, source) select u.id, $2, 'admin' from users u where u.email = any($1::text[]) on conflict do nothing`,
      [emails, courseId],
    );
    await query(`delete from item_progress where item_id = $1`, [found.item_id]);
    await query(`delete from quiz_attempts where quiz_id = $1`, [found.quiz_id]);
    const tokens = emails.map(() => randomBytes(32).toString('base64url'));
    const hashes = tokens.map((t) => createHash('sha256').update(t).digest('hex'));
    await query(
      `insert into sessions (user_id, token_hash, expires_at, last_seen_at)
       select u.id, t.h, now() + interval '1 day', now()
       from unnest($1::text[], $2::text[]) as t(e, h) join users u on u.email = t.e`,
      [emails, hashes],
    );
    await query('commit');
    return { itemId: Number(found.item_id), quizId: Number(found.quiz_id), tokens };
  } catch (err) {
    await query('rollback').catch(() => undefined);
    throw err;
  }
}

/** The p-th percentile (0–100) of sorted numbers, ms rounded to 0.1. */
function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return Math.round(sorted[i] * 10) / 10;
}

function summary(samples) {
  const s = [...samples].sort((a, b) => a - b);
  return { count: s.length, p50: percentile(s, 50), p99: percentile(s, 99), max: percentile(s, 100) };
}

/**
 * Drives the spike against `baseUrl`: learner i starts at i × ramp ÷ learners seconds on its own
 * connection, POSTs /api/course/quiz/question, the 10 answers (/api/course/quiz/answer) one after
 * the other (each after a think time, uniform in [0.5, 1.5] × `thinkSeconds`; 0 = back to back),
 * then /api/course/quiz/finish. Returns { learners, rampSeconds, thinkSeconds, seconds, start, answer,
 * finish (each { count, p50, p99, max } in ms), errors, errorSamples, completed }.
 */
export async function runExamSpike({ baseUrl, itemId, quizId, tokens, rampSeconds, thinkSeconds = 0 }) {
  const learners = tokens.length;
  const pool = new Pool(baseUrl, { connections: learners, pipelining: 1, keepAliveTimeout: 60_000, headersTimeout: 120_000, bodyTimeout: 120_000 });
  const times = { start: [], answer: [], finish: [] };
  let errors = 0;
  let completed = 0;
  const errorSamples = new Map();
  const fail = (what, detail) => {
    errors++;
    const key = `${what}: ${detail}`.slice(0, 200);
    errorSamples.set(key, (errorSamples.get(key) ?? 0) + 1);
  };
  /** One POST; its time goes to `kind`; returns the JSON body or null after counting an error. */
  async function post(kind, token, pathName, body) {
    const t0 = performance.now();
    try {
      const res = await pool.request({
        method: 'POST',
        path: pathName,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const text = await res.body.text();
      times[kind].push(performance.now() - t0);
      if (res.statusCode !== 200) {
        fail(kind, `${res.statusCode} ${text.slice(0, 120)}`);
        return null;
      }
      return JSON.parse(text);
    } catch (err) {
      fail(kind, err.code ?? err.message);
      return null;
    }
  }
  async function learner(i) {
    await new Promise((r) => setTimeout(r, (i * rampSeconds * 1000) / learners));
    const token = tokens[i];
    const session = await post('start', token, '/api/course/quiz/question', { material_id: itemId, quiz_material_id: quizId });
    if (!session) return;
    const { log_id: logId, quizzes } = session.data;
    for (const q of quizzes) {
      // Reading the question: uniform in [0.5, 1.5] × thinkSeconds (0: back to back).
      if (thinkSeconds > 0) await new Promise((r) => setTimeout(r, thinkSeconds * (0.5 + Math.random()) * 1000));
      const pick = q.answers[(i + q.id) % q.answers.length];
      if (!(await post('answer', token, '/api/course/quiz/answer', { log_id: logId, quiz_id: q.id, answer_id: pick.id }))) return;
    }
    const done = await post('finish', token, '/api/course/quiz/finish', { log_id: logId });
    if (done?.data?.log?.status === 'completed') completed++;
    else if (done) fail('finish', 'not completed');
  }
  const t0 = performance.now();
  await Promise.all(tokens.map((_, i) => learner(i)));
  const seconds = +((performance.now() - t0) / 1000).toFixed(1);
  await pool.close();
  return {
    learners,
    rampSeconds,
    thinkSeconds,
    seconds,
    start: summary(times.start),
    answer: summary(times.answer),
    finish: summary(times.finish),
    errors,
    errorSamples: Object.fromEntries(errorSamples),
    completed,
  };
}

/** Whether a PostgreSQL run meets SPIKE_GOALS. */
export function spikeMeetsGoals(r) {
  return r.errors === 0 && r.start.p99 <= SPIKE_GOALS.startP99 && r.answer.p99 <= SPIKE_GOALS.answerP99 && r.finish.p99 <= SPIKE_GOALS.finishP99;
}

/** Markdown table of spike runs ({ db, ...runExamSpike result }). */
export function renderSpike(runs) {
  const ms = (s) => `${s.p50} / ${s.p99}`;
  return [
    '| database | learners, ramp, think time | start attempt p50 / p99 ms | answer p50 / p99 ms | finish p50 / p99 ms | errors | completed | wall time s |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...runs.map((r) => `| ${r.db} | ${r.learners}, ${r.rampSeconds} s, ${r.thinkSeconds} s | ${ms(r.start)} | ${ms(r.answer)} | ${ms(r.finish)} | ${r.errors} | ${r.completed} | ${r.seconds} |`),
    '',
    `Goals on PostgreSQL: 0 errors, start p99 ≤ ${SPIKE_GOALS.startP99} ms, answer p99 ≤ ${SPIKE_GOALS.answerP99} ms, finish p99 ≤ ${SPIKE_GOALS.finishP99} ms.`,
  ].join('\n');
}

/** `stop` of a started server, safe to call twice (lib.mjs's waits for an exit that already happened). */
function once(stop) {
  let p = null;
  return () => (p ??= stop());
}

/** Learners who go through the quiz before the measured spike (JIT, connection pool, prepared statements). */
const WARM_UP = 50;

/** Warm-up with the last WARM_UP tokens, then the measured spike with the others. */
async function warmThenSpike({ baseUrl, itemId, quizId, tokens, rampSeconds, thinkSeconds }) {
  const measured = tokens.slice(0, tokens.length - WARM_UP);
  await runExamSpike({ baseUrl, itemId, quizId, tokens: tokens.slice(measured.length), rampSeconds: 2 });
  return runExamSpike({ baseUrl, itemId, quizId, tokens: measured, rampSeconds, thinkSeconds });
}

const serverEnv = (port, dataDir, extra) => ({
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
  DATABASE_URL: '',
  KELAS_SKIP_BUILD: '1',
  ...extra,
});

/**
 * One spike on each database asked for: PostgreSQL on a fresh database next to `pgUrl` (its data
 * written while the server runs), PGlite on a fresh data directory (the server is started once to
 * migrate and seed, stopped, the data written with PGlite itself, then started again). The web
 * build is not needed. Returns the runs ({ db, ...result }).
 */
export async function benchExamSpike({ learners, rampSeconds, thinkSeconds = [0], pgUrl, databases = ['postgres', 'pglite'], apiEntry, log = console.log }) {
  const runs = [];
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'kelas-spike-'));
  const cleanups = [];
  try {
    if (databases.includes('postgres')) {
      const databaseUrl = await scratchDatabase(pgUrl, `kelas_bench_spike_${process.pid}`, cleanups, log);
      if (databaseUrl) {
        const port = await getPort({ host: '127.0.0.1' });
        const server = await startServer(process.execPath, [apiEntry], {
          cwd: root,
          url: `http://127.0.0.1:${port}/api/health`,
          env: serverEnv(port, path.join(tmp, 'postgres'), { DATABASE_URL: databaseUrl }),
        });
        server.stop = once(server.stop);
        cleanups.push(server.stop);
        const client = new pg.Client({ connectionString: databaseUrl });
        await client.connect();
        for (const think of thinkSeconds) {
          const data = await prepareSpikeData((t, p) => client.query(t, p), { learners: learners + WARM_UP });
          log(`Exam spike on PostgreSQL: ${learners} learners, ramp ${rampSeconds} s, think time ${think} s…`);
          runs.push({ db: 'PostgreSQL', ...(await warmThenSpike({ baseUrl: `http://127.0.0.1:${port}`, ...data, rampSeconds, thinkSeconds: think })) });
        }
        await client.end();
        await server.stop();
      }
    }
    if (databases.includes('pglite')) {
      const dataDir = path.join(tmp, 'pglite');
      const port = await getPort({ host: '127.0.0.1' });
      const env = serverEnv(port, dataDir, {});
      const opts = { cwd: root, url: `http://127.0.0.1:${port}/api/health`, env };
      const first = await startServer(process.execPath, [apiEntry], opts);
      await first.stop();
      const { PGlite } = await import('@electric-sql/pglite');
      for (const think of thinkSeconds) {
        // PGlite is one process's: the server stops while the bench writes its learners.
        const lite = await PGlite.create(path.join(dataDir, 'pglite'));
        const data = await prepareSpikeData((t, p) => lite.query(t, p), { learners: learners + WARM_UP });
        await lite.close();
        const server = await startServer(process.execPath, [apiEntry], opts);
        server.stop = once(server.stop);
        cleanups.push(server.stop);
        log(`Exam spike on PGlite: ${learners} learners, ramp ${rampSeconds} s, think time ${think} s…`);
        runs.push({ db: 'PGlite', ...(await warmThenSpike({ baseUrl: `http://127.0.0.1:${port}`, ...data, rampSeconds, thinkSeconds: think })) });
        await server.stop();
      }
    }
  } finally {
    for (const c of cleanups.reverse()) await c().catch(() => undefined);
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  return runs;
}

/** Writes bench/results/exam-spike.json and exam-spike-{date}.md; returns the markdown. */
export function writeSpikeResults({ runs, quick, date = new Date().toISOString().slice(0, 10) }) {
  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, Node ${process.version}, load average ${os.loadavg()[0].toFixed(1)} at the end`;
  const out = path.join(here, 'results');
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(path.join(out, 'exam-spike.json'), `${JSON.stringify({ date, machine, quick, runs }, null, 2)}\n`);
  const text = `# Exam spike ${date}${quick ? ' (--quick)' : ''}\n\n${machine}. Each learner: start the attempt, 10 answers (think time between answers: uniform in [0.5, 1.5] × the given mean; 0 = back to back), finish; one keep-alive connection per learner; 50 warm-up learners first, not measured.\n\n${renderSpike(runs)}\n`;
  fs.writeFileSync(path.join(out, `exam-spike-${date}.md`), text);
  return text;
}

function arg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

async function main() {
  const quick = process.argv.includes('--quick');
  const learners = Number(arg('learners', quick ? 300 : 3000));
  const rampSeconds = Number(arg('ramp', quick ? 3 : 10));
  const which = arg('db', 'both');
  const thinkSeconds = String(arg('think', '0,2')).split(',').map(Number);
  const databases = which === 'both' ? ['postgres', 'pglite'] : [which];
  const { apiEntry, ensureApiBuilt } = await import('../scripts/build.mjs');
  await ensureApiBuilt();
  const runs = await benchExamSpike({ learners, rampSeconds, pgUrl: process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test', databases, apiEntry, thinkSeconds });
  for (const r of runs) console.log(JSON.stringify(r, null, 2));
  console.log(writeSpikeResults({ runs, quick, date: process.env.BENCH_DATE || undefined }));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
