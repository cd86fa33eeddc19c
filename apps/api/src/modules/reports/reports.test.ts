import type { Order } from '@kelas/contracts/checkout';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { REPORT_NAMES } from '@kelas/contracts/reports';
import { createLearner, createPricedCourse, type PricedCourse } from '../checkout/checkout.fixtures.ts';

let t: TestApp;
let admin: Record<string, string>;
let course: PricedCourse;
const today = () => new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp({ env: { JOB_WORKERS: 'false' } });
  admin = bearer(await t.login('admin@example.com'));
  course = await createPricedCourse(t.app.db, { title: 'Kelas Laporan', prices: [{ price: 1_000_000 }] });
});
afterAll(() => t.close());

const report = (name: string, query = '', accept = 'application/json') => t.app.inject({ method: 'GET', url: `/api/admin/reports/${name}${query}`, headers: { ...admin, accept } });

describe('reports', () => {
  it('revenue per day and method: gross, refunds, net and the PPN in net; funnel and enrolments follow', async () => {
    const l = await createLearner(t.app.db);
    const headers = bearer(await t.login(l.email));
    const o: Order = (await t.app.inject({ method: 'POST', url: '/api/orders', headers, payload: { items: [{ priceId: course.priceIds[0] }] } })).json().data;
    const p = (await t.app.inject({ method: 'POST', url: `/api/orders/${o.id}/payments`, headers, payload: { method: 'qris', channel: 'qris' } })).json().data;
    await t.app.inject({ method: 'POST', url: `/api/payments/${p.id}/simulate`, headers, payload: {} });
    const before = (await report('revenue', `?from=${today()}&to=${today()}`)).json();
    expect(before.meta).toEqual({ name: 'revenue', from: today(), to: today() });
    const q0 = before.data.find((r: { method: string }) => r.method === 'qris');
    expect(q0.gross).toBeGreaterThanOrEqual(1_110_000);

    const enrol = (await report('enrolments')).json().data;
    expect(enrol.find((r: { course_id: number }) => r.course_id === course.id)).toMatchObject({ source: 'order', enrolments: 1 });

    const refunded = await t.app.inject({ method: 'POST', url: `/api/admin/orders/${o.id}/refunds`, headers: admin, payload: { amount: o.total, reason: 'laporan' } });
    expect(refunded.statusCode).toBe(201);
    const after = (await report('revenue', `?from=${today()}&to=${today()}`)).json();
    const q1 = after.data.find((r: { method: string }) => r.method === 'qris');
    expect(q1.refunds - (q0.refunds ?? 0)).toBe(1_110_000);
    expect(q1.net).toBe(q1.gross - q1.refunds);
    expect(q1.ppn).toBe(Math.round((q1.net * 11) / 111));

    const funnel = (await report('funnel')).json().data.find((r: { day: string }) => r.day === today());
    expect(funnel.created).toBeGreaterThanOrEqual(1);
    expect(funnel.refunded).toBeGreaterThanOrEqual(1);
  });

  it('answers every report as JSON and as CSV', async () => {
    for (const name of REPORT_NAMES) {
      const json = await report(name, '?from=2020-01-01&to=2020-12-31');
      expect(json.statusCode, `${name} ${json.body}`).toBe(200);
      expect(Array.isArray(json.json().data)).toBe(true);
      const csv = await report(name, '', 'text/csv');
      expect(csv.statusCode, name).toBe(200);
      expect(csv.headers['content-type']).toContain('text/csv');
      expect(csv.headers['content-disposition']).toMatch(new RegExp(`laporan-${name}-\\d{4}-\\d{2}-\\d{2}-\\d{4}-\\d{2}-\\d{2}-WIB\\.csv`));
      expect(csv.body.split('\r\n')[0]).toMatch(/^[a-z0-9_]+(,[a-z0-9_]+)+$/);
    }
    const csv = (await report('revenue', '', 'text/csv')).body;
    expect(csv.split('\r\n')[0]).toBe('day,method,orders,gross,refunds,net,ppn');
  });

  it('answers 422 for an unknown report, a bad date or range', async () => {
    for (const [name, q] of [['sales', ''], ['revenue', '?from=2026-13-01'], ['revenue', '?from=2026-03-02&to=2026-03-01'], ['funnel', '?from=2024-01-01&to=2026-01-01']] as const) {
      const res = await report(name, q);
      expect(res.statusCode, `${name}${q}`).toBe(422);
      expect(res.json().message).toBeTruthy();
    }
  });
});
