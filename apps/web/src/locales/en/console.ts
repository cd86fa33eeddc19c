import type { Translation } from '@kelas/contracts/i18n';
import type consoleTexts from '../id/console';

/** English twin of `../id/console.ts`. */
export default {
  title: 'Admin Console',
  nav: {
    overview: 'Overview',
    orders: 'Orders',
    promos: 'Promo Codes',
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
  menu: 'Console menu',
  forbiddenTitle: 'Access denied',
  forbidden: 'The Admin Console is for admins only.',
  back: 'Back to My Programmes',
  intro: 'Manage orders, refunds, promos, learners, staff and reports.',
} satisfies Translation<typeof consoleTexts>;
