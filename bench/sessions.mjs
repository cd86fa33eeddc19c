// Live sessions under load on PostgreSQL (decision 288's goals): 1,000 learners of one cohort
// opening 'Gabung Webinar' (`GET /api/course/sessions/{id}/join`, a 302 to the meeting that records
// the join and completes the webinar) within one minute, each learner with their own session token
// (and, for information, 1,000 more all at once at 50 connections); and one session's reminder to a cohort of 3,000 learners, from the job's start to
// the last in-app notification and outbox e-mail written. The learners, their enrolments and their
// sign-ins are written straight into the database the server uses.
//
//   import { benchSessionJoins, benchSessionReminder } from './sessions.mjs'
//
// `npm run bench` runs these rows with the others. On their own: `node bench/sessions.mjs` builds
// the server where its sources changed, starts it on a scratch database of the PostgreSQL at
// DATABASE_URL (default the machine's) and writes bench/results/sessions.json and
// sessions-YYYY-MM-DD.md.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startApiOnScratchPostgres } from './lib.mjs';

/** The seeded free class that runs in cohorts (apps/api/src/db/seed/cohorts.ts). */
const SLUG = 'kelas-gratis-menulis-cv-ats-friendly';

/**
 * A cohort of `learners` bench learners in the seeded cohort class (created once, reused on a
 * re-run), each with a bearer token, and one session of it open for joining now. Answers
 * `{ cohortId, sessionId, tokens }`.
 */
async function cohortWithSession(client, { name, learners, startsInMinutes }) {
  const course = (await client.query(`select id from courses where slug = $1`, [SLUG])).rows[0].id;
  const now = Date.now();
  let cohort = (await client.query(`select id from cohorts where course_id = $1 and name = $2`, [course, name])).rows[0]?.id;
  if (!cohort) {
    cohort = (
      await client.query(
        `insert into cohorts (course_id, name, starts_at, ends_at, enrolment_deadline) values ($1, $2, $3, $4, $5) returning id`,
        [course, name, new Date(now - 86_400_000), new Date(now + 30 * 86_400_000), new Date(now + 86_400_000)],
      )
    ).rows[0].id;
  }
  const prefix = `bench-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-`;
  await client.query(
    `insert into users (name, email, email_verified_at) select 'Peserta Sesi ' || n, $2 || n || '@bench.invalid', now() from generate_series(1, $1) n on conflict do nothing`,
    [learners, prefix],
  );
  await client.query(
    `insert into enrolments (user_id, course_id, source, cohort_id) select u.id, $1, 'free', $2 from users u where u.email like $3 || '%@bench.invalid' on conflict do nothing`,
    [course, cohort, prefix],
  );
  const users = (await client.query(`select id from users where email like $1 || '%@bench.invalid' order by id`, [prefix])).rows.map((r) => r.id);
  const tokens = users.map(() => randomBytes(32).toString('base64url'));
  await client.query(
    `insert into sessions (user_id, token_hash, expires_at, last_seen_at) select * from unnest($1::int[], $2::text[], $3::timestamptz[], $4::timestamptz[])`,
    [users, tokens.map((t) => createHash('sha256').update(t).digest('hex')), users.map(() => new Date(now + 86_400_000)), users.map(() => new Date(now))],
  );
  const startsAt = new Date(now + startsInMinutes * 60_000);
  const session = (
    await client.query(
      `insert into cohort_sessions (cohort_id, title, starts_at, ends_at, meeting_url, sequence) values ($1, $2, $3, $4, 'https://meet.jit.si/kelas-bench', 1) returning id`,
      [cohort, `Sesi Uji Beban ${new Date(now).toISOString()}`, startsAt, new Date(startsAt.getTime() + 90 * 60_000)],
    )
  ).rows[0].id;
  return { cohortId: cohort, sessionId: session, tokens };
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? +sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)].toFixed(1) : 0;
};

/**
 * 1,000 learners of one cohort open 'Gabung Webinar' of a session in its join window, each once
 * (every learner's first join: the attendance row and the webinar's completion are written).
 * `withinSeconds` set: each learner arrives at a random moment of that window, as a class does
 * in the minute before a session (the goal's case); unset: all of them as fast as `connections`
 * parallel requests go (a harsher burst, for information). Answers
 * `{ learners, seconds, p50, p99, errors, recorded }`; an error is anything but the 302 to the meeting.
 */
