import { VOUCHER_MESSAGES } from '@kelas/contracts/vouchers';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { users as usersTable, voucherBatches, vouchers } from '../../db/schema/index.ts';
import { DEMO_BATCH_LABEL, seedVouchers } from '../../db/seed/vouchers.ts';

describe('demo voucher batch (seed, README)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const claim = (token: string, body: Record<string, string>) => t.app.inject({ method: 'POST', url: '/api/course/claim', headers: bearer(token), payload: body });

  it("gives the demo learner a course they don't have yet, with the README's codes", async () => {
    const token = await t.login('learner@example.com');
    const before = (await t.app.inject({ url: '/api/course', headers: bearer(token) })).json() as { data: { slug: string }[] };

    const needsRedemption = await claim(token, { voucher_code: 'prakerja-2026' });
    expect(needsRedemption.json()).toMatchObject({ message: VOUCHER_MESSAGES.redemptionRequired });

    const res = await claim(token, { voucher_code: 'BERKARYA2026' });
    expect(res.statusCode).toBe(200);
    const { course } = (res.json() as { data: { course: { slug: string } } }).data;
    expect(before.data.map((p) => p.slug)).not.toContain(course.slug);

    const after = (await t.app.inject({ url: '/api/course', headers: bearer(token) })).json() as { data: { slug: string }[] };
    expect(after.data.map((p) => p.slug)).toContain(course.slug);
    // The job-training code is for the same course.
    const again = await claim(token, { voucher_code: 'PRAKERJA2026', redemption_code: 'redeem26' });
    expect(again.json()).toMatchObject({ message: VOUCHER_MESSAGES.alreadyEnrolled });
  });

  it('another learner can use the job-training code with its redemption code', async () => {
    const token = await t.login('mentor@example.com');
    expect((await claim(token, { voucher_code: 'PRAKERJA2026', redemption_code: 'REDEEM26' })).statusCode).toBe(200);
  });

  it('is idempotent', async () => {
    const ids = await t.app.db.select({ id: usersTable.id, email: usersTable.email }).from(usersTable);
    const id = (email: string) => ids.find((u) => u.email === email)!.id;
    const users = { learner: id('learner@example.com'), mentor: id('mentor@example.com'), author: id('author@example.com'), admin: id('admin@example.com') };
    await seedVouchers({ db: t.app.db, storage: t.app.storage }, users);
    const [batches] = await t.app.db.select({ n: count() }).from(voucherBatches).where(eq(voucherBatches.label, DEMO_BATCH_LABEL));
    expect(batches!.n).toBe(1);
    const [demo] = await t.app.db.select({ n: count() }).from(vouchers).innerJoin(voucherBatches, eq(voucherBatches.id, vouchers.batchId)).where(eq(voucherBatches.label, DEMO_BATCH_LABEL));
    expect(demo!.n).toBe(2);
  });
});
