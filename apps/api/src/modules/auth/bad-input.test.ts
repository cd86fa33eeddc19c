import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOtps, passwordResets, sessions, users } from '../../db/schema/index.ts';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';

/**
 * Bad input: every field of the accounts and profile endpoints with a wrong type,
 * missing, 10 KB long, in Unicode, or holding SQL or HTML → 422 with a message for that field;
 * nothing stored; never a 500; no stack trace. Passwords accept any characters (they are only
 * hashed), so their SQL/HTML cases are strings that also break the password rule.
 */

type Body = Record<string, unknown>;
type Case = { label: string; value: unknown };

const TEN_KB = 'a'.repeat(10 * 1024);
const common: Case[] = [
  { label: 'a number', value: 12345678 },
  { label: 'an object', value: { $ne: '' } },
  { label: 'an array', value: ['a', 'b'] },
  { label: 'null', value: null },
  { label: 'true', value: true },
  { label: 'missing', value: undefined },
  { label: '10 KB long', value: TEN_KB },
];
const text: Case[] = [
  ...common,
  { label: 'emoji Unicode', value: '😀💥🙈' },
  { label: 'SQL', value: "' OR '1'='1'; DROP TABLE users;--" },
  { label: 'HTML', value: '<script>alert(1)</script>' },
];
const password: Case[] = [
  ...common,
  { label: 'emoji Unicode', value: '😀💥' },
  { label: 'SQL', value: "' OR 1=1 --" },
  { label: 'HTML', value: '<b>x</b>' },
];
const loginPassword: Case[] = [...common, { label: 'emoji Unicode', value: '😀' }, { label: 'HTML', value: '<b>' }];
const digits: Case[] = [...text, { label: 'Arabic-Indic digits', value: '١٢٣٤٥٦' }];

const STRONG = 'Rahasia#2026';
const endpoints: Array<{ url: string; auth?: boolean; valid: Body; fields: Record<string, Case[]> }> = [
  {
    url: '/api/auth/register',
    valid: { name: 'Dewi', email: 'bad-input@example.id', phone_number: '081234567890', password: STRONG, confirm_password: STRONG, terms: true },
    fields: { name: text, email: text, phone_number: digits, password, confirm_password: password, terms: [...text.filter((c) => c.value !== true), { label: 'false', value: false }, { label: 'the string "true"', value: 'true' }] },
  },
  { url: '/api/auth/login', valid: { email: 'learner@example.com', password: 'Kelas123!' }, fields: { email: text, password: loginPassword } },
  { url: '/api/auth/otp/verify', valid: { otp: '123456', email: 'learner@example.com' }, fields: { otp: digits, email: text } },
  { url: '/api/auth/otp/resend', valid: { email: 'learner@example.com' }, fields: { email: text } },
  { url: '/api/auth/forgot', valid: { email: 'learner@example.com', recaptcha: 'x' }, fields: { email: text, recaptcha: common } },
  {
    url: '/api/auth/reset-password',
    valid: { password: STRONG, confirm_password: STRONG, token: 'x' },
    fields: { password, confirm_password: password, token: common },
  },
  { url: '/api/auth/sso-verify', valid: { token: 'x' }, fields: { token: common } },
  {
    url: '/api/profile',
    auth: true,
    valid: { name: 'Putri Lestari', email: 'learner@example.com', phone: '081234567890', gender: 'female', birth_date: '1999-04-12' },
    fields: { name: text, email: text.filter((c) => c.label !== 'missing'), phone: digits, gender: text, birth_date: [...text, { label: 'a wrong date', value: '1999-02-30' }] },
  },
  {
    url: '/api/profile/new-password',
    auth: true,
    valid: { old_password: 'Kelas123!', new_password: STRONG, confirm_password: STRONG },
    fields: { old_password: common, new_password: password, confirm_password: password },
  },
];

describe('bad input on the accounts and profile endpoints', () => {
  let t: TestApp;
  let token: string;
  const counts = async () => ({
    users: (await t.app.db.select({ n: count() }).from(users))[0]!.n,
    sessions: (await t.app.db.select({ n: count() }).from(sessions))[0]!.n,
    otps: (await t.app.db.select({ n: count() }).from(emailOtps))[0]!.n,
    resets: (await t.app.db.select({ n: count() }).from(passwordResets))[0]!.n,
  });

  beforeAll(async () => {
    t = await createTestApp({ env: { LOGIN_REQUESTS_PER_IP: '100000' } });
    token = await t.login('learner@example.com');
  });
  afterAll(async () => {
    await t.close();
  });

  for (const ep of endpoints) {
    it(`${ep.url}: every field refuses wrong types, missing, 10 KB, Unicode, SQL and HTML with 422`, async () => {
      const profileBefore = (await t.app.inject({ url: '/api/profile', headers: bearer(token) })).body;
      const before = await counts();
      for (const [field, cases] of Object.entries(ep.fields)) {
        for (const c of cases) {
          const body: Body = { ...ep.valid };
          if (c.value === undefined) delete body[field];
          else body[field] = c.value;
          const res = await t.app.inject({ method: 'POST', url: ep.url, payload: body, headers: ep.auth ? bearer(token) : {} });
          const label = `${ep.url} ${field} = ${c.label}`;
          expect(res.statusCode, label).toBe(422);
          const json = res.json() as { message: string; errors?: Record<string, string[]>; stack?: unknown };
          expect(json.errors?.[field]?.[0], label).toEqual(expect.any(String));
          expect(json.message, label).toEqual(expect.any(String));
          expect(res.body, label).not.toMatch(/\bat .+\.ts:\d+|stack|ZodError|drizzle|SELECT |INSERT /);
        }
      }
      expect(await counts()).toEqual(before);
      expect((await t.app.inject({ url: '/api/profile', headers: bearer(token) })).body).toBe(profileBefore);
    });
  }

  it('answers a body that is not an object, or not JSON, with 4xx and no stack', async () => {
    for (const ep of endpoints) {
      for (const payload of ['"text"', '[1,2]', 'null', '{"a":', '']) {
        const res = await t.app.inject({
          method: 'POST',
          url: ep.url,
          payload,
          headers: { 'content-type': 'application/json', ...(ep.auth ? bearer(token) : {}) },
        });
        expect(res.statusCode, `${ep.url} ${payload}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${ep.url} ${payload}`).toBeLessThan(500);
        expect(res.body).not.toMatch(/stack|\.ts:\d+/);
      }
    }
  });
});
