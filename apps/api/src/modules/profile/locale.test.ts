import { AUTH_TEXT } from '@kelas/contracts/auth';
import type { Order } from '@kelas/contracts/checkout';
import { eq } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { users } from '../../db/schema/index.ts';
import type { MailMessage } from '../../platform/mail.ts';
import { createLearner, createPricedCourse } from '../checkout/checkout.fixtures.ts';

/** Node 20 lacks Promise.withResolvers, which pdfjs (used here only to read the PDF's text) needs. */
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
  const page = await doc.getPage(1);
  const content = await page.getTextContent();
  return content.items.map((i) => ('str' in i ? i.str : '')).join('\n');
}

const STRONG = 'Rahasia#2026';
const EN = { 'accept-language': 'en-GB,en;q=0.8' };

describe("the account's language (decisions 211–212)", () => {
  let t: TestApp;
  const sent: MailMessage[] = [];

  beforeAll(async () => {
    t = await createTestApp({ env: { LOGIN_REQUESTS_PER_IP: '10000' }, mailer: { send: async (m) => void sent.push(m) } });
  });
  beforeEach(() => {
    sent.length = 0;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('PUT /api/profile/locale: 401 without a session, 422 for another language, 200 remembers it', async () => {
    expect((await t.app.inject({ method: 'PUT', url: '/api/profile/locale', payload: { locale: 'en' } })).statusCode).toBe(401);
    const l = await createLearner(t.app.db);
    const headers = bearer(await t.login(l.email));
    for (const payload of [{ locale: 'fr' }, { locale: 'EN' }, {}, { locale: null }]) {
      const bad = await t.app.inject({ method: 'PUT', url: '/api/profile/locale', payload, headers });
      expect(bad.statusCode, JSON.stringify(payload)).toBe(422);
      expect(Object.keys(bad.json().errors)).toEqual(['locale']);
    }
    const res = await t.app.inject({ method: 'PUT', url: '/api/profile/locale', payload: { locale: 'en' }, headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { locale: 'en' } });
    expect((await t.app.db.select({ locale: users.locale }).from(users).where(eq(users.id, l.id)))[0]!.locale).toBe('en');
  });

  it('the session answers always carry user.locale (null until chosen)', async () => {
    const l = await createLearner(t.app.db);
    const login = async () => (await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: l.email, password: 'Kelas123!' } })).json();
    expect((await login()).user).toMatchObject({ id: l.id, locale: null });
    const headers = bearer((await login()).token as string);
    await t.app.inject({ method: 'PUT', url: '/api/profile/locale', payload: { locale: 'en' }, headers });
    expect((await login()).user.locale).toBe('en');
    await t.app.inject({ method: 'PUT', url: '/api/profile/locale', payload: { locale: 'id' }, headers });
    expect((await login()).user.locale).toBe('id');
  });

  it('registration stores the request language: the verification e-mail is English, and so is the session after it', async () => {
    const email = 'jane-en@example.com';
    const payload = { name: 'Jane Doe', email, phone_number: '081234567890', password: STRONG, confirm_password: STRONG, terms: true };
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload, headers: EN });
    expect(res.statusCode).toBe(201);
    expect(res.json().email).toBe(email);
    expect((await t.app.db.select({ locale: users.locale }).from(users).where(eq(users.email, email)))[0]!.locale).toBe('en');

    expect(sent).toHaveLength(1);
    const mail = sent[0]!;
    const code = /(\d{6})/.exec(mail.subject)![1]!;
    expect(mail.subject).toBe(`Your Kelas verification code: ${code}`);
    expect(mail.text).toContain('Hello Jane Doe,');
    expect(mail.text).toContain('This code is valid for 10 minutes and can be used only once.');
    expect(mail.text).toContain('The Kelas team');
    expect(mail.text).not.toMatch(/Halo|Kode|berlaku|Salam/);
    expect(mail.html).toContain('<html lang="en">');

    const verified = await t.app.inject({ method: 'POST', url: '/api/auth/otp/verify', payload: { email, otp: code } });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().user.locale).toBe('en');
  });

  it('an Indonesian (or unknown-language) registration keeps the Indonesian e-mail, to the letter', async () => {
    const email = 'dewi-id@example.com';
    const payload = { name: 'Dewi', email, phone_number: '081234567890', password: STRONG, confirm_password: STRONG, terms: true };
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload, headers: { 'accept-language': 'de-DE' } });
    expect(res.json().message).toBe(AUTH_TEXT.registered);
    expect((await t.app.db.select({ locale: users.locale }).from(users).where(eq(users.email, email)))[0]!.locale).toBe('id');
    const mail = sent[0]!;
    const code = /(\d{6})/.exec(mail.subject)![1]!;
    expect(mail.subject).toBe(`Kode verifikasi akun Kelas: ${code}`);
    expect(mail.text).toContain('Halo Dewi,');
    expect(mail.text).toContain('Kode ini berlaku selama 10 menit dan hanya dapat digunakan satu kali.');
    expect(mail.html).toContain('<html lang="id">');
  });

  it("the receipt PDF is printed in the account's language", async () => {
    const gift = await createPricedCourse(t.app.db, { title: 'Kelas Hadiah Bahasa', prices: [{ price: 10_000, discount: 100 }] });
    const receipt = async (locale: 'id' | 'en' | null) => {
      const l = await createLearner(t.app.db);
      const headers = bearer(await t.login(l.email));
      if (locale) expect((await t.app.inject({ method: 'PUT', url: '/api/profile/locale', payload: { locale }, headers })).statusCode).toBe(200);
      const order: Order = (await t.app.inject({ method: 'POST', url: '/api/orders', headers, payload: { items: [{ priceId: gift.priceIds[0] }] } })).json().data;
      // The request's language does not matter: the document follows the account.
      const pdf = await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}/receipt`, headers: { ...headers, 'accept-language': 'id' } });
      expect(pdf.statusCode).toBe(200);
      return pdfText(pdf.rawPayload);
    };
    const en = await receipt('en');
    for (const s of ['PAYMENT RECEIPT', 'PAID', 'Invoice No.', 'Payment Date', 'Purchased Items', 'Kelas Hadiah Bahasa', 'Rp0', 'This receipt is valid without a signature.']) expect(en).toContain(s);
    expect(en).toMatch(/\d{1,2} [A-Z][a-z]+ \d{4} at \d{2}\.\d{2} WIB/);
    expect(en).not.toMatch(/KUITANSI|LUNAS|Tanggal/);
    const id = await receipt(null);
    for (const s of ['KUITANSI PEMBAYARAN', 'LUNAS', 'No. Invoice', 'Tanggal Pembayaran', 'Tujuan Transaksi', 'Kuitansi ini sah tanpa tanda tangan.']) expect(id).toContain(s);
  });
});
