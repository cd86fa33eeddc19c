import type { DbOrTx } from '../../db/client.ts';
import { insertAuditRow, type AuditEntry } from './queries.ts';

export type { AuditEntry };

/**
 * Writes one audit row: who did what to which entity, with its
 * state before and after. Call it with the transaction of the change itself, so the row exists
 * exactly when the change does.
 */
export async function recordAudit(tx: DbOrTx, entry: AuditEntry): Promise<void> {
  await insertAuditRow(tx, entry);
}
