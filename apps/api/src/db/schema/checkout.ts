import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgEnum, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { courses, prices } from './catalogue.ts';
import { cohorts } from './cohorts.ts';
import { createdAt, id, ts } from './columns.ts';

export const promoKindEnum = pgEnum('promo_kind', ['percent', 'fixed']);

/** 'Masukkan Kode Promo' codes. */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: id(),
    code: text('code').notNull(),
    kind: promoKindEnum('kind').notNull(),
    /** Percent (kind percent) or rupiah (kind fixed). */
    value: integer('value').notNull(),
    startsAt: ts('starts_at'),
    endsAt: ts('ends_at'),
    maxUses: integer('max_uses'),
    /** Paid orders one learner may use it for; null = no limit. */
    maxUsesPerLearner: integer('max_uses_per_learner'),
    usedCount: integer('used_count').notNull().default(0),
    /** An admin deactivates a code instead of deleting it (orders keep pointing at it). */
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('promo_codes_code_key').on(t.code)],
);

/** Optional course restriction of a promo code: when a code has rows here, only these courses take it. */
export const promoCodeCourses = pgTable(
  'promo_code_courses',
  {
    promoCodeId: integer('promo_code_id')
      .notNull()
      .references(() => promoCodes.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.promoCodeId, t.courseId] })],
);

export const orderStatusEnum = pgEnum('order_status', ['pending', 'paid', 'expired', 'failed', 'cancelled']);

/** An order; every figure in rupiah, computed by the server. */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    /** Spec shape: three-letter prefix + digits, then /{code}/{datetime}. */
    invoiceNumber: text('invoice_number').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: orderStatusEnum('status').notNull().default('pending'),
    subtotal: integer('subtotal').notNull(),
    promoDiscount: integer('promo_discount').notNull().default(0),
    tax: integer('tax').notNull(),
    /** The tax setting the order was priced under (decision 254): percent, and whether the prices contained it. */
    taxPercent: integer('tax_percent').notNull().default(11),
    taxIncluded: boolean('tax_included').notNull().default(false),
    /** `exempt` when the academy sold it free of PPN (decision 264); its note is printed on the receipt. */
    taxMode: text('tax_mode', { enum: ['ppn', 'exempt'] }).notNull().default('ppn'),
    taxExemptNote: text('tax_exempt_note'),
    fee: integer('fee').notNull().default(0),
    total: integer('total').notNull(),
    promoCodeId: integer('promo_code_id').references(() => promoCodes.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: ts('expires_at'),
    paidAt: ts('paid_at'),
  },
  (t) => [
    uniqueIndex('orders_invoice_key').on(t.invoiceNumber),
    index('orders_user_idx').on(t.userId),
    // The console's order list (newest first) and the reports' date ranges.
    index('orders_created_idx').on(t.createdAt),
    index('orders_paid_idx').on(t.paidAt).where(sql`paid_at is not null`),
    index('orders_promo_idx').on(t.promoCodeId).where(sql`promo_code_id is not null`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'restrict' }),
    priceId: integer('price_id').references(() => prices.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    packageName: text('package_name').notNull(),
    /** Rupiah before discount. */
    unitPrice: integer('unit_price').notNull(),
    discountPercent: integer('discount_percent').notNull(),
    /** Rupiah after discount. */
    amount: integer('amount').notNull(),
    /** The cohort chosen at checkout (decision 285): a pending order holds its seat; payment enrols into it. */
    cohortId: integer('cohort_id').references(() => cohorts.id),
  },
  (t) => [index('order_items_order_idx').on(t.orderId), index('order_items_cohort_idx').on(t.cohortId).where(sql`${t.cohortId} is not null`)],
);

export const paymentStatusEnum = pgEnum('payment_status', ['pending', 'paid', 'expired', 'failed', 'cancelled']);

/** A payment attempt for an order with one gateway channel. */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    /** bank_transfer | ewallet | qris | retail | card */
    method: text('method').notNull(),
    /** e.g. bca, bni, gopay, alfamart, visa. */
    channel: text('channel').notNull(),
    status: paymentStatusEnum('status').notNull().default('pending'),
    /** Rupiah. */
    amount: integer('amount').notNull(),
    providerRef: text('provider_ref'),
    /** What the instructions page shows (VA number, QR payload, payment code…). Never card data. */
    instructions: jsonb('instructions').$type<Record<string, unknown>>().notNull().default({}),
    expiresAt: ts('expires_at').notNull(),
    createdAt: createdAt(),
    paidAt: ts('paid_at'),
    /** Why a failed payment failed, as the gateway reported it (contracts PAYMENT_FAILURE_REASONS). */
    failureReason: text('failure_reason'),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId),
    // At most one payment waits per order (decision 251): a second request for the same order and
    // channel finds this one instead of opening another, however many arrive at once.
    uniqueIndex('payments_one_open_per_order').on(t.orderId).where(sql`status = 'pending'`),
    index('payments_provider_ref_idx').on(t.provider, t.providerRef),
    // The revenue report's "latest paid payment of each order" (decision 136): read from the index alone.
    index('payments_paid_order_idx').on(t.orderId, t.paidAt.desc().nullsLast(), t.id.desc(), t.method).where(sql`status = 'paid'`),
  ],
);

/** Every gateway notification, unique per provider event id (idempotent fulfilment). */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: id(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    receivedAt: createdAt(),
  },
  (t) => [uniqueIndex('payment_events_provider_event_key').on(t.provider, t.eventId)],
);

export const refundStatusEnum = pgEnum('refund_status', ['pending', 'succeeded', 'failed']);

/**
 * A refund of (part of) a paid order through the gateway. The sum of the
 * pending and succeeded refunds of an order never exceeds its total (checked under a row lock on
 * the order). `idempotency_key` makes a repeated request return the same refund.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The paid payment the money goes back through. */
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    /** Rupiah, > 0. */
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    status: refundStatusEnum('status').notNull().default('pending'),
    /** Our key sent to the gateway (Midtrans `refund_key`); unique. */
    refundKey: text('refund_key').notNull(),
    idempotencyKey: text('idempotency_key'),
    /** True when it refunded the rest of the order (the enrolment ended). */
    full: boolean('full').notNull().default(false),
    /** Set when an admin confirmed a refund after a certificate was issued. */
    certificateOverride: boolean('certificate_override').notNull().default(false),
    /** Credit note number shown on the PDF: 'CN' + order id + sequence. */
    creditNoteNumber: text('credit_note_number').notNull(),
    providerRef: text('provider_ref'),
    failureReason: text('failure_reason'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    settledAt: ts('settled_at'),
  },
  (t) => [
    index('refunds_order_idx').on(t.orderId),
    // ON DELETE SET NULL of a payment, and the report roll-up trigger of a payment (decision 154).
    index('refunds_payment_idx').on(t.paymentId),
    index('refunds_created_idx').on(t.createdAt),
    index('refunds_settled_idx').on(t.settledAt).where(sql`status = 'succeeded'`),
    uniqueIndex('refunds_refund_key').on(t.refundKey),
    uniqueIndex('refunds_credit_note_key').on(t.creditNoteNumber),
    uniqueIndex('refunds_idempotency_key').on(t.orderId, t.idempotencyKey),
    check('refunds_amount_positive', sql`amount > 0`),
  ],
);
