import type { Translation } from '../../i18n.ts';
import type { JOB_STATE_LABELS, JOBS_TEXT } from '../../jobs.ts';

/** English twin of JOBS_TEXT (`../../jobs.ts`). */
export const JOBS_TEXT_EN = {
  title: 'Background job queue',
  intro: 'Jobs the server runs in the background: sending e-mails, expiring orders and more.',
  countsHeading: 'Counts per job type',
  failedHeading: 'Failed jobs',
  noJobs: 'No job types yet.',
  noFailed: 'No failed jobs.',
  name: 'Job type',
  filterAll: 'All types',
  retry: 'Retry',
  retried: 'The job has been rescheduled.',
  failedAt: 'Failed at',
  tries: 'Tries',
  error: 'Error',
  payload: 'Data',
  jobNotFound: 'Job not found.',
  notFailed: 'Only failed jobs can be retried.',
  badName: 'Unknown job type.',
  badId: 'Invalid job ID.',
} as const satisfies Translation<typeof JOBS_TEXT>;

/** English twin of JOB_STATE_LABELS (`../../jobs.ts`). */
export const JOB_STATE_LABELS_EN = {
  created: 'Waiting',
  retry: 'Retrying',
  active: 'Running',
  completed: 'Completed',
  failed: 'Failed',
} as const satisfies Translation<typeof JOB_STATE_LABELS>;
