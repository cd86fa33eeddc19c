import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { RESPONSE_IS_RIGHT } from '../../db/quiz-response-sql.ts';

/**
 * SQL of the daily roll-ups (decision 154) of the four reports that read a year of orders,
 * payments, refunds, enrolments, progress or quiz answers: revenue, funnel, completion, questions. Each has one live SQL
 * per Jakarta day (`LIVE[name]`), the same text the roll-up job stores and a report runs for its
 * dirty days, so that roll-up and live answers are equal by construction. Days are `YYYY-MM-DD`
 * strings (Jakarta calendar days, both ends included).
 */

export const ROLLUP_REPORTS = ['revenue', 'funnel', 'completion', 'questions'] as const;
export type RollupReport = (typeof ROLLUP_REPORTS)[number];

/** Days `from`..`to` (Jakarta, both included). */
export type DayRange = { from: string; to: string };

/** The instant a Jakarta day (a `date`) starts. */
const dayStart = (day: SQL) => sql`((${day})::timestamp at time zone 'UTC' - interval '7 hours')`;
/** `col` falls on the Jakarta day `d.day`: a range an index on `col` serves. */
const onDay = (col: SQL) => sql`${col} >= ${dayStart(sql`d.day`)} and ${col} < ${dayStart(sql`d.day`)} + interval '1 day'`;

/**
 * The live per-day SQL of each roll-up report over the days of `days` (a query with one `date`
 * column `day`). Columns are those of the report's roll-up table, in its order.
 */
const LIVE: Record<RollupReport, (days: SQL) => SQL> = {
  // Paid orders by paid day and the method of their latest paid payment ('gratis' when none);
  // succeeded refunds by settled day and the method of their payment.
  revenue: (days) => sql`
    with days as (${days})
    select day, method, sum(orders)::int as orders, sum(gross)::bigint as gross, sum(refunds)::bigint as refunds
    from (
      select d.day, coalesce(p.method, 'gratis') as method, count(*) as orders, sum(o.total) as gross, 0::bigint as refunds
      from days d
      join orders o on ${onDay(sql`o.paid_at`)}
      left join lateral (
        select method from payments
        where payments.order_id = o.id and payments.status = 'paid'
        order by payments.paid_at desc nulls last, payments.id desc nulls last
        limit 1
      ) p on true
      where o.status = 'paid'
      group by 1, 2
      union all
      select d.day, coalesce(p.method, 'gratis') as method, 0, 0, sum(rf.amount)
      from days d
      join refunds rf on ${onDay(sql`rf.settled_at`)}
      left join lateral (select method from payments where payments.id = rf.payment_id) p on true
      where rf.status = 'succeeded'
      group by 1, 2
    ) x
    group by day, method`,
  // Orders by creation day: created, paid, expired, refunded in full (a succeeded full refund).
  funnel: (days) => sql`
    with days as (${days})
    select d.day,
      count(*)::int as created,
      count(*) filter (where o.status = 'paid')::int as paid,
      count(*) filter (where o.status = 'expired')::int as expired,
      count(rf.order_id)::int as refunded
    from days d
    join orders o on ${onDay(sql`o.created_at`)}
    left join (select distinct order_id from refunds where "full" and status = 'succeeded') rf on rf.order_id = o.id
    group by d.day`,
  // Learners enrolled on the day in each chapter's course, and how many completed every item of it.
  completion: (days) => sql`
    with days as (${days}), cohort as (
      select d.day, e.user_id, e.course_id from days d join enrolments e on ${onDay(sql`e.created_at`)}
    ), sizes as (
      select day, course_id, count(*) as learners from cohort group by day, course_id
    ), chapters as (
      select m.id as chapter_id, m.course_id, count(i.id) as n_items
      from materials m join items i on i.material_id = m.id
      where m.course_id in (select course_id from sizes)
      group by m.id, m.course_id
    ), done as (
      -- Lateral: one index lookup per learner of the cohort. A join lets the planner, which cannot
      -- size a cohort of days it does not know yet, hash all of item_progress (1 s on 1 M orders).
      select c.day, c.user_id, x.material_id, x.n
      from cohort c
      cross join lateral (
        select i.material_id, count(*) as n
        from item_progress ip join items i on i.id = ip.item_id
        where ip.user_id = c.user_id and ip.course_id = c.course_id
        group by i.material_id
      ) x
    )
    select s.day, ch.course_id, ch.chapter_id, s.learners::int as learners,
      (count(dn.user_id) filter (where dn.n >= ch.n_items))::int as completed
    from chapters ch
    join sizes s on s.course_id = ch.course_id
    left join done dn on dn.material_id = ch.chapter_id and dn.day = s.day
    group by s.day, ch.course_id, ch.chapter_id, s.learners`,
  // Answers given on the day per question, and how many were right: the chosen set equals the
  // question's correct set (one option for a single-answer question; decision 243).
  questions: (days) => sql`
    with days as (${days})
    select d.day, r.question_id, count(*)::int as answers, (count(*) filter (where ${RESPONSE_IS_RIGHT}))::int as correct
    from days d
    join quiz_responses r on ${onDay(sql`r.created_at`)}
    join quiz_questions q on q.id = r.question_id
    group by d.day, r.question_id`,
};

