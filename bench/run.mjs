#!/usr/bin/env node
// `npm run bench`: route bundle size, catalogue throughput (PGlite and PostgreSQL) and quiz-answer
// throughput (PostgreSQL, 200 learners), each next to a bare Fastify hello-world measured in the same
// run. Prints one table and writes it to bench/results/ (YYYY-MM-DD.md and latest.json).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { measureLandingBundle } from './bundle-size.mjs';
import { freePort, load, startServer } from './lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.dirname(here);
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'kelas-bench-'));
const pgUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const duration = Number(process.env.BENCH_SECONDS || 10);
const rows = [];
const cleanups = [];

async function withPostgres() {
  const admin = new pg.Client({ connectionString: pgUrl });
  try {
    await admin.connect();
  } catch (err) {
    console.warn(`PostgreSQL not reachable at ${pgUrl}: ${err.message}; PostgreSQL rows are skipped.`);
    return null;
  }
  const name = `kelas_bench_${Date.now()}`;
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

async function startApi(label, extraEnv) {
  const port = await freePort();
  const server = await startServer(path.join(root, 'node_modules/.bin/tsx'), [path.join(root, 'apps/api/src/server.ts')], {
    cwd: root,
    url: `http://127.0.0.1:${port}/api/health`,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(tmp, label),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      LOGIN_REQUESTS_PER_IP: '1000000',
      LOGIN_FAILURES_PER_ACCOUNT: '1000000',
      ...extraEnv,
    },
  });
  cleanups.push(server.stop);
  return { base: `http://127.0.0.1:${port}`, stop: server.stop };
}

function row(name, r, baseline) {
  rows.push({
    name,
    rps: r.rps,
    p99: r.p99,
    ratio: baseline ? +(r.rps / baseline.rps).toFixed(2) : 1,
    errors: r.errors + r.non2xx,
  });
}

try {
  console.log('Measuring the landing route bundle…');
  const bundle = measureLandingBundle({ root, outDir: path.join(tmp, 'dist') });

  console.log('Baseline: bare Fastify hello-world…');
  const helloPort = await freePort();
  const hello = await startServer(process.execPath, [path.join(here, 'hello.mjs')], {
    cwd: root,
    url: `http://127.0.0.1:${helloPort}/hello`,
    env: { PORT: String(helloPort) },
  });
  cleanups.push(hello.stop);
  const baseline = await load({ url: `http://127.0.0.1:${helloPort}/hello`, duration });
  row('bare hello-world (50 conn)', baseline, null);

  const catalogue = '/api/courses?type=record%20webinar';
  console.log('Catalogue on PGlite…');
  const lite = await startApi('pglite', {});
  row('GET /api/courses?type=record webinar, PGlite (50 conn)', await load({ url: lite.base + catalogue, duration }), baseline);
  await lite.stop();

  const dbUrl = await withPostgres();
  if (dbUrl) {
    console.log('Catalogue on PostgreSQL…');
    const pgApi = await startApi('postgres', { DATABASE_URL: dbUrl });
    row('GET /api/courses?type=record webinar, PostgreSQL (50 conn)', await load({ url: pgApi.base + catalogue, duration }), baseline);
    const quizBench = path.join(here, 'quiz-answer.mjs');
    if (fs.existsSync(quizBench)) {
      console.log('Quiz answers on PostgreSQL, 200 learners…');
      const { runQuizAnswerBench } = await import(quizBench);
      const baseline200 = await load({ url: `http://127.0.0.1:${helloPort}/hello`, duration, connections: 200 });
      row('bare hello-world (200 conn)', baseline200, null);
      const quiz = await runQuizAnswerBench({ baseUrl: pgApi.base, databaseUrl: dbUrl, connections: 200, durationSeconds: duration });
      row('POST /api/course/quiz/answer, PostgreSQL (200 learners)', quiz, baseline200);
    }
  }

  const date = new Date().toISOString().slice(0, 10);
  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
  const lines = [
    `# Benchmark ${date}`,
    '',
    `Machine: ${machine}. autocannon, ${duration} s per row; ratio = req/s ÷ the bare baseline of the same run.`,
    '',
    `Landing route initial JavaScript: **${bundle.gzipKb} KB gzip** (${bundle.rawKb} KB raw, ${bundle.chunks} chunks; budget 150 KB).`,
    '',
    '| what | req/s | p99 ms | ratio to baseline | errors |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...rows.map((r) => `| ${r.name} | ${r.rps} | ${r.p99} | ${r.ratio} | ${r.errors} |`),
    '',
  ];
  const text = lines.join('\n');
  console.log(`\n${text}`);
  const out = path.join(here, 'results');
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(path.join(out, `${date}.md`), text);
  fs.writeFileSync(path.join(out, 'latest.json'), JSON.stringify({ date, machine, bundle, rows }, null, 2));
} finally {
  for (const c of cleanups.reverse()) await c().catch(() => undefined);
  fs.rmSync(tmp, { recursive: true, force: true });
}
