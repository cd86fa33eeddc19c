import { JobQueueConsole } from '@/features/jobs/components/job-queue-console';

/** /admin/jobs: the background-job queue: counts, failures, retry (issue 16 item 1). */
export function Component() {
  return <JobQueueConsole />;
}
