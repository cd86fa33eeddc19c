import type { Notification } from '@kelas/contracts/notifications';
import type { Payment } from '@kelas/contracts/payments';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { mailOutbox, notifications } from '../../db/schema/index.ts';
import { createLearner, createPricedCourse, type PricedCourse } from '../checkout/checkout.fixtures.ts';
import { remindPayment } from '../payments/remind-payment.ts';
import { mailReceipt } from '../sales-orders/mail-receipt.ts';
import { notify, type NotifyOptions } from './notify.ts';

let t: TestApp;
let course: PricedCourse;
type Learner = { id: number; email: string; headers: Record<string, string> };
let ani: Learner;
let budi: Learner;

beforeAll(async () => {
  t = await createTestApp({ env: { JOB_WORKERS: 'false' } });
  course = await createPricedCourse(t.app.db, { prices: [{ price: 1_000_000 }] });
  const signIn = async (name: string): Promise<Learner> => {
    const l = await createLearner(t.app.db, name);
    return { ...l, headers: bearer(await t.login(l.email)) };
  };
  [ani, budi] = await Promise.all([signIn('Ani Notifikasi'), signIn('Budi Notifikasi')]);
});
afterAll(() => t.close());

const list = (l: Learner, query = '', headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: `/api/notifications${query}`, headers: { ...l.headers, ...headers } });
const read = (l: Learner, payload: unknown) => t.app.inject({ method: 'POST', url: '/api/notifications/read', headers: l.headers, payload: payload as object });
const mailsTo = async (email: string) => t.app.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email));
const rowsOf = (userId: number, eventKey: string) => t.app.db.select().from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.eventKey, eventKey)));

/** A refund notice as a job would send it (any type with an e-mail does). */
const refundEvent = (userId: number, eventKey: string): NotifyOptions => ({
  config: t.app.config,
  userId,
  type: 'refund.succeeded',
  params: { invoice: 'INV/20250101/KLS/0001', amount: 250_000, full: false, credit_note: 'CN/1' },
  eventKey,
  link: '/programmu/orders',
  now: t.clock.now,
});

describe('notifications of an order (decision 274)', () => {
  it('a virtual-account payment notifies once in-app and by e-mail with the VA number, amount and WIB deadline; paying adds the receipt', async () => {
    const order = (await t.app.inject({ method: 'POST', url: '/api/orders', headers: ani.headers, payload: { items: [{ priceId: course.priceIds[0] }] } })).json().data;
    const opened = await t.app.inject({ method: 'POST', url: `/api/orders/${order.id}/payments`, headers: ani.headers, payload: { method: 'bank_transfer', channel: 'bca' } });
    expect(opened.statusCode, opened.body).toBe(201);
    const payment: Payment = opened.json().data;
    if (payment.instructions.kind !== 'va') throw new Error('va');
    const va = payment.instructions.va_number;
    // The same channel again answers the same payment: no second notice.
    expect((await t.app.inject({ method: 'POST', url: `/api/orders/${order.id}/payments`, headers: ani.headers, payload: { method: 'bank_transfer', channel: 'bca' } })).statusCode).toBe(200);

    const res = await list(ani);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.meta).toEqual({ total: 1, page: 1, per_page: 20, unread: 1 });
    const [n] = body.data as Notification[];
    expect(n).toMatchObject({ type: 'payment.pending', title: `Selesaikan pembayaran pesanan ${order.invoice_number}`, link: `/payments?order=${order.id}`, read_at: null });
    expect(n!.body).toContain(va);
    expect(n!.body).toContain('Rp1.110.000');
    expect(n!.body).toMatch(/WIB\.$/);
    const en = (await list(ani, '', { 'accept-language': 'en' })).json().data[0];
    expect(en.title).toBe(`Complete the payment of order ${order.invoice_number}`);
    expect(en.body).toContain(`BCA Virtual Account number ${va}`);

    const pending = (await mailsTo(ani.email)).filter((m) => m.subject.startsWith('Selesaikan pembayaran'));
    expect(pending).toHaveLength(1);
    expect(pending[0]!.text).toContain(va);
    expect(pending[0]!.text).toContain('Rp1.110.000');
    expect(pending[0]!.text).toMatch(/Bayar sebelum .+ WIB/);
    expect(pending[0]!.text).toContain(`${t.app.config.PUBLIC_URL}/payments?order=${order.id}`);

    const paid = await t.app.inject({ method: 'POST', url: `/api/payments/${payment.id}/simulate`, headers: ani.headers, payload: { result: 'paid' } });
    expect(paid.statusCode, paid.body).toBe(200);
    // A payment path that reports the same order paid again sends nothing more.
    await mailReceipt(t.app, order.id, t.app.log);
    const after = (await list(ani)).json();
    expect(after.meta.unread).toBe(2);
    expect(after.data[0]).toMatchObject({ type: 'payment.received', title: `Pembayaran diterima: ${order.invoice_number}`, link: '/programmu/orders' });
    expect((await mailsTo(ani.email)).filter((m) => m.subject.startsWith('Kuitansi'))).toHaveLength(1);
    // The receipt's safety net, written with the payment: it sends the receipt a minute later when
    // the process stopped before its immediate try (and nothing now: the event notified once).
    const jobs = (await t.app.db.execute(sql`select start_after from pgboss.job where name = 'sales-orders.receipt' and (data->>'orderId')::int = ${order.id}`)) as unknown as { rows: { start_after: Date }[] };
    expect(jobs.rows).toHaveLength(1);
  });
});

