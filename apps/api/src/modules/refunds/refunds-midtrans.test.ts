import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Order } from '@kelas/contracts/checkout';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { enrolments } from '../../db/schema/index.ts';
import { midtransSignature } from '../../platform/payments/midtrans.ts';
import { createLearner, createPricedCourse } from '../checkout/checkout.fixtures.ts';

const SERVER_KEY = 'SB-Mid-server-REFUND0123456789';
type Txn = { order_id: string; transaction_id: string; gross_amount: string; payment_type: string; transaction_status: string; refunds: { refund_key: string; refund_amount: string; refund_chargeback_id: number }[] };

/**
 * A loopback stand-in for Midtrans' Core API: charge (bank transfer), status with the `refunds`
 * list, and POST /v2/{order_id}/refund, which answers 201 (processed later) when `deferRefunds`
 * is set and 200 (refunded at once) otherwise, and 412 above the remaining amount.
 */
function startStandIn() {
  const txns = new Map<string, Txn>();
  const state = { deferRefunds: false, requests: [] as { url: string; body: Record<string, unknown> | null }[] };
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
      state.requests.push({ url: req.url!, body });
      const send = (json: unknown) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(json));
      };
      if (req.headers.authorization !== `Basic ${Buffer.from(`${SERVER_KEY}:`).toString('base64')}`) return send({ status_code: '401', status_message: 'Unauthorized' });
      if (req.url === '/v2/charge' && body) {
        const d = body.transaction_details as { order_id: string; gross_amount: number };
        const txn: Txn = { order_id: d.order_id, transaction_id: `mt-${txns.size + 1}`, gross_amount: `${d.gross_amount}.00`, payment_type: 'bank_transfer', transaction_status: 'pending', refunds: [] };
        txns.set(txn.order_id, txn);
        return send({ status_code: '201', ...txn, refunds: undefined, va_numbers: [{ bank: 'bca', va_number: '812785002530231' }], expiry_time: '2099-01-01 10:00:00' });
      }
      const m = /^\/v2\/([^/]+)\/(status|refund)$/.exec(req.url ?? '');
      const txn = m ? txns.get(decodeURIComponent(m[1]!)) : undefined;
      if (!txn) return send({ status_code: '404', status_message: "Transaction doesn't exist." });
      if (m![2] === 'status') return send({ status_code: '200', ...txn, refunds: txn.refunds.length ? txn.refunds : undefined });
      const amount = Number(body!.amount);
      const done = txn.refunds.reduce((a, r) => a + Number(r.refund_amount), 0);
      if (txn.transaction_status !== 'settlement' && txn.transaction_status !== 'partial_refund') return send({ status_code: '412', status_message: 'Transaction status cannot be updated.' });
      if (done + amount > Number(txn.gross_amount)) return send({ status_code: '412', status_message: 'Refund amount exceeds the remaining amount.' });
      const refund = { refund_key: String(body!.refund_key), refund_amount: `${amount}.00`, refund_chargeback_id: txn.refunds.length + 100 };
      if (state.deferRefunds) return send({ status_code: '201', status_message: 'Refund request is being processed', refund_key: refund.refund_key });
      txn.refunds.push(refund);
      txn.transaction_status = done + amount === Number(txn.gross_amount) ? 'refund' : 'partial_refund';
      return send({ status_code: '200', status_message: 'Success, refund request is approved', transaction_status: txn.transaction_status, ...refund });
    });
  });
  return new Promise<{ url: string; txns: Map<string, Txn>; state: typeof state; close: () => Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, txns, state, close: () => new Promise((r) => server.close(() => r())) }));
  });
}

let standIn: Awaited<ReturnType<typeof startStandIn>>;
let t: TestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  standIn = await startStandIn();
  t = await createTestApp({ env: { PAYMENT_PROVIDER: 'midtrans', MIDTRANS_SERVER_KEY: SERVER_KEY, MIDTRANS_BASE_URL: standIn.url, JOB_WORKERS: 'false' } });
  admin = bearer(await t.login('admin@example.com'));
});
afterAll(async () => {
  await t.close();
  await standIn.close();
});

function notify(txn: Txn) {
  const statusCode = '200';
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/webhook/midtrans',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({
      transaction_status: txn.transaction_status,
      transaction_id: txn.transaction_id,
      status_code: statusCode,
      signature_key: midtransSignature(txn.order_id, statusCode, txn.gross_amount, SERVER_KEY),
      order_id: txn.order_id,
      gross_amount: txn.gross_amount,
      payment_type: txn.payment_type,
      fraud_status: 'accept',
    }),
  });
}

