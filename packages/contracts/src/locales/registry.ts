import type { Locale } from '../i18n.ts';
import { ADMIN_VOUCHER_MESSAGES, REVOKE_TEXT } from '../admin.ts';
import { API_MESSAGES } from '../api-messages.ts';
import { ANNOUNCEMENT_TEXT } from '../announcements.ts';
import { ASSIGNMENT_MESSAGES } from '../assignments.ts';
import { AUDIT_ACTION_LABELS } from '../audit.ts';
import { AUTH_TEXT } from '../auth.ts';
import { CERTIFICATE_MESSAGES } from '../certificates.ts';
import { CHECKOUT_MESSAGES, ORDER_STATUS_LABELS } from '../checkout.ts';
import { COHORT_TEXT } from '../cohorts.ts';
import { CONSOLE_LIST_TEXT } from '../console-list.ts';
import { DOCUMENT_TEXT } from '../document-text.ts';
import { HEALTH_MESSAGES } from '../health.ts';
import { JOB_STATE_LABELS, JOBS_TEXT } from '../jobs.ts';
import { LEARNER_TEXT } from '../learners.ts';
import { LEARNING_MESSAGES } from '../learning.ts';
import { MAIL_TEXT } from '../mail-text.ts';
import { MENTOR_MESSAGES } from '../mentor.ts';
import { NOTIFICATION_CHANNEL_TEXT } from '../notification-channels.ts';
import { NOTIFICATION_TEXT } from '../notifications.ts';
import { PAYMENT_MESSAGES } from '../payments.ts';
import { PRAKERJA_MESSAGES, PRAKERJA_STATUS_LABELS } from '../prakerja.ts';
import { PROFILE_TEXT } from '../profile.ts';
import { PROGRAMS_TEXT } from '../programs.ts';
import { PROMO_STATUS_LABELS, PROMO_TEXT } from '../promos.ts';
import { QUESTION_TEXT } from '../questions.ts';
import { SESSION_TEXT } from '../sessions.ts';
import { QUIZ_MESSAGES } from '../quiz.ts';
import { REFUND_STATUS_LABEL, REFUND_TEXT } from '../refunds.ts';
import { REPORT_TEXT, REPORT_TITLES } from '../reports.ts';
import { REVIEW_STATUS_LABELS, REVIEW_TEXT } from '../reviews.ts';
import { SALES_ORDER_TEXT } from '../sales-orders.ts';
import { STAFF_ROLE_LABELS, STAFF_TEXT } from '../staff.ts';
import { STUDIO_MESSAGES } from '../studio.ts';
import { COURSE_PAGE_MESSAGES } from '../course-page.ts';
import { SETTINGS_TEXT } from '../settings.ts';
import { INPUT_MESSAGES } from '../text.ts';
import { TWO_FACTOR_TEXT } from '../two-factor.ts';
import { REDEEM_TEXT, VOUCHER_MESSAGES } from '../vouchers.ts';
import { ADMIN_VOUCHER_MESSAGES_EN, REVOKE_TEXT_EN } from './en/admin.ts';
import { ANNOUNCEMENT_TEXT_EN } from './en/announcements.ts';
import { API_MESSAGES_EN } from './en/api-messages.ts';
import { ASSIGNMENT_MESSAGES_EN } from './en/assignments.ts';
import { AUDIT_ACTION_LABELS_EN } from './en/audit.ts';
import { AUTH_TEXT_EN } from './en/auth.ts';
import { CERTIFICATE_MESSAGES_EN } from './en/certificates.ts';
import { CHECKOUT_MESSAGES_EN, ORDER_STATUS_LABELS_EN } from './en/checkout.ts';
import { COHORT_TEXT_EN } from './en/cohorts.ts';
import { CONSOLE_LIST_TEXT_EN } from './en/console-list.ts';
import { DOCUMENT_TEXT_EN } from './en/document-text.ts';
import { HEALTH_MESSAGES_EN } from './en/health.ts';
import { MAIL_TEXT_EN } from './en/mail-text.ts';
import { INPUT_MESSAGES_EN } from './en/text.ts';
import { JOB_STATE_LABELS_EN, JOBS_TEXT_EN } from './en/jobs.ts';
import { LEARNER_TEXT_EN } from './en/learners.ts';
import { LEARNING_MESSAGES_EN } from './en/learning.ts';
import { MENTOR_MESSAGES_EN } from './en/mentor.ts';
import { NOTIFICATION_CHANNEL_TEXT_EN } from './en/notification-channels.ts';
import { NOTIFICATION_TEXT_EN } from './en/notifications.ts';
import { PAYMENT_MESSAGES_EN } from './en/payments.ts';
import { PRAKERJA_MESSAGES_EN, PRAKERJA_STATUS_LABELS_EN } from './en/prakerja.ts';
import { PROFILE_TEXT_EN } from './en/profile.ts';
import { PROGRAMS_TEXT_EN } from './en/programs.ts';
import { PROMO_STATUS_LABELS_EN, PROMO_TEXT_EN } from './en/promos.ts';
import { QUESTION_TEXT_EN } from './en/questions.ts';
import { SESSION_TEXT_EN } from './en/sessions.ts';
import { QUIZ_MESSAGES_EN } from './en/quiz.ts';
import { REDEEM_TEXT_EN, VOUCHER_MESSAGES_EN } from './en/vouchers.ts';
import { REFUND_STATUS_LABEL_EN, REFUND_TEXT_EN } from './en/refunds.ts';
import { REPORT_TEXT_EN, REPORT_TITLES_EN } from './en/reports.ts';
import { REVIEW_STATUS_LABELS_EN, REVIEW_TEXT_EN } from './en/reviews.ts';
import { SALES_ORDER_TEXT_EN } from './en/sales-orders.ts';
import { STAFF_ROLE_LABELS_EN, STAFF_TEXT_EN } from './en/staff.ts';
import { STUDIO_MESSAGES_EN } from './en/studio.ts';
import { COURSE_PAGE_MESSAGES_EN } from './en/course-page.ts';
import { SETTINGS_TEXT_EN } from './en/settings.ts';
import { TWO_FACTOR_TEXT_EN } from './en/two-factor.ts';

