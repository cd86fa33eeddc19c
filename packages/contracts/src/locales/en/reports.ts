import type { Translation } from '../../i18n.ts';
import type { REPORT_TEXT, REPORT_TITLES } from '../../reports.ts';

/** English twin of REPORT_TEXT (`../../reports.ts`). */
export const REPORT_TEXT_EN = {
  unknown: 'Unknown report.',
  rangeTooLong: 'The date range can be at most 366 days.',
  timeout: 'This report did not finish within its time limit. Try again shortly or narrow the date range.',
} as const satisfies Translation<typeof REPORT_TEXT>;

/** English twin of REPORT_TITLES (`../../reports.ts`). */
export const REPORT_TITLES_EN = {
  revenue: 'Revenue',
  funnel: 'Order Funnel',
  enrolments: 'Enrolments per Course',
  completion: 'Completion per Chapter',
  questions: 'Quiz Questions',
  grading: 'Grading Time',
} as const satisfies Translation<typeof REPORT_TITLES>;
