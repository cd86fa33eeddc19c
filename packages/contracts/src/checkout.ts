import { z } from 'zod';
import { COURSE_TYPE_NAMES } from './catalogue.ts';
import { cohortIdField } from './cohorts.ts';
import { DEFAULT_TAX_SETTING, taxOf, type TaxSetting } from './money.ts';
import { PAYMENT_FAILURE_REASONS, PaymentSchema } from './payments.ts';
import { ID_MAX, RowIdParamsSchema, safeString } from './text.ts';

/**
 * Checkout shapes: the cart (spec 2.16, section 7 "POST /course/{slug}/cart"), the purchase
 * summary with promo codes, orders and their history. Money is integer rupiah,
 * percentages are whole numbers 0..100, times are ISO-8601 UTC strings.
 */

export const CHECKOUT_MESSAGES = {
  priceInvalid: 'Paket harga tidak valid.',
  priceNotFound: 'Paket harga tidak ditemukan.',
  courseNotFound: 'Kelas tidak ditemukan',
  itemsRequired: 'Pilih paket kelas terlebih dahulu.',
  itemsTooMany: 'Maksimal 5 kelas dalam satu pesanan.',
  duplicateCourse: 'Kelas yang sama tidak bisa dibeli dua kali dalam satu pesanan.',
  alreadyOwned: 'Kamu sudah memiliki kelas ini. Buka Programmu untuk melanjutkan belajar.',
  notPurchasable: 'Kelas ini belum bisa dibeli.',
  orderNotFound: 'Pesanan tidak ditemukan.',
  orderNotPending: 'Pesanan ini tidak lagi menunggu pembayaran.',
  receiptUnpaid: 'Kuitansi hanya tersedia untuk pesanan yang sudah dibayar.',
  promoRequired: 'Masukkan kode promo.',
  promoTooLong: 'Kode promo maksimal 40 karakter.',
  promoNotFound: 'Kode promo tidak ditemukan.',
  promoNotStarted: 'Kode promo belum berlaku.',
  promoExpired: 'Kode promo sudah kedaluwarsa.',
  promoUsedUp: 'Kode promo sudah habis digunakan.',
} as const;

/** How long a new order waits for its payment: 24 hours, in seconds (decision 041). */
export const ORDER_TTL_SECONDS = 24 * 60 * 60;
/** Courses per order: the cart's course plus upsells. */
export const MAX_ORDER_ITEMS = 5;

const Rupiah = z.number().int().min(0);
const Percent = z.number().int().min(0).max(100);
const PriceId = z.number({ error: CHECKOUT_MESSAGES.priceInvalid }).int(CHECKOUT_MESSAGES.priceInvalid).positive(CHECKOUT_MESSAGES.priceInvalid).max(ID_MAX, CHECKOUT_MESSAGES.priceInvalid);

/** The 'cartItem' kept in session storage (spec 3 "Cart item"). */
export const CartItemSchema = z.object({
  slug: safeString().min(1),
  priceId: z.number().int().positive().max(ID_MAX),
  /** The cohort chosen on the course's page (decision 285); absent for a course without cohorts. */
  cohortId: z.number().int().positive().max(ID_MAX).optional(),
});
export type CartItem = z.infer<typeof CartItemSchema>;

/** POST /api/course/{slug}/cart body (spec 7). */
export const CartRequestSchema = z.object({ priceId: PriceId });
export type CartRequest = z.infer<typeof CartRequestSchema>;

/**
 * POST /api/course/{slug}/cart → { data: CartCourse } (spec 3 "Cart course"). `pricing` holds only
 * the chosen package with the chosen price first, so "the first pricing's first price" is the one
 * bought; `amount` is that price after its discount; `owned` is true when the learner already has
 * the course (ordering it answers 409).
 */
export const CartCourseSchema = z.object({
  id: z.number().int(),
  slug: safeString(),
  /** Kind name: 'free class' | 'record webinar' | 'learning video'. */
  type: z.enum(COURSE_TYPE_NAMES),
  title: safeString(),
  /** Storage path, served at /storage/{thumbnail}. */
  thumbnail: safeString().nullable(),
  pricing: z.array(
    z.object({
      id: z.number().int(),
      name: safeString(),
      prices: z.array(z.object({ id: z.number().int(), price: Rupiah, discount: Percent })),
    }),
  ),
  price_id: z.number().int(),
  package_name: safeString(),
  /** Rupiah after the package discount. */
  amount: Rupiah,
  owned: z.boolean(),
});
export type CartCourse = z.infer<typeof CartCourseSchema>;

