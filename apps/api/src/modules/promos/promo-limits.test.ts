import { CHECKOUT_MESSAGES } from '@kelas/contracts/checkout';
import { PROMO_TEXT } from '@kelas/contracts/promos';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { enrolments, orders, promoCodes } from '../../db/schema/index.ts';
import { signSandboxNotification } from '../../platform/payments/sandbox.ts';
import { createLearner, createPricedCourse, createPromo, type PricedCourse } from '../checkout/checkout.fixtures.ts';

/**
 * Promo limits reserved at order time (decision 223): a pending order holds its use of the code,
 * the total and per-learner limits count paid and held uses, the payment checks them again, and an
 * expired order releases its use. Runs on PGlite and PostgreSQL; the parallel cases are real
 * concurrent transactions on PostgreSQL.
 */
let t: TestApp;
let courses: PricedCourse[];
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  // Sessions outlive the day the clock is moved by (an order expires after 24 hours).
  t = await createTestApp({ env: { JOB_WORKERS: 'false', SESSION_IDLE_MINUTES: String(3 * 24 * 60) } });
  courses = [];
  for (let i = 0; i < 6; i++) courses.push(await createPricedCourse(t.app.db, { prices: [{ price: 1_000_000 }] }));
});
afterAll(() => t.close());

type Buyer = { id: number; headers: Record<string, string> };
async function buyer(): Promise<Buyer> {
  const l = await createLearner(t.app.db);
  return { id: l.id, headers: bearer(await t.login(l.email)) };
}
const order = (b: Buyer, c: PricedCourse, promo: string) =>
  t.app.inject({ method: 'POST', url: '/api/orders', headers: b.headers, payload: { items: [{ priceId: c.priceIds[0] }], promo_code: promo } });

