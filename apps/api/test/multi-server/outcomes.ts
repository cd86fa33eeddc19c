import fs from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import type { JourneyStats } from './journeys.ts';

/**
 * The outcome checks of the multi-server test. Each returns the problems it
 * found (empty = holds). They look only at what a learner and an operator can see afterwards (rows,
 * mails, objects), so they stay true whichever process or queue did the work.
 */

/**
 * Test-only bookkeeping in the run's own database: every status change of an order or a payment
 * is recorded by a trigger, so that "expired exactly once" can be checked afterwards. Installed
 * after the servers migrated, before the load.
 */
export async function recordStatusChanges(db: pg.Pool): Promise<void> {
  await db.query(`
    create table multi_server_status_changes (
      id bigserial primary key, tbl text not null, row_id integer not null,
      old_status text not null, new_status text not null, at timestamptz not null default clock_timestamp());
    create function multi_server_record_status() returns trigger language plpgsql as $$
    begin
      insert into multi_server_status_changes (tbl, row_id, old_status, new_status)
      values (TG_TABLE_NAME, NEW.id, OLD.status::text, NEW.status::text);
      return NEW;
    end $$;
    create trigger multi_server_orders after update of status on orders
      for each row when (OLD.status is distinct from NEW.status) execute function multi_server_record_status();
    create trigger multi_server_payments after update of status on payments
      for each row when (OLD.status is distinct from NEW.status) execute function multi_server_record_status();`);
}

/** Moves the expiry of the abandoned orders and their payments into the past, so the expiry job takes them. */
export async function backdateOrders(db: pg.Pool, orderIds: number[]): Promise<void> {
  if (orderIds.length === 0) return;
  await db.query(`update orders set expires_at = now() - interval '1 minute' where id = any($1) and status = 'pending'`, [orderIds]);
  await db.query(`update payments set expires_at = now() - interval '1 minute' where order_id = any($1) and status = 'pending'`, [orderIds]);
}

/**
 * The scheduled jobs ran once across both servers. Today that is the order expiry: each abandoned
 * order (and its payment) went from pending to expired exactly once, and no order or payment of
 * the run ever left 'expired' or 'paid' again; and every pg-boss schedule sent at most one job per
 * minute (its cron slot) across the servers. In the minutes of the kill a schedule may have sent
 * two: pg-boss sends a cron job through its own queue, at least once, and a server killed after
 * inserting the job but before finishing that send has it sent again by the other server. What
 * matters there is that the jobs themselves are idempotent, which the orders' single expiry shows.
 */
export async function assertScheduledJobsRanOnce(
  db: pg.Pool,
  opts: { abandonedOrders: number[]; scheduledUntil: Date; killedAt: Date; restartedAt: Date },
): Promise<string[]> {
  const problems: string[] = [];
  const { rows } = await db.query<{ tbl: string; row_id: number; old_status: string; new_status: string }>(
    'select tbl, row_id, old_status, new_status from multi_server_status_changes order by id',
  );
  const expired = (tbl: string, id: number) => rows.filter((r) => r.tbl === tbl && r.row_id === id && r.new_status === 'expired');
  for (const orderId of opts.abandonedOrders) {
    const changes = expired('orders', orderId);
    if (changes.length !== 1) problems.push(`order ${orderId} expired ${changes.length} times`);
    else if (changes[0]!.old_status !== 'pending') problems.push(`order ${orderId} expired from ${changes[0]!.old_status}`);
  }
  if (opts.abandonedOrders.length) {
    const pays = await db.query<{ id: number }>('select id from payments where order_id = any($1)', [opts.abandonedOrders]);
    for (const p of pays.rows) {
      const n = expired('payments', p.id).length;
      if (n !== 1) problems.push(`payment ${p.id} expired ${n} times`);
    }
  }
  for (const r of rows) {
    if (r.old_status === 'expired' || r.old_status === 'paid') problems.push(`${r.tbl} ${r.row_id} left ${r.old_status} for ${r.new_status}`);
  }
  // The queue's schedules (pg-boss cron, decision 180): each schedule sent its job at most once
  // per minute across both servers (jobs sent by hand after `scheduledUntil` are not counted).
  const slots = await db.query<{ name: string; slot: Date; n: number }>(
    `select j.name, date_trunc('minute', j.created_on) as slot, count(*)::int as n
       from (select name, created_on from pgboss.job union all select name, created_on from pgboss.archive) j
      where j.name in (select name from pgboss.schedule) and j.created_on < $1
      group by 1, 2 having count(*) > 1`,
    [opts.scheduledUntil],
  );
  const minute = (d: Date) => Math.floor(d.getTime() / 60_000) * 60_000;
  // The send a kill cut off is retried once its lease expires; the next minute's slot is the last it can fall into.
  const killWindow = (slot: Date) => slot.getTime() >= minute(opts.killedAt) && slot.getTime() <= minute(opts.restartedAt) + 60_000;
  for (const r of slots.rows) {
    if (r.n === 2 && killWindow(r.slot)) continue;
    problems.push(`scheduled job ${r.name} ran ${r.n} times in the minute ${r.slot.toISOString()}`);
  }
  return problems;
}

