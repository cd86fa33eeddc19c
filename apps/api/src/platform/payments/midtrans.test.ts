import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Order } from '@kelas/contracts/checkout';
import type { Payment } from '@kelas/contracts/payments';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp } from '../../../test/test-app.ts';
import { enrolments, orders } from '../../db/schema/index.ts';
import { createLearner, createPricedCourse } from '../../modules/checkout/checkout.fixtures.ts';
import { createMidtransGateway, mapMidtransStatus, midtransSignature, midtransTime, parseMidtransTime } from './midtrans.ts';
import { crcValid, withCrc } from './qris.ts';

const SERVER_KEY = 'SB-Mid-server-TEST0123456789';

type Txn = { order_id: string; transaction_id: string; gross_amount: string; payment_type: string; transaction_status: string; fraud_status?: string };

/**
 * A stand-in for the Midtrans Core API on loopback, answering the documented request and response
 * shapes (POST /v2/charge, GET /v2/{order_id}/status, POST /v2/{order_id}/cancel) and checking the
 * Basic auth of the server key.
 */
function startStandIn() {
  const txns = new Map<string, Txn>();
  const requests: { method: string; url: string; body: Record<string, unknown> | null }[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
      requests.push({ method: req.method!, url: req.url!, body });
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(json));
      };
      if (req.headers.authorization !== `Basic ${Buffer.from(`${SERVER_KEY}:`).toString('base64')}`) {
        return send(401, { status_code: '401', status_message: 'Access denied due to unauthorized transaction, please check client or server key' });
      }
      if (req.method === 'POST' && req.url === '/v2/charge' && body) {
        const details = body.transaction_details as { order_id: string; gross_amount: number };
        const txn: Txn = {
          order_id: details.order_id,
          transaction_id: `mt-${txns.size + 1}-0000-4000-8000`,
          gross_amount: `${details.gross_amount}.00`,
          payment_type: String(body.payment_type),
          transaction_status: 'pending',
        };
        txns.set(txn.order_id, txn);
        // As Midtrans does: the expiry is the order time plus the custom duration (Western Indonesia Time).
        const custom = body.custom_expiry as { order_time: string; expiry_duration: number } | undefined;
        const ordered = custom ? new Date(custom.order_time.replace(' ', 'T').replace(' +0700', '+07:00')) : new Date('2025-05-21T10:00:00+07:00');
        const expiry = midtransTime(new Date(ordered.getTime() + (custom?.expiry_duration ?? 1440) * 60_000)).slice(0, 19);
        const common = {
          status_code: '201',
          status_message: 'Success, transaction is created',
          ...txn,
          merchant_id: 'G000000001',
          currency: 'IDR',
          transaction_time: '2025-05-21 10:00:00',
          expiry_time: expiry,
          fraud_status: 'accept',
        };
        switch (body.payment_type) {
          case 'bank_transfer':
            return send(200, { ...common, va_numbers: [{ bank: (body.bank_transfer as { bank: string }).bank, va_number: '812785002530231' }] });
          case 'echannel':
            return send(200, { ...common, bill_key: '778347080196', biller_code: '70012' });
          case 'qris':
            return send(200, {
              ...common,
              acquirer: 'gopay',
              qr_string: withCrc('00020101021226620014COM.GO-JEK.WWW011993600914300000000170210G0000000010303UMI51440014ID.CO.QRIS.WWW0215ID10200000000170303UMI5204829953033605406111000.005802ID5905KELAS6007JAKARTA'),
              actions: [{ name: 'generate-qr-code', method: 'GET', url: 'https://api.sandbox.midtrans.com/v2/qris/x/qr-code' }],
            });
          case 'gopay':
          case 'shopeepay':
            return send(200, { ...common, actions: [{ name: 'deeplink-redirect', method: 'GET', url: `https://simulator.sandbox.midtrans.com/${body.payment_type}/ui/checkout` }] });
          case 'cstore':
            return send(200, { ...common, payment_code: '010811223344', store: (body.cstore as { store: string }).store });
          default:
            return send(200, { status_code: '400', status_message: 'Payment type not supported' });
        }
      }
      const m = /^\/v2\/([^/]+)\/(status|cancel)$/.exec(req.url ?? '');
      const txn = m ? txns.get(decodeURIComponent(m[1]!)) : undefined;
      if (!txn) return send(200, { status_code: '404', status_message: "Transaction doesn't exist." });
      if (m![2] === 'cancel') txn.transaction_status = 'cancel';
      return send(200, { status_code: txn.transaction_status === 'settlement' ? '200' : '201', status_message: 'Success', ...txn, fraud_status: txn.fraud_status ?? 'accept' });
    });
  });
  return new Promise<{ url: string; txns: Map<string, Txn>; requests: typeof requests; close: () => Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}`, txns, requests, close: () => new Promise((r) => server.close(() => r())) });
    });
  });
}

let standIn: Awaited<ReturnType<typeof startStandIn>>;
beforeAll(async () => {
  standIn = await startStandIn();
});
afterAll(() => standIn.close());

const log = { warn: () => undefined, error: () => undefined };

/** A Midtrans HTTP notification as the gateway posts it, signed with `key`. */
function notification(txn: Txn, statusCode: string, key = SERVER_KEY) {
  return {
    transaction_time: '2025-05-21 10:05:00',
    transaction_status: txn.transaction_status,
    transaction_id: txn.transaction_id,
    status_message: 'midtrans payment notification',
    status_code: statusCode,
    signature_key: midtransSignature(txn.order_id, statusCode, txn.gross_amount, key),
    payment_type: txn.payment_type,
    order_id: txn.order_id,
    merchant_id: 'G000000001',
    gross_amount: txn.gross_amount,
    fraud_status: 'accept',
    currency: 'IDR',
  };
}

describe('Midtrans adapter (against a loopback stand-in)', () => {
  const now = new Date('2025-05-21T03:00:00Z');
  const base = { amount: 1_110_000, invoiceNumber: 'INV12345678/LV1/20250521100000', now, expiresAt: new Date(now.getTime() + 24 * 3600_000), customer: { name: 'Putri', email: 'p@example.com', phone: '81234567890' }, returnUrl: 'http://x/payment-status?order=1' };

  it('formats and parses Midtrans times (Western Indonesia Time) and maps statuses', () => {
    expect(midtransTime(now)).toBe('2025-05-21 10:00:00 +0700');
    expect(parseMidtransTime('2025-05-22 10:00:00')?.toISOString()).toBe('2025-05-22T03:00:00.000Z');
    expect(parseMidtransTime('nope')).toBeNull();
    expect(mapMidtransStatus('settlement', undefined)).toBe('paid');
    expect(mapMidtransStatus('capture', 'challenge')).toBe('pending');
    expect(mapMidtransStatus('deny', undefined)).toBe('failed');
    expect(mapMidtransStatus('expire', undefined)).toBe('expired');
  });

  it('charges each supported channel with the documented request and reads the answer', async () => {
    const gw = createMidtransGateway({ serverKey: SERVER_KEY, baseUrl: standIn.url, merchantName: 'PT Kelas', log });
    const va = await gw.charge({ ...base, reference: 'KLS-1-1', method: 'bank_transfer', channel: 'bni' });
    expect(va.instructions).toMatchObject({ kind: 'va', bank: 'bni', va_number: '812785002530231' });
    expect(va.expiresAt.toISOString()).toBe('2025-05-22T03:00:00.000Z');
    const sent = standIn.requests.at(-1)!.body!;
    expect(sent).toMatchObject({
      payment_type: 'bank_transfer',
      transaction_details: { order_id: 'KLS-1-1', gross_amount: 1_110_000 },
      bank_transfer: { bank: 'bni' },
      custom_expiry: { order_time: '2025-05-21 10:00:00 +0700', expiry_duration: 1440, unit: 'minute' },
      customer_details: { phone: '+6281234567890' },
    });
    const mandiri = await gw.charge({ ...base, reference: 'KLS-1-2', method: 'bank_transfer', channel: 'mandiri' });
    expect(mandiri.instructions).toMatchObject({ kind: 'va', va_number: '778347080196', biller_code: '70012' });
    expect(standIn.requests.at(-1)!.body!.payment_type).toBe('echannel');
    const qris = await gw.charge({ ...base, reference: 'KLS-1-3', method: 'qris', channel: 'qris' });
    if (qris.instructions.kind !== 'qris') throw new Error('qris');
    expect(crcValid(qris.instructions.qr_string)).toBe(true);
    expect(qris.instructions.qr_image).toMatch(/^data:image\/png;base64,/);
    const gopay = await gw.charge({ ...base, reference: 'KLS-1-4', method: 'ewallet', channel: 'gopay' });
    expect(gopay.instructions).toMatchObject({ kind: 'ewallet', deeplink_url: expect.stringContaining('gopay') });
    const store = await gw.charge({ ...base, reference: 'KLS-1-5', method: 'retail', channel: 'indomaret' });
    expect(store.instructions).toMatchObject({ kind: 'retail', payment_code: '010811223344' });
    expect(standIn.requests.at(-1)!.body).toMatchObject({ payment_type: 'cstore', cstore: { store: 'indomaret' } });
    expect(gw.supports('ewallet', 'ovo')).toBe(false);
    expect(gw.supports('card', 'visa')).toBe(false);
  });

  it('turns a refused charge or a wrong key into a 502', async () => {
    const wrong = createMidtransGateway({ serverKey: 'SB-Mid-server-WRONG', baseUrl: standIn.url, merchantName: 'PT Kelas', log });
    await expect(wrong.charge({ ...base, reference: 'KLS-2-1', method: 'bank_transfer', channel: 'bca' })).rejects.toMatchObject({ status: 502 });
    const down = createMidtransGateway({ serverKey: SERVER_KEY, baseUrl: 'http://127.0.0.1:1', merchantName: 'PT Kelas', log });
    await expect(down.charge({ ...base, reference: 'KLS-2-2', method: 'bank_transfer', channel: 'bca' })).rejects.toMatchObject({ status: 502 });
  });

  it('verifies signature_key, then the status check decides the outcome', async () => {
    const gw = createMidtransGateway({ serverKey: SERVER_KEY, baseUrl: standIn.url, merchantName: 'PT Kelas', log });
    await gw.charge({ ...base, reference: 'KLS-3-1', method: 'bank_transfer', channel: 'bca' });
    const txn = standIn.txns.get('KLS-3-1')!;
    // The notification claims settlement but the gateway still says pending: the status check wins.
    const claim = { ...notification({ ...txn, transaction_status: 'settlement' }, '200') };
    expect(await gw.verifyNotification(JSON.stringify(claim), {})).toMatchObject({ status: 'pending', amount: 1_110_000 });
    txn.transaction_status = 'settlement';
    const real = await gw.verifyNotification(JSON.stringify(notification(txn, '200')), {});
    expect(real).toMatchObject({ status: 'paid', reference: 'KLS-3-1', eventId: `${txn.transaction_id}:settlement` });
    await expect(gw.verifyNotification(JSON.stringify(notification(txn, '200', 'other-key')), {})).rejects.toMatchObject({ status: 401 });
    await expect(gw.verifyNotification(JSON.stringify({ ...notification(txn, '200'), gross_amount: '1.00' }), {})).rejects.toMatchObject({ status: 401 });
    const ghost = { ...txn, order_id: 'KLS-404-1' };
    await expect(gw.verifyNotification(JSON.stringify(notification(ghost, '200')), {})).rejects.toMatchObject({ status: 401 });
    await expect(gw.verifyNotification('not json', {})).rejects.toMatchObject({ status: 400 });
  });
});

describe('PAYMENT_PROVIDER=midtrans end to end through the API', () => {
  it('opens a VA at the stand-in, ignores forged notifications and fulfils a verified one once', async () => {
    const t = await createTestApp({ env: { PAYMENT_PROVIDER: 'midtrans', MIDTRANS_SERVER_KEY: SERVER_KEY, MIDTRANS_BASE_URL: standIn.url, JOB_WORKERS: 'false' } });
    try {
      const course = await createPricedCourse(t.app.db);
      const l = await createLearner(t.app.db);
      const headers = bearer(await t.login(l.email));
      const methods = (await t.app.inject({ method: 'GET', url: '/api/payments/methods' })).json().data;
      expect(methods.sandbox).toBe(false);
      const wallets = methods.groups.find((g: { method: string }) => g.method === 'ewallet').channels;
      expect(wallets.filter((c: { available: boolean }) => c.available).map((c: { channel: string }) => c.channel)).toEqual(['gopay', 'shopeepay']);

      const o: Order = (await t.app.inject({ method: 'POST', url: '/api/orders', headers, payload: { items: [{ priceId: course.priceIds[0] }] } })).json().data;
      const unavailable = await t.app.inject({ method: 'POST', url: `/api/orders/${o.id}/payments`, headers, payload: { method: 'ewallet', channel: 'ovo' } });
      expect(unavailable.statusCode).toBe(422);
      const first: Payment = (await t.app.inject({ method: 'POST', url: `/api/orders/${o.id}/payments`, headers, payload: { method: 'qris', channel: 'qris' } })).json().data;
      const res = await t.app.inject({ method: 'POST', url: `/api/orders/${o.id}/payments`, headers, payload: { method: 'bank_transfer', channel: 'bca' } });
      expect(res.statusCode).toBe(201);
      const p: Payment = res.json().data;
      expect(p).toMatchObject({ provider: 'midtrans', sandbox: false, instructions: { kind: 'va', va_number: '812785002530231' } });
      // The replaced QRIS attempt was voided at the gateway.
      expect(standIn.txns.get(first.reference!)!.transaction_status).toBe('cancel');
      expect((await t.app.inject({ method: 'POST', url: `/api/payments/${p.id}/simulate`, headers, payload: {} })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'POST', url: '/api/payments/webhook/sandbox', payload: {} })).statusCode).toBe(404);

      const txn = standIn.txns.get(p.reference!)!;
      txn.transaction_status = 'settlement';
      const forged = await t.app.inject({ method: 'POST', url: '/api/payments/webhook/midtrans', payload: notification(txn, '200', 'guess') });
      expect(forged.statusCode).toBe(401);
      expect((await t.app.db.select().from(orders).where(eq(orders.id, o.id)))[0]!.status).toBe('pending');

      const body = notification(txn, '200');
      const ok = await Promise.all([
        t.app.inject({ method: 'POST', url: '/api/payments/webhook/midtrans', payload: body }),
        t.app.inject({ method: 'POST', url: '/api/payments/webhook/midtrans', payload: body }),
      ]);
      expect(ok.map((r) => r.statusCode)).toEqual([200, 200]);
      const view: Order = (await t.app.inject({ method: 'GET', url: `/api/orders/${o.id}`, headers })).json().data;
      expect(view).toMatchObject({ status: 'paid', payment: { status: 'paid', method_label: 'BCA Virtual Account' } });
      const rows = await t.app.db.select().from(enrolments).where(and(eq(enrolments.userId, l.id), eq(enrolments.courseId, course.id)));
      expect(rows).toHaveLength(1);
    } finally {
      await t.close();
    }
  });
});
