import type { Order } from '@kelas/contracts/checkout';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditLog, certificates, enrolments, mailOutbox, refunds } from '../../db/schema/index.ts';
import { createLearner, createPricedCourse, type PricedCourse } from '../checkout/checkout.fixtures.ts';

let t: TestApp;
let course: PricedCourse;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ env: { JOB_WORKERS: 'false' } });
  course = await createPricedCourse(t.app.db, { prices: [{ price: 1_000_000 }] });
  admin = bearer(await t.login('admin@example.com'));
});
afterAll(() => t.close());

type Buyer = { id: number; email: string; headers: Record<string, string> };

async function buyer(): Promise<Buyer> {
  const l = await createLearner(t.app.db);
  return { ...l, headers: bearer(await t.login(l.email)) };
}

/** A learner's order for `course`, paid through the sandbox (total 1 110 000 with PPN). */
async function paidOrder(b?: Buyer): Promise<{ b: Buyer; order: Order }> {
  b ??= await buyer();
  const o = await t.app.inject({ method: 'POST', url: '/api/orders', headers: b.headers, payload: { items: [{ priceId: course.priceIds[0] }] } });
  expect(o.statusCode, o.body).toBe(201);
  const order: Order = o.json().data;
  const p = await t.app.inject({ method: 'POST', url: `/api/orders/${order.id}/payments`, headers: b.headers, payload: { method: 'bank_transfer', channel: 'bca' } });
  expect(p.statusCode, p.body).toBe(201);
  const sim = await t.app.inject({ method: 'POST', url: `/api/payments/${p.json().data.id}/simulate`, headers: b.headers, payload: { result: 'paid' } });
  expect(sim.statusCode, sim.body).toBe(200);
  return { b, order };
}