export async function benchSessionJoins({ baseUrl, databaseUrl, learners = 1000, connections = 50, withinSeconds }) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const name = withinSeconds ? 'Angkatan Uji Gabung Semenit' : 'Angkatan Uji Gabung Serentak';
    const { sessionId, tokens } = await cohortWithSession(client, { name, learners, startsInMinutes: 5 });
    const url = `${baseUrl}/api/course/sessions/${sessionId}/join`;
    const latencies = [];
    let errors = 0;
    const join = async (token) => {
      const t0 = performance.now();
      try {
        const res = await fetch(url, { headers: { authorization: `Bearer ${token}` }, redirect: 'manual' });
        await res.arrayBuffer();
        if (res.status !== 302 || res.headers.get('location') !== 'https://meet.jit.si/kelas-bench') errors++;
      } catch {
        errors++;
      }
      latencies.push(performance.now() - t0);
    };
    const started = performance.now();
    if (withinSeconds) {
      await Promise.all(tokens.map((token) => new Promise((resolve) => setTimeout(() => void join(token).then(resolve), Math.random() * withinSeconds * 1000))));
    } else {
      let next = 0;
      await Promise.all(
        Array.from({ length: connections }, async () => {
          while (next < tokens.length) await join(tokens[next++]);
        }),
      );
    }
    const seconds = +((performance.now() - started) / 1000).toFixed(1);
    const recorded = Number((await client.query(`select count(*) from session_attendance where session_id = $1 and status = 'present'`, [sessionId])).rows[0].count);
    return { learners: tokens.length, seconds, p50: percentile(latencies, 50), p99: percentile(latencies, 99), errors, recorded };
  } finally {
    await client.end();
  }
}

/**
 * One session's 1-hour reminder to a cohort of 3,000 learners: the session starts in an hour and
 * a quarter, its `sessions.remind` job is made due now, and the time is taken from there until
 * every learner's in-app notification and outbox e-mail are written. Answers
 * `{ learners, seconds, notified, mails }`.
 */
export async function benchSessionReminder({ databaseUrl, learners = 3000 }) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { sessionId, tokens } = await cohortWithSession(client, { name: 'Angkatan Uji Pengingat', learners, startsInMinutes: 75 });
    const startsAt = (await client.query(`select starts_at from cohort_sessions where id = $1`, [sessionId])).rows[0].starts_at;
    const data = { sessionId, startsAt: startsAt.toISOString(), leadHours: 1 };
    const started = performance.now();
    // As the session's creation plans it (planSessionReminders), due now instead of in 15 minutes.
    await client.query(`insert into pgboss.job (name, data, retry_limit, expire_in) values ('sessions.remind', $1, 3, interval '10 minutes')`, [data]);
    const key = `session.reminder:${sessionId}:${startsAt.toISOString()}:1`;
    let notified = 0;
    for (;;) {
      notified = Number((await client.query(`select count(*) from notifications where event_key = $1`, [key])).rows[0].count);
      if (notified >= tokens.length) break;
      if (performance.now() - started > 300_000) throw new Error(`reminder: ${notified} of ${tokens.length} notified within 5 minutes`);
      await new Promise((r) => setTimeout(r, 100));
    }
    const seconds = +((performance.now() - started) / 1000).toFixed(1);
    const title = (await client.query(`select title from cohort_sessions where id = $1`, [sessionId])).rows[0].title;
    const mails = Number((await client.query(`select count(*) from mail_outbox where subject like '%' || $1 || '%'`, [title])).rows[0].count);
    return { learners: tokens.length, seconds, notified, mails };
  } finally {
    await client.end();
  }
}

/** The table of the rows, as the results files print it. */
export function sessionsTable(minute, burst, reminder) {
  return [
    '| measure | learners | result | p50 ms | p99 ms | errors | goal |',
    '| --- | ---: | --- | ---: | ---: | ---: | --- |',
    `| GET /api/course/sessions/{id}/join, each learner's first join at a random moment of one minute, PostgreSQL | ${minute.learners} | ${minute.seconds} s, ${minute.recorded} joins recorded | ${minute.p50} | ${minute.p99} | ${minute.errors} | 0 errors, p99 ≤ 50 ms |`,
    `| the same, all at once at 50 connections (a burst, for information), PostgreSQL | ${burst.learners} | ${burst.seconds} s, ${burst.recorded} joins recorded | ${burst.p50} | ${burst.p99} | ${burst.errors} | 0 errors |`,
    `| a session's reminder to its cohort (job start → last notification), PostgreSQL | ${reminder.learners} | ${reminder.seconds} s, ${reminder.notified} notifications, ${reminder.mails} e-mails | | | | ≤ 30 s |`,
  ].join('\n');
}

async function main() {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const cleanups = [];
  try {
    const { baseUrl, databaseUrl } = await startApiOnScratchPostgres('kelas_bench_sessions', cleanups, { JOB_POLL_SECONDS: '1' });
    const minute = await benchSessionJoins({ baseUrl, databaseUrl, withinSeconds: 60 });
    const burst = await benchSessionJoins({ baseUrl, databaseUrl });
    const reminder = await benchSessionReminder({ databaseUrl });
    const date = process.env.BENCH_DATE || new Date().toISOString().slice(0, 10);
    const machine = `${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, load average ${os.loadavg()[0].toFixed(1)}, Node ${process.version}`;
    const table = sessionsTable(minute, burst, reminder);
    const out = path.join(here, 'results');
    fs.writeFileSync(path.join(out, 'sessions.json'), `${JSON.stringify({ date, machine, joins: { minute, burst }, reminder }, null, 2)}\n`);
    fs.writeFileSync(path.join(out, `sessions-${date}.md`), `# Live sessions ${date}\n\n${machine}\n\n${table}\n`);
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
