import fs from 'node:fs';
import { CHECKOUT_MESSAGES, type Order } from '@kelas/contracts/checkout';
import { PAYMENT_MESSAGES, SANDBOX_DECLINED_CARD, type Payment } from '@kelas/contracts/payments';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { enrolments, orders, paymentEvents, payments } from '../../db/schema/index.ts';
import { crcValid, parseTlv } from '../../platform/payments/qris.ts';
import { signSandboxNotification } from '../../platform/payments/sandbox.ts';
import { createLearner, createPricedCourse, type PricedCourse } from '../checkout/checkout.fixtures.ts';
import { expireOrders, expireOrdersJob } from './expire-orders.ts';
import { sendJob } from '../../platform/jobs/send-job.ts';

/** The sandbox webhook secret of the app under test (generated into its DATA_DIR, decision 220). */
let SECRET = '';
const GOOD_CARD = '4111 1111 1111 1111';

let t: TestApp;
let course: PricedCourse;

beforeAll(async () => {
  t = await createTestApp({ env: { JOB_WORKERS: 'false' } });
  SECRET = t.app.config.SANDBOX_WEBHOOK_SECRET;
  course = await createPricedCourse(t.app.db, { prices: [{ price: 1_000_000 }] });
});
afterAll(() => t.close());

/** '{n} Peserta' of the course as its public detail shows it (counted from enrolments, decision 245). */
const participants = async (): Promise<number> => (await t.app.inject({ url: `/api/courses/${course.slug}` })).json().data.total_students;

type Buyer = { id: number; email: string; headers: Record<string, string> };

async function buyer(): Promise<Buyer> {
  const l = await createLearner(t.app.db);
  return { ...l, headers: bearer(await t.login(l.email)) };
}

async function order(b: Buyer, c: PricedCourse = course): Promise<Order> {
  const res = await t.app.inject({ method: 'POST', url: '/api/orders', headers: b.headers, payload: { items: [{ priceId: c.priceIds[0] }] } });
  expect(res.statusCode).toBe(201);
  return res.json().data;
}

async function pay(b: Buyer, orderId: number, method: string, channel: string) {
  return t.app.inject({ method: 'POST', url: `/api/orders/${orderId}/payments`, headers: b.headers, payload: { method, channel } });
}

