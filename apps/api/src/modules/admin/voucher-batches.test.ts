import { ADMIN_VOUCHER_MESSAGES, type VoucherBatch, type VoucherBatchWithCodes, type VoucherRedemption } from '@kelas/contracts/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { insertCourse, insertLearners, type CourseFixture } from '../programs/test-fixtures.ts';

const CODE = /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;
const jakartaDay = (days: number) => new Date(Date.now() + 7 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);

describe('admin voucher batches', () => {
  let t: TestApp;
  let admin: string;
  let learnerToken: string;
  let course: CourseFixture;

  const create = (token: string | null, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/admin/voucher-batches', headers: token ? bearer(token) : {}, payload });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login('admin@example.com');
    learnerToken = await t.login('learner@example.com');
    course = await insertCourse(t.app.db, { title: 'Kelas Batch Uji', itemCount: 1 });
  });
  afterAll(async () => {
    await t.close();
  });

  it('is for admins only: 401 for a guest or a wrong bearer, 403 for a learner or a mentor', async () => {
    expect((await create(null, { course_slug: course.slug, count: 1 })).statusCode).toBe(401);
    expect((await create('bukan-token-yang-benar', { course_slug: course.slug, count: 1 })).statusCode).toBe(401);
    expect((await create(learnerToken, { course_slug: course.slug, count: 1 })).statusCode).toBe(403);
    expect((await create(await t.login('mentor@example.com'), { course_slug: course.slug, count: 1 })).statusCode).toBe(403);
    for (const url of ['/api/admin/voucher-batches', '/api/admin/voucher-batches/1/redemptions', '/api/admin/voucher-batches/1/vouchers']) {
      expect((await t.app.inject({ url, headers: bearer(learnerToken) })).statusCode).toBe(403);
      expect((await t.app.inject({ url })).statusCode).toBe(401);
    }
  });

  it('mints a batch with unique, well-formed codes and redemption codes', async () => {
    const res = await create(admin, { course_slug: course.slug, count: 25, max_uses: 2, expires_on: jakartaDay(30), with_redemption_code: true, label: 'Prakerja Gelombang 1' });
    expect(res.statusCode).toBe(201);
    const { data } = res.json() as VoucherBatchWithCodes;
    expect(data.batch).toMatchObject({
      label: 'Prakerja Gelombang 1',
      course: { id: course.id, slug: course.slug, title: course.title },
      voucher_count: 25,
      max_uses: 2,
      redemption_count: 0,
      with_redemption_code: true,
    });
    // Valid through the chosen day in Jakarta: ends at 17:00 UTC of that day.
    expect(data.batch.expires_at).toBe(`${jakartaDay(30)}T17:00:00.000Z`);
    expect(data.vouchers).toHaveLength(25);
    expect(new Set(data.vouchers.map((v) => v.code)).size).toBe(25);
    for (const v of data.vouchers) {
      expect(v.code).toMatch(CODE);
      expect(v.redemption_code).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
      expect(v).toMatchObject({ max_uses: 2, used_count: 0, expires_at: data.batch.expires_at });
    }
  });

  it('mints plain single-use codes by default, without expiry', async () => {
    const res = await create(admin, { course_slug: course.slug, count: 3 });
    expect(res.statusCode).toBe(201);
    const { data } = res.json() as VoucherBatchWithCodes;
    expect(data.batch).toMatchObject({ max_uses: 1, with_redemption_code: false, expires_at: null, label: '' });
    expect(data.vouchers.every((v) => v.redemption_code === null && v.max_uses === 1)).toBe(true);
  });

  it('answers 422 with the field for bad options', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ count: 1 }, 'course_slug', ADMIN_VOUCHER_MESSAGES.courseRequired],
      [{ course_slug: 'tidak-ada-kelas-ini', count: 1 }, 'course_slug', ADMIN_VOUCHER_MESSAGES.courseUnknown],
      [{ course_slug: course.slug, count: 0 }, 'count', ADMIN_VOUCHER_MESSAGES.count],
      [{ course_slug: course.slug, count: 10_001 }, 'count', ADMIN_VOUCHER_MESSAGES.count],
      [{ course_slug: course.slug, count: 1.5 }, 'count', ADMIN_VOUCHER_MESSAGES.count],
      [{ course_slug: course.slug, count: 1, max_uses: 0 }, 'max_uses', ADMIN_VOUCHER_MESSAGES.uses],
      [{ course_slug: course.slug, count: 1, expires_on: '2027-02-30' }, 'expires_on', ADMIN_VOUCHER_MESSAGES.expiresFormat],
      [{ course_slug: course.slug, count: 1, expires_on: '31-01-2027' }, 'expires_on', ADMIN_VOUCHER_MESSAGES.expiresFormat],
      [{ course_slug: course.slug, count: 1, expires_on: jakartaDay(-1) }, 'expires_on', ADMIN_VOUCHER_MESSAGES.expiresPast],
    ];
    for (const [payload, field, message] of cases) {
      const res = await create(admin, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect((res.json() as { errors: Record<string, string[]> }).errors[field]).toEqual([message]);
    }
  });

  it('lists batches with their uses, exports the codes and lists who used them', async () => {
    const created = (await create(admin, { course_slug: course.slug, count: 2, max_uses: 3, label: 'Untuk daftar' })).json() as VoucherBatchWithCodes;
    const batchId = created.data.batch.id;
    const [a, b] = await insertLearners(t.app.db, 2);
    // The printed form (hyphens) is what learners type.
    for (const l of [a!, b!]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/course/claim', headers: bearer(l.token), payload: { voucher_code: created.data.vouchers[0]!.code } });
      expect(res.statusCode).toBe(200);
    }

    const list = (await t.app.inject({ url: '/api/admin/voucher-batches', headers: bearer(admin) })).json() as { data: VoucherBatch[] };
    expect(list.data[0]).toMatchObject({ id: batchId, label: 'Untuk daftar', voucher_count: 2, redemption_count: 2 });

    const exported = (await t.app.inject({ url: `/api/admin/voucher-batches/${batchId}/vouchers`, headers: bearer(admin) })).json() as VoucherBatchWithCodes;
    expect(exported.data.vouchers.map((v) => v.code)).toEqual(created.data.vouchers.map((v) => v.code));
    expect(exported.data.vouchers.map((v) => v.used_count)).toEqual([2, 0]);

    const used = (await t.app.inject({ url: `/api/admin/voucher-batches/${batchId}/redemptions`, headers: bearer(admin) })).json() as { data: VoucherRedemption[] };
    expect(used.data.map((r) => r.user.email).sort()).toEqual([a!.email, b!.email].sort());
    expect(used.data.every((r) => r.code === created.data.vouchers[0]!.code)).toBe(true);
  });

  it('answers 404 for an unknown batch and 422 for a bad id', async () => {
    for (const p of ['vouchers', 'redemptions']) {
      expect((await t.app.inject({ url: `/api/admin/voucher-batches/999999/${p}`, headers: bearer(admin) })).statusCode).toBe(404);
      expect((await t.app.inject({ url: `/api/admin/voucher-batches/abc/${p}`, headers: bearer(admin) })).statusCode).toBe(422);
    }
  });
});
