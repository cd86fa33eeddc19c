import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { courses } from './catalogue.ts';
import { createdAt, id, ts } from './columns.ts';

/** A minted batch of vouchers for one course (job-training programme). */
export const voucherBatches = pgTable('voucher_batches', {
  id: id(),
  courseId: integer('course_id')
    .notNull()
    .references(() => courses.id, { onDelete: 'cascade' }),
  label: text('label').notNull().default(''),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

export const vouchers = pgTable(
  'vouchers',
  {
    id: id(),
    batchId: integer('batch_id')
      .notNull()
      .references(() => voucherBatches.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    /** Upper-case code the learner types. */
    code: text('code').notNull(),
    /** Optional second code; null when the voucher has none. */
    redemptionCode: text('redemption_code'),
    maxUses: integer('max_uses').notNull().default(1),
    usedCount: integer('used_count').notNull().default(0),
    expiresAt: ts('expires_at'),
    /** Set when an admin revoked the voucher's unused uses; a revoked code is refused. */
    revokedAt: ts('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('vouchers_code_key').on(t.code), index('vouchers_batch_idx').on(t.batchId)],
);

export const voucherRedemptions = pgTable(
  'voucher_redemptions',
  {
    id: id(),
    voucherId: integer('voucher_id')
      .notNull()
      .references(() => vouchers.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    redeemedAt: createdAt(),
  },
  (t) => [uniqueIndex('voucher_redemptions_voucher_user_key').on(t.voucherId, t.userId)],
);
