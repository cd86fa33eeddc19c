import type { Translation } from '@kelas/contracts/i18n';
import type consoleTexts from '../id/console';

/** English twin of `../id/console.ts`. */
export default {
  title: 'Admin Console',
  nav: {
    overview: 'Overview',
    orders: 'Orders',
    promos: 'Promo Codes',
    reviews: 'Reviews',
    reports: 'Reports',
    learners: 'Learners',
    staff: 'Staff',
    vouchers: 'Programme Vouchers',
    audit: 'Audit Log',
    jobs: 'Job Queue',
    prakerja: 'Prakerja',
    settings: 'Settings',
  },
  navLabel: 'Console navigation',
  overview: {
    loading: 'Loading the overview',
    loadFailed: 'The overview could not be loaded.',
    figures: "The academy's state",
    today: 'Net revenue today',
    week: 'Net revenue this week',
    moneyDetail: 'Paid {{paid}} · refunded {{refunded}}',
    enrolments: 'Course enrolments today',
    enrolmentsWeek: '{{count}} this week (one learner may enrol in several courses)',
    grading: 'Assignments waiting for a grade',
    oldest: 'Oldest since {{when}}',
    noneWaiting: 'None waiting',
    failedEmails: 'E-mails not delivered',
    failedJobs: 'Failed background jobs',
    failedReports: 'Failed Prakerja reports',
    asOf: 'As of {{when}}; the week starts on Monday {{week}}.',
  },
  menu: 'Console menu',
  forbiddenTitle: 'Access denied',
  forbidden: 'The Admin Console is for admins only.',
  back: 'Back to My Programmes',
  intro: 'Manage orders, refunds, promos, learners, staff and reports.',
} satisfies Translation<typeof consoleTexts>;