/** An order paid through the stand-in: charge, settlement, verified notification. */
async function paidOrder() {
  const course = await createPricedCourse(t.app.db);
  const l = await createLearner(t.app.db);
  const headers = bearer(await t.login(l.email));
  const o: Order = (await t.app.inject({ method: 'POST', url: '/api/orders', headers, payload: { items: [{ priceId: course.priceIds[0] }] } })).json().data;
  const p = await t.app.inject({ method: 'POST', url: `/api/orders/${o.id}/payments`, headers, payload: { method: 'bank_transfer', channel: 'bca' } });
  expect(p.statusCode, p.body).toBe(201);
  const txn = [...standIn.txns.values()].at(-1)!;
  txn.transaction_status = 'settlement';
  expect((await notify(txn)).statusCode).toBe(200);
  const enrolled = async () => (await t.app.db.select().from(enrolments).where(and(eq(enrolments.userId, l.id), eq(enrolments.courseId, course.id)))).length;
  expect(await enrolled()).toBe(1);
  return { o, txn, enrolled };
}

describe('Midtrans refunds (against a loopback stand-in)', () => {
  it('refunds part at once (200) with the documented request, then the rest; the enrolment ends with the rest', async () => {
    standIn.state.deferRefunds = false;
    const { o, txn, enrolled } = await paidOrder();
    const half = await t.app.inject({ method: 'POST', url: `/api/admin/orders/${o.id}/refunds`, headers: admin, payload: { amount: 500_000, reason: 'Sebagian' } });
    expect(half.statusCode, half.body).toBe(201);
    expect(half.json().data).toMatchObject({ status: 'succeeded', full: false });
    const sent = standIn.state.requests.at(-1)!;
    expect(sent.url).toBe(`/v2/${txn.order_id}/refund`);
    expect(sent.body).toMatchObject({ amount: 500_000, reason: 'Sebagian', refund_key: expect.stringMatching(/^RF-\d+-1-\d{6}$/) });
    expect(await enrolled()).toBe(1);
    const rest = await t.app.inject({ method: 'POST', url: `/api/admin/orders/${o.id}/refunds`, headers: admin, payload: { amount: o.total - 500_000, reason: 'Sisa' } });
    expect(rest.json().data).toMatchObject({ status: 'succeeded', full: true });
    expect(await enrolled()).toBe(0);
  });

  it('a refund the gateway processes later stays pending until the status check or the notification confirms it', async () => {
    standIn.state.deferRefunds = true;
    const { o, txn, enrolled } = await paidOrder();
    const res = await t.app.inject({ method: 'POST', url: `/api/admin/orders/${o.id}/refunds`, headers: admin, payload: { amount: o.total, reason: 'Penuh' } });
    expect(res.json().data).toMatchObject({ status: 'pending', full: true });
    const id = res.json().data.id;
    // Still pending at the gateway: the status check leaves it pending.
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/refunds/${id}/check`, headers: admin })).json().data.status).toBe('pending');
    expect(await enrolled()).toBe(1);
    // The gateway finishes it and notifies: the verified notification settles the refund.
    const key = [...standIn.state.requests].reverse().find((r) => r.url.endsWith('/refund'))!.body!.refund_key as string;
    txn.refunds.push({ refund_key: key, refund_amount: `${o.total}.00`, refund_chargeback_id: 7 });
    txn.transaction_status = 'refund';
    expect((await notify(txn)).statusCode).toBe(200);
    const after = (await t.app.inject({ method: 'GET', url: `/api/admin/orders/${o.id}`, headers: admin })).json().data;
    expect(after.refunds[0]).toMatchObject({ status: 'succeeded' });
    expect(await enrolled()).toBe(0);
  });

  it('a refund the gateway refuses is recorded as failed and the amount becomes refundable again', async () => {
    standIn.state.deferRefunds = false;
    const { o, txn } = await paidOrder();
    txn.transaction_status = 'pending'; // the stand-in refuses (412) refunds of an unsettled transaction
    const res = await t.app.inject({ method: 'POST', url: `/api/admin/orders/${o.id}/refunds`, headers: admin, payload: { amount: 1000, reason: 'Ditolak' } });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ status: 'failed', failure_reason: expect.stringContaining('412') });
    const d = (await t.app.inject({ method: 'GET', url: `/api/admin/orders/${o.id}`, headers: admin })).json().data;
    expect(d.refundable).toBe(o.total);
  });
});
