import { z } from 'zod';
import { defineJob } from '../../platform/jobs/define-job.ts';

/**
 * PDF rendering that can wait (decision 181): sent in the transaction that issues
 * or reissues a certificate, it renders the PDF and keeps it in storage, so the learner's first
 * download is a read. The download still renders on a miss (job not run yet, or failed).
 */
export const renderCertificatePdfJob = defineJob({
  name: 'certificates.render-pdf',
  schema: z.object({ code: z.string().min(1).max(40) }),
  retryLimit: 3,
  retryDelaySeconds: 30,
  retryBackoff: true,
  expireInSeconds: 5 * 60,
});
