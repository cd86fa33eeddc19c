import { CHECKOUT_MESSAGES, type Order, type Quote } from '@kelas/contracts/checkout';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { enrolments, orders, promoCodes } from '../../db/schema/index.ts';
import { createEnrolment } from '../programs/create-enrolment.ts';
import { createLearner, createPricedCourse, createPromo, type PricedCourse } from './checkout.fixtures.ts';

let t: TestApp;
let course: PricedCourse;

beforeAll(async () => {
  t = await createTestApp();
  course = await createPricedCourse(t.app.db, { prices: [{ price: 1_000_000 }, { price: 500_000, discount: 20 }] });
});
afterAll(() => t.close());

async function learner() {
  const l = await createLearner(t.app.db);
  return { ...l, headers: bearer(await t.login(l.email)) };
}

describe('POST /api/course/{slug}/cart (spec 2.16, 7)', () => {
  it('answers the chosen package and price first, with the discounted amount', async () => {
    const { headers } = await learner();
    const res = await t.app.inject({ method: 'POST', url: `/api/course/${course.slug}/cart`, headers, payload: { priceId: course.priceIds[1] } });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ slug: course.slug, type: 'learning video', title: course.title, amount: 400_000, owned: false, price_id: course.priceIds[1] });
    expect(data.pricing[0].prices[0]).toEqual({ id: course.priceIds[1], price: 500_000, discount: 20 });
  });

  it('refuses a guest, an unknown slug, and a priceId of another course', async () => {
    const { headers } = await learner();
    const other = await createPricedCourse(t.app.db);
    expect((await t.app.inject({ method: 'POST', url: `/api/course/${course.slug}/cart`, payload: { priceId: course.priceIds[0] } })).statusCode).toBe(401);
    const unknown = await t.app.inject({ method: 'POST', url: '/api/course/tidak-ada/cart', headers, payload: { priceId: course.priceIds[0] } });
    expect(unknown.statusCode).toBe(404);
    const foreign = await t.app.inject({ method: 'POST', url: `/api/course/${course.slug}/cart`, headers, payload: { priceId: other.priceIds[0] } });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors.priceId).toEqual([CHECKOUT_MESSAGES.priceNotFound]);
    const bad = await t.app.inject({ method: 'POST', url: `/api/course/${course.slug}/cart`, headers, payload: { priceId: 'satu' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.priceId).toEqual([CHECKOUT_MESSAGES.priceInvalid]);
  });
});

