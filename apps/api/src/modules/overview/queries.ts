import { and, count, eq, gte, isNotNull, isNull, lte, min, sql, sum } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { assignmentSubmissions, enrolments, mailOutbox, orders, prakerjaReports, refunds } from '../../db/schema/index.ts';
import { countJobsByState } from '../jobs/queries.ts';

/** All SQL of the console's overview (decision 268): a few counts and sums, each on an index. */

/** The first instants of the academy's day and week (Monday) at `now`, in `zone`. */
export async function periodStarts(db: DbOrTx, now: Date, zone: string): Promise<{ day: Date; week: Date }> {
  const result = (await db.execute(sql`select (date_trunc('day', ${now}::timestamptz at time zone ${zone}) at time zone ${zone}) as day,
      (date_trunc('week', ${now}::timestamptz at time zone ${zone}) at time zone ${zone}) as week`)) as unknown as { rows: { day: Date | string; week: Date | string }[] };
  const row = result.rows[0]!;
  return { day: new Date(row.day), week: new Date(row.week) };
}

/** Rupiah of orders paid and of refunds that succeeded in [from, now], and enrolments made then. */
export async function moneyAndEnrolmentsSince(db: DbOrTx, from: Date, now: Date): Promise<{ paid: number; refunded: number; enrolments: number }> {
  const [[paid], [refunded], [enrolled]] = await Promise.all([
    db
      .select({ v: sum(orders.total) })
      .from(orders)
      .where(and(isNotNull(orders.paidAt), gte(orders.paidAt, from), lte(orders.paidAt, now))),
    db
      .select({ v: sum(refunds.amount) })
      .from(refunds)
      .where(and(eq(refunds.status, 'succeeded'), gte(refunds.settledAt, from), lte(refunds.settledAt, now))),
    db
      .select({ v: count() })
      .from(enrolments)
      .where(and(gte(enrolments.enrolledAt, from), lte(enrolments.enrolledAt, now))),
  ]);
  return { paid: Number(paid?.v ?? 0), refunded: Number(refunded?.v ?? 0), enrolments: Number(enrolled?.v ?? 0) };
}

/** Submissions waiting for a grade and the oldest one's time; e-mails tried and not sent; failed jobs; failed programme reports. */
export async function backlog(db: DbOrTx): Promise<{ waiting: number; oldest: Date | null; emails: number; jobs: number; reports: number }> {
  const [[waiting], [emails], [reports], jobs] = await Promise.all([
    db
      .select({ n: count(), oldest: min(assignmentSubmissions.submittedAt) })
      .from(assignmentSubmissions)
      .where(eq(assignmentSubmissions.status, 'submitted')),
    db
      .select({ n: count() })
      .from(mailOutbox)
      .where(and(isNull(mailOutbox.sentAt), sql`${mailOutbox.attempts} > 0`)),
    db.select({ n: count() }).from(prakerjaReports).where(eq(prakerjaReports.status, 'failed')),
    countJobsByState(db),
  ]);
  return {
    waiting: waiting?.n ?? 0,
    oldest: waiting?.oldest ? new Date(waiting.oldest) : null,
    emails: emails?.n ?? 0,
    jobs: jobs.filter((j) => j.state === 'failed').reduce((n, j) => n + j.n, 0),
    reports: reports?.n ?? 0,
  };
}