describe('the payment reminder (decision 276)', () => {
  type RemindJob = { start_after: Date };
  const remindJobs = async (paymentId: number) =>
    ((await t.app.db.execute(sql`select start_after from pgboss.job where name = 'payments.remind' and (data->>'paymentId')::int = ${paymentId}`)) as unknown as { rows: RemindJob[] }).rows;
  const open = async (l: Learner, method: string, channel: string): Promise<{ order: { id: number; invoice_number: string }; payment: Payment }> => {
    const order = (await t.app.inject({ method: 'POST', url: '/api/orders', headers: l.headers, payload: { items: [{ priceId: course.priceIds[0] }] } })).json().data;
    const res = await t.app.inject({ method: 'POST', url: `/api/orders/${order.id}/payments`, headers: l.headers, payload: { method, channel } });
    expect(res.statusCode, res.body).toBe(201);
    return { order, payment: res.json().data };
  };

  it('an hour before a virtual account expires, a payment still waiting is reminded once, in-app and by e-mail', async () => {
    const l = { ...(await createLearner(t.app.db, 'Citra Pengingat')), headers: {} as Record<string, string> };
    l.headers = bearer(await t.login(l.email));
    const { order, payment } = await open(l, 'bank_transfer', 'bni');
    if (payment.instructions.kind !== 'va') throw new Error('va');
    const deadline = new Date(payment.expires_at!).getTime();
    const [job] = await remindJobs(payment.id);
    expect(Math.abs(new Date(job!.start_after).getTime() - (deadline - 3600_000))).toBeLessThan(5_000);

    const at = new Date(deadline - 3600_000);
    const mailIds = await remindPayment(t.app.db, { paymentId: payment.id, now: at, config: t.app.config });
    expect(mailIds).toHaveLength(1);
    // The job run again (a retry, another server) reminds nobody twice.
    expect(await remindPayment(t.app.db, { paymentId: payment.id, now: at, config: t.app.config })).toEqual([]);
    const [n] = ((await list(l)).json().data as Notification[]).filter((x) => x.type === 'payment.reminder');
    expect(n).toMatchObject({ title: `Pengingat: satu jam lagi batas bayar pesanan ${order.invoice_number}`, link: `/payments?order=${order.id}` });
    expect(n!.body).toContain(payment.instructions.va_number);
    const reminders = (await mailsTo(l.email)).filter((m) => m.subject.startsWith('Pengingat'));
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.subject).toBe(`Pengingat: pesanan ${order.invoice_number} menunggu pembayaran`);
    expect(reminders[0]!.text).toContain(payment.instructions.va_number);
  });

  it('reminds nobody of a paid payment, and plans no reminder for a 15-minute QRIS', async () => {
    const l = { ...(await createLearner(t.app.db, 'Dodi Pengingat')), headers: {} as Record<string, string> };
    l.headers = bearer(await t.login(l.email));
    const qris = await open(l, 'qris', 'qris');
    expect(await remindJobs(qris.payment.id)).toEqual([]);
    const va = await open(l, 'bank_transfer', 'bca');
    expect((await t.app.inject({ method: 'POST', url: `/api/payments/${va.payment.id}/simulate`, headers: l.headers, payload: { result: 'paid' } })).statusCode).toBe(200);
    const at = new Date(new Date(va.payment.expires_at!).getTime() - 3600_000);
    expect(await remindPayment(t.app.db, { paymentId: va.payment.id, now: at, config: t.app.config })).toEqual([]);
    expect((await list(l)).json().data.some((x: Notification) => x.type === 'payment.reminder')).toBe(false);
  });
});

