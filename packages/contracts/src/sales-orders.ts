import { z } from 'zod';
import { DayQuerySchema, PageQuerySchema, pagedList, CONSOLE_LIST_TEXT } from './console-list.ts';
import { ORDER_STATUSES } from './checkout.ts';
import { PAYMENT_FAILURE_REASONS, PAYMENT_METHODS } from './payments.ts';
import { RefundSchema } from './refunds.ts';

/**
 * Orders in the operations console: search by invoice number or the learner's
 * e-mail, status, payment method and a Jakarta date range (created), paginated; an order's detail
 * with items, totals, promo, payments, refunds and the gateway notifications. Money in rupiah.
 */

export const SALES_ORDER_TEXT = {
  notFound: 'Pesanan tidak ditemukan.',
  receiptUnpaid: 'Kuitansi hanya tersedia untuk pesanan yang sudah dibayar.',
  receiptSent: 'Kuitansi telah dikirim ulang ke email pembeli.',
  searchTooLong: 'Pencarian maksimal 120 karakter.',
  statusUnknown: 'Status pesanan tidak dikenal.',
  methodUnknown: 'Metode pembayaran tidak dikenal.',
} as const;

/** GET /api/admin/orders query. `search`: invoice number (prefix, case-insensitive) or the learner's e-mail (substring). */
export const AdminOrderQuerySchema = PageQuerySchema.extend({
  search: z.string().trim().max(120, SALES_ORDER_TEXT.searchTooLong).optional(),
  status: z.enum(ORDER_STATUSES, { error: SALES_ORDER_TEXT.statusUnknown }).optional(),
  method: z.enum(PAYMENT_METHODS, { error: SALES_ORDER_TEXT.methodUnknown }).optional(),
  from: DayQuerySchema.optional(),
  to: DayQuerySchema.optional(),
}).refine((q) => !q.from || !q.to || q.from <= q.to, { message: CONSOLE_LIST_TEXT.range, path: ['to'] });
export type AdminOrderQuery = z.infer<typeof AdminOrderQuerySchema>;

export const AdminOrderRowSchema = z.object({
  id: z.number().int(),
  invoice_number: z.string(),
  status: z.enum(ORDER_STATUSES),
  buyer: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  titles: z.array(z.string()),
  /** Rupiah. */
  total: z.number().int(),
  /** Rupiah refunded (succeeded refunds). */
  refunded: z.number().int(),
  method: z.string().nullable(),
  method_label: z.string().nullable(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
});
export type AdminOrderRow = z.infer<typeof AdminOrderRowSchema>;
export const AdminOrderListSchema = pagedList(AdminOrderRowSchema);
export type AdminOrderList = z.infer<typeof AdminOrderListSchema>;

export const AdminPaymentSchema = z.object({
  id: z.number().int(),
  provider: z.string(),
  method: z.string(),
  channel: z.string(),
  method_label: z.string(),
  /** As the learner sees it (decision 250): a pending payment past its expiry reads expired. */
  status: z.string(),
  /** Why it failed, as the gateway reported it; null unless failed. */
  failure_reason: z.enum(PAYMENT_FAILURE_REASONS).nullable(),
  amount: z.number().int(),
  reference: z.string().nullable(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
});

/** One gateway notification of the order's payments, oldest first. */
export const AdminPaymentEventSchema = z.object({
  id: z.number().int(),
  provider: z.string(),
  event_id: z.string(),
  payment_id: z.number().int().nullable(),
  status: z.string().nullable(),
  received_at: z.string(),
  payload: z.record(z.string(), z.unknown()),
});

export const AdminOrderDetailSchema = z.object({
  id: z.number().int(),
  invoice_number: z.string(),
  status: z.enum(ORDER_STATUSES),
  buyer: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  items: z.array(
    z.object({ id: z.number().int(), course_id: z.number().int(), title: z.string(), package_name: z.string(), price: z.number().int(), discount: z.number().int(), amount: z.number().int() }),
  ),
  subtotal: z.number().int(),
  promo: z.object({ code: z.string(), kind: z.enum(['percent', 'amount']), value: z.number().int() }).nullable(),
  promo_discount: z.number().int(),
  tax: z.number().int(),
  fee: z.number().int(),
  total: z.number().int(),
  /** Rupiah that may still be refunded (total − pending − succeeded refunds) when paid, else 0. */
  refundable: z.number().int(),
  refunded: z.number().int(),
  /** True when a live certificate exists for one of the order's courses (a refund then needs confirmation). */
  certificate_issued: z.boolean(),
  payments: z.array(AdminPaymentSchema),
  refunds: z.array(RefundSchema),
  events: z.array(AdminPaymentEventSchema),
  created_at: z.string(),
  expires_at: z.string().nullable(),
  paid_at: z.string().nullable(),
});
export type AdminOrderDetail = z.infer<typeof AdminOrderDetailSchema>;
export const AdminOrderDetailResponseSchema = z.object({ data: AdminOrderDetailSchema });
