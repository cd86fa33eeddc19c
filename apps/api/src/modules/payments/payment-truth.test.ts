import { CHECKOUT_MESSAGES, type Order, type OrderSummary } from '@kelas/contracts/checkout';
import { PAYMENT_MESSAGES, SANDBOX_FAILING_CARDS, type Payment } from '@kelas/contracts/payments';
import type { AdminOrderDetail, AdminOrderRow } from '@kelas/contracts/sales-orders';
import { and, eq } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { orders, payments } from '../../db/schema/index.ts';
import { createLearner, createPricedCourse, type PricedCourse } from '../checkout/checkout.fixtures.ts';
import { expireOrders } from './expire-orders.ts';

/**
 * What a learner is told about a payment is true (decisions 250–252): one state on every screen,
 * one payment per order and channel however often or however fast it is asked for, and the card's
 * own brand on the record. On both databases (this file runs in api-pglite and api-postgres).
 */

let t: TestApp;
let admin: Record<string, string>;
let course: PricedCourse;

beforeAll(async () => {
  t = await createTestApp({ env: { JOB_WORKERS: 'false' } });
  admin = bearer(await t.login('admin@example.com'));
  course = await createPricedCourse(t.app.db, { prices: [{ price: 500_000 }, { price: 750_000, discount: 20 }] });
});
afterAll(() => t.close());

type Buyer = { id: number; headers: Record<string, string> };
async function buyer(): Promise<Buyer> {
  const l = await createLearner(t.app.db);
  return { id: l.id, headers: bearer(await t.login(l.email)) };
}

const call = (b: Buyer | Record<string, string>, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: 'headers' in b ? (b.headers as Record<string, string>) : b, ...(payload ? { payload } : {}) });

async function newOrder(b: Buyer, priceId = course.priceIds[0]!): Promise<Order> {
  const res = await call(b, 'POST', '/api/orders', { items: [{ priceId }] });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}
const open = (b: Buyer, orderId: number, method: string, channel: string) => call(b, 'POST', `/api/orders/${orderId}/payments`, { method, channel });
const vaNumber = (p: Payment) => (p.instructions.kind === 'va' ? p.instructions.va_number : null);
const paymentRows = (orderId: number) => t.app.db.select().from(payments).where(eq(payments.orderId, orderId));

/** Node 20 lacks Promise.withResolvers, which pdfjs (used here only to read the receipt's text) needs. */
function polyfillWithResolvers() {
  const P = Promise as unknown as { withResolvers?: () => unknown };
  P.withResolvers ??= () => {
    let resolve!: (v: unknown) => void;
    let reject!: (e: unknown) => void;
    const promise = new Promise((res, rej) => {
      resolve = res;
      reject = rej;
    });
    return { promise, resolve, reject };
  };
}
async function pdfText(bytes: Buffer): Promise<string> {
  polyfillWithResolvers();
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const content = await (await doc.getPage(1)).getTextContent();
  return content.items.map((i) => ('str' in i ? i.str : '')).join('\n');
}

/** Every view of an order: the learner's order (instructions and status pages), history, and the console's list and detail. */
async function everyView(b: Buyer, orderId: number) {
  const order: Order = (await call(b, 'GET', `/api/orders/${orderId}`)).json().data;
  const history: OrderSummary = (await call(b, 'GET', '/api/orders')).json().data.find((o: OrderSummary) => o.id === orderId);
  const row: AdminOrderRow = (await call(admin, 'GET', `/api/admin/orders?search=${encodeURIComponent(order.invoice_number.split('/')[0]!)}`)).json().data[0];
  const detail: AdminOrderDetail = (await call(admin, 'GET', `/api/admin/orders/${orderId}`)).json().data;
  return { order, history, row, detail };
}

