import { DEFAULT_ACADEMY_SETTINGS, SETTINGS_TEXT } from '@kelas/contracts/settings';
import type { Order } from '@kelas/contracts/checkout';
import { eq } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditLog, orders } from '../../db/schema/index.ts';
import { createLearner, createPricedCourse, type PricedCourse } from '../checkout/checkout.fixtures.ts';

/** Decisions 263, 264: the academy's tax setting, and order and promo states that tell the truth. */
let t: TestApp;
let admin: Record<string, string>;
let course: PricedCourse;

beforeAll(async () => {
  t = await createTestApp({ env: { JOB_WORKERS: 'false' } });
  admin = bearer(await t.login('admin@example.com'));
  course = await createPricedCourse(t.app.db, { prices: [{ price: 1_000_000 }] });
});
afterAll(() => t.close());

const put = (payload: unknown, headers = admin) => t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers, payload: payload as object });
const settings = async () => (await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: admin })).json().data;
const exempt = { mode: 'exempt', rate_percent: 11, exempt_note: 'Lembaga pelatihan kerja berizin, PP 49/2022 pasal 16' };

/** The text of a PDF's first page (pdfjs; Node 20 lacks Promise.withResolvers, which it needs). */
async function pdfText(bytes: Buffer): Promise<string> {
  const P = Promise as unknown as { withResolvers?: () => unknown };
  P.withResolvers ??= () => {
    let resolve!: (v: unknown) => void;
    let reject!: (e: unknown) => void;
    const promise = new Promise((res, rej) => ((resolve = res), (reject = rej)));
    return { promise, resolve, reject };
  };
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const content = await (await doc.getPage(1)).getTextContent();
  return content.items.map((i) => ('str' in i ? i.str : '')).join(' ');
}

async function learner() {
  const l = await createLearner(t.app.db);
  return { ...l, headers: bearer(await t.login(l.email)) };
}

async function paidOrder(b: Awaited<ReturnType<typeof learner>>, priceId = course.priceIds[0]!): Promise<Order> {
  const o = await t.app.inject({ method: 'POST', url: '/api/orders', headers: b.headers, payload: { items: [{ priceId }] } });
  expect(o.statusCode, o.body).toBe(201);
  const p = await t.app.inject({ method: 'POST', url: `/api/orders/${o.json().data.id}/payments`, headers: b.headers, payload: { method: 'bank_transfer', channel: 'bca' } });
  const sim = await t.app.inject({ method: 'POST', url: `/api/payments/${p.json().data.id}/simulate`, headers: b.headers, payload: { result: 'paid' } });
  expect(sim.statusCode, sim.body).toBe(200);
  return (await t.app.inject({ method: 'GET', url: `/api/orders/${o.json().data.id}`, headers: b.headers })).json().data;
}

