// The community calls under load on PostgreSQL, each next to the bare baseline of the same run
// (decision 277's and 274's goals): the question list of one item that holds 1,000 questions, and
// a learner's notification page with 500 notifications. The questions and notifications are
// written straight into the database the server uses (idempotent: a re-run adds nothing).
//
//   import { prepareCommunity } from './community.mjs'
//   const { questionsUrl, notificationsUrl, headers } = await prepareCommunity({ baseUrl, databaseUrl })
//
// `npm run bench` runs these rows with the others. On their own: `node bench/community.mjs` builds
// the server where its sources changed, starts it on a scratch database of the PostgreSQL at
// DATABASE_URL (default the machine's), measures the two calls against a bare hello-world
// (3 interleaved rounds of 5 s, 50 connections) and the fan-out, and writes
// bench/results/community.json and community-YYYY-MM-DD.md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import getPort from 'get-port';
import pg from 'pg';
import { pairedWithBaseline, startApiOnScratchPostgres, startServer } from './lib.mjs';

const SLUG = 'belajar-analisis-data-dengan-python';
const QUESTIONS = 1000;
const NOTIFICATIONS = 500;

async function login(baseUrl, email) {
  const res = await fetch(`${baseUrl}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'Kelas123!' }) });
  if (!res.ok) throw new Error(`login ${email}: ${res.status}`);
  return (await res.json()).token;
}

/**
 * Gives the demo learner's first item of the Python course 1,000 questions (by the demo learner,
 * every tenth with an answer by the mentor) and the learner 500 notifications (every other one
 * read). Answers the two URLs to load and the learner's authorization header.
 */
export async function prepareCommunity({ baseUrl, databaseUrl }) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const learner = (await client.query(`select id from users where email = 'learner@example.com'`)).rows[0].id;
    const mentor = (await client.query(`select id from users where email = 'mentor@example.com'`)).rows[0].id;
    const item = (
      await client.query(
        `select i.id, i.course_id from items i join materials m on m.id = i.material_id join courses c on c.id = i.course_id
          where c.slug = $1 order by m.position, i.position limit 1`,
        [SLUG],
      )
    ).rows[0];
    const have = Number((await client.query(`select count(*) from course_questions where item_id = $1`, [item.id])).rows[0].count);
    await client.query('begin');
    for (let n = have; n < QUESTIONS; n++) {
      const at = new Date(Date.now() - (QUESTIONS - n) * 60_000);
      const q = await client.query(
        `insert into course_questions (course_id, item_id, user_id, body, created_at, updated_at) values ($1, $2, $3, $4, $5, $5) returning id`,
        [item.course_id, item.id, learner, `<p>Pertanyaan uji beban nomor ${n + 1}: bagaimana cara membaca file CSV dengan pandas?</p>`, at],
      );
      if (n % 10 === 0) {
        await client.query(`insert into course_answers (question_id, user_id, body, created_at, updated_at) values ($1, $2, $3, $4, $4)`, [q.rows[0].id, mentor, '<p>Gunakan pd.read_csv.</p>', at]);
      }
    }
    for (let n = 0; n < NOTIFICATIONS; n++) {
      await client.query(
        `insert into notifications (user_id, type, params, link, event_key, read_at, created_at) values ($1, 'payment.received', $2, '/orders', $3, $4, $5)
           on conflict do nothing`,
        [learner, JSON.stringify({ invoice: `INV/BENCH/${n}`, total: 299000, titles: ['Belajar Analisis Data dengan Python'] }), `bench:${n}`, n % 2 ? new Date() : null, new Date(Date.now() - n * 60_000)],
      );
    }
    await client.query('commit');
    const token = await login(baseUrl, 'learner@example.com');
    return {
      questionsUrl: `${baseUrl}/api/course/${SLUG}/questions?item_id=${item.id}`,
      notificationsUrl: `${baseUrl}/api/notifications`,
      headers: { authorization: `Bearer ${token}` },
    };
  } finally {
    await client.end();
  }
}

/**
 * One announcement to 3,000 learners (decision 291): enrols 3,000 bench learners in the Python
 * course (once), has the demo mentor post an announcement, and waits until its fan-out job has
 * notified all of them. Answers the seconds from the POST to the announcement's `sent_at`, and
 * the notifications and outbox e-mails it wrote.
 */
export async function benchAnnouncementFanOut({ baseUrl, databaseUrl, learners = 3000 }) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const course = (await client.query(`select id from courses where slug = $1`, [SLUG])).rows[0].id;
    await client.query(
      `insert into users (name, email, email_verified_at) select 'Peserta Bench ' || n, 'bench-fanout-' || n || '@bench.invalid', now() from generate_series(1, $1) n
         on conflict do nothing`,
      [learners],
    );
    await client.query(
      `insert into enrolments (user_id, course_id, source) select u.id, $1, 'admin' from users u where u.email like 'bench-fanout-%@bench.invalid'
         on conflict do nothing`,
      [course],
    );
    const enrolled = Number((await client.query(`select count(*) from enrolments e join users u on u.id = e.user_id where e.course_id = $1 and u.erased_at is null`, [course])).rows[0].count);
    const token = await login(baseUrl, 'mentor@example.com');
    const started = performance.now();
    const res = await fetch(`${baseUrl}/api/mentor/courses/${course}/announcements`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ title: 'Uji beban pengumuman', body: 'Satu pesan untuk semua peserta kelas.' }),
    });
    if (res.status !== 201) throw new Error(`announcement: ${res.status} ${await res.text()}`);
    const id = (await res.json()).data.id;
    for (;;) {
      const row = (await client.query(`select recipients, sent_at from course_announcements where id = $1`, [id])).rows[0];
      if (row.sent_at) break;
      if (performance.now() - started > 300_000) throw new Error('announcement: not fanned out within 5 minutes');
      await new Promise((r) => setTimeout(r, 100));
    }
    const seconds = +((performance.now() - started) / 1000).toFixed(1);
    const key = `course.announcement:${id}`;
    const notified = Number((await client.query(`select count(*) from notifications where event_key = $1`, [key])).rows[0].count);
    const mails = Number((await client.query(`select count(*) from mail_outbox where subject like 'Pengumuman %: Uji beban pengumuman'`)).rows[0].count);
    return { learners: enrolled, seconds, notified, mails };
  } finally {
    await client.end();
  }
}

async function main() {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const root = path.dirname(here);
  const cleanups = [];
  try {
    const { baseUrl, databaseUrl } = await startApiOnScratchPostgres('kelas_bench_community', cleanups, { LOGIN_REQUESTS_PER_IP: '1000000' });
    const helloPort = await getPort({ host: '127.0.0.1' });
    const hello = await startServer(process.execPath, [path.join(here, 'hello.mjs')], { cwd: root, url: `http://127.0.0.1:${helloPort}/hello`, env: { PORT: String(helloPort) } });
    cleanups.push(hello.stop);
    const calls = await prepareCommunity({ baseUrl, databaseUrl });
    const rows = [];
    for (const [name, url, goal] of [
      ['GET /api/course/{slug}/questions (1,000 on the item), PostgreSQL', calls.questionsUrl, 'p99 ≤ 30 ms'],
      ['GET /api/notifications (500 for the learner), PostgreSQL', calls.notificationsUrl, 'p99 ≤ 20 ms'],
    ]) {
      const { result, baseline } = await pairedWithBaseline(`http://127.0.0.1:${helloPort}/hello`, { url, headers: calls.headers }, { rounds: 3, seconds: 5 });
      rows.push({ name, rps: result.rps, p99: result.p99, errors: result.errors + result.non2xx, baselineRps: baseline.rps, ratio: +(result.rps / baseline.rps).toFixed(2), goal });
    }
    const fanOut = await benchAnnouncementFanOut({ baseUrl, databaseUrl });
    const date = process.env.BENCH_DATE || new Date().toISOString().slice(0, 10);
    const machine = `${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, load average ${os.loadavg()[0].toFixed(1)}, Node ${process.version}`;
    const report = { date, machine, rows, fanOut: { ...fanOut, goal: '< 30 s' } };
    const table = [
      '| call | req/s | p99 ms | errors | bare req/s | ratio | goal |',
      '| --- | ---: | ---: | ---: | ---: | ---: | --- |',
      ...rows.map((r) => `| ${r.name} | ${r.rps} | ${r.p99} | ${r.errors} | ${r.baselineRps} | ${r.ratio} | ${r.goal} |`),
      '',
      `One announcement to ${fanOut.learners.toLocaleString('en')} learners (PostgreSQL): ${fanOut.seconds} s from the POST to the last notification; ${fanOut.notified.toLocaleString('en')} notifications and ${fanOut.mails.toLocaleString('en')} outbox e-mails written (goal < 30 s).`,
    ].join('\n');
    const out = path.join(here, 'results');
    fs.writeFileSync(path.join(out, 'community.json'), `${JSON.stringify(report, null, 2)}\n`);
    fs.writeFileSync(path.join(out, `community-${date}.md`), `# Community calls ${date}\n\n${machine}\n\n${table}\n`);
    console.log(table);
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