describe('a payment is stable (decision 251)', () => {
  it('answers the same virtual account for the same bank while it is valid; another bank replaces it', async () => {
    const b = await buyer();
    const o = await newOrder(b);
    const first = await open(b, o.id, 'bank_transfer', 'bca');
    expect(first.statusCode).toBe(201);
    const again = await open(b, o.id, 'bank_transfer', 'bca');
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(first.json().data.id);
    expect(vaNumber(again.json().data)).toBe(vaNumber(first.json().data));
    expect(vaNumber(first.json().data)).toMatch(/^70012\d{11}$/);

    // Another bank: a new number, and the old one stops working (cancelled, refused by the simulate control).
    const bni = await open(b, o.id, 'bank_transfer', 'bni');
    expect(bni.statusCode).toBe(201);
    expect(vaNumber(bni.json().data)).not.toBe(vaNumber(first.json().data));
    const old = await call(b, 'POST', `/api/payments/${first.json().data.id}/simulate`, { result: 'paid' });
    expect(old.statusCode).toBe(409);
    expect(old.json().message).toBe(PAYMENT_MESSAGES.paymentNotPending);
    const rows = await paymentRows(o.id);
    expect(rows.map((r) => [r.channel, r.status]).sort()).toEqual([
      ['bca', 'cancelled'],
      ['bni', 'pending'],
    ]);
    const view: Order = (await call(b, 'GET', `/api/orders/${o.id}`)).json().data;
    expect(view).toMatchObject({ status: 'pending', payment: { id: bni.json().data.id, status: 'pending' } });
  });

  it('keeps one card payment whichever card tile is chosen', async () => {
    const b = await buyer();
    const o = await newOrder(b);
    const visa = (await open(b, o.id, 'card', 'visa')).json().data as Payment;
    const jcb = await open(b, o.id, 'card', 'jcb');
    expect(jcb.statusCode).toBe(200);
    expect(jcb.json().data.id).toBe(visa.id);
    expect(await paymentRows(o.id)).toHaveLength(1);
  });

  it('opens one payment when the same choice arrives many times at once', async () => {
    const b = await buyer();
    const o = await newOrder(b);
    const answers = await Promise.all(Array.from({ length: 6 }, () => open(b, o.id, 'ewallet', 'gopay')));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.json().data.id)).size).toBe(1);
    const rows = await paymentRows(o.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe('pending');
  });

  it('leaves one waiting payment when different channels arrive at once', async () => {
    const b = await buyer();
    const o = await newOrder(b);
    const answers = await Promise.all([open(b, o.id, 'bank_transfer', 'bca'), open(b, o.id, 'retail', 'alfamart'), open(b, o.id, 'qris', 'qris'), open(b, o.id, 'bank_transfer', 'bca')]);
    for (const a of answers) expect([200, 201]).toContain(a.statusCode);
    const waiting = (await paymentRows(o.id)).filter((r) => r.status === 'pending');
    expect(waiting).toHaveLength(1);
    const view: Order = (await call(b, 'GET', `/api/orders/${o.id}`)).json().data;
    expect(view.payment!.id).toBe(waiting[0]!.id);
  });

  it('answers the open order when the learner comes back to the same cart, and replaces it for another', async () => {
    const b = await buyer();
    const o = await newOrder(b);
    const va = (await open(b, o.id, 'bank_transfer', 'bri')).json().data as Payment;
    const back = await call(b, 'POST', '/api/orders', { items: [{ priceId: course.priceIds[0] }] });
    expect(back.statusCode).toBe(200);
    expect(back.json().data).toMatchObject({ id: o.id, status: 'pending', payment: { id: va.id } });
    expect(vaNumber(back.json().data.payment)).toBe(vaNumber(va));

    // A double tap on 'Lanjutkan Pembayaran' for a new cart makes one order.
    const taps = await Promise.all([1, 2, 3].map(() => call(b, 'POST', '/api/orders', { items: [{ priceId: course.priceIds[1] }] })));
    expect(taps.map((r) => r.statusCode).sort()).toEqual([200, 200, 201]);
    expect(new Set(taps.map((r) => r.json().data.id)).size).toBe(1);
    // That other package replaced the first order, whose VA stopped working.
    const first = await everyView(b, o.id);
    expect(first.order.status).toBe('cancelled');
    expect(first.history.status).toBe('cancelled');
    const mine = await t.app.db.select().from(orders).where(and(eq(orders.userId, b.id), eq(orders.status, 'pending')));
    expect(mine).toHaveLength(1);
  });
});