/** GET /api/checkout/upsell?slug= → { data: Upsell | null } ('Lengkapi Pembelajaran Kamu', decision 040). */
export const UpsellQuerySchema = z.object({ slug: safeString().min(1).max(160) });
export const UpsellSchema = z.object({
  slug: safeString(),
  type: z.enum(COURSE_TYPE_NAMES),
  title: safeString(),
  thumbnail: safeString().nullable(),
  price_id: z.number().int(),
  package_name: safeString(),
  price: Rupiah,
  discount: Percent,
  /** Rupiah after discount. */
  amount: Rupiah,
});
export type Upsell = z.infer<typeof UpsellSchema>;

const PromoCodeInput = z
  .string()
  .trim()
  .max(40, CHECKOUT_MESSAGES.promoTooLong)
  .transform((v) => v.toUpperCase());

/**
 * POST /api/checkout/quote and POST /api/orders body: the packages to buy (first the cart's, then
 * any upsell) and an optional promo code. The server recomputes every figure from the database.
 * `cohort_id`: the cohort chosen on the course's page; required by POST /api/orders for a course
 * with cohorts, whose seat the pending order holds (decision 285).
 */
export const OrderRequestSchema = z.object({
  items: z
    .array(z.object({ priceId: PriceId, cohort_id: cohortIdField.nullish() }), { error: CHECKOUT_MESSAGES.itemsRequired })
    .min(1, CHECKOUT_MESSAGES.itemsRequired)
    .max(MAX_ORDER_ITEMS, CHECKOUT_MESSAGES.itemsTooMany),
  promo_code: PromoCodeInput.optional().nullable(),
});
export type OrderRequest = z.input<typeof OrderRequestSchema>;

/** The 'Masukkan Kode Promo' dialog field (client side; the server answers 422 on `promo_code`). */
export const PromoFormSchema = z.object({ promo_code: PromoCodeInput.pipe(safeString().min(1, CHECKOUT_MESSAGES.promoRequired)) });

export const OrderItemSchema = z.object({
  course_id: z.number().int(),
  slug: safeString(),
  type: z.enum(COURSE_TYPE_NAMES),
  title: safeString(),
  thumbnail: safeString().nullable(),
  price_id: z.number().int().nullable(),
  package_name: safeString(),
  /** Rupiah before the package discount. */
  price: Rupiah,
  discount: Percent,
  /** Rupiah after the package discount. */
  amount: Rupiah,
});
export type OrderItem = z.infer<typeof OrderItemSchema>;

export const PromoAppliedSchema = z.object({ code: safeString(), kind: z.enum(['percent', 'fixed']), value: z.number().int(), discount: Rupiah });

/** The figures of 'Rekap Pembelian' / 'Ringkasan Pembayaran'. */
export const TotalsSchema = z.object({
  /** 'Subtotal Item (n)': the sum of the items' discounted prices. */
  subtotal: Rupiah,
  promo_discount: Rupiah,
  /** 'Pajak PPN (11%)': the tax percent of subtotal − promo, whole rupiah (added, or contained when `tax_included`). */
  tax: Rupiah,
  tax_percent: z.number().int(),
  /** True when the prices already contain the tax (the total then does not add it; decision 254). */
  tax_included: z.boolean(),
  /** `exempt` when the academy sells free of PPN (decision 264): tax 0, and `tax_exempt_note` says why. */
  tax_mode: z.enum(['ppn', 'exempt']),
  tax_exempt_note: safeString().nullable(),
  fee: Rupiah,
  total: Rupiah,
});
export type Totals = z.infer<typeof TotalsSchema>;

/** POST /api/checkout/quote → { data: Quote }. */
export const QuoteSchema = TotalsSchema.extend({ items: z.array(OrderItemSchema), promo: PromoAppliedSchema.nullable() });
export type Quote = z.infer<typeof QuoteSchema>;

/**
 * The states an order shows (decision 250): the payment states recorded on the order, and two that
 * a paid order reads once money went back (decision 263): `partially_refunded` (some of the total)
 * and `refunded` (all of it), from its succeeded refunds.
 */
