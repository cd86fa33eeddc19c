import type { Translation } from '@kelas/contracts/i18n';
import type settings from '../id/settings';

/** English twin of `../id/settings.ts`. */
export default {
  title: 'Academy Settings',
  intro: 'The tax on sales, and who may create and publish courses.',
  loading: 'Loading the settings',
  loadFailed: 'The settings could not be loaded.',
  tax: {
    title: 'Tax',
    ppn: 'VAT (PPN) charged',
    ppnHint: 'VAT is added to the cart total at the rate below.',
    exempt: 'No VAT (PPN) charged',
    exemptHint: 'E.g. a licensed job-training institution (PP 49/2022, article 16). The cart has no VAT; receipts print the note below.',
    rate: 'VAT rate (%)',
    note: 'Basis of the exemption (printed on receipts)',
    newOrdersOnly: 'A change applies to new orders. Orders already made keep their tax.',
  },
  courses: {
    title: 'Course rights',
    create: 'Who may create courses',
    publish: 'Who may publish courses',
    adminAlways: 'Admins always may.',
    authors: 'Authors',
    publishHint: 'Authors who may not publish submit their courses for an admin to review.',
  },
  zone: "The academy's time zone: {{name}} ({{label}}). Every time in the console is in this zone.",
  save: 'Save Settings',
  updated: 'Last changed {{when}}.',
  failed: 'The settings could not be saved.',
} satisfies Translation<typeof settings>;
