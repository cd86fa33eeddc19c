import type { Translation } from '@kelas/contracts/i18n';
import type reports from '../id/reports';

/** English twin of `../id/reports.ts`. */
export default {
  columns: {
    revenue: { day: 'Date', method: 'Method', orders: 'Orders', gross: 'Gross', refunds: 'Refunds', net: 'Net', ppn: 'VAT' },
    funnel: { day: 'Date', created: 'Created', paid: 'Paid', expired: 'Expired', refunded: 'Refunded' },
    enrolments: { course_title: 'Course', source: 'Source', enrolments: 'Enrolments' },
    completion: { course_title: 'Course', chapter_title: 'Chapter', learners: 'Learners', completed: 'Completed', percent: 'Percent' },
    questions: { course_title: 'Course', question: 'Question', answers: 'Answers', percent_correct: 'Correct' },
    grading: { course_title: 'Course', graded: 'Graded', avg_seconds: 'Average', median_seconds: 'Median', p90_seconds: 'P90' },
  },
  methods: { bank_transfer: 'Bank Transfer', ewallet: 'E-Wallet', retail: 'Retail Outlet', card: 'Card', qris: 'QRIS', gratis: 'Free' },
  sources: { order: 'Purchase', voucher: 'Voucher', sso: 'SSO', admin: 'Admin', free: 'Free', prakerja: 'Prakerja' },
  units: { days: '{{n}} days', hours: '{{n}} h', minutes: '{{n}} min', millions: '{{n}} M', thousands: '{{n}} k' },
  empty: 'No data in this range.',
  loading: 'Loading the report',
  loadFailed: 'The report could not be loaded.',
  range: '{{from}} to {{to}} (WIB)',
  csvFailed: 'The CSV could not be downloaded.',
  title: 'Reports',
  intro: 'Sales, order funnel, enrolments and learning results. Without dates: the last 30 days.',
  kinds: 'Report type',
  from: 'From',
  to: 'To',
  apply: 'Apply',
  csv: 'Download CSV',
  chart: {
    label: 'Revenue per day chart: payments and refunds',
    payments: 'Payments',
    refunds: 'Refunds',
    caption: 'Payments and refunds per day, in rupiah.',
    generic: 'Chart of the {{report}} report',
  },
  total: 'Total',
} satisfies Translation<typeof reports>;