const TABLES: Record<RollupReport, { table: SQL; columns: SQL }> = {
  revenue: { table: sql.raw('report_daily_revenue'), columns: sql.raw('day, method, orders, gross, refunds') },
  funnel: { table: sql.raw('report_daily_funnel'), columns: sql.raw('day, created, paid, expired, refunded') },
  completion: { table: sql.raw('report_daily_completion'), columns: sql.raw('day, course_id, chapter_id, learners, completed') },
  questions: { table: sql.raw('report_daily_questions'), columns: sql.raw('day, question_id, answers, correct') },
};

/**
 * The per-day rows of `report` over `range`, in one statement (one snapshot): the roll-up's rows
 * for the days no write has marked dirty since they were built, the live SQL for the dirty ones.
 * `live: true` computes every day live (the reference the roll-up must equal; tests).
 */
export function dailyRowsSql(report: RollupReport, range: DayRange, { live = false } = {}): SQL {
  const { table, columns } = TABLES[report];
  if (live) return sql`select ${columns} from (${LIVE[report](sql`select generate_series(${range.from}::date, ${range.to}::date, interval '1 day')::date as day`)}) live`;
  return sql`
    select ${columns} from ${table} r
    where r.day between ${range.from}::date and ${range.to}::date
      and not exists (select 1 from report_dirty_days x where x.report = ${report} and x.day = r.day)
    union all
    select ${columns} from (${LIVE[report](sql`select distinct day from report_dirty_days where report = ${report} and day between ${range.from}::date and ${range.to}::date`)}) live`;
}

/** The oldest dirty days of `report` (at most `limit`) and the ids of their marks. */
export async function dirtyDays(db: DbOrTx, report: RollupReport, limit: number): Promise<{ days: string[]; ids: string[] }> {
  const result = (await db.execute(sql`
    select to_char(day, 'YYYY-MM-DD') as day, array_agg(id)::text[] as ids from report_dirty_days
    where report = ${report} group by day order by day limit ${limit}`)) as unknown as { rows: { day: string; ids: string[] }[] };
  return { days: result.rows.map((r) => r.day), ids: result.rows.flatMap((r) => r.ids) };
}

/** Replaces the roll-up rows of `days` with the live SQL's, and removes the marks `ids` (those read with the days). */
export async function rebuildDays(db: DbOrTx, report: RollupReport, days: string[], ids: string[]): Promise<void> {
  const { table, columns } = TABLES[report];
  const dayArray = `{${days.join(',')}}`;
  await db.execute(sql`delete from ${table} where day = any(${dayArray}::date[])`);
  await db.execute(sql`insert into ${table} (${columns}) select ${columns} from (${LIVE[report](sql`select unnest(${dayArray}::date[]) as day`)}) live`);
  await db.execute(sql`delete from report_dirty_days where id = any(${`{${ids.join(',')}}`}::bigint[])`);
}

/** How many distinct dirty days of each report wait for the roll-up job. */
export async function countDirtyDays(db: DbOrTx): Promise<Record<RollupReport, number>> {
  const result = (await db.execute(sql`select report, count(distinct day)::int as n from report_dirty_days group by report`)) as unknown as { rows: { report: RollupReport; n: number }[] };
  const counts = { revenue: 0, funnel: 0, completion: 0, questions: 0 };
  for (const r of result.rows) counts[r.report] = Number(r.n);
  return counts;
}

/**
 * Lowers this transaction's statement timeout to leave the client's read timeout (statement
 * timeout + 200 ms, decision 100) a margin of at least 500 ms: 1.5 s becomes 1 s. A slow statement
 * is then cancelled by the server (57014, a clean error on a usable connection) rather than
 * abandoned by the client, which hands the connection back to the pool with the statement still
 * running and its answer still to come (decision 155). No limit stays no limit.
 */
export async function shortenStatementTimeout(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`
    select set_config('statement_timeout', (case when s = 0 then 0 else greatest(s * 2 / 3, s - 500) end)::text, true)
    from (select setting::int as s from pg_settings where name = 'statement_timeout') x`);
}