/**
 * Exactly one enrolment per paid order of the run's learners: each course of a paid order has one
 * enrolment with source 'order' pointing at it; no enrolment points at an order that is not paid;
 * each journey that finished paid exactly one order for the course.
 */
export async function checkEnrolments(db: pg.Pool, stats: JourneyStats): Promise<string[]> {
  const problems: string[] = [];
  const paid = await db.query<{ order_id: number; user_id: number; course_id: number; enrolments: number }>(
    `select o.id as order_id, o.user_id, oi.course_id,
       (select count(*)::int from enrolments e where e.user_id = o.user_id and e.course_id = oi.course_id and e.source = 'order' and e.source_id = o.id) as enrolments
     from orders o join order_items oi on oi.order_id = o.id join users u on u.id = o.user_id
     where o.status = 'paid' and u.email = any($1)`,
    [stats.emails],
  );
  for (const r of paid.rows) if (r.enrolments !== 1) problems.push(`paid order ${r.order_id} has ${r.enrolments} enrolments`);
  const perUser = new Map<number, number>();
  for (const r of paid.rows) perUser.set(r.user_id, (perUser.get(r.user_id) ?? 0) + 1);
  for (const [user, n] of perUser) if (n !== 1) problems.push(`user ${user} paid ${n} orders`);
  if (perUser.size !== stats.finished) problems.push(`${perUser.size} learners paid, ${stats.finished} journeys finished`);
  const stray = await db.query<{ id: number }>(
    `select e.id from enrolments e join orders o on o.id = e.source_id join users u on u.id = e.user_id
     where e.source = 'order' and o.status <> 'paid' and u.email = any($1)`,
    [stats.emails],
  );
  for (const r of stray.rows) problems.push(`enrolment ${r.id} points at an order that is not paid`);
  return problems;
}

/**
 * Exactly one e-mail per event (one Message-ID), across both servers' mail folders: per learner, one verification
 * mail for the registration (plus at most one per code the journey asked again after a
 * registration whose mail was lost), one grade notice per grade row (assignment_gradings: a
 * grade and each re-grade is an event), one notice per payment that waits (not a card's) and one
 * receipt per paid order (through the mail outbox).
 */
export async function checkMails(db: pg.Pool, mailDirs: string[], stats: JourneyStats): Promise<string[]> {
  const problems: string[] = [];
  // Delivery is at least once: an outbox message whose try was cut off by the kill is sent again
  // with the same Message-ID (by the same server or the other), which a mail client shows once.
  const seen = new Map<string, Set<string>>();
  for (const dir of mailDirs) {
    let names: string[] = [];
    try {
      names = fs.readdirSync(dir);
    } catch {
      continue;
    }
    for (const f of names) {
      const m = /-(multi-[^/]+@example\.com)\.eml$/.exec(f);
      if (!m) continue;
      const id = /^Message-ID:\s*(\S+)/im.exec(fs.readFileSync(path.join(dir, f), 'utf8'))?.[1] ?? `${dir}/${f}`;
      const ids = seen.get(m[1]!) ?? new Set<string>();
      seen.set(m[1]!, ids.add(id));
    }
  }
  const counts = new Map([...seen].map(([email, ids]) => [email, ids.size]));
  const { rows } = await db.query<{ email: string; n: number }>(
    `select u.email, count(g.id)::int as n from users u
     join assignment_submissions s on s.user_id = u.id join assignment_gradings g on g.submission_id = s.id
     where u.email = any($1) group by u.email`,
    [stats.emails],
  );
  const grades = new Map(rows.map((r) => [r.email, r.n]));
  const paid = await db.query<{ email: string; n: number }>(
    `select u.email, count(o.id)::int as n from users u join orders o on o.user_id = u.id
     where o.status = 'paid' and o.total > 0 and u.email = any($1) group by u.email`,
    [stats.emails],
  );
  const receipts = new Map(paid.rows.map((r) => [r.email, r.n]));
  // A payment that waits (every one but a card's) is announced with what to pay and until when.
  const waiting = await db.query<{ email: string; n: number }>(
    `select u.email, count(p.id)::int as n from users u join orders o on o.user_id = u.id join payments p on p.order_id = o.id
     where p.method <> 'card' and u.email = any($1) group by u.email`,
    [stats.emails],
  );
  const notices = new Map(waiting.rows.map((r) => [r.email, r.n]));
  for (const email of stats.emails) {
    const n = counts.get(email) ?? 0;
    const expected = 1 + (grades.get(email) ?? 0) + (receipts.get(email) ?? 0) + (notices.get(email) ?? 0);
    const resends = stats.resends.get(email) ?? 0;
    if (n < expected || n > expected + resends) {
      // What was sent and what arrived, to tell which message is missing or doubled.
      const outbox = await db.query<{ subject: string; sent: boolean; attempts: number }>(
        `select subject, sent_at is not null as sent, attempts from mail_outbox where recipient = $1 order by id`,
        [email],
      );
      const files = mailDirs.flatMap((dir) => {
        try {
          return fs.readdirSync(dir).filter((f) => f.endsWith(`-${email}.eml`)).map((f) => /^Subject: (.*)$/m.exec(fs.readFileSync(path.join(dir, f), 'utf8'))?.[1] ?? f);
        } catch {
          return [];
        }
      });
      problems.push(`${email}: ${n} mails, expected ${expected} (${resends} codes asked again); outbox ${JSON.stringify(outbox.rows)}; files ${JSON.stringify(files)}`);
    }
  }
  return problems;
}

