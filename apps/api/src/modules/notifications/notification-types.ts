import type { NotificationType } from '@kelas/contracts/notifications';
import type { PaymentMethod } from '@kelas/contracts/payments';

/**
 * The parameters each event type stores with its notification (decision 274): what its in-app text
 * and its e-mail are rendered from, in the reader's language, when they are read or written. Money is
 * integer rupiah; times are ISO-8601 UTC strings.
 */
export type NotificationParams = {
  /** A payment was opened and waits: `code` is the VA number or the retail payment code (null for QRIS and e-wallets). */
  'payment.pending': { invoice: string; amount: number; method: PaymentMethod; channel: string; code: string | null; deadline: string };
  /** The same payment, an hour before its deadline, still unpaid. */
  'payment.reminder': { invoice: string; amount: number; method: PaymentMethod; channel: string; code: string | null; deadline: string };
  /** An order was paid (its receipt). */
  'payment.received': { invoice: string; total: number; titles: string[] };
  /** A mentor graded a submission (`regraded` when it had a grade before). */
  'assignment.graded': { course: string; item: string; score: number; feedback: string; regraded: boolean };
  /** A certificate was issued while the learner was away. */
  'certificate.issued': { course: string; code: string };
  /** A refund went through; `full` when it was the whole order (access ended). */
  'refund.succeeded': { invoice: string; amount: number; full: boolean; credit_note: string };
  /** Someone answered the learner's question (`mentor`: a mentor, author or admin of the course); `question` is its first words, plain text. */
  'question.answered': { course: string; item: string; question: string; by: string; mentor: boolean };
  /** An answer in a discussion the user took part in (as asker or answerer) was accepted. */
  'answer.accepted': { course: string; item: string; question: string };
  /** The learner joined a cohort (decision 288): its name and first day (ISO). */
  'cohort.joined': { course: string; cohort: string; starts_at: string };
  /** A live session starts in `lead_hours` (24 or 1) hours (decision 288). */
  'session.reminder': { course: string; session: string; starts_at: string; lead_hours: 24 | 1 };
  /** A live session moved from `previous_starts_at` to `starts_at` (decision 288). */
  'session.moved': { course: string; session: string; starts_at: string; previous_starts_at: string };
  /** A live session was cancelled (decision 288). */
  'session.cancelled': { course: string; session: string; starts_at: string };
  /** A participant asked a question in a course the mentor teaches (decision 282); `question` is its first words, plain text. */
  'question.asked': { course: string; item: string; question: string; by: string };
  /** The mentor's daily digest (decision 282): what waits in their courses, `oldest_hours` the age of the longest waiting, on `date` (academy day, YYYY-MM-DD). */
  'mentor.digest': { questions: number; submissions: number; oldest_hours: number; date: string };
  /** A programme learner must verify session `sequence` before the item opens (decision 282). */
  'prakerja.verification': { course: string; item: string; sequence: number };
  /** A mentor, author or admin wrote to every learner of the course (`by`: their name; `body`: plain text, line breaks kept). */
  'course.announcement': { course: string; title: string; body: string; by: string };
};

/** One event's type with its parameters. */
export type NotificationEvent = { [K in NotificationType]: { type: K; params: NotificationParams[K] } }[NotificationType];