describe('notify: one event notifies once', () => {
  it('the same event key twice, in turn and at once, writes one notification and one e-mail', async () => {
    const l = await createLearner(t.app.db, 'Cici Ganda');
    const first = await t.app.db.transaction((tx) => notify(tx, refundEvent(l.id, 'refund.succeeded:test-1')));
    expect(first.notificationId).not.toBeNull();
    expect(first.mailIds).toHaveLength(1);
    const second = await t.app.db.transaction((tx) => notify(tx, refundEvent(l.id, 'refund.succeeded:test-1')));
    expect(second).toEqual({ notificationId: null, mailIds: [] });

    const together = await Promise.all([1, 2, 3].map(() => t.app.db.transaction((tx) => notify(tx, refundEvent(l.id, 'refund.succeeded:test-2')))));
    expect(together.filter((r) => r.notificationId !== null)).toHaveLength(1);
    expect(together.flatMap((r) => r.mailIds)).toHaveLength(1);

    expect(await rowsOf(l.id, 'refund.succeeded:test-1')).toHaveLength(1);
    expect(await rowsOf(l.id, 'refund.succeeded:test-2')).toHaveLength(1);
    expect(await mailsTo(l.email)).toHaveLength(2);
  });
});

describe('GET /api/notifications and POST /api/notifications/read', () => {
  it('lists newest first with pages and the unread count; marks some, ignores others\' ids, then all', async () => {
    for (const k of [1, 2, 3]) {
      t.clock.advance(1000);
      await t.app.db.transaction((tx) => notify(tx, { ...refundEvent(budi.id, `refund.succeeded:list-${k}`), now: t.clock.now }));
    }
    const page1 = (await list(budi, '?per_page=2')).json();
    expect(page1.meta).toEqual({ total: 3, page: 1, per_page: 2, unread: 3 });
    expect(page1.data).toHaveLength(2);
    expect(page1.data[0].title).toBe('Refund Rp250.000 untuk pesanan INV/20250101/KLS/0001');
    const page2 = (await list(budi, '?per_page=2&page=2')).json();
    expect(page2.data).toHaveLength(1);
    const newest = page1.data[0].id as number;
    expect(page1.data[1].id).toBeLessThan(newest);
    expect(page2.data[0].id).toBeLessThan(page1.data[1].id);

    const aniIds = ((await list(ani)).json().data as Notification[]).map((n) => n.id);
    const some = await read(budi, { ids: [newest, ...aniIds] });
    expect(some.statusCode).toBe(200);
    expect(some.json()).toEqual({ data: { unread: 2 } });
    expect((await list(ani)).json().meta.unread).toBe(aniIds.length);
    expect((await list(budi, '?per_page=1')).json().data[0].read_at).not.toBeNull();

    expect((await read(budi, {})).json()).toEqual({ data: { unread: 0 } });
    expect((await list(budi)).json().meta).toMatchObject({ total: 3, unread: 0 });
    expect((await read(budi, { ids: [] })).json()).toEqual({ data: { unread: 0 } });
  });

  it('answers 401 without a session and 422 for bad input', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/notifications/read', payload: {} })).statusCode).toBe(401);
    for (const q of ['?page=0', '?page=abc', '?per_page=51', '?per_page=0', '?page=1.5']) {
      const res = await list(ani, q);
      expect(res.statusCode, q).toBe(422);
      expect(res.json().errors).toBeDefined();
    }
    const tooMany = Array.from({ length: 101 }, (_, i) => i + 1);
    for (const payload of [{ ids: ['1'] }, { ids: [0] }, { ids: [-3] }, { ids: [1.5] }, { ids: [2 ** 31] }, { ids: 'all' }, { ids: tooMany }, { ids: [null] }, [1, 2]]) {
      const res = await read(ani, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(422);
      expect(res.json().message).toBeTruthy();
    }
  });
});
