import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditLog, promoCodes } from '../../db/schema/index.ts';
import { createLearner, createPricedCourse, type PricedCourse } from '../checkout/checkout.fixtures.ts';

let t: TestApp;
let admin: Record<string, string>;
let course: PricedCourse;
let other: PricedCourse;

beforeAll(async () => {
  t = await createTestApp({ env: { JOB_WORKERS: 'false' } });
  admin = bearer(await t.login('admin@example.com'));
  course = await createPricedCourse(t.app.db, { prices: [{ price: 1_000_000 }] });
  other = await createPricedCourse(t.app.db, { prices: [{ price: 500_000 }] });
});
afterAll(() => t.close());

const create = (payload: object) => t.app.inject({ method: 'POST', url: '/api/admin/promo-codes', headers: admin, payload });
const learner = async () => {
  const l = await createLearner(t.app.db);
  return { ...l, headers: bearer(await t.login(l.email)) };
};
const quote = (headers: Record<string, string>, c: PricedCourse, promo: string) =>
  t.app.inject({ method: 'POST', url: '/api/checkout/quote', headers, payload: { items: [{ priceId: c.priceIds[0] }], promo_code: promo } });

describe('promo codes in the console', () => {
  it('creates, lists, edits and deactivates a code, each with an audit row', async () => {
    const res = await create({ code: 'hemat25', kind: 'percent', value: 25, max_uses: 100, max_uses_per_learner: 1, course_ids: [course.id] });
    expect(res.statusCode, res.body).toBe(201);
    const promo = res.json().data;
    expect(promo).toMatchObject({ code: 'HEMAT25', kind: 'percent', value: 25, active: true, used_count: 0, courses: [{ id: course.id }] });

    const list = (await t.app.inject({ method: 'GET', url: '/api/admin/promo-codes?search=HEMAT&per_page=5', headers: admin })).json();
    expect(list.meta).toMatchObject({ page: 1, per_page: 5 });
    expect(list.data.map((p: { code: string }) => p.code)).toContain('HEMAT25');

    const edit = await t.app.inject({ method: 'PATCH', url: `/api/admin/promo-codes/${promo.id}`, headers: admin, payload: { kind: 'amount', value: 50_000, course_ids: [] } });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().data).toMatchObject({ kind: 'amount', value: 50_000, courses: [] });
    const off = await t.app.inject({ method: 'PATCH', url: `/api/admin/promo-codes/${promo.id}`, headers: admin, payload: { active: false } });
    expect(off.json().data.active).toBe(false);

    const audits = await t.app.db.select().from(auditLog).where(eq(auditLog.entityId, String(promo.id))).orderBy(auditLog.id);
    expect(audits.filter((a) => a.entityType === 'promo_code').map((a) => a.action)).toEqual(['promo.create', 'promo.update', 'promo.update']);
  });

  it('refuses bad codes: duplicate 409, percent over 100, end before start, unknown course 422; nothing written', async () => {
    expect((await create({ code: 'DUPLIKAT', kind: 'amount', value: 10_000 })).statusCode).toBe(201);
    expect((await create({ code: 'duplikat', kind: 'amount', value: 10_000 })).statusCode).toBe(409);
    const cases = [
      { code: 'PERSEN', kind: 'percent', value: 101 },
      { code: 'TANGGAL', kind: 'amount', value: 1, starts_at: '2026-02-01T00:00:00+07:00', ends_at: '2026-01-01T00:00:00+07:00' },
      { code: 'KELAS', kind: 'amount', value: 1, course_ids: [99_999_999] },
      { code: 'x', kind: 'amount', value: 1 },
      { code: 'NOL', kind: 'amount', value: 0 },
      { code: 'JENIS', kind: 'gratis', value: 1 },
    ];
    for (const c of cases) {
      const res = await create(c);
      expect(res.statusCode, c.code).toBe(422);
      expect(res.json().errors).toBeTruthy();
    }
    expect(await t.app.db.select().from(promoCodes).where(eq(promoCodes.code, 'KELAS'))).toHaveLength(0);
    const id = (await create({ code: 'UBAH', kind: 'percent', value: 10 })).json().data.id;
    expect((await t.app.inject({ method: 'PATCH', url: `/api/admin/promo-codes/${id}`, headers: admin, payload: { value: 150 } })).statusCode).toBe(422);
    expect((await t.app.inject({ method: 'PATCH', url: `/api/admin/promo-codes/${id}`, headers: admin, payload: { code: 'DUPLIKAT' } })).statusCode).toBe(409);
    expect((await t.app.inject({ method: 'PATCH', url: '/api/admin/promo-codes/99999999', headers: admin, payload: { value: 5 } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/promo-codes?page=0', headers: admin })).statusCode).toBe(422);
  });

  it('the checkout honours the course restriction, the per-learner limit and the active flag', async () => {
    const promo = (await create({ code: 'KHUSUS', kind: 'amount', value: 100_000, max_uses_per_learner: 1, course_ids: [course.id] })).json().data;
    const a = await learner();
    const wrong = await quote(a.headers, other, 'KHUSUS');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.promo_code[0]).toBe('Kode promo ini tidak berlaku untuk kelas yang kamu pilih.');
    const ok = await quote(a.headers, course, 'KHUSUS');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.promo_discount).toBe(100_000);

    // Paid once: the learner's own limit is reached; another learner may still use it.
    const o = (await t.app.inject({ method: 'POST', url: '/api/orders', headers: a.headers, payload: { items: [{ priceId: course.priceIds[0] }], promo_code: 'KHUSUS' } })).json().data;
    const p = (await t.app.inject({ method: 'POST', url: `/api/orders/${o.id}/payments`, headers: a.headers, payload: { method: 'bank_transfer', channel: 'bca' } })).json().data;
    expect((await t.app.inject({ method: 'POST', url: `/api/payments/${p.id}/simulate`, headers: a.headers, payload: {} })).statusCode).toBe(200);
    const course2 = await createPricedCourse(t.app.db);
    await t.app.inject({ method: 'PATCH', url: `/api/admin/promo-codes/${promo.id}`, headers: admin, payload: { course_ids: [course.id, course2.id] } });
    const again = await quote(a.headers, course2, 'KHUSUS');
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.promo_code[0]).toBe('Kamu sudah memakai kode promo ini sebanyak batas yang diizinkan.');
    const b = await learner();
    expect((await quote(b.headers, course2, 'KHUSUS')).statusCode).toBe(200);
    const listed = (await t.app.inject({ method: 'GET', url: '/api/admin/promo-codes?search=KHUSUS', headers: admin })).json().data[0];
    expect(listed.used_count).toBe(1);

    await t.app.inject({ method: 'PATCH', url: `/api/admin/promo-codes/${promo.id}`, headers: admin, payload: { active: false } });
    const inactive = await quote(b.headers, course2, 'KHUSUS');
    expect(inactive.json().errors.promo_code[0]).toBe('Kode promo sudah tidak berlaku.');
  });
});