async function payment(b: Buyer, orderId: number, method: string, channel: string): Promise<Payment> {
  const res = await pay(b, orderId, method, channel);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

function webhook(body: { reference: string; status: 'paid' | 'failed' | 'expired'; amount: number; event_id?: string }, secret = SECRET) {
  const signed = signSandboxNotification(secret, body);
  return t.app.inject({ method: 'POST', url: '/api/payments/webhook/sandbox', headers: signed.headers, payload: signed.rawBody });
}

async function enrolmentCount(userId: number, courseId = course.id) {
  return (await t.app.db.select().from(enrolments).where(and(eq(enrolments.userId, userId), eq(enrolments.courseId, courseId)))).length;
}

async function orderStatus(id: number) {
  return (await t.app.db.select({ s: orders.status }).from(orders).where(eq(orders.id, id)))[0]!.s;
}

describe('payment methods and instructions (spec 2.17, 2.18)', () => {
  it('lists the four groups of the spec plus QRIS, every channel available in the sandbox', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/payments/methods' });
    const data = res.json().data;
    expect(data.sandbox).toBe(true);
    expect(data.groups.map((g: { title: string }) => g.title)).toEqual(['Bank Transfer', 'E-Wallet', 'Gerai Retail', 'Kartu Kredit / Debit', 'QRIS']);
    expect(data.groups.map((g: { channels: unknown[] }) => g.channels.length)).toEqual([4, 4, 2, 3, 1]);
  });

  it('opens a virtual account valid for 24 hours (never past the order)', async () => {
    const b = await buyer();
    const o = await order(b);
    const p = await payment(b, o.id, 'bank_transfer', 'bca');
    expect(p).toMatchObject({ status: 'pending', amount: 1_110_000, method_label: 'BCA Virtual Account', sandbox: true });
    expect(p.instructions).toMatchObject({ kind: 'va', bank: 'bca' });
    if (p.instructions.kind !== 'va') throw new Error('va');
    expect(p.instructions.va_number).toMatch(/^70012\d{11}$/);
    expect(p.instructions).not.toHaveProperty('transaction_id');
    expect(p.expires_at).toBe(o.expires_at);
    expect(new Date(p.expires_at).getTime() - new Date(p.created_at).getTime()).toBeGreaterThan(23.9 * 3600 * 1000);
    const again = (await t.app.inject({ method: 'GET', url: `/api/orders/${o.id}`, headers: b.headers })).json().data;
    expect(again.payment.id).toBe(p.id);
  });

  it('renders QRIS as an EMVCo payload with a valid CRC and the order total, valid 15 minutes', async () => {
    const b = await buyer();
    const o = await order(b);
    const p = await payment(b, o.id, 'qris', 'qris');
    if (p.instructions.kind !== 'qris') throw new Error('qris');
    expect(crcValid(p.instructions.qr_string)).toBe(true);
    expect(parseTlv(p.instructions.qr_string).get('54')).toBe('1110000');
    expect(p.instructions.qr_image).toMatch(/^data:image\/png;base64,/);
    expect(new Date(p.expires_at).getTime() - new Date(p.created_at).getTime()).toBe(15 * 60 * 1000);
  });

  it('gives a retail payment code with a barcode, and an e-wallet request to a phone', async () => {
    const b = await buyer();
    const o = await order(b);
    const retail = await payment(b, o.id, 'retail', 'alfamart');
    if (retail.instructions.kind !== 'retail') throw new Error('retail');
    expect(retail.instructions.payment_code).toMatch(/^\d{16}$/);
    expect(Buffer.from(retail.instructions.barcode_image.split(',')[1]!, 'base64').toString()).toContain('<svg');

    const wallet = await payment(b, o.id, 'ewallet', 'ovo');
    expect(wallet.instructions).toMatchObject({ kind: 'ewallet', wallet: 'ovo', phone: '81200001111', requested_at: null });
    const sent = await t.app.inject({ method: 'POST', url: `/api/payments/${wallet.id}/ewallet`, headers: b.headers, payload: { phone: '0812-3456-7890' } });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data.instructions).toMatchObject({ phone: '81234567890' });
    expect(sent.json().data.id).toBe(wallet.id);
    const badPhone = await t.app.inject({ method: 'POST', url: `/api/payments/${wallet.id}/ewallet`, headers: b.headers, payload: { phone: '12' } });
    expect(badPhone.statusCode).toBe(422);
    expect(badPhone.json().errors.phone).toEqual([PAYMENT_MESSAGES.phone]);
    // Choosing another method cancelled the retail attempt.
    const [row] = await t.app.db.select().from(payments).where(eq(payments.id, retail.id));
    expect(row!.status).toBe('cancelled');
  });

  it('refuses foreign orders (404), unknown channels (422) and orders that are not pending (409)', async () => {
    const a = await buyer();
    const b = await buyer();
    const o = await order(a);
    expect((await pay(b, o.id, 'bank_transfer', 'bca')).statusCode).toBe(404);
    const bad = await pay(a, o.id, 'bank_transfer', 'gopay');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.channel).toEqual([PAYMENT_MESSAGES.channelInvalid]);
    expect((await pay(a, o.id, 'cash', 'bca')).statusCode).toBe(422);
    const p = await payment(a, o.id, 'bank_transfer', 'bni');
    expect((await t.app.inject({ method: 'POST', url: `/api/payments/${p.id}/simulate`, headers: b.headers, payload: { result: 'paid' } })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/api/payments/${p.id}/simulate`, headers: a.headers, payload: { result: 'paid' } })).statusCode).toBe(200);
    const late = await pay(a, o.id, 'qris', 'qris');
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(CHECKOUT_MESSAGES.orderNotPending);
  });
});

describe('notifications and fulfilment', () => {
  it('rejects a forged notification with 401 and changes nothing', async () => {
    const b = await buyer();
    const o = await order(b);
    const p = await payment(b, o.id, 'bank_transfer', 'bca');
    const forged = await webhook({ reference: p.reference!, status: 'paid', amount: p.amount }, 'not-the-secret');
    expect(forged.statusCode).toBe(401);
    expect(forged.json().message).toBe(PAYMENT_MESSAGES.signature);
    const unsigned = await t.app.inject({ method: 'POST', url: '/api/payments/webhook/sandbox', payload: { reference: p.reference, status: 'paid', amount: p.amount, event_id: 'x', occurred_at: '' } });
    expect(unsigned.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/payments/webhook/midtrans', payload: {} })).statusCode).toBe(404);
    expect(await orderStatus(o.id)).toBe('pending');
    expect(await enrolmentCount(b.id)).toBe(0);
    expect(await t.app.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, p.id))).toHaveLength(0);
  });

  it('pays and enrols once; a replayed notification changes nothing', async () => {
    const b = await buyer();
    const o = await order(b);
    const p = await payment(b, o.id, 'bank_transfer', 'bri');
    const before = { n: await participants() };
    const first = await webhook({ reference: p.reference!, status: 'paid', amount: p.amount, event_id: `evt-${p.id}` });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ received: true });
    const replay = await webhook({ reference: p.reference!, status: 'paid', amount: p.amount, event_id: `evt-${p.id}` });
    expect(replay.statusCode).toBe(200);
    expect(await enrolmentCount(b.id)).toBe(1);
    const after = { n: await participants() };
    expect(after.n).toBe(before.n + 1);
    const view: Order = (await t.app.inject({ method: 'GET', url: `/api/orders/${o.id}`, headers: b.headers })).json().data;
    expect(view.status).toBe('paid');
    expect(view.payment).toMatchObject({ status: 'paid' });
    expect(view.paid_at).not.toBeNull();
    expect(await t.app.db.select().from(paymentEvents).where(eq(paymentEvents.paymentId, p.id))).toHaveLength(1);
    // Buying the course again now answers 409.
    const again = await t.app.inject({ method: 'POST', url: '/api/orders', headers: b.headers, payload: { items: [{ priceId: course.priceIds[0] }] } });
    expect(again.statusCode).toBe(409);
  });

  it('enrols once when two notifications for one order arrive concurrently', async () => {
    const b = await buyer();
    const o = await order(b);
    const p = await payment(b, o.id, 'qris', 'qris');
    const before = { n: await participants() };
    const answers = await Promise.all([
      webhook({ reference: p.reference!, status: 'paid', amount: p.amount, event_id: `same-${p.id}` }),
      webhook({ reference: p.reference!, status: 'paid', amount: p.amount, event_id: `same-${p.id}` }),
      webhook({ reference: p.reference!, status: 'paid', amount: p.amount, event_id: `other-${p.id}` }),
      webhook({ reference: p.reference!, status: 'paid', amount: p.amount }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await enrolmentCount(b.id)).toBe(1);
    const after = { n: await participants() };
    expect(after.n).toBe(before.n + 1);
    expect(await orderStatus(o.id)).toBe('paid');
  });

  it('refuses a notification whose amount differs from the payment (422, nothing changes)', async () => {
    const b = await buyer();
    const o = await order(b);
    const p = await payment(b, o.id, 'retail', 'indomaret');
    const res = await webhook({ reference: p.reference!, status: 'paid', amount: 1 });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(PAYMENT_MESSAGES.amountMismatch);
    expect(await orderStatus(o.id)).toBe('pending');
    expect(await enrolmentCount(b.id)).toBe(0);
  });

  it('marks the order failed on a failed notification and paid on the sandbox simulation', async () => {
    const b = await buyer();
    const failing = await order(b);
    const p1 = await payment(b, failing.id, 'ewallet', 'dana');
    const sim = await t.app.inject({ method: 'POST', url: `/api/payments/${p1.id}/simulate`, headers: b.headers, payload: { result: 'failed' } });
    expect(sim.statusCode).toBe(200);
    expect(sim.json().data).toEqual({ order_id: failing.id });
    expect(await orderStatus(failing.id)).toBe('failed');
    const again = await t.app.inject({ method: 'POST', url: `/api/payments/${p1.id}/simulate`, headers: b.headers, payload: { result: 'paid' } });
    expect(again.statusCode).toBe(409);

    const ok = await order(b);
    const p2 = await payment(b, ok.id, 'ewallet', 'gopay');
    expect((await t.app.inject({ method: 'POST', url: `/api/payments/${p2.id}/simulate`, headers: b.headers, payload: {} })).statusCode).toBe(200);
    expect(await orderStatus(ok.id)).toBe('paid');
    expect(await enrolmentCount(b.id)).toBe(1);
  });
});

describe('card payments (spec 2.18 "Credit card form")', () => {
  const card = { card_number: GOOD_CARD, expiry: '12/39', cvv: '123', first_name: 'Putri', last_name: 'Lestari', phone: '81234567890' };

  it('checks Luhn, brand, expiry, CVV and names with field errors, changing nothing', async () => {
    const b = await buyer();
    const o = await order(b);
    const p = await payment(b, o.id, 'card', 'visa');
    const post = (body: object) => t.app.inject({ method: 'POST', url: `/api/payments/${p.id}/card`, headers: b.headers, payload: { ...card, ...body } });
    const cases: [object, string, string][] = [
      [{ card_number: '4111 1111 1111 1112' }, 'card_number', PAYMENT_MESSAGES.cardNumber],
      [{ card_number: '6011 1111 1111 1117' }, 'card_number', PAYMENT_MESSAGES.cardBrand],
      [{ expiry: '13/30' }, 'expiry', PAYMENT_MESSAGES.cardExpiry],
      [{ expiry: '01/20' }, 'expiry', PAYMENT_MESSAGES.cardExpired],
      [{ cvv: '12' }, 'cvv', PAYMENT_MESSAGES.cardCvv],
      [{ first_name: ' ' }, 'first_name', PAYMENT_MESSAGES.firstName],
    ];
    for (const [body, field, message] of cases) {
      const res = await post(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().errors[field]).toEqual([message]);
    }
    expect(await orderStatus(o.id)).toBe('pending');
    const vaOrder = await order(await buyer());
    expect(vaOrder.status).toBe('pending');
  });

  it('pays with an approved card and never stores the number', async () => {
    const b = await buyer();
    const o = await order(b);
    const p = await payment(b, o.id, 'card', 'mastercard');
    const res = await t.app.inject({ method: 'POST', url: `/api/payments/${p.id}/card`, headers: b.headers, payload: card });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'paid', instructions: { kind: 'card', brand: 'visa' } });
    expect(await orderStatus(o.id)).toBe('paid');
    expect(await enrolmentCount(b.id)).toBe(1);
    // Every row of every table, as text: neither the number nor its last digits nor the CVV appear.
    const tables = await t.app.db.execute<{ table_name: string }>(sql`select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`);
    let dump = '';
    for (const { table_name } of (tables as unknown as { rows: { table_name: string }[] }).rows) {
      const rows = await t.app.db.execute(sql.raw(`select row_to_json(x)::text as j from "${table_name}" x`));
      dump += (rows as unknown as { rows: { j: string }[] }).rows.map((r) => r.j).join('\n');
    }
    expect(dump.length).toBeGreaterThan(1000);
    expect(dump).not.toContain('4111111111111111');
    expect(dump).not.toContain('4111 1111');
    expect(dump).not.toMatch(/"cvv"/);
  });

  it('keeps the card out of the logs even at trace level', async () => {
    // A second app on the same database, logging at trace level to stdout. pino's stream writes with
    // fs.write / fs.writeSync on fd 1: both are captured here.
    const logged: string[] = [];
    const capture = (fd: number, data: unknown) => {
      if (fd !== 1 && fd !== 2) throw new Error(`unexpected write to fd ${fd}`);
      logged.push(String(data));
      return Buffer.byteLength(String(data));
    };
    const spySync = vi.spyOn(fs, 'writeSync').mockImplementation(((fd: number, data: unknown) => capture(fd, data)) as typeof fs.writeSync);
    const spyAsync = vi.spyOn(fs, 'write').mockImplementation(((fd: number, data: unknown, ...rest: unknown[]) => {
      const n = capture(fd, data);
      const cb = rest.at(-1) as (err: Error | null, n: number) => void;
      process.nextTick(() => cb(null, n));
    }) as unknown as typeof fs.write);
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: t.dataDir, LOG_LEVEL: 'trace', SEED_ON_START: 'false', JOB_WORKERS: 'false' });
    const loud = await buildApp({ config, database: t.database, logger: true });
    try {
      await loud.ready();
      const b = await buyer();
      const o = await order(b);
      const p = await payment(b, o.id, 'card', 'jcb');
      const res = await loud.inject({ method: 'POST', url: `/api/payments/${p.id}/card`, headers: b.headers, payload: { ...card, card_number: '3530 1113 3330 0000', cvv: '987' } });
      expect(res.statusCode).toBe(200);
      const bad = await loud.inject({ method: 'POST', url: `/api/payments/${p.id}/card`, headers: b.headers, payload: { ...card, card_number: '3530 1113 3330 0001' } });
      expect(bad.statusCode).toBe(422);
    } finally {
      await loud.close();
      await new Promise((r) => setTimeout(r, 50));
      spySync.mockRestore();
      spyAsync.mockRestore();
    }
    const text = logged.join('');
    expect(text).toContain(`/card`);
    expect(text).toContain('incoming request');
    // Digits inside longer numbers (timestamps, response times such as 1.1262629999991987) are not the card.
    expect(text).not.toMatch(/(?<![\d.])3530\s?1113/);
    expect(text).not.toMatch(/(?<![\d.])987(?!\d)/);
    expect(text).not.toMatch(/cvv|card_number/i);
  });

  it('fails the payment and the order for a declined card', async () => {
    const b = await buyer();
    const o = await order(b);
    const p = await payment(b, o.id, 'card', 'visa');
    const res = await t.app.inject({ method: 'POST', url: `/api/payments/${p.id}/card`, headers: b.headers, payload: { ...card, card_number: SANDBOX_DECLINED_CARD } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('failed');
    expect(await orderStatus(o.id)).toBe('failed');
    expect(await enrolmentCount(b.id)).toBe(0);
    const wrong = await payment(b, (await order(b)).id, 'bank_transfer', 'bca');
    const notCard = await t.app.inject({ method: 'POST', url: `/api/payments/${wrong.id}/card`, headers: b.headers, payload: card });
    expect(notCard.statusCode).toBe(409);
  });
});

describe('expiry', () => {
  it('runs the expiry job on the queue (scheduled every minute; sent here at once)', async () => {
    const local = await createTestApp({ env: { JOB_POLL_SECONDS: '0.5' } });
    try {
      const c = await createPricedCourse(local.app.db);
      const l = await createLearner(local.app.db);
      const headers = bearer(await local.login(l.email));
      const o: Order = (await local.app.inject({ method: 'POST', url: '/api/orders', headers, payload: { items: [{ priceId: c.priceIds[0] }] } })).json().data;
      local.clock.advance(25 * 3600 * 1000);
      const schedule = (await local.app.db.execute(sql`select cron, timezone from pgboss.schedule where name = ${expireOrdersJob.name}`)) as unknown as { rows: unknown[] };
      expect(schedule.rows).toEqual([{ cron: '* * * * *', timezone: 'UTC' }]);
      await sendJob(local.app.db, expireOrdersJob, {});
      local.app.jobs.wake(expireOrdersJob.name);
      await expect.poll(async () => (await local.app.db.select({ s: orders.status }).from(orders).where(eq(orders.id, o.id)))[0]!.s, { timeout: 5000 }).toBe('expired');
    } finally {
      await local.close();
    }
  });

  it('expires a QRIS payment after 15 minutes and its order with it; an order without a payment after 24 hours', async () => {
    const local = await createTestApp({ env: { JOB_WORKERS: 'false' } });
    try {
      const c = await createPricedCourse(local.app.db);
      const l = await createLearner(local.app.db);
      const headers = bearer(await local.login(l.email));
      const o: Order = (await local.app.inject({ method: 'POST', url: '/api/orders', headers, payload: { items: [{ priceId: c.priceIds[0] }] } })).json().data;
      const p: Payment = (await local.app.inject({ method: 'POST', url: `/api/orders/${o.id}/payments`, headers, payload: { method: 'qris', channel: 'qris' } })).json().data;

      expect(await expireOrders(local.app.db, local.clock.now)).toEqual({ payments: 0, orders: 0 });
      local.clock.advance(16 * 60 * 1000);
      const late = await local.app.inject({ method: 'POST', url: `/api/payments/${p.id}/simulate`, headers, payload: {} });
      expect(late.statusCode).toBe(410);
      expect(late.json().message).toBe(PAYMENT_MESSAGES.paymentExpired);
      // The order ends with its open payment (decision 250): 'Bayar Lagi' makes a new one.
      const [a, b] = await Promise.all([expireOrders(local.app.db, local.clock.now), expireOrders(local.app.db, local.clock.now)]);
      expect({ payments: a.payments + b.payments, orders: a.orders + b.orders }).toEqual({ payments: 1, orders: 1 });
      const view: Order = (await local.app.inject({ method: 'GET', url: `/api/orders/${o.id}`, headers })).json().data;
      expect(view).toMatchObject({ status: 'expired', payment: { status: 'expired' } });

      // An order whose learner never chose a method waits 24 hours; a VA opened on it ends with it.
      const c2 = await createPricedCourse(local.app.db);
      const o2: Order = (await local.app.inject({ method: 'POST', url: '/api/orders', headers, payload: { items: [{ priceId: c2.priceIds[0] }] } })).json().data;
      local.clock.advance(23 * 3600 * 1000);
      // Hours later the session has passed its idle timeout (SESSION_IDLE_MINUTES): sign in again.
      Object.assign(headers, bearer(await local.login(l.email)));
      const va: Payment = (await local.app.inject({ method: 'POST', url: `/api/orders/${o2.id}/payments`, headers, payload: { method: 'bank_transfer', channel: 'mandiri' } })).json().data;
      expect(va.expires_at).toBe(o2.expires_at);
      local.clock.advance(3600 * 1000);
      expect(await expireOrders(local.app.db, local.clock.now)).toEqual({ payments: 1, orders: 1 });
      const expired: Order = (await local.app.inject({ method: 'GET', url: `/api/orders/${o2.id}`, headers })).json().data;
      expect(expired).toMatchObject({ status: 'expired', payment: { status: 'expired' } });
      for (const id of [o.id, o2.id]) {
        const retry = await local.app.inject({ method: 'POST', url: `/api/orders/${id}/payments`, headers, payload: { method: 'qris', channel: 'qris' } });
        expect(retry.statusCode).toBe(409);
      }
    } finally {
      await local.close();
    }
  });
});
