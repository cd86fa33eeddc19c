import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import { courses, enrolments, items, voucherBatches, vouchers } from '../schema/index.ts';
import type { DemoUserIds } from './users.ts';
import type { SeedContext } from './seed.ts';

export const DEMO_BATCH_LABEL = 'Demo Prakerja (seed)';

/**
 * Known demo codes (README): one plain voucher and one job-training voucher with its redemption
 * code, both for the same course, which the demo learner is not enrolled in. 1000 uses each so
 * that every visitor of a demo can try them (each learner once). Codes are in canonical form.
 */
export const DEMO_VOUCHERS = [
  { code: 'BERKARYA2026', redemptionCode: null, maxUses: 1000 },
  { code: 'PRAKERJA2026', redemptionCode: 'REDEEM26', maxUses: 1000 },
] as const;

/**
 * A demo voucher batch (vouchers feature) for the first paid course (by id; one with items
 * first) that the demo learner is not enrolled in. Idempotent: the batch is found by its label
 * and vouchers by code. Does nothing when no such course exists.
 */
export async function seedVouchers(ctx: SeedContext, users: DemoUserIds): Promise<void> {
  const [existing] = await ctx.db.select({ id: voucherBatches.id, courseId: voucherBatches.courseId }).from(voucherBatches).where(eq(voucherBatches.label, DEMO_BATCH_LABEL)).limit(1);

  let batch = existing;
  if (!batch) {
    const [course] = await ctx.db
      .select({ id: courses.id })
      .from(courses)
      .where(
        and(
          ne(courses.kind, 'free_class'),
          sql`not exists (select 1 from ${enrolments} where ${enrolments.courseId} = ${courses.id} and ${enrolments.userId} = ${users.learner})`,
        ),
      )
      .orderBy(desc(sql`exists (select 1 from ${items} where ${items.courseId} = ${courses.id})`), asc(courses.id))
      .limit(1);
    if (!course) {
      ctx.log?.info('vouchers seed: no course without the demo learner, no demo batch');
      return;
    }
    [batch] = await ctx.db
      .insert(voucherBatches)
      .values({ courseId: course.id, label: DEMO_BATCH_LABEL, createdBy: users.admin })
      .returning({ id: voucherBatches.id, courseId: voucherBatches.courseId });
  }

  await ctx.db
    .insert(vouchers)
    .values(DEMO_VOUCHERS.map((v) => ({ batchId: batch!.id, courseId: batch!.courseId, code: v.code, redemptionCode: v.redemptionCode, maxUses: v.maxUses })))
    .onConflictDoNothing({ target: vouchers.code });
}
