import type { Order } from '@kelas/contracts/checkout';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import { createLearner, createPricedCourse, type PricedCourse } from '../checkout/checkout.fixtures.ts';

let t: TestApp;
let admin: Record<string, string>;
let course: PricedCourse;

beforeAll(async () => {
  t = await createTestApp({ env: { JOB_WORKERS: 'false' } });
  admin = bearer(await t.login('admin@example.com'));
  course = await createPricedCourse(t.app.db, { prices: [{ price: 200_000 }] });
});
afterAll(() => t.close());

async function order(pay: boolean) {
  const l = await createLearner(t.app.db);
  const headers = bearer(await t.login(l.email));
  const o: Order = (await t.app.inject({ method: 'POST', url: '/api/orders', headers, payload: { items: [{ priceId: course.priceIds[0] }] } })).json().data;
  if (pay) {
    const p = (await t.app.inject({ method: 'POST', url: `/api/orders/${o.id}/payments`, headers, payload: { method: 'ewallet', channel: 'gopay' } })).json().data;
    await t.app.inject({ method: 'POST', url: `/api/payments/${p.id}/simulate`, headers, payload: {} });
  }
  return { l, o };
}

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: admin });

describe('orders in the console', () => {
  it('finds orders by e-mail, invoice number, status and method, paginated', async () => {
    const paid = await order(true);
    const pending = await order(false);
    const byMail = (await get(`/api/admin/orders?search=${encodeURIComponent(paid.l.email)}`)).json();
    expect(byMail.meta).toEqual({ total: 1, page: 1, per_page: 20 });
    expect(byMail.data[0]).toMatchObject({ id: paid.o.id, status: 'paid', method: 'ewallet', buyer: { email: paid.l.email }, titles: [course.title] });
    const byInvoice = (await get(`/api/admin/orders?search=${encodeURIComponent(pending.o.invoice_number.slice(0, 11))}`)).json();
    expect(byInvoice.data.map((r: { id: number }) => r.id)).toContain(pending.o.id);
    const pendingOnly = (await get('/api/admin/orders?status=pending&per_page=100')).json();
    expect(pendingOnly.data.every((r: { status: string }) => r.status === 'pending')).toBe(true);
    const gopay = (await get('/api/admin/orders?method=ewallet&per_page=100')).json();
    expect(gopay.data.map((r: { id: number }) => r.id)).toContain(paid.o.id);
    expect(gopay.data.map((r: { id: number }) => r.id)).not.toContain(pending.o.id);
    const today = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
    const dated = (await get(`/api/admin/orders?from=${today}&to=${today}&per_page=1&page=2`)).json();
    expect(dated.meta.page).toBe(2);
    expect(dated.meta.total).toBeGreaterThanOrEqual(2);
    expect(dated.data).toHaveLength(1);
  });

  it('answers 422 for a bad page or date, 403 for a learner', async () => {
    for (const q of ['page=0', 'page=abc', 'per_page=101', 'from=2026-02-30', 'from=2026-03-02&to=2026-03-01', 'status=lunas', 'method=cash']) {
      const res = await get(`/api/admin/orders?${q}`);
      expect(res.statusCode, q).toBe(422);
      expect(res.json().message).toBeTruthy();
    }
    const l = await createLearner(t.app.db);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/orders', headers: bearer(await t.login(l.email)) })).statusCode).toBe(403);
  });

  it("words the query's 422 in the request's language", async () => {
    const errors = async (q: string, language?: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/admin/orders?${q}`, headers: { ...admin, ...(language ? { 'accept-language': language } : {}) } })).json().errors;
    const long = `search=${'x'.repeat(121)}`;
    expect(await errors('status=lunas')).toEqual({ status: ['Status pesanan tidak dikenal.'] });
    expect(await errors(long)).toEqual({ search: ['Pencarian maksimal 120 karakter.'] });
    expect(await errors('status=lunas', 'en')).toEqual({ status: ['Unknown order status.'] });
    expect(await errors(long, 'en-GB')).toEqual({ search: ['The search can be at most 120 characters.'] });
    expect(await errors('method=cash', 'en')).toEqual({ method: ['Unknown payment method.'] });
  });

  it("shows an order's items, totals, payments and gateway notifications, and resends the receipt", async () => {
    const { l, o } = await order(true);
    const res = await get(`/api/admin/orders/${o.id}`);
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d).toMatchObject({ id: o.id, status: 'paid', subtotal: 200_000, tax: 22_000, total: 222_000, refundable: 222_000, refunded: 0, promo: null, certificate_issued: false });
    expect(d.items).toHaveLength(1);
    expect(d.payments[0]).toMatchObject({ method: 'ewallet', channel: 'gopay', status: 'paid', amount: 222_000 });
    expect(d.events.length).toBeGreaterThanOrEqual(1);
    expect(d.events.at(-1).status).toBe('paid');
    expect((await get('/api/admin/orders/99999999')).statusCode).toBe(404);

    // The payment mailed the receipt by itself, once; the console sends it again.
    const receipts = async () => (await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, l.email))).filter((m) => m.subject.startsWith('Kuitansi'));
    expect(await receipts()).toHaveLength(1);
    const sent = await t.app.inject({ method: 'POST', url: `/api/admin/orders/${o.id}/receipt`, headers: admin });
    expect(sent.statusCode).toBe(202);
    expect(await receipts()).toHaveLength(2);
    const unpaid = await order(false);
    expect((await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, unpaid.l.email))).filter((m) => m.subject.startsWith('Kuitansi'))).toHaveLength(0);
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/orders/${unpaid.o.id}/receipt`, headers: admin })).statusCode).toBe(409);
  });
});
