import type { Locale } from '../i18n.ts';
import { ADMIN_VOUCHER_MESSAGES, REVOKE_TEXT } from '../admin.ts';
import { API_MESSAGES } from '../api-messages.ts';
import { ASSIGNMENT_MESSAGES } from '../assignments.ts';
import { AUTH_TEXT } from '../auth.ts';
import { CERTIFICATE_MESSAGES } from '../certificates.ts';
import { CHECKOUT_MESSAGES } from '../checkout.ts';
import { CONSOLE_LIST_TEXT } from '../console-list.ts';
import { DOCUMENT_TEXT } from '../document-text.ts';
import { HEALTH_MESSAGES } from '../health.ts';
import { JOBS_TEXT } from '../jobs.ts';
import { LEARNER_TEXT } from '../learners.ts';
import { LEARNING_MESSAGES } from '../learning.ts';
import { MAIL_TEXT } from '../mail-text.ts';
import { MENTOR_MESSAGES } from '../mentor.ts';
import { PAYMENT_MESSAGES } from '../payments.ts';
import { PRAKERJA_MESSAGES } from '../prakerja.ts';
import { PROFILE_TEXT } from '../profile.ts';
import { PROGRAMS_TEXT } from '../programs.ts';
import { PROMO_TEXT } from '../promos.ts';
import { QUIZ_MESSAGES } from '../quiz.ts';
import { REFUND_TEXT } from '../refunds.ts';
import { REPORT_TEXT } from '../reports.ts';
import { SALES_ORDER_TEXT } from '../sales-orders.ts';
import { STAFF_TEXT } from '../staff.ts';
import { STUDIO_MESSAGES } from '../studio.ts';
import { INPUT_MESSAGES } from '../text.ts';
import { TWO_FACTOR_TEXT } from '../two-factor.ts';
import { REDEEM_TEXT, VOUCHER_MESSAGES } from '../vouchers.ts';
import { API_MESSAGES_EN } from './en/api-messages.ts';
import { DOCUMENT_TEXT_EN } from './en/document-text.ts';
import { HEALTH_MESSAGES_EN } from './en/health.ts';
import { MAIL_TEXT_EN } from './en/mail-text.ts';
import { INPUT_MESSAGES_EN } from './en/text.ts';

/**
 * Every contract text object as an i18next namespace, in both languages (issue 18, decision 210):
 * the API loads all of them; the web loads each on demand (`apps/web/src/lib/i18n/namespaces.ts`).
 * Namespace = the constant's name in camelCase. Indonesian values are the spec's texts, unchanged.
 * Add the English twin (`./en/<module>.ts`, `satisfies Translation<typeof X>`) to CONTRACT_TEXTS_EN;
 * `registry.test.ts` checks keys, placeholders and empty texts, and that no twin is missing.
 */
export const CONTRACT_TEXTS_ID = {
  adminVoucherMessages: ADMIN_VOUCHER_MESSAGES,
  apiMessages: API_MESSAGES,
  assignmentMessages: ASSIGNMENT_MESSAGES,
  authText: AUTH_TEXT,
  certificateMessages: CERTIFICATE_MESSAGES,
  checkoutMessages: CHECKOUT_MESSAGES,
  consoleListText: CONSOLE_LIST_TEXT,
  documentText: DOCUMENT_TEXT,
  healthMessages: HEALTH_MESSAGES,
  inputMessages: INPUT_MESSAGES,
  jobsText: JOBS_TEXT,
  learnerText: LEARNER_TEXT,
  learningMessages: LEARNING_MESSAGES,
  mailText: MAIL_TEXT,
  mentorMessages: MENTOR_MESSAGES,
  paymentMessages: PAYMENT_MESSAGES,
  prakerjaMessages: PRAKERJA_MESSAGES,
  profileText: PROFILE_TEXT,
  programsText: PROGRAMS_TEXT,
  promoText: PROMO_TEXT,
  quizMessages: QUIZ_MESSAGES,
  redeemText: REDEEM_TEXT,
  refundText: REFUND_TEXT,
  reportText: REPORT_TEXT,
  revokeText: REVOKE_TEXT,
  salesOrderText: SALES_ORDER_TEXT,
  staffText: STAFF_TEXT,
  studioMessages: STUDIO_MESSAGES,
  twoFactorText: TWO_FACTOR_TEXT,
  voucherMessages: VOUCHER_MESSAGES,
} as const;

/** Contract namespace names. */
export type ContractNamespace = keyof typeof CONTRACT_TEXTS_ID;

/** English twins of CONTRACT_TEXTS_ID, namespace for namespace. */
export const CONTRACT_TEXTS_EN: Partial<Record<ContractNamespace, object>> = {
  apiMessages: API_MESSAGES_EN,
  documentText: DOCUMENT_TEXT_EN,
  healthMessages: HEALTH_MESSAGES_EN,
  mailText: MAIL_TEXT_EN,
  inputMessages: INPUT_MESSAGES_EN,
};

/** Every contract catalogue, per language. */
export const CONTRACT_TEXTS: Readonly<Record<Locale, Readonly<Partial<Record<ContractNamespace, object>>>>> = {
  id: CONTRACT_TEXTS_ID,
  en: CONTRACT_TEXTS_EN,
};