/**
 * Every contract text object as an i18next namespace, in both languages (decision 210):
 * the API loads all of them; the web loads each on demand (`apps/web/src/lib/i18n/namespaces.ts`).
 * Namespace = the constant's name in camelCase. Indonesian values are the spec's texts, unchanged.
 * Add the English twin (`./en/<module>.ts`, `satisfies Translation<typeof X>`) to CONTRACT_TEXTS_EN;
 * `registry.test.ts` checks keys, placeholders and empty texts, and that no twin is missing.
 */
export const CONTRACT_TEXTS_ID = {
  adminVoucherMessages: ADMIN_VOUCHER_MESSAGES,
  apiMessages: API_MESSAGES,
  assignmentMessages: ASSIGNMENT_MESSAGES,
  auditActionLabels: AUDIT_ACTION_LABELS,
  authText: AUTH_TEXT,
  certificateMessages: CERTIFICATE_MESSAGES,
  checkoutMessages: CHECKOUT_MESSAGES,
  announcementText: ANNOUNCEMENT_TEXT,
  cohortText: COHORT_TEXT,
  consoleListText: CONSOLE_LIST_TEXT,
  documentText: DOCUMENT_TEXT,
  healthMessages: HEALTH_MESSAGES,
  inputMessages: INPUT_MESSAGES,
  jobStateLabels: JOB_STATE_LABELS,
  jobsText: JOBS_TEXT,
  learnerText: LEARNER_TEXT,
  learningMessages: LEARNING_MESSAGES,
  mailText: MAIL_TEXT,
  mentorMessages: MENTOR_MESSAGES,
  notificationChannelText: NOTIFICATION_CHANNEL_TEXT,
  notificationText: NOTIFICATION_TEXT,
  orderStatusLabels: ORDER_STATUS_LABELS,
  paymentMessages: PAYMENT_MESSAGES,
  prakerjaMessages: PRAKERJA_MESSAGES,
  prakerjaStatusLabels: PRAKERJA_STATUS_LABELS,
  profileText: PROFILE_TEXT,
  programsText: PROGRAMS_TEXT,
  promoText: PROMO_TEXT,
  promoStatusLabels: PROMO_STATUS_LABELS,
  quizMessages: QUIZ_MESSAGES,
  redeemText: REDEEM_TEXT,
  refundStatusLabel: REFUND_STATUS_LABEL,
  refundText: REFUND_TEXT,
  reportText: REPORT_TEXT,
  reportTitles: REPORT_TITLES,
  questionText: QUESTION_TEXT,
  reviewStatusLabels: REVIEW_STATUS_LABELS,
  reviewText: REVIEW_TEXT,
  revokeText: REVOKE_TEXT,
  salesOrderText: SALES_ORDER_TEXT,
  sessionText: SESSION_TEXT,
  staffRoleLabels: STAFF_ROLE_LABELS,
  staffText: STAFF_TEXT,
  studioMessages: STUDIO_MESSAGES,
  coursePageMessages: COURSE_PAGE_MESSAGES,
  settingsText: SETTINGS_TEXT,
  twoFactorText: TWO_FACTOR_TEXT,
  voucherMessages: VOUCHER_MESSAGES,
} as const;