describe('POST /api/checkout/quote and POST /api/orders', () => {
  it('computes the spec sample: Rp1.000.000 → PPN Rp110.000 → Rp1.110.000', async () => {
    const { headers } = await learner();
    const quote = await t.app.inject({ method: 'POST', url: '/api/checkout/quote', headers, payload: { items: [{ priceId: course.priceIds[0] }] } });
    expect(quote.statusCode).toBe(200);
    expect(quote.json().data).toMatchObject({ subtotal: 1_000_000, promo_discount: 0, tax: 110_000, tax_percent: 11, fee: 0, total: 1_110_000, promo: null });

    const res = await t.app.inject({ method: 'POST', url: '/api/orders', headers, payload: { items: [{ priceId: course.priceIds[0] }] } });
    expect(res.statusCode).toBe(201);
    const order: Order = res.json().data;
    expect(order).toMatchObject({ status: 'pending', subtotal: 1_000_000, tax: 110_000, total: 1_110_000, payment: null });
    expect(order.invoice_number).toMatch(/^INV\d{8}\/LV\d+\/\d{14}$/);
    expect(new Date(order.expires_at!).getTime() - new Date(order.created_at).getTime()).toBe(24 * 3600 * 1000);
  });

  it('ignores figures sent by the client and rounds tax to whole rupiah', async () => {
    const { headers } = await learner();
    const odd = await createPricedCourse(t.app.db, { prices: [{ price: 99_999, discount: 15 }] });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers,
      payload: { items: [{ priceId: odd.priceIds[0], price: 1 }], total: 1, subtotal: 1 },
    });
    expect(res.statusCode).toBe(201);
    // 99 999 − 15 % = 84 999.15 → 84 999; tax 11 % = 9 349.89 → 9 350.
    expect(res.json().data).toMatchObject({ subtotal: 84_999, tax: 9_350, total: 94_349 });
  });

  it('answers 422 for an unknown priceId, a course twice, a free class, and an empty cart', async () => {
    const { id, headers } = await learner();
    const unknown = await t.app.inject({ method: 'POST', url: '/api/orders', headers, payload: { items: [{ priceId: 987654 }] } });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors['items.0.priceId']).toEqual([CHECKOUT_MESSAGES.priceNotFound]);
    const twice = await t.app.inject({ method: 'POST', url: '/api/orders', headers, payload: { items: [{ priceId: course.priceIds[0] }, { priceId: course.priceIds[1] }] } });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().message).toBe(CHECKOUT_MESSAGES.duplicateCourse);
    const free = await createPricedCourse(t.app.db, { kind: 'free_class', prices: [{ price: 0 }] });
    const freeClass = await t.app.inject({ method: 'POST', url: '/api/orders', headers, payload: { items: [{ priceId: free.priceIds[0] }] } });
    expect(freeClass.statusCode).toBe(422);
    const empty = await t.app.inject({ method: 'POST', url: '/api/orders', headers, payload: { items: [] } });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.items).toEqual([CHECKOUT_MESSAGES.itemsRequired]);
    expect(await t.app.db.select().from(orders).where(eq(orders.userId, id))).toHaveLength(0);
  });

  it('answers 409 when the learner already owns the course, and writes nothing', async () => {
    const l = await learner();
    await createEnrolment(t.app.db, { userId: l.id, courseId: course.id, source: 'admin' });
    const res = await t.app.inject({ method: 'POST', url: '/api/orders', headers: l.headers, payload: { items: [{ priceId: course.priceIds[0] }] } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: CHECKOUT_MESSAGES.alreadyOwned, code: 'ALREADY_OWNED' });
    expect(await t.app.db.select().from(orders).where(eq(orders.userId, l.id))).toHaveLength(0);
    const cart = await t.app.inject({ method: 'POST', url: `/api/course/${course.slug}/cart`, headers: l.headers, payload: { priceId: course.priceIds[0] } });
    expect(cart.json().data.owned).toBe(true);
  });

  it('enrols at once, without a payment, when the final price is 0', async () => {
    const l = await learner();
    const gift = await createPricedCourse(t.app.db, { prices: [{ price: 250_000, discount: 100 }] });
    const res = await t.app.inject({ method: 'POST', url: '/api/orders', headers: l.headers, payload: { items: [{ priceId: gift.priceIds[0] }] } });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ status: 'paid', total: 0, payment: null });
    const rows = await t.app.db.select().from(enrolments).where(and(eq(enrolments.userId, l.id), eq(enrolments.courseId, gift.id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.source).toBe('order');
  });

  it('replaces the learner’s earlier pending order for the same course', async () => {
    const { headers } = await learner();
    const first: Order = (await t.app.inject({ method: 'POST', url: '/api/orders', headers, payload: { items: [{ priceId: course.priceIds[0] }] } })).json().data;
    const second: Order = (await t.app.inject({ method: 'POST', url: '/api/orders', headers, payload: { items: [{ priceId: course.priceIds[1] }] } })).json().data;
    expect(second.status).toBe('pending');
    const again = (await t.app.inject({ method: 'GET', url: `/api/orders/${first.id}`, headers })).json().data;
    expect(again.status).toBe('cancelled');
  });

  it('adds the upsell course as a second item', async () => {
    const { headers } = await learner();
    const webinar = await createPricedCourse(t.app.db, { kind: 'record_webinar', title: 'Webinar Desain Promo', prices: [{ price: 100_000 }] });
    const upsell = await t.app.inject({ method: 'GET', url: `/api/checkout/upsell?slug=${course.slug}`, headers });
    expect(upsell.statusCode).toBe(200);
    expect(upsell.json().data).not.toBeNull();
    const quote: Quote = (
      await t.app.inject({ method: 'POST', url: '/api/checkout/quote', headers, payload: { items: [{ priceId: course.priceIds[0] }, { priceId: webinar.priceIds[0] }] } })
    ).json().data;
    expect(quote.items).toHaveLength(2);
    expect(quote).toMatchObject({ subtotal: 1_100_000, tax: 121_000, total: 1_221_000 });
  });

  it('still finds the cheapest upsell when a price times its discount passes PostgreSQL integer (found by the API fuzz)', async () => {
    const { headers } = await learner();
    await createPricedCourse(t.app.db, { kind: 'record_webinar', title: 'Webinar Mahal Sekali', prices: [{ price: 2_000_000_000, discount: 50 }] });
    const upsell = await t.app.inject({ method: 'GET', url: `/api/checkout/upsell?slug=${course.slug}`, headers });
    expect(upsell.statusCode).toBe(200);
    expect(upsell.json().data).not.toBeNull();
  });
});

