import type { MintedVoucher, VoucherBatch, VoucherRedemption } from '@kelas/contracts/admin';
import { ADMIN_VOUCHER_MESSAGES } from '@kelas/contracts/admin';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { presentBatch, presentRedemption, presentVoucher } from './presenters.ts';
import { listBatchRedemptions, listBatches, listBatchVouchers } from './queries.ts';

/** Every voucher batch with its counts, newest first (admin). */
export async function listVoucherBatches(db: DbOrTx): Promise<VoucherBatch[]> {
  return (await listBatches(db)).map(presentBatch);
}

/** One batch with all its codes, for a new printout (admin). 404 for an unknown batch. */
export async function exportVoucherBatch(db: DbOrTx, batchId: number): Promise<{ batch: VoucherBatch; vouchers: MintedVoucher[] }> {
  const [batch] = await listBatches(db, { batchId });
  if (!batch) throw notFound(ADMIN_VOUCHER_MESSAGES.batchUnknown);
  return { batch: presentBatch(batch), vouchers: (await listBatchVouchers(db, batchId)).map(presentVoucher) };
}

/** Who used the batch's vouchers and when, newest first (admin). 404 for an unknown batch. */
export async function listVoucherBatchRedemptions(db: DbOrTx, batchId: number): Promise<VoucherRedemption[]> {
  const [batch] = await listBatches(db, { batchId });
  if (!batch) throw notFound(ADMIN_VOUCHER_MESSAGES.batchUnknown);
  return (await listBatchRedemptions(db, batchId)).map(presentRedemption);
}
