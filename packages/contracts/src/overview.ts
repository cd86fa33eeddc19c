import { z } from 'zod';
import { wrap } from './http.ts';

/**
 * The console's 'Ringkasan' (GET /api/admin/overview, admins; decision 268): the academy's state at
 * a glance, each figure linking to its list. Money in rupiah; days and weeks are the academy's
 * (TIMEZONE; a week starts on Monday); times ISO-8601 UTC.
 */
const Money = z.object({
  /** Orders paid in the period (their totals). */
  paid: z.number().int(),
  /** Refunds that succeeded in the period. */
  refunded: z.number().int(),
  /** paid − refunded. */
  net: z.number().int(),
});

export const OverviewSchema = z.object({
  today: z.object({ revenue: Money, enrolments: z.number().int() }),
  week: z.object({ revenue: Money, enrolments: z.number().int(), starts: z.string() }),
  /** Assignments waiting for a mentor's grade, and when the oldest was submitted. */
  grading: z.object({ waiting: z.number().int(), oldest_submitted_at: z.string().nullable() }),
  /** E-mails tried and not delivered yet. */
  failed_emails: z.number().int(),
  /** Background jobs in the dead letter (retries exhausted). */
  failed_jobs: z.number().int(),
  /** Job-training programme reports the programme refused or that ran out of tries. */
  failed_programme_reports: z.number().int(),
  time_zone: z.object({ name: z.string(), label: z.string() }),
  as_of: z.string(),
});
export type Overview = z.infer<typeof OverviewSchema>;
export const OverviewResponseSchema = wrap(OverviewSchema);