/** Contract namespace names. */
export type ContractNamespace = keyof typeof CONTRACT_TEXTS_ID;

/** English twins of CONTRACT_TEXTS_ID, namespace for namespace. */
export const CONTRACT_TEXTS_EN: Partial<Record<ContractNamespace, object>> = {
  adminVoucherMessages: ADMIN_VOUCHER_MESSAGES_EN,
  apiMessages: API_MESSAGES_EN,
  assignmentMessages: ASSIGNMENT_MESSAGES_EN,
  auditActionLabels: AUDIT_ACTION_LABELS_EN,
  authText: AUTH_TEXT_EN,
  certificateMessages: CERTIFICATE_MESSAGES_EN,
  checkoutMessages: CHECKOUT_MESSAGES_EN,
  announcementText: ANNOUNCEMENT_TEXT_EN,
  cohortText: COHORT_TEXT_EN,
  consoleListText: CONSOLE_LIST_TEXT_EN,
  documentText: DOCUMENT_TEXT_EN,
  healthMessages: HEALTH_MESSAGES_EN,
  mailText: MAIL_TEXT_EN,
  inputMessages: INPUT_MESSAGES_EN,
  jobStateLabels: JOB_STATE_LABELS_EN,
  jobsText: JOBS_TEXT_EN,
  learnerText: LEARNER_TEXT_EN,
  learningMessages: LEARNING_MESSAGES_EN,
  mentorMessages: MENTOR_MESSAGES_EN,
  notificationChannelText: NOTIFICATION_CHANNEL_TEXT_EN,
  notificationText: NOTIFICATION_TEXT_EN,
  orderStatusLabels: ORDER_STATUS_LABELS_EN,
  paymentMessages: PAYMENT_MESSAGES_EN,
  prakerjaMessages: PRAKERJA_MESSAGES_EN,
  prakerjaStatusLabels: PRAKERJA_STATUS_LABELS_EN,
  profileText: PROFILE_TEXT_EN,
  programsText: PROGRAMS_TEXT_EN,
  promoText: PROMO_TEXT_EN,
  promoStatusLabels: PROMO_STATUS_LABELS_EN,
  quizMessages: QUIZ_MESSAGES_EN,
  redeemText: REDEEM_TEXT_EN,
  refundStatusLabel: REFUND_STATUS_LABEL_EN,
  refundText: REFUND_TEXT_EN,
  reportText: REPORT_TEXT_EN,
  reportTitles: REPORT_TITLES_EN,
  questionText: QUESTION_TEXT_EN,
  reviewStatusLabels: REVIEW_STATUS_LABELS_EN,
  reviewText: REVIEW_TEXT_EN,
  revokeText: REVOKE_TEXT_EN,
  salesOrderText: SALES_ORDER_TEXT_EN,
  sessionText: SESSION_TEXT_EN,
  staffRoleLabels: STAFF_ROLE_LABELS_EN,
  staffText: STAFF_TEXT_EN,
  studioMessages: STUDIO_MESSAGES_EN,
  coursePageMessages: COURSE_PAGE_MESSAGES_EN,
  settingsText: SETTINGS_TEXT_EN,
  twoFactorText: TWO_FACTOR_TEXT_EN,
  voucherMessages: VOUCHER_MESSAGES_EN,
};

/** Every contract catalogue, per language. */
export const CONTRACT_TEXTS: Readonly<Record<Locale, Readonly<Partial<Record<ContractNamespace, object>>>>> =
  {
    id: CONTRACT_TEXTS_ID,
    en: CONTRACT_TEXTS_EN,
  };
