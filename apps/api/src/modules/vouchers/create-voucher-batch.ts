import { ADMIN_VOUCHER_MESSAGES } from '@kelas/contracts/admin';
import { REDEMPTION_CODE_LENGTH, VOUCHER_CODE_LENGTH } from '@kelas/contracts/vouchers';
import type { Db } from '../../db/client.ts';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { generateCode } from './generate-code.ts';
import { findCourseBySlug, insertBatch, insertVouchers, listBatches, listBatchVouchers, type BatchRow, type NewVoucher, type VoucherRow } from './queries.ts';

/** Offset of Asia/Jakarta (WIB, no daylight saving): expiry days are Indonesian calendar days. */
const WIB_OFFSET_MS = 7 * 3600_000;
const INSERT_CHUNK = 500;

/**
 * The instant a voucher stops working when it is valid through `day` (YYYY-MM-DD) in Jakarta:
 * the next midnight WIB. '2027-01-31' → 2027-01-31T17:00:00.000Z.
 */
export function expiryInstant(day: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1) - WIB_OFFSET_MS);
}

export type CreateBatchOptions = {
  courseSlug: string;
  /** Number of vouchers, 1..10 000. */
  count: number;
  /** Uses allowed per voucher (each learner still once). */
  maxUses: number;
  /** Last valid day (YYYY-MM-DD, Jakarta), or null for no expiry. */
  expiresOn: string | null;
  withRedemptionCode: boolean;
  label: string;
  /** The admin who minted it; null from the CLI. */
  createdBy: number | null;
  /** Client address, for the audit row. */
  ip?: string | null;
  now: Date;
};

/**
 * Mints a batch of vouchers for one course in one transaction: codes of
 * 12 Crockford symbols (60 bits) from the CSPRNG, plus an 8-symbol redemption code (40 bits) each
 * when asked. A code that happens to exist already is drawn again. Audit row `voucher_batch.create`.
 * Errors: 422 on course_slug (unknown course) or expires_on (not after today).
 */
export async function createVoucherBatch(db: Db, opts: CreateBatchOptions): Promise<{ batch: BatchRow; vouchers: VoucherRow[] }> {
  const course = await findCourseBySlug(db, opts.courseSlug.trim());
  if (!course) throw fieldError('course_slug', ADMIN_VOUCHER_MESSAGES.courseUnknown);
  const expiresAt = opts.expiresOn ? expiryInstant(opts.expiresOn) : null;
  if (expiresAt && expiresAt.getTime() <= opts.now.getTime()) throw fieldError('expires_on', ADMIN_VOUCHER_MESSAGES.expiresPast);

  const batchId = await db.transaction(async (tx) => {
    const id = await insertBatch(tx, { courseId: course.id, label: opts.label, createdBy: opts.createdBy, now: opts.now });
    let missing = opts.count;
    for (let attempt = 0; missing > 0; attempt++) {
      if (attempt > 10) throw new AppError(500, 'Gagal membuat kode voucher yang unik.');
      const size = Math.min(missing, INSERT_CHUNK);
      const drawn = new Set<string>();
      while (drawn.size < size) drawn.add(generateCode(VOUCHER_CODE_LENGTH));
      const list: NewVoucher[] = [...drawn].map((code) => ({
        code,
        redemptionCode: opts.withRedemptionCode ? generateCode(REDEMPTION_CODE_LENGTH) : null,
        maxUses: opts.maxUses,
        expiresAt,
      }));
      const taken = await insertVouchers(tx, id, course.id, list);
      missing -= taken.size;
      if (taken.size === size) attempt = -1;
    }
    await recordAudit(tx, {
      actorId: opts.createdBy,
      action: 'voucher_batch.create',
      entityType: 'voucher_batch',
      entityId: id,
      after: { course: course.slug, count: opts.count, max_uses: opts.maxUses, expires_on: opts.expiresOn, with_redemption_code: opts.withRedemptionCode, label: opts.label },
      ip: opts.ip ?? null,
    });
    return id;
  });

  const [batch] = await listBatches(db, { batchId });
  return { batch: batch!, vouchers: await listBatchVouchers(db, batchId) };
}