async function pay(b: Buyer, orderId: number) {
  const p = await t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/payments`, headers: b.headers, payload: { method: 'bank_transfer', channel: 'bca' } });
  expect(p.statusCode, p.body).toBe(201);
  const { reference, amount } = p.json().data as { reference: string; amount: number };
  const signed = signSandboxNotification(t.app.config.SANDBOX_WEBHOOK_SECRET, { reference, status: 'paid', amount });
  return t.app.inject({ method: 'POST', url: '/api/payments/webhook/sandbox', headers: signed.headers, payload: signed.rawBody });
}

const usedCount = async (code: string) => (await t.app.db.select({ n: promoCodes.usedCount }).from(promoCodes).where(eq(promoCodes.code, code)))[0]!.n;
const errorOf = (res: { json: () => unknown }) => res.json() as { code: string; errors?: { promo_code?: string[] } };

describe('promo limits with pending orders', () => {
  it('one learner cannot take a code of max_uses 1 twice with two pending orders, nor can anyone else', async () => {
    const code = await createPromo(t.app.db, { kind: 'percent', value: 10, maxUses: 1 });
    const me = await buyer();
    const first = await order(me, courses[0]!, code);
    expect(first.statusCode, first.body).toBe(201);
    for (const c of [courses[1]!, courses[2]!, courses[3]!]) {
      const again = await order(me, c, code);
      expect(again.statusCode).toBe(422);
      expect(errorOf(again), again.body).toMatchObject({ errors: { promo_code: [CHECKOUT_MESSAGES.promoUsedUp] } });
    }
    expect((await order(await buyer(), courses[1]!, code)).statusCode).toBe(422);
    // Ordering the same cart again answers the open order, which keeps its hold (decision 251).
    const replaced = await order(me, courses[0]!, code);
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().data.id).toBe(first.json().data.id);
    expect((await pay(me, replaced.json().data.id)).statusCode).toBe(200);
    expect(await usedCount(code)).toBe(1);
  });

  it('a per-learner limit of 1 counts the pending order and the paid one; an expired order releases its use', async () => {
    const code = await createPromo(t.app.db, { kind: 'percent', value: 10, maxUsesPerLearner: 1 });
    const me = await buyer();
    const first = await order(me, courses[0]!, code);
    expect(first.statusCode).toBe(201);
    const second = await order(me, courses[1]!, code);
    expect(second.statusCode).toBe(422);
    expect(errorOf(second).errors?.promo_code?.[0]).toBe(PROMO_TEXT.learnerLimit);
    // The quote says so too.
    const quote = await t.app.inject({ method: 'POST', url: '/api/checkout/quote', headers: me.headers, payload: { items: [{ priceId: courses[1]!.priceIds[0] }], promo_code: code } });
    expect(quote.statusCode).toBe(422);

    t.clock.advance(DAY + 60_000);
    try {
      const later = await order(me, courses[1]!, code);
      expect(later.statusCode, later.body).toBe(201);
      expect((await pay(me, later.json().data.id)).statusCode).toBe(200);
      // Paid now: no third use, pending or not.
      expect((await order(me, courses[2]!, code)).statusCode).toBe(422);
      // Someone else is not limited by it.
      expect((await order(await buyer(), courses[2]!, code)).statusCode).toBe(201);
    } finally {
      t.clock.reset();
    }
  });

  it('checks again at payment: an expired order whose use went to another is refused (409), nothing written', async () => {
    const code = await createPromo(t.app.db, { kind: 'percent', value: 10, maxUses: 1 });
    const late = await buyer();
    const lateOrder = (await order(late, courses[3]!, code)).json().data as { id: number };
    const p = await t.app.inject({ method: 'POST', url: `/api/orders/${lateOrder.id}/payments`, headers: late.headers, payload: { method: 'bank_transfer', channel: 'bca' } });
    const { reference, amount } = p.json().data as { reference: string; amount: number };
    t.clock.advance(DAY + 60_000);
    try {
      const other = await buyer();
      const taken = await order(other, courses[3]!, code);
      expect(taken.statusCode, taken.body).toBe(201);
      // The late payment's notice arrives now.
      const signed = signSandboxNotification(t.app.config.SANDBOX_WEBHOOK_SECRET, { reference, status: 'paid', amount });
      const refused = await t.app.inject({ method: 'POST', url: '/api/payments/webhook/sandbox', headers: signed.headers, payload: signed.rawBody });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'PROMO_USED_UP' });
      expect((await t.app.db.select({ s: orders.status }).from(orders).where(eq(orders.id, lateOrder.id)))[0]!.s).toBe('pending');
      expect(await t.app.db.select().from(enrolments).where(and(eq(enrolments.userId, late.id), eq(enrolments.courseId, courses[3]!.id)))).toHaveLength(0);
      expect(await usedCount(code)).toBe(0);
      expect((await pay(other, taken.json().data.id)).statusCode).toBe(200);
      expect(await usedCount(code)).toBe(1);
    } finally {
      t.clock.reset();
    }
  });

  it('never exceeds a limit under parallel orders and payments', async () => {
    const code = await createPromo(t.app.db, { kind: 'percent', value: 10, maxUses: 3 });
    const buyers = await Promise.all(Array.from({ length: 8 }, () => buyer()));
    const made = await Promise.all(buyers.map((b, i) => order(b, courses[i % courses.length]!, code)));
    const created = made.filter((r) => r.statusCode === 201);
    expect(created).toHaveLength(3);
    expect(made.filter((r) => r.statusCode === 422)).toHaveLength(5);
    const paid = await Promise.all(created.map((r) => pay(buyers[made.indexOf(r)]!, (r.json().data as { id: number }).id)));
    expect(paid.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(await usedCount(code)).toBe(3);

    // One learner, one use, six courses ordered at once: one order holds it.
    const once = await createPromo(t.app.db, { kind: 'percent', value: 10, maxUsesPerLearner: 1 });
    const me = await buyer();
    const mine = await Promise.all(courses.map((c) => order(me, c, once)));
    expect(mine.filter((r) => r.statusCode === 201)).toHaveLength(1);
    const paidMine = await Promise.all(mine.filter((r) => r.statusCode === 201).map((r) => pay(me, (r.json().data as { id: number }).id)));
    expect(paidMine.map((r) => r.statusCode)).toEqual([200]);
    expect(await usedCount(once)).toBe(1);
  });
});
