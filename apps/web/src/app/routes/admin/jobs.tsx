import { JobQueueConsole } from '@/features/jobs/components/job-queue-console';

/** /admin/jobs: the background-job queue: counts, failures, retry. */
export function Component() {
  return <JobQueueConsole />;
}
