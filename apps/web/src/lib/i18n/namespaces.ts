import type { Locale } from '@kelas/contracts/i18n';

/**
 * Every i18next namespace of the web (decision 210), loaded on demand per language so a
 * page downloads only the texts it shows. A namespace is one text object:
 * - the web's own texts: `src/locales/{id,en}/<feature>.ts`, namespace = the feature's name;
 * - a contract's texts (messages the API sends too): the Indonesian constant in
 *   `@kelas/contracts/<module>` and its twin in `@kelas/contracts/locales/en/<module>`, namespace =
 *   the constant's name in camelCase (`PROFILE_TEXT` → `profileText`).
 * Add a namespace here (both languages) and in `resources.ts`; the catalogue test then checks it.
 */
export const NAMESPACES = {
  adminVoucherMessages: {
    id: () => import('@kelas/contracts/admin').then((m) => ({ default: m.ADMIN_VOUCHER_MESSAGES })),
    en: () =>
      import('@kelas/contracts/locales/en/admin').then((m) => ({ default: m.ADMIN_VOUCHER_MESSAGES_EN })),
  },
  audit: { id: () => import('@/locales/id/audit'), en: () => import('@/locales/en/audit') },
  auditActionLabels: {
    id: () => import('@kelas/contracts/audit').then((m) => ({ default: m.AUDIT_ACTION_LABELS })),
    en: () =>
      import('@kelas/contracts/locales/en/audit').then((m) => ({ default: m.AUDIT_ACTION_LABELS_EN })),
  },
  common: { id: () => import('@/locales/id/common'), en: () => import('@/locales/en/common') },
  studio: { id: () => import('@/locales/id/studio'), en: () => import('@/locales/en/studio') },
  studioMessages: {
    id: () => import('@kelas/contracts/studio').then((m) => ({ default: m.STUDIO_MESSAGES })),
    en: () => import('@kelas/contracts/locales/en/studio').then((m) => ({ default: m.STUDIO_MESSAGES_EN })),
  },
  console: { id: () => import('@/locales/id/console'), en: () => import('@/locales/en/console') },
  consoleListText: {
    id: () => import('@kelas/contracts/console-list').then((m) => ({ default: m.CONSOLE_LIST_TEXT })),
    en: () =>
      import('@kelas/contracts/locales/en/console-list').then((m) => ({ default: m.CONSOLE_LIST_TEXT_EN })),
  },
  jobs: { id: () => import('@/locales/id/jobs'), en: () => import('@/locales/en/jobs') },
  jobStateLabels: {
    id: () => import('@kelas/contracts/jobs').then((m) => ({ default: m.JOB_STATE_LABELS })),
    en: () => import('@kelas/contracts/locales/en/jobs').then((m) => ({ default: m.JOB_STATE_LABELS_EN })),
  },
  jobsText: {
    id: () => import('@kelas/contracts/jobs').then((m) => ({ default: m.JOBS_TEXT })),
    en: () => import('@kelas/contracts/locales/en/jobs').then((m) => ({ default: m.JOBS_TEXT_EN })),
  },
  learners: { id: () => import('@/locales/id/learners'), en: () => import('@/locales/en/learners') },
  learnerText: {
    id: () => import('@kelas/contracts/learners').then((m) => ({ default: m.LEARNER_TEXT })),
    en: () => import('@kelas/contracts/locales/en/learners').then((m) => ({ default: m.LEARNER_TEXT_EN })),
  },
  prakerja: { id: () => import('@/locales/id/prakerja'), en: () => import('@/locales/en/prakerja') },
  prakerjaMessages: {
    id: () => import('@kelas/contracts/prakerja').then((m) => ({ default: m.PRAKERJA_MESSAGES })),
    en: () =>
      import('@kelas/contracts/locales/en/prakerja').then((m) => ({ default: m.PRAKERJA_MESSAGES_EN })),
  },
  prakerjaStatusLabels: {
    id: () => import('@kelas/contracts/prakerja').then((m) => ({ default: m.PRAKERJA_STATUS_LABELS })),
    en: () =>
      import('@kelas/contracts/locales/en/prakerja').then((m) => ({ default: m.PRAKERJA_STATUS_LABELS_EN })),
  },
  promos: { id: () => import('@/locales/id/promos'), en: () => import('@/locales/en/promos') },
  promoStatusLabels: {
    id: () => import('@kelas/contracts/promos').then((m) => ({ default: m.PROMO_STATUS_LABELS })),
    en: () => import('@kelas/contracts/locales/en/promos').then((m) => ({ default: m.PROMO_STATUS_LABELS_EN })),
  },
  coursePageMessages: {
    id: () => import('@kelas/contracts/course-page').then((m) => ({ default: m.COURSE_PAGE_MESSAGES })),
    en: () => import('@kelas/contracts/locales/en/course-page').then((m) => ({ default: m.COURSE_PAGE_MESSAGES_EN })),
  },
  settings: { id: () => import('@/locales/id/settings'), en: () => import('@/locales/en/settings') },
  settingsText: {
    id: () => import('@kelas/contracts/settings').then((m) => ({ default: m.SETTINGS_TEXT })),
    en: () => import('@kelas/contracts/locales/en/settings').then((m) => ({ default: m.SETTINGS_TEXT_EN })),
  },
  promoText: {
    id: () => import('@kelas/contracts/promos').then((m) => ({ default: m.PROMO_TEXT })),
    en: () => import('@kelas/contracts/locales/en/promos').then((m) => ({ default: m.PROMO_TEXT_EN })),
  },
  redeemText: {
    id: () => import('@kelas/contracts/vouchers').then((m) => ({ default: m.REDEEM_TEXT })),
    en: () => import('@kelas/contracts/locales/en/vouchers').then((m) => ({ default: m.REDEEM_TEXT_EN })),
  },
  refundStatusLabel: {
    id: () => import('@kelas/contracts/refunds').then((m) => ({ default: m.REFUND_STATUS_LABEL })),
    en: () =>
      import('@kelas/contracts/locales/en/refunds').then((m) => ({ default: m.REFUND_STATUS_LABEL_EN })),
  },
  refundText: {
    id: () => import('@kelas/contracts/refunds').then((m) => ({ default: m.REFUND_TEXT })),
    en: () => import('@kelas/contracts/locales/en/refunds').then((m) => ({ default: m.REFUND_TEXT_EN })),
  },
  reports: { id: () => import('@/locales/id/reports'), en: () => import('@/locales/en/reports') },
  reviews: { id: () => import('@/locales/id/reviews'), en: () => import('@/locales/en/reviews') },
  questions: { id: () => import('@/locales/id/questions'), en: () => import('@/locales/en/questions') },
  announcements: { id: () => import('@/locales/id/announcements'), en: () => import('@/locales/en/announcements') },
  announcementText: {
    id: () => import('@kelas/contracts/announcements').then((m) => ({ default: m.ANNOUNCEMENT_TEXT })),
    en: () => import('@kelas/contracts/locales/en/announcements').then((m) => ({ default: m.ANNOUNCEMENT_TEXT_EN })),
  },
  cohorts: { id: () => import('@/locales/id/cohorts'), en: () => import('@/locales/en/cohorts') },
  sessions: { id: () => import('@/locales/id/sessions'), en: () => import('@/locales/en/sessions') },
  cohortText: {
    id: () => import('@kelas/contracts/cohorts').then((m) => ({ default: m.COHORT_TEXT })),
    en: () => import('@kelas/contracts/locales/en/cohorts').then((m) => ({ default: m.COHORT_TEXT_EN })),
  },
  questionText: {
    id: () => import('@kelas/contracts/questions').then((m) => ({ default: m.QUESTION_TEXT })),
    en: () => import('@kelas/contracts/locales/en/questions').then((m) => ({ default: m.QUESTION_TEXT_EN })),
  },
  reviewStatusLabels: {
    id: () => import('@kelas/contracts/reviews').then((m) => ({ default: m.REVIEW_STATUS_LABELS })),
    en: () => import('@kelas/contracts/locales/en/reviews').then((m) => ({ default: m.REVIEW_STATUS_LABELS_EN })),
  },
  reportText: {
    id: () => import('@kelas/contracts/reports').then((m) => ({ default: m.REPORT_TEXT })),
    en: () => import('@kelas/contracts/locales/en/reports').then((m) => ({ default: m.REPORT_TEXT_EN })),
  },
  reportTitles: {
    id: () => import('@kelas/contracts/reports').then((m) => ({ default: m.REPORT_TITLES })),
    en: () => import('@kelas/contracts/locales/en/reports').then((m) => ({ default: m.REPORT_TITLES_EN })),
  },
  revokeText: {
    id: () => import('@kelas/contracts/admin').then((m) => ({ default: m.REVOKE_TEXT })),
    en: () => import('@kelas/contracts/locales/en/admin').then((m) => ({ default: m.REVOKE_TEXT_EN })),
  },
  'sales-orders': {
    id: () => import('@/locales/id/sales-orders'),
    en: () => import('@/locales/en/sales-orders'),
  },
  salesOrderText: {
    id: () => import('@kelas/contracts/sales-orders').then((m) => ({ default: m.SALES_ORDER_TEXT })),
    en: () =>
      import('@kelas/contracts/locales/en/sales-orders').then((m) => ({ default: m.SALES_ORDER_TEXT_EN })),
  },
  staff: { id: () => import('@/locales/id/staff'), en: () => import('@/locales/en/staff') },
  staffRoleLabels: {
    id: () => import('@kelas/contracts/staff').then((m) => ({ default: m.STAFF_ROLE_LABELS })),
    en: () => import('@kelas/contracts/locales/en/staff').then((m) => ({ default: m.STAFF_ROLE_LABELS_EN })),
  },
  staffText: {
    id: () => import('@kelas/contracts/staff').then((m) => ({ default: m.STAFF_TEXT })),
    en: () => import('@kelas/contracts/locales/en/staff').then((m) => ({ default: m.STAFF_TEXT_EN })),
  },
  voucherMessages: {
    id: () => import('@kelas/contracts/vouchers').then((m) => ({ default: m.VOUCHER_MESSAGES })),
    en: () =>
      import('@kelas/contracts/locales/en/vouchers').then((m) => ({ default: m.VOUCHER_MESSAGES_EN })),
  },
  vouchers: { id: () => import('@/locales/id/vouchers'), en: () => import('@/locales/en/vouchers') },
  assignmentMessages: {
    id: () => import('@kelas/contracts/assignments').then((m) => ({ default: m.ASSIGNMENT_MESSAGES })),
    en: () =>
      import('@kelas/contracts/locales/en/assignments').then((m) => ({ default: m.ASSIGNMENT_MESSAGES_EN })),
  },
  assignments: { id: () => import('@/locales/id/assignments'), en: () => import('@/locales/en/assignments') },
  learning: { id: () => import('@/locales/id/learning'), en: () => import('@/locales/en/learning') },
  learningMessages: {
    id: () => import('@kelas/contracts/learning').then((m) => ({ default: m.LEARNING_MESSAGES })),
    en: () =>
      import('@kelas/contracts/locales/en/learning').then((m) => ({ default: m.LEARNING_MESSAGES_EN })),
  },
  mentor: { id: () => import('@/locales/id/mentor'), en: () => import('@/locales/en/mentor') },
  mentorMessages: {
    id: () => import('@kelas/contracts/mentor').then((m) => ({ default: m.MENTOR_MESSAGES })),
    en: () => import('@kelas/contracts/locales/en/mentor').then((m) => ({ default: m.MENTOR_MESSAGES_EN })),
  },
  offline: { id: () => import('@/locales/id/offline'), en: () => import('@/locales/en/offline') },
  quiz: { id: () => import('@/locales/id/quiz'), en: () => import('@/locales/en/quiz') },
  quizMessages: {
    id: () => import('@kelas/contracts/quiz').then((m) => ({ default: m.QUIZ_MESSAGES })),
    en: () => import('@kelas/contracts/locales/en/quiz').then((m) => ({ default: m.QUIZ_MESSAGES_EN })),
  },
  auth: { id: () => import('@/locales/id/auth'), en: () => import('@/locales/en/auth') },
  authText: {
    id: () => import('@kelas/contracts/auth').then((m) => ({ default: m.AUTH_TEXT })),
    en: () => import('@kelas/contracts/locales/en/auth').then((m) => ({ default: m.AUTH_TEXT_EN })),
  },
  checkout: { id: () => import('@/locales/id/checkout'), en: () => import('@/locales/en/checkout') },
  checkoutMessages: {
    id: () => import('@kelas/contracts/checkout').then((m) => ({ default: m.CHECKOUT_MESSAGES })),
    en: () =>
      import('@kelas/contracts/locales/en/checkout').then((m) => ({ default: m.CHECKOUT_MESSAGES_EN })),
  },
  orderStatusLabels: {
    id: () => import('@kelas/contracts/checkout').then((m) => ({ default: m.ORDER_STATUS_LABELS })),
    en: () =>
      import('@kelas/contracts/locales/en/checkout').then((m) => ({ default: m.ORDER_STATUS_LABELS_EN })),
  },
  paymentMessages: {
    id: () => import('@kelas/contracts/payments').then((m) => ({ default: m.PAYMENT_MESSAGES })),
    en: () =>
      import('@kelas/contracts/locales/en/payments').then((m) => ({ default: m.PAYMENT_MESSAGES_EN })),
  },
  payments: { id: () => import('@/locales/id/payments'), en: () => import('@/locales/en/payments') },
  profile: { id: () => import('@/locales/id/profile'), en: () => import('@/locales/en/profile') },
  profileText: {
    id: () => import('@kelas/contracts/profile').then((m) => ({ default: m.PROFILE_TEXT })),
    en: () => import('@kelas/contracts/locales/en/profile').then((m) => ({ default: m.PROFILE_TEXT_EN })),
  },
  programs: { id: () => import('@/locales/id/programs'), en: () => import('@/locales/en/programs') },
  programsText: {
    id: () => import('@kelas/contracts/programs').then((m) => ({ default: m.PROGRAMS_TEXT })),
    en: () => import('@kelas/contracts/locales/en/programs').then((m) => ({ default: m.PROGRAMS_TEXT_EN })),
  },
  twoFactorText: {
    id: () => import('@kelas/contracts/two-factor').then((m) => ({ default: m.TWO_FACTOR_TEXT })),
    en: () =>
      import('@kelas/contracts/locales/en/two-factor').then((m) => ({ default: m.TWO_FACTOR_TEXT_EN })),
  },
  catalogue: { id: () => import('@/locales/id/catalogue'), en: () => import('@/locales/en/catalogue') },
  certificateMessages: {
    id: () => import('@kelas/contracts/certificates').then((m) => ({ default: m.CERTIFICATE_MESSAGES })),
    en: () =>
      import('@kelas/contracts/locales/en/certificates').then((m) => ({
        default: m.CERTIFICATE_MESSAGES_EN,
      })),
  },
  certificates: {
    id: () => import('@/locales/id/certificates'),
    en: () => import('@/locales/en/certificates'),
  },
  network: { id: () => import('@/locales/id/network'), en: () => import('@/locales/en/network') },
  notifications: { id: () => import('@/locales/id/notifications'), en: () => import('@/locales/en/notifications') },
  notificationSettings: { id: () => import('@/locales/id/notification-settings'), en: () => import('@/locales/en/notification-settings') },
  notificationChannelText: {
    id: () => import('@kelas/contracts/notification-channels').then((m) => ({ default: m.NOTIFICATION_CHANNEL_TEXT })),
    en: () =>
      import('@kelas/contracts/locales/en/notification-channels').then((m) => ({ default: m.NOTIFICATION_CHANNEL_TEXT_EN })),
  },
} satisfies Record<string, Record<Locale, () => Promise<{ default: object }>>>;

export type Namespace = keyof typeof NAMESPACES;
