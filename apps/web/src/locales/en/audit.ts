import type { Translation } from '@kelas/contracts/i18n';
import type audit from '../id/audit';

/** English twin of `../id/audit.ts`. */
export default {
  empty: '(empty)',
  noChanges: 'No data changes were recorded.',
  changes: 'Changes',
  field: 'Field',
  before: 'Before',
  after: 'After',
  by: 'by {{actor}} · {{entity}} #{{id}}',
  actor: '{{name}} ({{email}})',
  system: 'system / command line',
  ip: ' · IP {{ip}}',
  title: 'Audit Log',
  intro: 'Every admin and author action: who, what, when, and the data before and after.',
  actorLabel: 'Actor (e-mail or name)',
  actorPlaceholder: 'admin@example.com',
  action: 'Action',
  allActions: 'All actions',
  from: 'From',
  to: 'To',
  apply: 'Apply',
  reset: 'Reset',
  loadFailed: 'The audit log could not be loaded. {{message}}',
  none: 'No matching entries.',
  total: 'Entries: {{count}}',
  noun: 'entries',
} satisfies Translation<typeof audit>;