describe('promo codes (Masukkan Kode Promo)', () => {
  it('applies the seeded percent and fixed codes, case-insensitively', async () => {
    const { headers } = await learner();
    const pct = await t.app.inject({ method: 'POST', url: '/api/checkout/quote', headers, payload: { items: [{ priceId: course.priceIds[0] }], promo_code: ' kelas10 ' } });
    expect(pct.statusCode).toBe(200);
    expect(pct.json().data).toMatchObject({ subtotal: 1_000_000, promo_discount: 100_000, tax: 99_000, total: 999_000, promo: { code: 'KELAS10', kind: 'percent', value: 10 } });
    const fixed = await t.app.inject({ method: 'POST', url: '/api/checkout/quote', headers, payload: { items: [{ priceId: course.priceIds[0] }], promo_code: 'HEMAT50K' } });
    expect(fixed.json().data).toMatchObject({ promo_discount: 50_000, tax: 104_500, total: 1_054_500 });
  });

  it('answers 422 on promo_code for unknown, expired, not yet valid and used-up codes', async () => {
    const { headers } = await learner();
    const later = await createPromo(t.app.db, { kind: 'percent', value: 5, startsAt: new Date(Date.now() + 86_400_000) });
    const cases: [string, string][] = [
      ['TIDAKADA', CHECKOUT_MESSAGES.promoNotFound],
      ['MERDEKA17', CHECKOUT_MESSAGES.promoExpired],
      [later, CHECKOUT_MESSAGES.promoNotStarted],
      ['SUDAHHABIS', CHECKOUT_MESSAGES.promoUsedUp],
      ['X'.repeat(41), CHECKOUT_MESSAGES.promoTooLong],
    ];
    for (const [code, message] of cases) {
      const res = await t.app.inject({ method: 'POST', url: '/api/orders', headers, payload: { items: [{ priceId: course.priceIds[0] }], promo_code: code } });
      expect(res.statusCode, code).toBe(422);
      expect(res.json().errors.promo_code, code).toEqual([message]);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/orders', headers })).json().data).toHaveLength(0);
  });

  it('counts a use only when the order is paid (100 % code: paid at once)', async () => {
    const { headers } = await learner();
    const code = await createPromo(t.app.db, { kind: 'percent', value: 100, maxUses: 1 });
    const res = await t.app.inject({ method: 'POST', url: '/api/orders', headers, payload: { items: [{ priceId: course.priceIds[1] }], promo_code: code } });
    expect(res.json().data).toMatchObject({ status: 'paid', total: 0, promo_discount: 400_000 });
    const [row] = await t.app.db.select().from(promoCodes).where(eq(promoCodes.code, code));
    expect(row!.usedCount).toBe(1);
    const other = await learner();
    const again = await t.app.inject({ method: 'POST', url: '/api/orders', headers: other.headers, payload: { items: [{ priceId: course.priceIds[1] }], promo_code: code } });
    expect(again.json().errors.promo_code).toEqual([CHECKOUT_MESSAGES.promoUsedUp]);
  });
});

describe('promo code usage limit under concurrency', () => {
  it('lets a pending order hold the last use: concurrent orders get exactly one, and it frees on expiry', async () => {
    const code = await createPromo(t.app.db, { kind: 'percent', value: 10, maxUses: 1 });
    const buyers = await Promise.all(Array.from({ length: 5 }, () => learner()));
    const results = await Promise.all(
      buyers.map((b) => t.app.inject({ method: 'POST', url: '/api/orders', headers: b.headers, payload: { items: [{ priceId: course.priceIds[0] }], promo_code: code } })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 422, 422, 422, 422]);
    for (const r of results.filter((x) => x.statusCode === 422)) expect(r.json().errors.promo_code).toEqual([CHECKOUT_MESSAGES.promoUsedUp]);

    t.clock.advance(25 * 3600 * 1000);
    try {
      const late = await learner();
      const res = await t.app.inject({ method: 'POST', url: '/api/orders', headers: late.headers, payload: { items: [{ priceId: course.priceIds[0] }], promo_code: code } });
      expect(res.statusCode).toBe(201);
    } finally {
      t.clock.reset();
    }
  });
});

describe('GET /api/orders, /api/orders/{id}, receipt', () => {
  it('shows a learner only their own orders: another learner’s id is 404', async () => {
    const a = await learner();
    const b = await learner();
    const order: Order = (await t.app.inject({ method: 'POST', url: '/api/orders', headers: a.headers, payload: { items: [{ priceId: course.priceIds[0] }] } })).json().data;
    const own = await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers: a.headers });
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toMatchObject({ id: order.id, buyer_name: 'Pembeli Uji', items: [{ title: course.title, amount: 1_000_000 }] });
    const foreign = await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers: b.headers });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(CHECKOUT_MESSAGES.orderNotFound);
    expect((await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}/receipt`, headers: b.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/orders/abc', headers: a.headers })).statusCode).toBe(422);
    expect((await t.app.inject({ method: 'GET', url: '/api/orders/99999999', headers: a.headers })).statusCode).toBe(404);
    const list = (await t.app.inject({ method: 'GET', url: '/api/orders', headers: b.headers })).json().data;
    expect(list).toEqual([]);
  });

  it('lists each order with its own course titles only', async () => {
    const l = await learner();
    const other = await createPricedCourse(t.app.db, { title: 'Kelas Kedua Riwayat' });
    const first: Order = (await t.app.inject({ method: 'POST', url: '/api/orders', headers: l.headers, payload: { items: [{ priceId: course.priceIds[0] }] } })).json().data;
    const second: Order = (await t.app.inject({ method: 'POST', url: '/api/orders', headers: l.headers, payload: { items: [{ priceId: other.priceIds[0] }] } })).json().data;
    const list: { id: number; titles: string[] }[] = (await t.app.inject({ method: 'GET', url: '/api/orders', headers: l.headers })).json().data;
    expect(list.map((o) => [o.id, o.titles])).toEqual([
      [second.id, ['Kelas Kedua Riwayat']],
      [first.id, [course.title]],
    ]);
  });

  it('gives a PDF receipt for a paid order only', async () => {
    const l = await learner();
    const pending: Order = (await t.app.inject({ method: 'POST', url: '/api/orders', headers: l.headers, payload: { items: [{ priceId: course.priceIds[0] }] } })).json().data;
    const unpaid = await t.app.inject({ method: 'GET', url: `/api/orders/${pending.id}/receipt`, headers: l.headers });
    expect(unpaid.statusCode).toBe(409);
    const gift = await createPricedCourse(t.app.db, { title: 'Kelas Hadiah Łódź', prices: [{ price: 10_000, discount: 100 }] });
    const paid: Order = (await t.app.inject({ method: 'POST', url: '/api/orders', headers: l.headers, payload: { items: [{ priceId: gift.priceIds[0] }] } })).json().data;
    const pdf = await t.app.inject({ method: 'GET', url: `/api/orders/${paid.id}/receipt`, headers: l.headers });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const list = (await t.app.inject({ method: 'GET', url: '/api/orders', headers: l.headers })).json().data;
    expect(list.map((o: { status: string }) => o.status)).toEqual(['paid', 'pending']);
  });
});
