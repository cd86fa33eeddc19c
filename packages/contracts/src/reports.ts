import { z } from 'zod';
import { CONSOLE_LIST_TEXT, DayQuerySchema } from './console-list.ts';

/**
 * Reports of the operations console: GET /api/admin/reports/{name}?from=&to=
 * (Jakarta calendar days, both included; default the last 30 days) → { data: [...] }, or CSV with
 * `Accept: text/csv`. Money in rupiah, durations in seconds, shares in integer percent.
 */

export const REPORT_NAMES = ['revenue', 'funnel', 'enrolments', 'completion', 'questions', 'grading'] as const;
export type ReportName = (typeof REPORT_NAMES)[number];

export const REPORT_TEXT = {
  unknown: 'Laporan tidak dikenal.',
  rangeTooLong: 'Rentang tanggal maksimal 366 hari.',
  /** 503 REPORT_TIMEOUT: the report ran past the database's statement timeout (decision 155). */
  timeout: 'Laporan ini belum selesai dihitung dalam batas waktu. Coba lagi sebentar lagi atau persempit rentang tanggal.',
} as const;

/** Error code of a report that ran past the statement timeout: 503, retry later (decision 155). Not DB_UNAVAILABLE: the database answered. */
export const REPORT_TIMEOUT_CODE = 'REPORT_TIMEOUT';

export const REPORT_TITLES: Record<ReportName, string> = {
  revenue: 'Pendapatan',
  funnel: 'Corong Pesanan',
  enrolments: 'Pendaftaran per Kelas',
  completion: 'Penyelesaian per Bab',
  questions: 'Soal Kuis',
  grading: 'Waktu Penilaian',
};

/** Longest range a report takes, in days. */
export const REPORT_MAX_DAYS = 366;

export const ReportParamsSchema = z.object({ name: z.enum(REPORT_NAMES, { error: REPORT_TEXT.unknown }) });
export const ReportQuerySchema = z
  .object({ from: DayQuerySchema.optional(), to: DayQuerySchema.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: CONSOLE_LIST_TEXT.range, path: ['to'] })
  .refine((q) => !q.from || !q.to || (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < REPORT_MAX_DAYS, { message: REPORT_TEXT.rangeTooLong, path: ['from'] });
export type ReportQuery = z.infer<typeof ReportQuerySchema>;

/**
 * Revenue of a Jakarta day and payment method: `gross` paid that day, `refunds` refunded that day
 * (succeeded), `net` = gross − refunds, `ppn` = the 11 % VAT contained in net (net × 11 / 111, rounded).
 */
export const RevenueRowSchema = z.object({ day: z.string(), method: z.string(), orders: z.number().int(), gross: z.number().int(), refunds: z.number().int(), net: z.number().int(), ppn: z.number().int() });
/** Orders created on a day and what became of them. `refunded`: orders with a succeeded full refund. */
export const FunnelRowSchema = z.object({ day: z.string(), created: z.number().int(), paid: z.number().int(), expired: z.number().int(), refunded: z.number().int() });
export const EnrolmentRowSchema = z.object({ course_id: z.number().int(), course_title: z.string(), source: z.string(), enrolments: z.number().int() });
/** Of the learners enrolled in the range, how many completed every item of the chapter. */
export const CompletionRowSchema = z.object({
  course_id: z.number().int(),
  course_title: z.string(),
  chapter_id: z.number().int(),
  chapter_title: z.string(),
  position: z.number().int(),
  learners: z.number().int(),
  completed: z.number().int(),
  percent: z.number().int(),
});
/** Answers given in the range to a quiz question, hardest first. */
export const QuestionRowSchema = z.object({
  question_id: z.number().int(),
  course_title: z.string(),
  quiz_title: z.string(),
  question: z.string(),
  answers: z.number().int(),
  correct: z.number().int(),
  percent_correct: z.number().int(),
});
/** Assignment submissions graded in the range, per course: seconds from submission to the first grade. */
export const GradingRowSchema = z.object({
  course_id: z.number().int(),
  course_title: z.string(),
  graded: z.number().int(),
  avg_seconds: z.number().int(),
  median_seconds: z.number().int(),
  p90_seconds: z.number().int(),
});

export const REPORT_ROW_SCHEMAS = {
  revenue: RevenueRowSchema,
  funnel: FunnelRowSchema,
  enrolments: EnrolmentRowSchema,
  completion: CompletionRowSchema,
  questions: QuestionRowSchema,
  grading: GradingRowSchema,
} as const;

export type ReportRows = { [K in ReportName]: z.infer<(typeof REPORT_ROW_SCHEMAS)[K]>[] };
export type RevenueRow = z.infer<typeof RevenueRowSchema>;
export type FunnelRow = z.infer<typeof FunnelRowSchema>;
export type EnrolmentRow = z.infer<typeof EnrolmentRowSchema>;
export type CompletionRow = z.infer<typeof CompletionRowSchema>;
export type QuestionRow = z.infer<typeof QuestionRowSchema>;
export type GradingRow = z.infer<typeof GradingRowSchema>;

/** The answer of any report: its rows and the range actually used. */
export const ReportResponseSchema = z.object({
  data: z.array(z.record(z.string(), z.union([z.string(), z.number()]))),
  meta: z.object({ name: z.enum(REPORT_NAMES), from: z.string(), to: z.string() }),
});
export type ReportResponse<K extends ReportName> = { data: ReportRows[K]; meta: { name: K; from: string; to: string } };

/** RFC 4180 CSV of rows (header from the first row's keys, or `columns`); CRLF line ends. */
export function toCsv(rows: Record<string, string | number>[], columns?: string[]): string {
  const cols = columns ?? Object.keys(rows[0] ?? {});
  const cell = (v: unknown) => {
    const s = v === null || v === undefined ? '' : String(v);
    // A leading =, +, - or @ would run as a formula in a spreadsheet: quote it with a leading '.
    const safe = /^[=+\-@\t\r]/.test(s) && !/^-?\d+(\.\d+)?$/.test(s) ? `'${s}` : s;
    return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  return [cols.join(','), ...rows.map((r) => cols.map((c) => cell(r[c])).join(','))].join('\r\n') + '\r\n';
}