const refund = (orderId: number, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/refunds`, headers: { ...admin, ...headers }, payload: payload as object });

const enrolled = async (userId: number) => (await t.app.db.select().from(enrolments).where(and(eq(enrolments.userId, userId), eq(enrolments.courseId, course.id)))).length;

describe('refunds', () => {
  it('refunds half, then the rest: the enrolment ends only with the full refund; the learner sees both, gets mail and credit notes', async () => {
    const { b, order } = await paidOrder();
    expect(order.total).toBe(1_110_000);
    expect(await enrolled(b.id)).toBe(1);

    const half = await refund(order.id, { amount: 555_000, reason: 'Pembeli meminta refund sebagian' });
    expect(half.statusCode, half.body).toBe(201);
    expect(half.json().data).toMatchObject({ status: 'succeeded', amount: 555_000, full: false, credit_note_number: `CN-${order.id}-1` });
    expect(await enrolled(b.id)).toBe(1);

    const detail = (await t.app.inject({ method: 'GET', url: `/api/admin/orders/${order.id}`, headers: admin })).json().data;
    expect(detail).toMatchObject({ refundable: 555_000, refunded: 555_000 });

    const over = await refund(order.id, { amount: 555_001, reason: 'lebih' });
    expect(over.statusCode).toBe(422);
    expect(over.json().errors.amount[0]).toContain('Rp');

    const rest = await refund(order.id, { amount: 555_000, reason: 'Sisa pembayaran' });
    expect(rest.statusCode, rest.body).toBe(201);
    expect(rest.json().data).toMatchObject({ status: 'succeeded', full: true });
    expect(await enrolled(b.id)).toBe(0);

    const nothing = await refund(order.id, { amount: 1, reason: 'lagi' });
    expect(nothing.statusCode).toBe(422);

    const mine = (await t.app.inject({ method: 'GET', url: '/api/refunds', headers: b.headers })).json().data;
    expect(mine.map((r: { amount: number; status: string }) => [r.amount, r.status])).toEqual([
      [555_000, 'succeeded'],
      [555_000, 'succeeded'],
    ]);
    expect(mine[0]).not.toHaveProperty('reason');

    const pdf = await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}/refunds/${mine[0].id}/credit-note`, headers: b.headers });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const other = await buyer();
    expect((await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}/refunds/${mine[0].id}/credit-note`, headers: other.headers })).statusCode).toBe(404);

    const mails = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, b.email));
    expect(mails.filter((m) => m.subject.startsWith('Refund'))).toHaveLength(2);
    const audits = await t.app.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'order'), eq(auditLog.entityId, String(order.id))));
    expect(audits.filter((a) => a.action === 'refund.create')).toHaveLength(2);
  });

  it('answers bad input with 4xx and writes nothing', async () => {
    const { order } = await paidOrder();
    for (const body of [{ amount: 0, reason: 'x' }, { amount: -5, reason: 'x' }, { amount: 10.5, reason: 'x' }, { amount: '100', reason: 'x' }, { amount: 100, reason: '' }, { amount: 100 }]) {
      const res = await refund(order.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().message).toBeTruthy();
    }
    expect((await refund(order.id, { amount: 100, reason: 'x' }, { 'idempotency-key': 'spasi tidak boleh' })).statusCode).toBe(422);
    expect((await refund(999_999, { amount: 100, reason: 'x' })).statusCode).toBe(404);
    const learner = await buyer();
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/orders/${order.id}/refunds`, headers: learner.headers, payload: { amount: 100, reason: 'x' } })).statusCode).toBe(403);
    expect(await t.app.db.select().from(refunds).where(eq(refunds.orderId, order.id))).toHaveLength(0);

    const b = await buyer();
    const unpaid: Order = (await t.app.inject({ method: 'POST', url: '/api/orders', headers: b.headers, payload: { items: [{ priceId: course.priceIds[0] }] } })).json().data;
    const res = await refund(unpaid.id, { amount: 100, reason: 'x' });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('NOT_PAID');
  });

  it('returns the same refund for a repeated Idempotency-Key', async () => {
    const { order } = await paidOrder();
    const key = { 'idempotency-key': `uji-${order.id}` };
    const first = await refund(order.id, { amount: 100_000, reason: 'sekali' }, key);
    const second = await refund(order.id, { amount: 100_000, reason: 'sekali' }, key);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json().data.id).toBe(first.json().data.id);
    expect((await refund(order.id, { amount: 200_000, reason: 'beda' }, key)).statusCode).toBe(422);
    expect(await t.app.db.select().from(refunds).where(eq(refunds.orderId, order.id))).toHaveLength(1);
  });

  it('two admins refunding at once produce one refund; concurrent repeats of one key too', async () => {
    const { order } = await paidOrder();
    const results = await Promise.all(Array.from({ length: 5 }, () => refund(order.id, { amount: order.total, reason: 'bersamaan' })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 422, 422, 422, 422]);
    expect(await t.app.db.select().from(refunds).where(eq(refunds.orderId, order.id))).toHaveLength(1);

    const { order: o2 } = await paidOrder();
    const key = { 'idempotency-key': 'bersamaan-1' };
    const same = await Promise.all(Array.from({ length: 5 }, () => refund(o2.id, { amount: 1000, reason: 'kunci sama' }, key)));
    expect(same.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(same.map((r) => r.json().data.id)).size).toBe(1);
    expect(await t.app.db.select().from(refunds).where(eq(refunds.orderId, o2.id))).toHaveLength(1);
  });

  it('is refused after a certificate was issued unless the admin confirms with a reason', async () => {
    const { b, order } = await paidOrder();
    await t.app.db.insert(certificates).values({ userId: b.id, courseId: course.id, code: `UJI-${order.id}`, namePrinted: 'Pembeli Uji' });
    const refused = await refund(order.id, { amount: order.total, reason: 'minta' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('CERTIFICATE_ISSUED');
    const detail = (await t.app.inject({ method: 'GET', url: `/api/admin/orders/${order.id}`, headers: admin })).json().data;
    expect(detail.certificate_issued).toBe(true);
    const ok = await refund(order.id, { amount: order.total, reason: 'Disetujui manajemen', confirm: true });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(await enrolled(b.id)).toBe(0);
  });
});
