import type { ReportName, ReportRows } from '@kelas/contracts/reports';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/**
 * All SQL of the reports (issue 14 item 7, decision 153). Each takes a half-open range
 * [from, to) of instants (Jakarta day starts) and groups by Jakarta day where it groups by day.
 * Indexes they use: orders (paid_at), (created_at); payments (order_id, paid_at, id, method) of paid
 * payments; refunds (settled_at); enrolments (created_at); quiz_responses (created_at = answered);
 * assignment_submissions (graded_at). Days are grouped as dates and formatted after grouping.
 * Measured on 1,000,000 orders by bench/reports.mjs (decision 136).
 */

type Range = { from: Date; to: Date };
/** The Jakarta calendar date of an instant (a date: cheaper to group by than text). */
const jakartaDate = (col: SQL) => sql`((${col}) at time zone 'UTC' + interval '7 hours')::date`;
/** A date column as `YYYY-MM-DD`. */
const dayText = (col: SQL) => sql`to_char(${col}, 'YYYY-MM-DD')`;

async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const int = (v: unknown) => Math.round(Number(v ?? 0));

/** Revenue per Jakarta day and payment method: gross paid, refunds settled, net, PPN inside net. */
async function revenue(db: DbOrTx, r: Range): Promise<ReportRows['revenue']> {
  const list = await rows<{ day: string; method: string; orders: unknown; gross: unknown; refunds: unknown }>(
    db,
    sql`
      with paid as (
        select ${jakartaDate(sql`o.paid_at`)} as day, coalesce(p.method, 'gratis') as method, count(*) as orders, sum(o.total) as gross, 0::bigint as refunds
        from orders o
        left join lateral (
          select method from payments
          where payments.order_id = o.id and payments.status = 'paid'
          order by payments.paid_at desc nulls last, payments.id desc nulls last
          limit 1
        ) p on true
        where o.status = 'paid' and o.paid_at >= ${r.from} and o.paid_at < ${r.to}
        group by 1, 2
      ), back as (
        select ${jakartaDate(sql`rf.settled_at`)} as day, coalesce(p.method, 'gratis') as method, 0::bigint as orders, 0::bigint as gross, sum(rf.amount) as refunds
        from refunds rf
        left join payments p on p.id = rf.payment_id
        where rf.status = 'succeeded' and rf.settled_at >= ${r.from} and rf.settled_at < ${r.to}
        group by 1, 2
      )
      select ${dayText(sql`day`)} as day, method, sum(orders) as orders, sum(gross) as gross, sum(refunds) as refunds
      from (select * from paid union all select * from back) x
      group by x.day, method
      order by x.day, method`,
  );
  return list.map((x) => {
    const gross = int(x.gross);
    const refunds = int(x.refunds);
    const net = gross - refunds;
    return { day: x.day, method: x.method, orders: int(x.orders), gross, refunds, net, ppn: Math.round((net * 11) / 111) };
  });
}

/** Orders created per Jakarta day: created, paid, expired, and refunded in full. */
async function funnel(db: DbOrTx, r: Range): Promise<ReportRows['funnel']> {
  const list = await rows<Record<string, unknown>>(
    db,
    sql`
      select ${dayText(sql`d.day`)} as day, d.created, d.paid, d.expired, d.refunded
      from (
        select ${jakartaDate(sql`o.created_at`)} as day,
          count(*) as created,
          count(*) filter (where o.status = 'paid') as paid,
          count(*) filter (where o.status = 'expired') as expired,
          count(rf.order_id) as refunded
        from orders o
        left join (select distinct order_id from refunds where "full" and status = 'succeeded') rf on rf.order_id = o.id
        where o.created_at >= ${r.from} and o.created_at < ${r.to}
        group by 1
      ) d
      order by d.day`,
  );
  return list.map((x) => ({ day: String(x.day), created: int(x.created), paid: int(x.paid), expired: int(x.expired), refunded: int(x.refunded) }));
}

/** Enrolments made in the range per course and source, most first. */
async function enrolments(db: DbOrTx, r: Range): Promise<ReportRows['enrolments']> {
  const list = await rows<Record<string, unknown>>(
    db,
    sql`
      select c.id as course_id, c.title as course_title, e.source::text as source, count(*) as enrolments
      from enrolments e
      join courses c on c.id = e.course_id
      where e.created_at >= ${r.from} and e.created_at < ${r.to}
      group by c.id, c.title, e.source
      order by count(*) desc, c.title, e.source`,
  );
  return list.map((x) => ({ course_id: int(x.course_id), course_title: String(x.course_title), source: String(x.source), enrolments: int(x.enrolments) }));
}

