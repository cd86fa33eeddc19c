import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { courses, enrolments, users, voucherBatches, voucherRedemptions, vouchers } from '../../db/schema/index.ts';

/** All SQL of the vouchers feature (claims and batches). */

export type VoucherRow = typeof vouchers.$inferSelect;
export type CourseRef = { id: number; slug: string; title: string };

/** The voucher with this canonical code and its course, or null. */
export async function findVoucherByCode(db: DbOrTx, code: string): Promise<{ voucher: VoucherRow; course: CourseRef } | null> {
  const rows = await db
    .select({ voucher: vouchers, course: { id: courses.id, slug: courses.slug, title: courses.title } })
    .from(vouchers)
    .innerJoin(courses, eq(courses.id, vouchers.courseId))
    .where(eq(vouchers.code, code))
    .limit(1);
  return rows[0] ?? null;
}

/** True when the learner already has the course (any source). */
export async function hasEnrolment(db: DbOrTx, userId: number, courseId: number): Promise<boolean> {
  const rows = await db
    .select({ id: enrolments.id })
    .from(enrolments)
    .where(and(eq(enrolments.userId, userId), eq(enrolments.courseId, courseId)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Records the learner's use of the voucher; null when this learner already used it (the unique
 * (voucher_id, user_id) index decides, also between concurrent requests).
 */
export async function insertRedemption(db: DbOrTx, values: { voucherId: number; userId: number; now: Date }): Promise<number | null> {
  const rows = await db
    .insert(voucherRedemptions)
    .values({ voucherId: values.voucherId, userId: values.userId, redeemedAt: values.now })
    .onConflictDoNothing({ target: [voucherRedemptions.voucherId, voucherRedemptions.userId] })
    .returning({ id: voucherRedemptions.id });
  return rows[0]?.id ?? null;
}

/**
 * Takes one use of the voucher if one is left: a single conditional UPDATE, so concurrent claims
 * queue on the row lock and re-check `used_count < max_uses` (PostgreSQL READ COMMITTED).
 * Returns false when the voucher is used up or was revoked.
 */
export async function consumeVoucherUse(db: DbOrTx, voucherId: number): Promise<boolean> {
  const rows = await db
    .update(vouchers)
    .set({ usedCount: sql`${vouchers.usedCount} + 1` })
    .where(and(eq(vouchers.id, voucherId), lt(vouchers.usedCount, vouchers.maxUses), isNull(vouchers.revokedAt)))
    .returning({ id: vouchers.id });
  return rows.length > 0;
}

export async function findCourseBySlug(db: DbOrTx, slug: string): Promise<CourseRef | null> {
  const rows = await db.select({ id: courses.id, slug: courses.slug, title: courses.title }).from(courses).where(eq(courses.slug, slug)).limit(1);
  return rows[0] ?? null;
}

export async function insertBatch(db: DbOrTx, values: { courseId: number; label: string; createdBy: number | null; now: Date }): Promise<number> {
  const [row] = await db
    .insert(voucherBatches)
    .values({ courseId: values.courseId, label: values.label, createdBy: values.createdBy, createdAt: values.now })
    .returning({ id: voucherBatches.id });
  return row!.id;
}

export type NewVoucher = { code: string; redemptionCode: string | null; maxUses: number; expiresAt: Date | null };

/** Inserts vouchers of a batch; returns the codes that were taken (a code that already exists is skipped). */
export async function insertVouchers(db: DbOrTx, batchId: number, courseId: number, list: NewVoucher[]): Promise<Set<string>> {
  if (list.length === 0) return new Set();
  const rows = await db
    .insert(vouchers)
    .values(list.map((v) => ({ batchId, courseId, code: v.code, redemptionCode: v.redemptionCode, maxUses: v.maxUses, expiresAt: v.expiresAt })))
    .onConflictDoNothing({ target: vouchers.code })
    .returning({ code: vouchers.code });
  return new Set(rows.map((r) => r.code));
}

const batchColumns = {
  id: voucherBatches.id,
  label: voucherBatches.label,
  createdAt: voucherBatches.createdAt,
  course: { id: courses.id, slug: courses.slug, title: courses.title },
  voucherCount: sql<number>`count(${vouchers.id})::int`,
  maxUses: sql<number>`coalesce(max(${vouchers.maxUses}), 0)::int`,
  usedCount: sql<number>`coalesce(sum(${vouchers.usedCount}), 0)::int`,
  withRedemptionCode: sql<boolean>`coalesce(bool_or(${vouchers.redemptionCode} is not null), false)`,
  expiresAt: sql<Date | string | null>`max(${vouchers.expiresAt})`,
  revokedCount: sql<number>`count(${vouchers.revokedAt})::int`,
};

export type BatchRow = {
  id: number;
  label: string;
  createdAt: Date;
  course: CourseRef;
  voucherCount: number;
  maxUses: number;
  usedCount: number;
  withRedemptionCode: boolean;
  expiresAt: Date | string | null;
  revokedCount: number;
};

/** Batches with their counts, newest first; one query. */
export async function listBatches(db: DbOrTx, opts: { batchId?: number } = {}): Promise<BatchRow[]> {
  return db
    .select(batchColumns)
    .from(voucherBatches)
    .innerJoin(courses, eq(courses.id, voucherBatches.courseId))
    .leftJoin(vouchers, eq(vouchers.batchId, voucherBatches.id))
    .where(opts.batchId === undefined ? undefined : eq(voucherBatches.id, opts.batchId))
    .groupBy(voucherBatches.id, courses.id)
    .orderBy(desc(voucherBatches.createdAt), desc(voucherBatches.id));
}

/** The vouchers of a batch, in minting order. */
export async function listBatchVouchers(db: DbOrTx, batchId: number): Promise<VoucherRow[]> {
  return db.select().from(vouchers).where(eq(vouchers.batchId, batchId)).orderBy(vouchers.id);
}

/** Uses of a batch's vouchers with who used them, newest first. */
export async function listBatchRedemptions(db: DbOrTx, batchId: number) {
  return db
    .select({
      id: voucherRedemptions.id,
      code: vouchers.code,
      redeemedAt: voucherRedemptions.redeemedAt,
      user: { id: users.id, name: users.name, email: users.email },
    })
    .from(voucherRedemptions)
    .innerJoin(vouchers, eq(vouchers.id, voucherRedemptions.voucherId))
    .innerJoin(users, eq(users.id, voucherRedemptions.userId))
    .where(eq(vouchers.batchId, batchId))
    .orderBy(desc(voucherRedemptions.redeemedAt), desc(voucherRedemptions.id));
}

/**
 * Revokes the batch's vouchers that still have unused uses: `revoked_at` is set,
 * so later claims are refused; uses already made (and their enrolments) stay. Returns the codes revoked.
 */
export async function revokeUnusedVouchers(db: DbOrTx, batchId: number, now: Date): Promise<string[]> {
  const rows = await db
    .update(vouchers)
    .set({ revokedAt: now })
    .where(and(eq(vouchers.batchId, batchId), isNull(vouchers.revokedAt), lt(vouchers.usedCount, vouchers.maxUses)))
    .returning({ code: vouchers.code });
  return rows.map((r) => r.code);
}