describe('academy settings: tax (decision 264)', () => {
  it('answers the defaults (PPN 11 %, authors create, admins publish, WIB) and refuses learners and bad input with nothing written', async () => {
    expect(await settings()).toMatchObject({ ...DEFAULT_ACADEMY_SETTINGS, time_zone: { name: 'Asia/Jakarta', label: 'WIB' }, version: 0 });
    const l = await learner();
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: l.headers })).statusCode).toBe(403);
    expect((await put({ tax: exempt, courses: DEFAULT_ACADEMY_SETTINGS.courses }, l.headers)).statusCode).toBe(403);

    const over = await put({ tax: { mode: 'ppn', rate_percent: 101 }, courses: DEFAULT_ACADEMY_SETTINGS.courses });
    expect(over.statusCode).toBe(422);
    expect(over.json().errors['tax.rate_percent']).toEqual([SETTINGS_TEXT.taxRateInvalid]);
    const negative = await put({ tax: { mode: 'ppn', rate_percent: -1 }, courses: DEFAULT_ACADEMY_SETTINGS.courses });
    expect(negative.statusCode).toBe(422);
    const noNote = await put({ tax: { mode: 'exempt', rate_percent: 11, exempt_note: ' ' }, courses: DEFAULT_ACADEMY_SETTINGS.courses });
    expect(noNote.statusCode).toBe(422);
    expect(noNote.json().errors['tax.exempt_note']).toEqual([SETTINGS_TEXT.exemptNoteRequired]);
    const mode = await put({ tax: { mode: 'vat', rate_percent: 11 }, courses: DEFAULT_ACADEMY_SETTINGS.courses });
    expect(mode.statusCode).toBe(422);
    expect((await settings()).version).toBe(0);
  });

  it('prices new quotes and orders with the setting, keeps earlier orders as they were, and prints the exemption on the receipt', async () => {
    const before = await learner();
    const ppnOrder = await paidOrder(before);
    expect(ppnOrder).toMatchObject({ tax: 110_000, tax_percent: 11, tax_mode: 'ppn', tax_exempt_note: null, total: 1_110_000 });

    const saved = await put({ tax: exempt, courses: DEFAULT_ACADEMY_SETTINGS.courses, version: 0 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ message: SETTINGS_TEXT.saved, data: { tax: exempt, version: 1 } });
    const stale = await put({ tax: exempt, courses: DEFAULT_ACADEMY_SETTINGS.courses, version: 0 });
    expect(stale.statusCode).toBe(409);
    const [audit] = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'settings.update'));
    expect(audit).toMatchObject({ before: { tax: { mode: 'ppn', rate_percent: 11 } }, after: { tax: { mode: 'exempt' } } });

    const l = await learner();
    const quote = await t.app.inject({ method: 'POST', url: '/api/checkout/quote', headers: l.headers, payload: { items: [{ priceId: course.priceIds[0] }] } });
    expect(quote.json().data).toMatchObject({ subtotal: 1_000_000, tax: 0, tax_percent: 0, tax_mode: 'exempt', tax_exempt_note: exempt.exempt_note, total: 1_000_000 });
    const exemptOrder = await paidOrder(l);
    expect(exemptOrder).toMatchObject({ tax: 0, tax_mode: 'exempt', tax_exempt_note: exempt.exempt_note, total: 1_000_000 });
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, exemptOrder.id));
    expect(row).toMatchObject({ taxMode: 'exempt', taxExemptNote: exempt.exempt_note, taxPercent: 0 });
    // The detail page says so too.
    const detail = (await t.app.inject({ method: 'GET', url: `/api/courses/${course.slug}` })).json().data;
    expect(detail.tax).toEqual({ percent: 0, included: false, mode: 'exempt', exempt_note: exempt.exempt_note });

    // The earlier order keeps its PPN, though the academy is exempt now.
    const again = (await t.app.inject({ method: 'GET', url: `/api/orders/${ppnOrder.id}`, headers: before.headers })).json().data;
    expect(again).toMatchObject({ tax: 110_000, tax_mode: 'ppn', total: 1_110_000 });
    const receipt = await t.app.inject({ method: 'GET', url: `/api/orders/${exemptOrder.id}/receipt`, headers: l.headers });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toContain('application/pdf');
    const text = await pdfText(receipt.rawPayload);
    expect(text).toContain(`Tidak dikenakan PPN: ${exempt.exempt_note}`);
    expect(text).not.toContain('Pajak PPN (0%)');
    const ppnReceipt = await pdfText((await t.app.inject({ method: 'GET', url: `/api/orders/${ppnOrder.id}/receipt`, headers: before.headers })).rawPayload);
    expect(ppnReceipt).toContain('Pajak PPN (11%)');
    expect(ppnReceipt).not.toContain('Tidak dikenakan');

    // Back to PPN 12 %: the next quote follows it.
    const back = await put({ tax: { mode: 'ppn', rate_percent: 12, exempt_note: '' }, courses: DEFAULT_ACADEMY_SETTINGS.courses, version: 1 });
    expect(back.statusCode, back.body).toBe(200);
    const l2 = await learner();
    const q2 = await t.app.inject({ method: 'POST', url: '/api/checkout/quote', headers: l2.headers, payload: { items: [{ priceId: course.priceIds[0] }] } });
    expect(q2.json().data).toMatchObject({ tax: 120_000, tax_percent: 12, tax_mode: 'ppn', total: 1_120_000 });
  });
});