export const ORDER_STATUSES = ['pending', 'paid', 'partially_refunded', 'refunded', 'expired', 'failed', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** The states stored on an order row (the refund states are computed from its refunds). */
export type RecordedOrderStatus = Exclude<OrderStatus, 'partially_refunded' | 'refunded'>;

/** Labels of the order states on the order history page and in the console. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Menunggu Pembayaran',
  paid: 'Lunas',
  partially_refunded: 'Refund Sebagian',
  refunded: 'Refund',
  expired: 'Kedaluwarsa',
  failed: 'Gagal',
  cancelled: 'Dibatalkan',
};

/**
 * GET /api/orders/{id} and POST /api/orders → { data: Order }; `payment` is the latest attempt.
 * `status` is the one state every screen shows (decision 250), computed by the server at the time
 * of the answer: an order whose own time or whose open payment's time has run out is `expired`
 * even before the expiry job has written it.
 */
export const OrderSchema = QuoteSchema.extend({
  id: z.number().int(),
  /** Spec 3: 'INV' + digits, then /{code}/{datetime} (decision 041). */
  invoice_number: safeString(),
  status: z.enum(ORDER_STATUSES),
  /** The buyer's name ('Pengirim'). */
  buyer_name: safeString(),
  /** The academy receiving the money (recipient on the status page). */
  merchant_name: safeString(),
  created_at: safeString(),
  expires_at: safeString().nullable(),
  paid_at: safeString().nullable(),
  payment: PaymentSchema.nullable(),
  /** The server's clock when answering, so countdowns ignore a wrong device clock. */
  server_time: safeString(),
});
export type Order = z.infer<typeof OrderSchema>;
export const OrderResponseSchema = z.object({ data: OrderSchema });

/**
 * GET /api/orders → { data: OrderSummary[] } (order history, newest first). `status` as in Order;
 * `items` and `promo_code` let 'Bayar Lagi' put the same packages back in the cart.
 */
export const OrderSummarySchema = z.object({
  id: z.number().int(),
  invoice_number: safeString(),
  status: z.enum(ORDER_STATUSES),
  titles: z.array(safeString()),
  items: z.array(z.object({ slug: safeString(), price_id: z.number().int().nullable() })),
  promo_code: safeString().nullable(),
  total: Rupiah,
  method_label: safeString().nullable(),
  /** Why the latest payment failed (status failed), as the gateway reported it. */
  failure_reason: z.enum(PAYMENT_FAILURE_REASONS).nullable(),
  created_at: safeString(),
  expires_at: safeString().nullable(),
  paid_at: safeString().nullable(),
});
export type OrderSummary = z.infer<typeof OrderSummarySchema>;

export const OrderIdParamsSchema = RowIdParamsSchema;

export type PromoRule = { kind: 'percent' | 'fixed'; value: number };

/**
 * The figures of an order (the same function runs in the browser and on the server).
 * `amounts` are the items' discounted prices in rupiah. A percent promo takes `value` % of the
 * subtotal (rounded), a fixed promo takes `value` rupiah; neither goes below 0. Tax is the
 * setting's percent of what remains, rounded to whole rupiah: added to the total, or, when the
 * prices include it, the part of the total that is tax (decision 254). The fee is 0 (spec 9).
 * Spec sample: [1 000 000] → subtotal 1 000 000, tax 110 000, total 1 110 000.
 */
export function orderTotals(amounts: number[], promo: PromoRule | null = null, taxSetting: TaxSetting = DEFAULT_TAX_SETTING): Totals {
  const subtotal = amounts.reduce((a, b) => a + b, 0);
  let promoDiscount = 0;
  if (promo) promoDiscount = promo.kind === 'percent' ? Math.round((subtotal * Math.min(100, promo.value)) / 100) : promo.value;
  promoDiscount = Math.max(0, Math.min(subtotal, promoDiscount));
  const taxable = subtotal - promoDiscount;
  const tax = taxOf(taxable, taxSetting);
  const fee = 0;
  const total = taxable + (taxSetting.included ? 0 : tax) + fee;
  const exempt = taxSetting.mode === 'exempt';
  return {
    subtotal,
    promo_discount: promoDiscount,
    tax,
    tax_percent: exempt ? 0 : taxSetting.percent,
    tax_included: taxSetting.included,
    tax_mode: exempt ? 'exempt' : 'ppn',
    tax_exempt_note: exempt ? (taxSetting.exemptNote ?? '') : null,
    fee,
    total,
  };
}
