import { z } from 'zod';
import { rowId } from './text.ts';

/**
 * Refunds: full or partial, through the payment gateway; states pending →
 * succeeded | failed. Amounts are integer rupiah. Messages are the API's 4xx texts.
 */

export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export const REFUND_TEXT = {
  amountInteger: 'Jumlah refund harus bilangan bulat rupiah.',
  amountPositive: 'Jumlah refund harus lebih dari 0.',
  amountOver: 'Jumlah refund melebihi sisa yang dapat dikembalikan ({{max}}).',
  reasonRequired: 'Alasan refund wajib diisi.',
  reasonTooLong: 'Alasan refund maksimal 500 karakter.',
  notPaid: 'Hanya pesanan yang sudah dibayar yang dapat direfund.',
  nothingLeft: 'Pesanan ini sudah direfund seluruhnya.',
  certificateIssued: 'Sertifikat kelas ini sudah terbit. Centang konfirmasi dan tulis alasan untuk tetap melakukan refund.',
  idempotencyKey: 'Idempotency-Key maksimal 100 karakter (huruf, angka, - dan _).',
  idempotencyMismatch: 'Idempotency-Key ini sudah dipakai untuk refund dengan jumlah lain.',
  notFound: 'Refund tidak ditemukan.',
  creditNoteUnavailable: 'Nota kredit hanya tersedia untuk refund yang berhasil.',
  created: 'Refund berhasil diproses.',
  pending: 'Refund sedang diproses oleh gateway pembayaran.',
  failed: 'Refund ditolak oleh gateway pembayaran.',
} as const;

/** Status labels shown to admins and learners. */
export const REFUND_STATUS_LABEL: Record<RefundStatus, string> = { pending: 'Diproses', succeeded: 'Berhasil', failed: 'Gagal' };

/** POST /api/admin/orders/{id}/refunds body. `confirm` is needed once a certificate was issued. */
export const CreateRefundSchema = z.object({
  amount: z.number({ error: REFUND_TEXT.amountInteger }).int(REFUND_TEXT.amountInteger).positive(REFUND_TEXT.amountPositive).max(2_000_000_000, REFUND_TEXT.amountInteger),
  reason: z.string({ error: REFUND_TEXT.reasonRequired }).trim().min(1, REFUND_TEXT.reasonRequired).max(500, REFUND_TEXT.reasonTooLong),
  confirm: z.boolean().optional().default(false),
});
export type CreateRefund = z.infer<typeof CreateRefundSchema>;

/** The optional `Idempotency-Key` header. */
export const IdempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, REFUND_TEXT.idempotencyKey);

export const RefundSchema = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  status: z.enum(REFUND_STATUSES),
  /** Rupiah. */
  amount: z.number().int(),
  reason: z.string(),
  full: z.boolean(),
  credit_note_number: z.string(),
  failure_reason: z.string().nullable(),
  created_at: z.string(),
  settled_at: z.string().nullable(),
});
export type Refund = z.infer<typeof RefundSchema>;
export const RefundResponseSchema = z.object({ data: RefundSchema });

/** A learner's view of a refund in the order history (no admin-only fields). */
export const LearnerRefundSchema = RefundSchema.pick({ id: true, order_id: true, status: true, amount: true, full: true, credit_note_number: true, created_at: true, settled_at: true });
export type LearnerRefund = z.infer<typeof LearnerRefundSchema>;
export const LearnerRefundListSchema = z.object({ data: z.array(LearnerRefundSchema) });

export const RefundParamsSchema = z.object({ id: rowId(), refundId: rowId() });