/**
 * The outbox messages a killed server left unsent: leased by its try (held for 5 minutes) or
 * waiting for a queue job it had fetched (held as long). Their leases are moved into the past, as
 * if those minutes had gone by; returns their ids, for which the caller sends a delivery job now.
 */
export async function releaseKilledMailLeases(db: pg.Pool): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(`update mail_outbox set next_attempt_at = now() - interval '1 second' where sent_at is null returning id`);
  return rows.map((r) => r.id);
}

/**
 * The unsent outbox messages with their delivery jobs' states, and every delivery job running now
 * (one worker per server takes one job at a time: a job hung in its handler would stop that
 * server's deliveries), for the log of a failing run.
 */
export async function describeUnsentMail(db: pg.Pool): Promise<unknown[]> {
  const { rows } = await db.query(
    `select m.id, m.subject, m.attempts, m.next_attempt_at, m.last_error, m.created_at, now() as now,
       (select json_agg(json_build_object('state', j.state, 'retries', j.retry_count, 'start_after', j.start_after, 'started_on', j.started_on, 'output', j.output))
          from pgboss.job j where j.name = 'mail.deliver' and (j.data->>'outboxId')::int = m.id) as jobs
     from mail_outbox m where m.sent_at is null`,
  );
  const running = await db.query(`select id, data, started_on, retry_count from pgboss.job where name = 'mail.deliver' and state = 'active'`);
  return [...rows, { runningDeliveryJobs: running.rows }];
}

/**
 * Makes every waiting receipt job due now (as if its minute had gone by) and waits, at most
 * `limitMs`, until none is left waiting or running; the servers' workers run them.
 */
export async function runReceiptJobsNow(db: pg.Pool, limitMs: number): Promise<{ made: number; left: number; ms: number }> {
  const made = (await db.query(`update pgboss.job set start_after = now() where name = 'sales-orders.receipt' and state in ('created', 'retry')`)).rowCount ?? 0;
  const started = Date.now();
  for (;;) {
    const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from pgboss.job where name = 'sales-orders.receipt' and state in ('created', 'retry', 'active')`);
    if (rows[0]!.n === 0 || Date.now() - started > limitMs) return { made, left: rows[0]!.n, ms: Date.now() - started };
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** Waits until the mail outbox has nothing left to send (a killed server's notices go out through another). */
export async function waitForOutbox(db: pg.Pool, limitMs: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    const { rows } = await db.query<{ n: number }>('select count(*)::int as n from mail_outbox where sent_at is null');
    if (rows[0]!.n === 0 || Date.now() - started > limitMs) return rows[0]!.n;
    await new Promise((r) => setTimeout(r, 500));
  }
}

/**
 * No orphaned file: every object the journeys write (assignment PDFs under private/assignments/)
 * is the file of a submission row, or announced by an upload intent that the clean-up deletes
 * (a server killed between the store and the commit, decision 188); every submission's file is in
 * the bucket. `unreferenced` lists the objects no row names (they must all be announced).
 */
export async function checkFiles(db: pg.Pool, keys: string[]): Promise<{ problems: string[]; unreferenced: string[] }> {
  const problems: string[] = [];
  const objects = new Set(keys.filter((k) => k.startsWith('private/assignments/')));
  const { rows } = await db.query<{ file_key: string }>('select file_key from assignment_submissions');
  const referenced = new Set(rows.map((r) => r.file_key));
  const intents = new Set((await db.query<{ key: string }>('select key from upload_intents')).rows.map((r) => r.key));
  const unreferenced = [...objects].filter((k) => !referenced.has(k));
  for (const k of unreferenced) if (!intents.has(k)) problems.push(`orphaned object ${k}, announced by no upload intent`);
  for (const k of referenced) if (!objects.has(k)) problems.push(`submission file ${k} missing from the bucket`);
  return { problems, unreferenced };
}

/** p-th percentile (0..100) of `values` in milliseconds, rounded. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!);
}