describe('order states after refunds (decision 263)', () => {
  it('reads partially_refunded, then refunded, in the console list and detail, the status filter and the learner history', async () => {
    const b = await learner();
    const order = await paidOrder(b);
    const refund = (amount: number) => t.app.inject({ method: 'POST', url: `/api/admin/orders/${order.id}/refunds`, headers: admin, payload: { amount, reason: 'Permintaan pembeli' } });
    const state = async () => ({
      detail: (await t.app.inject({ method: 'GET', url: `/api/admin/orders/${order.id}`, headers: admin })).json().data.status,
      history: (await t.app.inject({ method: 'GET', url: '/api/orders', headers: b.headers })).json().data.find((o: { id: number }) => o.id === order.id).status,
      mine: (await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers: b.headers })).json().data.status,
    });
    const listed = async (status: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/admin/orders?status=${status}&search=${encodeURIComponent(b.email)}`, headers: admin })).json().data.map((o: { id: number; status: string }) => [o.id, o.status]);

    expect(await state()).toEqual({ detail: 'paid', history: 'paid', mine: 'paid' });
    expect((await refund(100_000)).statusCode).toBe(201);
    expect(await state()).toEqual({ detail: 'partially_refunded', history: 'partially_refunded', mine: 'partially_refunded' });
    expect(await listed('partially_refunded')).toEqual([[order.id, 'partially_refunded']]);
    expect(await listed('paid')).toEqual([]);
    expect((await refund(order.total - 100_000)).statusCode).toBe(201);
    expect(await state()).toEqual({ detail: 'refunded', history: 'refunded', mine: 'refunded' });
    expect(await listed('refunded')).toEqual([[order.id, 'refunded']]);
    expect(await listed('partially_refunded')).toEqual([]);
    const unknown = await t.app.inject({ method: 'GET', url: '/api/admin/orders?status=returned', headers: admin });
    expect(unknown.statusCode).toBe(422);
  });
});

describe('promo code states (decision 263)', () => {
  it('names each code active, scheduled, expired, used_up or inactive with its usage count, and filters by state', async () => {
    const now = t.app.now().getTime();
    const day = 86_400_000;
    const make = async (code: string, extra: Record<string, unknown>) => {
      const res = await t.app.inject({ method: 'POST', url: '/api/admin/promo-codes', headers: admin, payload: { code, kind: 'percent', value: 10, ...extra } });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data;
    };
    expect(await make('STATAKTIF', {})).toMatchObject({ status: 'active', used_count: 0 });
    expect(await make('STATNANTI', { starts_at: new Date(now + day).toISOString() })).toMatchObject({ status: 'scheduled' });
    expect(await make('STATLEWAT', { starts_at: new Date(now - 2 * day).toISOString(), ends_at: new Date(now - day).toISOString() })).toMatchObject({ status: 'expired' });
    expect(await make('STATMATI', { active: false })).toMatchObject({ status: 'inactive' });
    const once = await make('STATSEKALI', { max_uses: 1 });
    const b = await learner();
    const o = await t.app.inject({ method: 'POST', url: '/api/orders', headers: b.headers, payload: { items: [{ priceId: course.priceIds[0] }], promo_code: 'STATSEKALI' } });
    const p = await t.app.inject({ method: 'POST', url: `/api/orders/${o.json().data.id}/payments`, headers: b.headers, payload: { method: 'bank_transfer', channel: 'bca' } });
    await t.app.inject({ method: 'POST', url: `/api/payments/${p.json().data.id}/simulate`, headers: b.headers, payload: { result: 'paid' } });

    const list = async (q: string) => (await t.app.inject({ method: 'GET', url: `/api/admin/promo-codes?per_page=100${q}`, headers: admin })).json().data as { id: number; code: string; status: string; used_count: number }[];
    const byCode = new Map((await list('&search=STAT')).map((p) => [p.code, p]));
    expect(byCode.get('STATSEKALI')).toMatchObject({ id: once.id, status: 'used_up', used_count: 1 });
    // The seeded demo codes read what they are.
    const demo = new Map((await list('')).map((p) => [p.code, p.status]));
    expect(demo.get('MERDEKA17')).toBe('expired');
    expect(demo.get('SUDAHHABIS')).toBe('used_up');
    expect(demo.get('KELAS10')).toBe('active');
    expect((await list('&status=used_up&search=STAT')).map((p) => p.code)).toEqual(['STATSEKALI']);
    expect((await list('&status=scheduled&search=STAT')).map((p) => p.code)).toEqual(['STATNANTI']);
    expect((await list('&status=inactive&search=STAT')).map((p) => p.code)).toEqual(['STATMATI']);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/promo-codes?status=habis', headers: admin })).statusCode).toBe(422);
  });
});
