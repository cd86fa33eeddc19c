import type { Order } from '@kelas/contracts/checkout';
import type { Overview } from '@kelas/contracts/overview';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createLearner, createPricedCourse, type PricedCourse } from '../checkout/checkout.fixtures.ts';

let t: TestApp;
let admin: Record<string, string>;
let course: PricedCourse;

beforeAll(async () => {
  t = await createTestApp({ env: { JOB_WORKERS: 'false' } });
  admin = bearer(await t.login('admin@example.com'));
  course = await createPricedCourse(t.app.db, { title: 'Kelas Ringkasan', prices: [{ price: 500_000 }] });
});
afterAll(() => t.close());

const overview = async (): Promise<Overview> => {
  const res = await t.app.inject({ method: 'GET', url: '/api/admin/overview', headers: admin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

describe("the console's overview (GET /api/admin/overview)", () => {
  it("counts a paid order and its refund in today's and this week's net revenue, and the new enrolment", async () => {
    const before = await overview();
    expect(before.time_zone).toEqual({ name: 'Asia/Jakarta', label: 'WIB' });
    // A week starts on Monday at 00:00 in Jakarta (17:00 UTC on Sunday).
    const starts = new Date(before.week.starts);
    expect(starts.getUTCDay()).toBe(0);
    expect(starts.getUTCHours()).toBe(17);

    const l = await createLearner(t.app.db);
    const headers = bearer(await t.login(l.email));
    const o: Order = (await t.app.inject({ method: 'POST', url: '/api/orders', headers, payload: { items: [{ priceId: course.priceIds[0] }] } })).json().data;
    const p = (await t.app.inject({ method: 'POST', url: `/api/orders/${o.id}/payments`, headers, payload: { method: 'qris', channel: 'qris' } })).json().data;
    expect((await t.app.inject({ method: 'POST', url: `/api/payments/${p.id}/simulate`, headers, payload: {} })).statusCode).toBe(200);

    const paid = await overview();
    expect(paid.today.revenue.paid - before.today.revenue.paid).toBe(o.total);
    expect(paid.week.revenue.paid - before.week.revenue.paid).toBe(o.total);
    expect(paid.today.enrolments - before.today.enrolments).toBe(1);

    const refunded = await t.app.inject({ method: 'POST', url: `/api/admin/orders/${o.id}/refunds`, headers: admin, payload: { amount: 100_000, reason: 'ringkasan' } });
    expect(refunded.statusCode).toBe(201);
    const after = await overview();
    expect(after.today.revenue.refunded - paid.today.revenue.refunded).toBe(100_000);
    expect(after.today.revenue.net).toBe(after.today.revenue.paid - after.today.revenue.refunded);
    expect(after.week.revenue.net).toBe(after.week.revenue.paid - after.week.revenue.refunded);
  });

  it('is for admins only', async () => {
    const l = await createLearner(t.app.db);
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/overview', headers: bearer(await t.login(l.email)) });
    expect(res.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/overview' })).statusCode).toBe(401);
  });
});
