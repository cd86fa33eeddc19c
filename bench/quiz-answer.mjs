#!/usr/bin/env node
// POST /api/course/quiz/answer by many learners at once: each connection is one
// learner with its own bearer session and its own open attempt, cycling through the answers of a
// 10-question quiz. The learners, their enrolments, sessions and attempts are written straight into
// the PostgreSQL database the server uses (idempotent: re-running resets the bench learners' attempts).
//
//   import { runQuizAnswerBench } from './quiz-answer.mjs'
//   await runQuizAnswerBench({ baseUrl, databaseUrl, connections: 200, durationSeconds: 10 })
//     → { rps, p50, p99, errors, non2xx, requests, saved }
//
// CLI: node bench/quiz-answer.mjs [--base-url URL --database-url URL] [--connections 200] [--duration 10]
// Without --base-url it creates a fresh database on DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test),
// starts the API on it, measures a bare hello-world with the same connections, runs, prints the result
// and writes bench/results/quiz-answer.json.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { load, startServer } from './lib.mjs';
import getPort from 'get-port';

const QUESTIONS = 10;
const ANSWERS = 4;
const SLUG = 'bench-quiz-answer';

/** Creates (once) a course with one 10-question quiz item; returns its ids and answer ids per question. */
async function ensureQuiz(client) {
  const found = await client.query(`select z.id as quiz_id, i.course_id from courses c join items i on i.course_id = c.id join quizzes z on z.item_id = i.id where c.slug = $1`, [SLUG]);
  let quizId = found.rows[0]?.quiz_id;
  let courseId = found.rows[0]?.course_id;
  if (!quizId) {
    await client.query('begin');
    courseId = (await client.query(`insert into courses (kind, slug, title) values ('learning_video', $1, 'Bench: quiz answers') returning id`, [SLUG])).rows[0].id;
    const materialId = (await client.query(`insert into materials (course_id, title) values ($1, 'Bab bench') returning id`, [courseId])).rows[0].id;
    const itemId = (await client.query(`insert into items (material_id, course_id, title, item_type) values ($1, $2, 'Bench Test', 'quiz') returning id`, [materialId, courseId])).rows[0].id;
    quizId = (await client.query(`insert into quizzes (item_id, target_score, opportunity, duration_minutes) values ($1, 70, 3, 1440) returning id`, [itemId])).rows[0].id;
    for (let q = 0; q < QUESTIONS; q++) {
      const questionId = (await client.query(`insert into quiz_questions (quiz_id, question, position) values ($1, $2, $3) returning id`, [quizId, `<p>Soal bench ${q + 1}</p>`, q])).rows[0].id;
      for (let a = 0; a < ANSWERS; a++) {
        await client.query(`insert into quiz_answers (question_id, answer, is_correct, position) values ($1, $2, $3, $4)`, [questionId, `<p>Pilihan ${a + 1}</p>`, a === 0, a]);
      }
    }
    await client.query('commit');
  }
  const rows = (await client.query(`select q.id as question_id, x.id as answer_id from quiz_questions q join quiz_answers x on x.question_id = q.id where q.quiz_id = $1 order by q.position, x.position`, [quizId])).rows;
  const questions = new Map();
  for (const r of rows) questions.set(r.question_id, [...(questions.get(r.question_id) ?? []), r.answer_id]);
  return { quizId, courseId, questions: [...questions.entries()].map(([id, answerIds]) => ({ id, answerIds })) };
}

/** `count` learners, each enrolled, with a fresh session token and one open attempt (deadline in a day). */
async function prepareLearners(client, { count, quizId, courseId }) {
  const learners = [];
  await client.query('begin');
  for (let i = 0; i < count; i++) {
    const email = `bench-quiz-${i}@bench.invalid`;
    const userId = (
      await client.query(
        `insert into users (name, email, email_verified_at) values ($1, $2, now())
         on conflict (email) do update set updated_at = now() returning id`,
        [`Bench Learner ${i}`, email],
      )
    ).rows[0].id;
    await client.query(`insert into enrolments (user_id, course_id, source) values ($1, $2, 'admin') on conflict do nothing`, [userId, courseId]);
    const token = randomBytes(32).toString('base64url');
    const tokenHash = createHash('sha256').update(token).digest('hex');
    await client.query(`insert into sessions (user_id, token_hash, expires_at) values ($1, $2, now() + interval '1 day')`, [userId, tokenHash]);
    await client.query(`delete from quiz_attempts where quiz_id = $1 and user_id = $2`, [quizId, userId]);
    const attemptId = (
      await client.query(
        `insert into quiz_attempts (quiz_id, user_id, attempt_no, status, deadline_at) values ($1, $2, 1, 'in_progress', now() + interval '1 day') returning id`,
        [quizId, userId],
      )
    ).rows[0].id;
    learners.push({ userId, token, attemptId });
  }
  await client.query('commit');
  return learners;
}

