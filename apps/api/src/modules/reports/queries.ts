import { jakartaDayStart } from '@kelas/contracts/console-list';
import { REPORT_TEXT, REPORT_TIMEOUT_CODE, type ReportName, type ReportRows } from '@kelas/contracts/reports';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { dailyRowsSql, shortenStatementTimeout, type DayRange } from './rollup-queries.ts';

/**
 * All SQL of the reports (decision 153), but the daily roll-ups' own
 * (rollup-queries.ts, decision 154). Each takes Jakarta days `from`..`to` (both included) and
 * groups by Jakarta day where it groups by day. Indexes they use: orders (paid_at), (created_at); payments (order_id, paid_at, id, method) of paid
 * payments; refunds (settled_at); enrolments (created_at); quiz_responses (created_at = answered);
 * assignment_submissions (graded_at). Days are grouped as dates and formatted after grouping.
 * Measured on 1,000,000 orders by bench/reports.mjs (decision 136).
 */

type Range = DayRange;
/** The half-open range of instants [start of `from`, start of the day after `to`) of Jakarta days. */
const instants = (r: Range) => ({ from: jakartaDayStart(r.from), to: new Date(jakartaDayStart(r.to).getTime() + 86_400_000) });
/** A date column as `YYYY-MM-DD`. */
const dayText = (col: SQL) => sql`to_char(${col}, 'YYYY-MM-DD')`;

async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const int = (v: unknown) => Math.round(Number(v ?? 0));

/** Revenue per Jakarta day and payment method: gross paid, refunds settled, net, PPN inside net. */
async function revenue(db: DbOrTx, r: Range, live: boolean): Promise<ReportRows['revenue']> {
  const list = await rows<{ day: string; method: string; orders: unknown; gross: unknown; refunds: unknown }>(
    db,
    sql`select ${dayText(sql`x.day`)} as day, x.method, x.orders, x.gross, x.refunds from (${dailyRowsSql('revenue', r, { live })}) x order by x.day, x.method`,
  );
  return list.map((x) => {
    const gross = int(x.gross);
    const refunds = int(x.refunds);
    const net = gross - refunds;
    return { day: x.day, method: x.method, orders: int(x.orders), gross, refunds, net, ppn: Math.round((net * 11) / 111) };
  });
}

/** Orders created per Jakarta day: created, paid, expired, and refunded in full. */
async function funnel(db: DbOrTx, r: Range, live: boolean): Promise<ReportRows['funnel']> {
  const list = await rows<Record<string, unknown>>(
    db,
    sql`select ${dayText(sql`x.day`)} as day, x.created, x.paid, x.expired, x.refunded from (${dailyRowsSql('funnel', r, { live })}) x order by x.day`,
  );
  return list.map((x) => ({ day: String(x.day), created: int(x.created), paid: int(x.paid), expired: int(x.expired), refunded: int(x.refunded) }));
}

/** Enrolments made in the range per course and source, most first. */
async function enrolments(db: DbOrTx, days: Range): Promise<ReportRows['enrolments']> {
  const r = instants(days);
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

/** For learners enrolled in the range: per chapter, how many completed every item of it (the day rows summed). */
async function completion(db: DbOrTx, r: Range, live: boolean): Promise<ReportRows['completion']> {
  const list = await rows<Record<string, unknown>>(
    db,
    sql`
      with agg as (
        select x.course_id, x.chapter_id, sum(x.learners) as learners, sum(x.completed) as completed
        from (${dailyRowsSql('completion', r, { live })}) x
        group by x.course_id, x.chapter_id
      )
      select agg.course_id, co.title as course_title, agg.chapter_id, m.title as chapter_title, m.position, agg.learners, agg.completed
      from agg
      join materials m on m.id = agg.chapter_id
      join courses co on co.id = agg.course_id
      order by co.title, m.position, agg.chapter_id`,
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
async function questions(db: DbOrTx, days: Range, live: boolean): Promise<ReportRows['questions']> {
  const list = await rows<Record<string, unknown>>(
    db,
    sql`
      with agg as (
        select x.question_id, sum(x.answers) as answers, sum(x.correct) as correct
        from (${dailyRowsSql('questions', days, { live })}) x
        group by x.question_id
        order by sum(x.correct)::float / sum(x.answers), sum(x.answers) desc, x.question_id
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
async function grading(db: DbOrTx, days: Range): Promise<ReportRows['grading']> {
  const r = instants(days);
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

const REPORTS: { [K in ReportName]: (db: DbOrTx, r: Range, live: boolean) => Promise<ReportRows[K]> } = { revenue, funnel, enrolments, completion, questions, grading };

/**
 * Runs the named report over the Jakarta days `range.from`..`range.to` (both included), in a
 * read-only transaction tuned for one large read: no JIT (its compile time, seconds, dwarfs these
 * sub-second queries) and more sort/hash memory (decision 136). Revenue, funnel, completion and
 * questions read their daily roll-ups (decision 154); `live: true` computes them from the source tables instead
 * (the reference of the roll-up tests). Statement timeout: the API's, shortened (1.5 s → 1 s) so
 * the server cancels before the client's read timeout; a report that runs past it answers 503
 * REPORT_TIMEOUT (decision 155), never DB_UNAVAILABLE.
 */
export async function runReport<K extends ReportName>(db: DbOrTx, name: K, range: Range, { live = false } = {}): Promise<ReportRows[K]> {
  try {
    return await db.transaction(
      async (tx) => {
        await tx.execute(sql`set local jit = off`);
        await tx.execute(sql`set local work_mem = '64MB'`);
        await shortenStatementTimeout(tx);
        return REPORTS[name](tx, range, live);
      },
      { accessMode: 'read only' },
    );
  } catch (err) {
    if (isStatementTimeout(err)) throw new AppError(503, REPORT_TEXT.timeout, REPORT_TIMEOUT_CODE);
    throw err;
  }
}

/** True when PostgreSQL cancelled the statement (57014: our statement_timeout), through Drizzle's `cause` chain. */
function isStatementTimeout(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === '57014') return true;
  }
  return false;
}
