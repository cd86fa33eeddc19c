import type assignments from '@/locales/id/assignments';
import type audit from '@/locales/id/audit';
import type auth from '@/locales/id/auth';
import type catalogue from '@/locales/id/catalogue';
import type certificates from '@/locales/id/certificates';
import type checkout from '@/locales/id/checkout';
import type common from '@/locales/id/common';
import type consoleTexts from '@/locales/id/console';
import type jobs from '@/locales/id/jobs';
import type learners from '@/locales/id/learners';
import type learning from '@/locales/id/learning';
import type mentor from '@/locales/id/mentor';
import type network from '@/locales/id/network';
import type offline from '@/locales/id/offline';
import type payments from '@/locales/id/payments';
import type prakerja from '@/locales/id/prakerja';
import type profile from '@/locales/id/profile';
import type programs from '@/locales/id/programs';
import type promos from '@/locales/id/promos';
import type quiz from '@/locales/id/quiz';
import type reports from '@/locales/id/reports';
import type salesOrders from '@/locales/id/sales-orders';
import type staff from '@/locales/id/staff';
import type studio from '@/locales/id/studio';
import type vouchers from '@/locales/id/vouchers';
import type { ADMIN_VOUCHER_MESSAGES, REVOKE_TEXT } from '@kelas/contracts/admin';
import type { ASSIGNMENT_MESSAGES } from '@kelas/contracts/assignments';
import type { AUDIT_ACTION_LABELS } from '@kelas/contracts/audit';
import type { AUTH_TEXT } from '@kelas/contracts/auth';
import type { CERTIFICATE_MESSAGES } from '@kelas/contracts/certificates';
import type { CHECKOUT_MESSAGES, ORDER_STATUS_LABELS } from '@kelas/contracts/checkout';
import type { CONSOLE_LIST_TEXT } from '@kelas/contracts/console-list';
import type { JOBS_TEXT, JOB_STATE_LABELS } from '@kelas/contracts/jobs';
import type { LEARNER_TEXT } from '@kelas/contracts/learners';
import type { LEARNING_MESSAGES } from '@kelas/contracts/learning';
import type { MENTOR_MESSAGES } from '@kelas/contracts/mentor';
import type { PAYMENT_MESSAGES } from '@kelas/contracts/payments';
import type { PRAKERJA_MESSAGES, PRAKERJA_STATUS_LABELS } from '@kelas/contracts/prakerja';
import type { PROFILE_TEXT } from '@kelas/contracts/profile';
import type { PROGRAMS_TEXT } from '@kelas/contracts/programs';
import type { PROMO_STATUS_LABELS, PROMO_TEXT } from '@kelas/contracts/promos';
import type { COURSE_PAGE_MESSAGES } from '@kelas/contracts/course-page';
import type { SETTINGS_TEXT } from '@kelas/contracts/settings';
import type settings from '@/locales/id/settings';
import type { QUIZ_MESSAGES } from '@kelas/contracts/quiz';
import type { REDEEM_TEXT, VOUCHER_MESSAGES } from '@kelas/contracts/vouchers';
import type { REFUND_STATUS_LABEL, REFUND_TEXT } from '@kelas/contracts/refunds';
import type { REPORT_TEXT, REPORT_TITLES } from '@kelas/contracts/reports';
import type { SALES_ORDER_TEXT } from '@kelas/contracts/sales-orders';
import type { STAFF_ROLE_LABELS, STAFF_TEXT } from '@kelas/contracts/staff';
import type { STUDIO_MESSAGES } from '@kelas/contracts/studio';
import type { TWO_FACTOR_TEXT } from '@kelas/contracts/two-factor';

/**
 * The shape of every namespace (the Indonesian text objects, which the English twins satisfy), so
 * `t('key')` with a key missing from the catalogue is a type error (issue 18, decision 210).
 * Keep in step with `namespaces.ts`.
 */
export type Resources = {
  adminVoucherMessages: typeof ADMIN_VOUCHER_MESSAGES;
  audit: typeof audit;
  auditActionLabels: typeof AUDIT_ACTION_LABELS;
  common: typeof common;
  studio: typeof studio;
  studioMessages: typeof STUDIO_MESSAGES;
  console: typeof consoleTexts;
  consoleListText: typeof CONSOLE_LIST_TEXT;
  jobs: typeof jobs;
  jobStateLabels: typeof JOB_STATE_LABELS;
  jobsText: typeof JOBS_TEXT;
  learners: typeof learners;
  learnerText: typeof LEARNER_TEXT;
  prakerja: typeof prakerja;
  prakerjaMessages: typeof PRAKERJA_MESSAGES;
  prakerjaStatusLabels: typeof PRAKERJA_STATUS_LABELS;
  promos: typeof promos;
  promoText: typeof PROMO_TEXT;
  promoStatusLabels: typeof PROMO_STATUS_LABELS;
  coursePageMessages: typeof COURSE_PAGE_MESSAGES;
  settings: typeof settings;
  settingsText: typeof SETTINGS_TEXT;
  redeemText: typeof REDEEM_TEXT;
  refundStatusLabel: typeof REFUND_STATUS_LABEL;
  refundText: typeof REFUND_TEXT;
  reports: typeof reports;
  reportText: typeof REPORT_TEXT;
  reportTitles: typeof REPORT_TITLES;
  revokeText: typeof REVOKE_TEXT;
  'sales-orders': typeof salesOrders;
  salesOrderText: typeof SALES_ORDER_TEXT;
  staff: typeof staff;
  staffRoleLabels: typeof STAFF_ROLE_LABELS;
  staffText: typeof STAFF_TEXT;
  voucherMessages: typeof VOUCHER_MESSAGES;
  vouchers: typeof vouchers;
  assignmentMessages: typeof ASSIGNMENT_MESSAGES;
  assignments: typeof assignments;
  learning: typeof learning;
  learningMessages: typeof LEARNING_MESSAGES;
  mentor: typeof mentor;
  mentorMessages: typeof MENTOR_MESSAGES;
  offline: typeof offline;
  quiz: typeof quiz;
  quizMessages: typeof QUIZ_MESSAGES;
  auth: typeof auth;
  authText: typeof AUTH_TEXT;
  checkout: typeof checkout;
  checkoutMessages: typeof CHECKOUT_MESSAGES;
  orderStatusLabels: typeof ORDER_STATUS_LABELS;
  paymentMessages: typeof PAYMENT_MESSAGES;
  payments: typeof payments;
  profile: typeof profile;
  profileText: typeof PROFILE_TEXT;
  programs: typeof programs;
  programsText: typeof PROGRAMS_TEXT;
  twoFactorText: typeof TWO_FACTOR_TEXT;
  catalogue: typeof catalogue;
  certificateMessages: typeof CERTIFICATE_MESSAGES;
  certificates: typeof certificates;
  network: typeof network;
};

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Resources;
  }
}
