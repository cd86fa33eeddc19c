import { ADMIN_VOUCHER_MESSAGES } from '@kelas/contracts/admin';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { listBatches, revokeUnusedVouchers } from './queries.ts';

/**
 * Revokes a batch's unused codes: every voucher with uses left stops working
 * (a claim answers like an expired code; a claim racing the revoke is decided by the voucher's row
 * lock). Audit row `voucher_batch.revoke` with the number revoked, in the same transaction.
 * Returns how many were revoked (0 when none were left). 404 for an unknown batch.
 */
export async function revokeVoucherBatch(db: Db, o: { batchId: number; actor: { id: number | null; ip: string | null }; now: Date }): Promise<number> {
  return db.transaction(async (tx) => {
    const [batch] = await listBatches(tx, { batchId: o.batchId });
    if (!batch) throw notFound(ADMIN_VOUCHER_MESSAGES.batchUnknown);
    const codes = await revokeUnusedVouchers(tx, o.batchId, o.now);
    await recordAudit(tx, {
      actorId: o.actor.id,
      action: 'voucher_batch.revoke',
      entityType: 'voucher_batch',
      entityId: o.batchId,
      before: { revoked_count: Number(batch.revokedCount) },
      after: { revoked_count: Number(batch.revokedCount) + codes.length, revoked_now: codes.length },
      ip: o.actor.ip,
    });
    return codes.length;
  });
}
