import { index, integer, jsonb, pgEnum, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { courses, prices } from './catalogue.ts';
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
    usedCount: integer('used_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('promo_codes_code_key').on(t.code)],
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
    fee: integer('fee').notNull().default(0),
    total: integer('total').notNull(),
    promoCodeId: integer('promo_code_id').references(() => promoCodes.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: ts('expires_at'),
    paidAt: ts('paid_at'),
  },
  (t) => [uniqueIndex('orders_invoice_key').on(t.invoiceNumber), index('orders_user_idx').on(t.userId)],
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
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
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
  },
  (t) => [index('payments_order_idx').on(t.orderId), index('payments_provider_ref_idx').on(t.provider, t.providerRef)],
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
