import { z } from 'zod';
import { wrap } from './http.ts';
import { RowIdParamsSchema, safeString } from './text.ts';

/**
 * Admin endpoints for voucher batches: role admin, or the local CLI
 * credential of the running server. The same options as `npm run vouchers -- create`.
 */

/** Most vouchers one batch may hold. */
export const BATCH_MAX_COUNT = 10_000;
/** Most uses one voucher may allow. */
export const VOUCHER_MAX_USES = 100_000;

export const ADMIN_VOUCHER_MESSAGES = {
  courseRequired: 'Slug kelas wajib diisi.',
  courseUnknown: 'Kelas dengan slug ini tidak ditemukan.',
  count: `Jumlah voucher harus bilangan bulat 1 sampai ${BATCH_MAX_COUNT}.`,
  uses: `Jumlah pemakaian harus bilangan bulat 1 sampai ${VOUCHER_MAX_USES}.`,
  expiresFormat: 'Tanggal kedaluwarsa harus berformat YYYY-MM-DD.',
  expiresPast: 'Tanggal kedaluwarsa harus setelah hari ini.',
  batchUnknown: 'Batch voucher tidak ditemukan.',
} as const;

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: ADMIN_VOUCHER_MESSAGES.expiresFormat, abort: true })
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, ADMIN_VOUCHER_MESSAGES.expiresFormat);

/**
 * Body of POST /api/admin/voucher-batches. `expires_on` is the last day (Asia/Jakarta calendar)
 * on which the codes still work; null or absent for no expiry.
 */
export const CreateVoucherBatchBodySchema = z.object({
  course_slug: safeString({ error: ADMIN_VOUCHER_MESSAGES.courseRequired }).trim().min(1, ADMIN_VOUCHER_MESSAGES.courseRequired).max(200),
  count: z.number({ error: ADMIN_VOUCHER_MESSAGES.count }).int(ADMIN_VOUCHER_MESSAGES.count).min(1, ADMIN_VOUCHER_MESSAGES.count).max(BATCH_MAX_COUNT, ADMIN_VOUCHER_MESSAGES.count),
  max_uses: z.number({ error: ADMIN_VOUCHER_MESSAGES.uses }).int(ADMIN_VOUCHER_MESSAGES.uses).min(1, ADMIN_VOUCHER_MESSAGES.uses).max(VOUCHER_MAX_USES, ADMIN_VOUCHER_MESSAGES.uses).default(1),
  expires_on: isoDate.nullish(),
  with_redemption_code: z.boolean().default(false),
  label: safeString().trim().max(100, 'Maksimal 100 karakter.').default(''),
});
export type CreateVoucherBatchBody = z.input<typeof CreateVoucherBatchBodySchema>;

export const BatchIdParamsSchema = RowIdParamsSchema;

/** A batch as admins see it; counts are numbers of vouchers and of redemptions. */
export const VoucherBatchSchema = z.object({
  id: z.number().int(),
  label: safeString(),
  course: z.object({ id: z.number().int(), slug: safeString(), title: safeString() }),
  voucher_count: z.number().int(),
  /** Uses allowed per voucher (the largest in the batch). */
  max_uses: z.number().int(),
  /** Sum of uses over the batch. */
  redemption_count: z.number().int(),
  with_redemption_code: z.boolean(),
  /** ISO instant after which the codes stop working, or null. */
  expires_at: safeString().nullable(),
  created_at: safeString(),
  /** Vouchers an admin revoked with unused uses left. */
  revoked_count: z.number().int(),
});
export type VoucherBatch = z.infer<typeof VoucherBatchSchema>;

/** One minted voucher, as printed in the CSV (code grouped by four). */
export const MintedVoucherSchema = z.object({
  code: safeString(),
  redemption_code: safeString().nullable(),
  max_uses: z.number().int(),
  used_count: z.number().int(),
  expires_at: safeString().nullable(),
});
export type MintedVoucher = z.infer<typeof MintedVoucherSchema>;

/** 201 answer of POST /api/admin/voucher-batches; also GET …/{id}/vouchers (export). */
export const VoucherBatchWithCodesSchema = wrap(z.object({ batch: VoucherBatchSchema, vouchers: z.array(MintedVoucherSchema) }));
export type VoucherBatchWithCodes = z.infer<typeof VoucherBatchWithCodesSchema>;

/** GET /api/admin/voucher-batches → newest first. */
export const VoucherBatchListSchema = wrap(z.array(VoucherBatchSchema));

/** One use of a voucher of the batch. */
export const VoucherRedemptionSchema = z.object({
  id: z.number().int(),
  code: safeString(),
  user: z.object({ id: z.number().int(), name: safeString(), email: safeString() }),
  redeemed_at: safeString(),
});
export type VoucherRedemption = z.infer<typeof VoucherRedemptionSchema>;

/** GET /api/admin/voucher-batches/{id}/redemptions → newest first. */
export const VoucherRedemptionListSchema = wrap(z.array(VoucherRedemptionSchema));

/** CSV header of a printed batch (CLI stdout or --out file). */
export const VOUCHER_CSV_HEADER = ['code', 'redemption_code', 'course', 'max_uses', 'expires_at'] as const;

/** The CSV text of minted vouchers: header line, one line per voucher, '\n' line ends. */
export function vouchersToCsv(courseSlug: string, vouchers: MintedVoucher[]): string {
  const cell = (v: string) => (/[",\n\r]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  const lines = [VOUCHER_CSV_HEADER.join(',')];
  for (const v of vouchers) {
    lines.push([v.code, v.redemption_code ?? '', courseSlug, String(v.max_uses), v.expires_at ?? ''].map(cell).join(','));
  }
  return `${lines.join('\n')}\n`;
}

/** POST /api/admin/voucher-batches/{id}/revoke → 200 `{ data: { revoked }, message }`: vouchers with unused uses stop working. */
export const RevokeVoucherBatchAnswerSchema = z.object({ data: z.object({ revoked: z.number().int() }), message: z.string() });
export const REVOKE_TEXT = {
  doneNone: 'Tidak ada voucher yang belum terpakai.',
  done: '{{count}} voucher yang belum terpakai telah dicabut.',
} as const;