/**
 * Prepares `connections` learners with open attempts in the database behind `baseUrl`, then drives
 * POST /api/course/quiz/answer with autocannon, one learner per connection. Returns
 * { rps, p50, p99 (ms), errors, non2xx, requests, saved (responses stored by the bench learners) }.
 */
export async function runQuizAnswerBench({ baseUrl, databaseUrl = process.env.DATABASE_URL, connections = 200, durationSeconds = 10 }) {
  if (!databaseUrl) throw new Error('runQuizAnswerBench needs databaseUrl (the PostgreSQL database the server at baseUrl uses)');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const quiz = await ensureQuiz(client);
    const learners = await prepareLearners(client, { count: connections, quizId: quiz.quizId, courseId: quiz.courseId });
    const requestsOf = (learner, offset) =>
      Array.from({ length: QUESTIONS * 2 }, (_, k) => {
        const q = quiz.questions[(k + offset) % QUESTIONS];
        return {
          method: 'POST',
          path: '/api/course/quiz/answer',
          headers: { authorization: `Bearer ${learner.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ log_id: learner.attemptId, quiz_id: q.id, answer_id: q.answerIds[(k + offset) % ANSWERS] }),
        };
      });

    // One request first: fail fast with the server's answer rather than a wall of non-2xx.
    const probe = requestsOf(learners[0], 0)[0];
    const res = await fetch(baseUrl + probe.path, { method: 'POST', headers: probe.headers, body: probe.body });
    if (res.status !== 200) throw new Error(`quiz answer probe answered ${res.status}: ${await res.text()}`);

    let next = 0;
    const drive = (duration) =>
      load({
        url: `${baseUrl}/api/course/quiz/answer`,
        connections,
        duration,
        setupClient(c) {
          const i = next++ % learners.length;
          c.setRequests(requestsOf(learners[i], i));
        },
      });
    // Warm-up (JIT, connection pool), not measured.
    await drive(Math.min(3, durationSeconds));
    const result = await drive(durationSeconds);
    const saved = Number(
      (await client.query(`select count(*)::int as n from quiz_responses r join quiz_attempts a on a.id = r.attempt_id where a.quiz_id = $1`, [quiz.quizId])).rows[0].n,
    );
    return { ...result, saved };
  } finally {
    await client.end();
  }
}

function arg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

async function main() {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const root = path.dirname(here);
  const connections = Number(arg('connections', 200));
  const durationSeconds = Number(arg('duration', process.env.BENCH_SECONDS || 10));
  let baseUrl = arg('base-url');
  let databaseUrl = arg('database-url', process.env.DATABASE_URL);
  const cleanups = [];
  try {
    if (!baseUrl) {
      const adminUrl = databaseUrl || 'postgres://postgres@127.0.0.1:5432/test';
      const name = `kelas_bench_quiz_${process.pid}`;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      cleanups.push(async () => {
        const a = new pg.Client({ connectionString: adminUrl });
        await a.connect();
        await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await a.end();
      });
      const u = new URL(adminUrl);
      u.pathname = `/${name}`;
      databaseUrl = u.toString();
      const port = await getPort({ host: '127.0.0.1' });
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kelas-bench-quiz-'));
      cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
      const server = await startServer(path.join(root, 'node_modules/.bin/tsx'), [path.join(root, 'apps/api/src/server.ts')], {
        cwd: root,
        url: `http://127.0.0.1:${port}/api/health`,
        env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn', NODE_ENV: 'production', SEED_ON_START: 'false' },
      });
      cleanups.push(server.stop);
      baseUrl = `http://127.0.0.1:${port}`;
    }
    // The bare hello-world of the same run, same connections: only the ratio survives a noisy machine.
    const helloPort = await getPort({ host: '127.0.0.1' });
    const hello = await startServer(process.execPath, [path.join(here, 'hello.mjs')], { cwd: root, url: `http://127.0.0.1:${helloPort}/hello`, env: { PORT: String(helloPort) } });
    let baseline;
    try {
      baseline = await load({ url: `http://127.0.0.1:${helloPort}/hello`, connections, duration: durationSeconds });
    } finally {
      await hello.stop();
    }
    const result = await runQuizAnswerBench({ baseUrl, databaseUrl, connections, durationSeconds });
    const report = {
      date: new Date().toISOString(),
      connections,
      durationSeconds,
      machine: `${os.cpus().length} CPUs, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}, Node ${process.version}`,
      quizAnswer: result,
      helloBaseline: baseline,
      ratio: +(result.rps / baseline.rps).toFixed(3),
    };
    console.log(JSON.stringify(report, null, 2));
    const out = path.join(here, 'results');
    fs.mkdirSync(out, { recursive: true });
    fs.writeFileSync(path.join(out, 'quiz-answer.json'), JSON.stringify(report, null, 2));
  } finally {
    for (const c of cleanups.reverse()) await c().catch((err) => console.error('cleanup:', err.message));
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