describe('the card decides the brand (decision 252)', () => {
  const card = { expiry: '12/39', cvv: '123', first_name: 'Putri', last_name: 'Lestari', phone: '81234567890' };

  for (const tile of ['mastercard', 'jcb', 'visa']) {
    it(`records a Visa number paid under the ${tile} tile as Visa, on every view and the receipt`, async () => {
      const b = await buyer();
      const o = await newOrder(b);
      const p = (await open(b, o.id, 'card', tile)).json().data as Payment;
      const paid = await call(b, 'POST', `/api/payments/${p.id}/card`, { ...card, card_number: '4111 1111 1111 1111' });
      expect(paid.statusCode).toBe(200);
      expect(paid.json().data).toMatchObject({ status: 'paid', channel: 'visa', channel_name: 'Visa', method_label: 'Kartu Kredit / Debit (Visa)', instructions: { kind: 'card', brand: 'visa' } });
      const [row] = await paymentRows(o.id);
      expect(row).toMatchObject({ channel: 'visa', status: 'paid' });
      const views = await everyView(b, o.id);
      expect(views.order.payment?.method_label).toBe('Kartu Kredit / Debit (Visa)');
      expect(views.history.method_label).toBe('Kartu Kredit / Debit (Visa)');
      expect(views.row.method_label).toBe('Kartu Kredit / Debit (Visa)');
      expect(views.detail.payments[0]).toMatchObject({ channel: 'visa', method_label: 'Kartu Kredit / Debit (Visa)' });
      const receipt = await pdfText((await call(b, 'GET', `/api/orders/${o.id}/receipt`)).rawPayload);
      expect(receipt).toContain('Kartu Kredit / Debit (Visa)');
      expect(receipt).not.toMatch(/Mastercard|JCB/);
    });
  }

  it('says why a card failed, as the gateway reported it', async () => {
    for (const [number, reason] of Object.entries(SANDBOX_FAILING_CARDS)) {
      const b = await buyer();
      const o = await newOrder(b);
      const p = (await open(b, o.id, 'card', 'mastercard')).json().data as Payment;
      const res = await call(b, 'POST', `/api/payments/${p.id}/card`, { ...card, card_number: number });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ status: 'failed', failure_reason: reason, channel: 'visa' });
      const views = await everyView(b, o.id);
      expect(views.order).toMatchObject({ status: 'failed', payment: { failure_reason: reason } });
      expect(views.history).toMatchObject({ status: 'failed', failure_reason: reason });
      expect(views.row.status).toBe('failed');
      expect(views.detail.payments[0]).toMatchObject({ status: 'failed', failure_reason: reason });
    }
  });
});

