import type { Translation } from '@kelas/contracts/i18n';
import type jobs from '../id/jobs';

/** English twin of `../id/jobs.ts`. */
export default {
  retryFailed: 'The job could not be rescheduled.',
  countsFailed: 'The queue could not be loaded. {{message}}',
  failedFailed: 'The failed jobs could not be loaded. {{message}}',
  total: 'Failed jobs: {{count}}',
  noun: 'jobs',
  retryWhich: '{{retry}}: {{name}} {{id}}',
  triesLine: '· {{label}}: {{tries}}',
} satisfies Translation<typeof jobs>;
