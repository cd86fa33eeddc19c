import { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { defineJob } from '../../platform/jobs/define-job.ts';
import { expireDue } from './queries.ts';

/**
 * The expiry job (decision 181): a pg-boss schedule sends
 * it once a minute across all servers; no payload. Two retries 30 s apart, then a dead letter.
 */
export const expireOrdersJob = defineJob({
  name: 'payments.expire-orders',
  schema: z.object({}),
  cron: '* * * * *',
  retryLimit: 2,
  retryDelaySeconds: 30,
  retryBackoff: false,
  expireInSeconds: 5 * 60,
});

/**
 * Pending payments and orders past their expiry become 'expired'. Conditional UPDATEs only, so
 * a second run (or a second server) changes nothing. Returns how many rows changed.
 */
export async function expireOrders(db: DbOrTx, now: Date): Promise<{ payments: number; orders: number }> {
  return expireDue(db, now);
}