describe('one state everywhere (decision 250)', () => {
  it('shows an order whose QRIS ran out as expired on every view, before and after the expiry job', async () => {
    const b = await buyer();
    const o = await newOrder(b);
    const qris = (await open(b, o.id, 'qris', 'qris')).json().data as Payment;
    const pendingViews = await everyView(b, o.id);
    expect([pendingViews.order.status, pendingViews.history.status, pendingViews.row.status, pendingViews.detail.status]).toEqual(['pending', 'pending', 'pending', 'pending']);

    t.clock.advance(16 * 60 * 1000);
    try {
      // The job has not run: the database still says pending, every view already says expired.
      expect((await paymentRows(o.id))[0]!.status).toBe('pending');
      const lapsed = await everyView(b, o.id);
      expect(lapsed.order).toMatchObject({ status: 'expired', payment: { id: qris.id, status: 'expired' } });
      expect(lapsed.history.status).toBe('expired');
      expect(lapsed.row.status).toBe('expired');
      expect(lapsed.detail).toMatchObject({ status: 'expired', payments: [{ status: 'expired' }] });
      // The console finds it under the state it shows.
      const byState = async (status: string) =>
        (await call(admin, 'GET', `/api/admin/orders?status=${status}&search=${encodeURIComponent(o.invoice_number.split('/')[0]!)}`)).json().data.map((r: AdminOrderRow) => r.id);
      expect(await byState('expired')).toEqual([o.id]);
      expect(await byState('pending')).toEqual([]);
      // Nothing can be paid on it any more: 'Bayar Lagi' starts a new order.
      const again = await open(b, o.id, 'bank_transfer', 'bca');
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(CHECKOUT_MESSAGES.orderNotPending);
      expect((await call(b, 'POST', `/api/payments/${qris.id}/simulate`, { result: 'paid' })).statusCode).toBe(410);
      // …and the same cart makes a new order instead of answering the expired one.
      const fresh = await call(b, 'POST', '/api/orders', { items: [{ priceId: course.priceIds[0] }] });
      expect(fresh.statusCode).toBe(201);
      expect(fresh.json().data.id).not.toBe(o.id);
      expect(lapsed.history.items).toEqual([{ slug: course.slug, price_id: course.priceIds[0] }]);

      // The job writes what the views said.
      await expireOrders(t.app.db, t.clock.now);
      const [row] = await t.app.db.select().from(orders).where(eq(orders.id, o.id));
      expect(row!.status).toBe('expired');
      expect((await paymentRows(o.id))[0]!.status).toBe('expired');
      expect((await everyView(b, o.id)).order.status).toBe('expired');
    } finally {
      t.clock.reset();
    }
  });

  it('expires the order with the gateway’s expiry notification (the sandbox control)', async () => {
    const b = await buyer();
    const o = await newOrder(b);
    const va = (await open(b, o.id, 'bank_transfer', 'mandiri')).json().data as Payment;
    const sim = await call(b, 'POST', `/api/payments/${va.id}/simulate`, { result: 'expired' });
    expect(sim.statusCode).toBe(200);
    const views = await everyView(b, o.id);
    expect([views.order.status, views.order.payment?.status, views.history.status, views.row.status, views.detail.status]).toEqual(['expired', 'expired', 'expired', 'expired', 'expired']);
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, o.id));
    expect(row!.status).toBe('expired');
  });

  it('keeps the order open when only a replaced payment expires', async () => {
    const b = await buyer();
    const o = await newOrder(b);
    await open(b, o.id, 'qris', 'qris');
    const va = (await open(b, o.id, 'bank_transfer', 'bca')).json().data as Payment;
    t.clock.advance(16 * 60 * 1000);
    try {
      await expireOrders(t.app.db, t.clock.now);
      const views = await everyView(b, o.id);
      expect(views.order).toMatchObject({ status: 'pending', payment: { id: va.id, status: 'pending' } });
      expect(views.row.status).toBe('pending');
    } finally {
      t.clock.reset();
    }
  });
});

describe('the tax setting (decision 254)', () => {
  it('prices orders with the academy’s setting and keeps it on the order', async () => {
    const b = await buyer();
    const o = await newOrder(b);
    expect(o).toMatchObject({ subtotal: 500_000, tax: 55_000, tax_percent: 11, tax_included: false, total: 555_000 });
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, o.id));
    expect(row).toMatchObject({ taxPercent: 11, taxIncluded: false });
    const detail = (await t.app.inject({ url: `/api/courses/${course.slug}` })).json().data;
    expect(detail.tax).toEqual({ percent: 11, included: false, mode: 'ppn', exempt_note: null });
  });
});
