import type { Overview } from '@kelas/contracts/overview';
import { zoneLabelOf } from '@kelas/contracts/settings';
import type { DbOrTx } from '../../db/client.ts';
import { backlog, moneyAndEnrolmentsSince, periodStarts } from './queries.ts';

const money = (m: { paid: number; refunded: number }) => ({ paid: m.paid, refunded: m.refunded, net: m.paid - m.refunded });

/**
 * GET /api/admin/overview (decision 268): today's and this week's money (orders paid, refunds that
 * succeeded, the difference; rupiah) and new enrolments, in the academy's zone `zone` (a week starts
 * on Monday); the grading backlog with its oldest submission; e-mails tried and not delivered;
 * failed background jobs; failed programme reports. Read-only, a few indexed statements.
 */
export async function readOverview(db: DbOrTx, o: { now: Date; zone: string }): Promise<Overview> {
  const starts = await periodStarts(db, o.now, o.zone);
  const [today, week, b] = await Promise.all([moneyAndEnrolmentsSince(db, starts.day, o.now), moneyAndEnrolmentsSince(db, starts.week, o.now), backlog(db)]);
  return {
    today: { revenue: money(today), enrolments: today.enrolments },
    week: { revenue: money(week), enrolments: week.enrolments, starts: starts.week.toISOString() },
    grading: { waiting: b.waiting, oldest_submitted_at: b.oldest?.toISOString() ?? null },
    failed_emails: b.emails,
    failed_jobs: b.jobs,
    failed_programme_reports: b.reports,
    time_zone: { name: o.zone, label: zoneLabelOf(o.zone) },
    as_of: o.now.toISOString(),
  };
}
