import { VOUCHER_MESSAGES } from '@kelas/contracts/vouchers';
import type { VoucherBatchWithCodes } from '@kelas/contracts/admin';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditLog } from '../../db/schema/index.ts';
import { insertCourse, insertLearners } from '../programs/test-fixtures.ts';

describe('voucher batches in the console: revoke unused codes', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login('admin@example.com');
  });
  afterAll(async () => {
    await t.close();
  });

  it('revokes the codes with uses left; used ones keep their enrolments; later claims are refused; audited', async () => {
    const course = await insertCourse(t.app.db, { title: 'Kelas Cabut Voucher', itemCount: 1 });
    const created = await t.app.inject({ method: 'POST', url: '/api/admin/voucher-batches', headers: bearer(admin), payload: { course_slug: course.slug, count: 3 } });
    const { data } = created.json() as VoucherBatchWithCodes;
    expect((await t.app.db.select().from(auditLog).where(and(eq(auditLog.action, 'voucher_batch.create'), eq(auditLog.entityId, String(data.batch.id)))))).toHaveLength(1);
    const [a, b] = await insertLearners(t.app.db, 2);
    const claim = (token: string, code: string) => t.app.inject({ method: 'POST', url: '/api/course/claim', headers: bearer(token), payload: { voucher_code: code } });
    expect((await claim(a!.token, data.vouchers[0]!.code)).statusCode).toBe(200);

    const res = await t.app.inject({ method: 'POST', url: `/api/admin/voucher-batches/${data.batch.id}/revoke`, headers: bearer(admin) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { revoked: 2 }, message: '2 voucher yang belum terpakai telah dicabut.' });
    const refused = await claim(b!.token, data.vouchers[1]!.code);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ message: VOUCHER_MESSAGES.expired });

    const list = await t.app.inject({ url: '/api/admin/voucher-batches', headers: bearer(admin) });
    expect((list.json() as { data: Array<{ id: number; revoked_count: number; redemption_count: number }> }).data.find((x) => x.id === data.batch.id)).toMatchObject({ revoked_count: 2, redemption_count: 1 });
    const again = await t.app.inject({ method: 'POST', url: `/api/admin/voucher-batches/${data.batch.id}/revoke`, headers: bearer(admin) });
    expect(again.json()).toMatchObject({ data: { revoked: 0 } });
    const audit = await t.app.db.select().from(auditLog).where(and(eq(auditLog.action, 'voucher_batch.revoke'), eq(auditLog.entityId, String(data.batch.id)))).orderBy(auditLog.id);
    expect(audit.map((a) => a.after)).toEqual([
      { revoked_count: 2, revoked_now: 2 },
      { revoked_count: 2, revoked_now: 0 },
    ]);

    expect((await t.app.inject({ method: 'POST', url: '/api/admin/voucher-batches/999999/revoke', headers: bearer(admin) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/voucher-batches/${data.batch.id}/revoke`, headers: bearer(a!.token) })).statusCode).toBe(403);
  });
});
