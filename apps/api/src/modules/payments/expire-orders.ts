import type { DbOrTx } from '../../db/client.ts';
import { expireDue } from './queries.ts';

/**
 * The background expiry job (issue 4 "Fulfilment"): pending payments and orders past their
 * expiry become 'expired'. Conditional UPDATEs only, so several processes may run it at once.
 * Returns how many rows changed.
 */
export async function expireOrders(db: DbOrTx, now: Date): Promise<{ payments: number; orders: number }> {
  return expireDue(db, now);
}