/** For learners enrolled in the range: per chapter, how many completed every item of it. */
async function completion(db: DbOrTx, r: Range): Promise<ReportRows['completion']> {
  const list = await rows<Record<string, unknown>>(
    db,
    sql`
      with cohort as (
        select user_id, course_id from enrolments where created_at >= ${r.from} and created_at < ${r.to}
      ), sizes as (
        select course_id, count(*) as learners from cohort group by course_id
      ), chapters as (
        select m.id as chapter_id, m.course_id, m.title, m.position, count(i.id) as n_items
        from materials m join items i on i.material_id = m.id
        where m.course_id in (select course_id from sizes)
        group by m.id, m.course_id, m.title, m.position
      ), done as (
        select ip.user_id, i.material_id, count(*) as n
        from cohort c
        join item_progress ip on ip.user_id = c.user_id and ip.course_id = c.course_id
        join items i on i.id = ip.item_id
        group by ip.user_id, i.material_id
      )
      select ch.course_id, co.title as course_title, ch.chapter_id, ch.title as chapter_title, ch.position, s.learners,
        count(d.user_id) filter (where d.n >= ch.n_items) as completed
      from chapters ch
      join sizes s on s.course_id = ch.course_id
      join courses co on co.id = ch.course_id
      left join done d on d.material_id = ch.chapter_id
      group by ch.course_id, co.title, ch.chapter_id, ch.title, ch.position, s.learners
      order by co.title, ch.position, ch.chapter_id`,
  );
  return list.map((x) => {
    const learners = int(x.learners);
    const completed = int(x.completed);
    return {
      course_id: int(x.course_id),
      course_title: String(x.course_title),
      chapter_id: int(x.chapter_id),
      chapter_title: String(x.chapter_title),
      position: int(x.position),
      learners,
      completed,
      percent: learners ? Math.round((completed * 100) / learners) : 0,
    };
  });
}

/** Quiz questions answered in the range, lowest percent correct first (at most 500). */
async function questions(db: DbOrTx, r: Range): Promise<ReportRows['questions']> {
  const list = await rows<Record<string, unknown>>(
    db,
    sql`
      with agg as (
        select qr.question_id, count(*) as answers, count(*) filter (where a.is_correct) as correct
        from quiz_responses qr
        join quiz_answers a on a.id = qr.answer_id
        where qr.created_at >= ${r.from} and qr.created_at < ${r.to}
        group by qr.question_id
        order by count(*) filter (where a.is_correct)::float / count(*), count(*) desc, qr.question_id
        limit 500
      )
      select q.id as question_id, co.title as course_title, it.title as quiz_title,
        left(regexp_replace(q.question, '<[^>]*>', '', 'g'), 300) as question, agg.answers, agg.correct
      from agg
      join quiz_questions q on q.id = agg.question_id
      join quizzes z on z.id = q.quiz_id
      join items it on it.id = z.item_id
      join courses co on co.id = it.course_id
      order by agg.correct::float / agg.answers, agg.answers desc, q.id`,
  );
  return list.map((x) => {
    const answers = int(x.answers);
    const correct = int(x.correct);
    return {
      question_id: int(x.question_id),
      course_title: String(x.course_title),
      quiz_title: String(x.quiz_title),
      question: String(x.question),
      answers,
      correct,
      percent_correct: answers ? Math.round((correct * 100) / answers) : 0,
    };
  });
}

/** Submissions graded in the range, per course: seconds from submission to the first grade. */
async function grading(db: DbOrTx, r: Range): Promise<ReportRows['grading']> {
  const list = await rows<Record<string, unknown>>(
    db,
    sql`
      with g as (
        select it.course_id, extract(epoch from (min(ag.created_at) - s.created_at)) as secs
        from assignment_submissions s
        join assignment_gradings ag on ag.submission_id = s.id
        join items it on it.id = s.item_id
        where s.graded_at >= ${r.from} and s.graded_at < ${r.to}
        group by s.id, it.course_id, s.created_at
      )
      select g.course_id, co.title as course_title, count(*) as graded, avg(secs) as avg_seconds,
        percentile_cont(0.5) within group (order by secs) as median_seconds,
        percentile_cont(0.9) within group (order by secs) as p90_seconds
      from g join courses co on co.id = g.course_id
      group by g.course_id, co.title
      order by avg(secs) desc`,
  );
  return list.map((x) => ({
    course_id: int(x.course_id),
    course_title: String(x.course_title),
    graded: int(x.graded),
    avg_seconds: int(x.avg_seconds),
    median_seconds: int(x.median_seconds),
    p90_seconds: int(x.p90_seconds),
  }));
}

const REPORTS: { [K in ReportName]: (db: DbOrTx, r: Range) => Promise<ReportRows[K]> } = { revenue, funnel, enrolments, completion, questions, grading };

/**
 * How long one report query may run, in milliseconds. The API's statement timeout (1.5 s by
 * default, decision 100) guards the learner's calls; a year-long report on a million orders takes
 * longer than that on a small machine, and an admin would rather wait a few seconds than get a 503.
 */
export const REPORT_STATEMENT_TIMEOUT_MS = 15_000;

/**
 * Runs the named report over [from, to), in a read-only transaction tuned for one large read:
 * no JIT (its compile time, seconds, dwarfs these sub-second queries), more sort/hash memory
 * so that a year's rows are grouped without spilling to disk (decision 136), and
 * REPORT_STATEMENT_TIMEOUT_MS instead of the API's statement timeout.
 */
export function runReport<K extends ReportName>(db: DbOrTx, name: K, range: Range): Promise<ReportRows[K]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    await tx.execute(sql`set local work_mem = '64MB'`);
    await tx.execute(sql.raw(`set local statement_timeout = ${REPORT_STATEMENT_TIMEOUT_MS}`));
    return REPORTS[name](tx, range);
  });
}
