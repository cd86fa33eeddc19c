import type { MintedVoucher, VoucherBatch, VoucherRedemption } from '@kelas/contracts/admin';
import { formatCode } from '@kelas/contracts/vouchers';
import type { BatchRow, VoucherRow } from './queries.ts';

const iso = (v: Date | string | null): string | null => (v === null ? null : new Date(v).toISOString());

/** A batch row as admins see it (no row leaves the server as it is). */
export function presentBatch(row: BatchRow): VoucherBatch {
  return {
    id: row.id,
    label: row.label,
    course: { id: row.course.id, slug: row.course.slug, title: row.course.title },
    voucher_count: Number(row.voucherCount),
    max_uses: Number(row.maxUses),
    redemption_count: Number(row.usedCount),
    with_redemption_code: Boolean(row.withRedemptionCode),
    expires_at: iso(row.expiresAt),
    created_at: iso(row.createdAt)!,
    revoked_count: Number(row.revokedCount ?? 0),
  };
}

/** A voucher as printed: code grouped by four ('7KQ9-M2XA-P4TR'), redemption code as it is. */
export function presentVoucher(row: VoucherRow): MintedVoucher {
  return {
    code: formatCode(row.code),
    redemption_code: row.redemptionCode,
    max_uses: row.maxUses,
    used_count: row.usedCount,
    expires_at: iso(row.expiresAt),
  };
}

export function presentRedemption(row: { id: number; code: string; redeemedAt: Date; user: { id: number; name: string; email: string } }): VoucherRedemption {
  return { id: row.id, code: formatCode(row.code), user: { ...row.user }, redeemed_at: iso(row.redeemedAt)! };
}
