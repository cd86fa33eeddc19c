import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { AUTH_TEXT } from '@kelas/contracts/auth';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { codeOf, resetTokenOf, startSmtpInbox, type SmtpInbox } from './test-smtp.ts';
import { idText } from '../../platform/i18n.ts';

type Json = Record<string, unknown>;
const STRONG = 'Rahasia#2026';
const NEW_STRONG = 'BaruLagi!77';

function registration(email: string, extra: Json = {}) {
  return { name: 'Dewi Anggraini', email, phone_number: '081234567890', password: STRONG, confirm_password: STRONG, terms: true, ...extra };
}

/** Solves the server's ALTCHA challenge the way the widget does and returns the payload it would send. */
async function solvedCaptcha(t: TestApp): Promise<string> {
  const res = await t.app.inject('/api/auth/captcha/challenge');
  expect(res.statusCode).toBe(200);
  const challenge = res.json() as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  expect(solution).not.toBeNull();
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

describe('accounts: register, verify, login, logout, forgot, reset', () => {
  let t: TestApp;
  let inbox: SmtpInbox;
  const post = (url: string, payload: Json, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url, payload, headers });

  beforeAll(async () => {
    inbox = await startSmtpInbox();
    t = await createTestApp({ env: { SMTP_URL: inbox.url, CAPTCHA_COST: '20', LOGIN_FAILURES_PER_ACCOUNT: '3', LOGIN_REQUESTS_PER_IP: '10000' } });
  });
  afterEach(() => t.clock.reset());
  afterAll(async () => {
    await t.close();
    await inbox.close();
  });

  it('registers with an argon2id hash, mails a code through SMTP, and refuses login until verified', async () => {
    const email = 'dewi@example.id';
    const res = await post('/api/auth/register', registration('Dewi@Example.ID'));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: AUTH_TEXT.registered, email });

    const [row] = await t.app.db.select().from(users).where(eq(users.email, email));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.emailVerifiedAt).toBeNull();
    expect(row!.phone).toBe('081234567890');

    const mail = await inbox.next(email);
    expect(mail.raw).toMatch(/Subject: Kode verifikasi akun Kelas/);
    expect(mail.raw).toMatch(/Content-Type: text\/html/);
    const code = codeOf(mail);
    expect(code).toMatch(/^\d{6}$/);

    // Right password, unverified: 403 so the client opens /verify-login; no second mail within 60 s.
    const login = await post('/api/auth/login', { email, password: STRONG });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED', message: AUTH_TEXT.notVerified });
    expect(inbox.countTo(email)).toBe(1);

    const wrong = await post('/api/auth/otp/verify', { otp: code === '000000' ? '111111' : '000000', email });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({ message: idText('authText:otpWrong', { left: 4 }), error: idText('authText:otpWrong', { left: 4 }), code: 'OTP_WRONG' });

    const ok = await post('/api/auth/otp/verify', { otp: code, email });
    expect(ok.statusCode).toBe(200);
    const body = ok.json() as { token: string; user: Json };
    expect(body.user).toEqual({ id: row!.id, name: 'Dewi Anggraini', email, avatar: null, role: 'learner', roles: [], locale: 'id' });
    expect(body.token.length).toBeGreaterThanOrEqual(43);
    expect((await t.app.inject({ url: '/api/profile', headers: bearer(body.token) })).statusCode).toBe(200);

    // Single use.
    const again = await post('/api/auth/otp/verify', { otp: code, email });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ code: 'OTP_INVALID', error: AUTH_TEXT.otpInvalid });

    const login2 = await post('/api/auth/login', { email, password: STRONG });
    expect(login2.statusCode).toBe(200);
    expect(login2.json()).toMatchObject({ user: { email } });
  });

  it('refuses a second account for the same e-mail, in any letter case', async () => {
    expect((await post('/api/auth/register', registration('sama@example.id'))).statusCode).toBe(201);
    const dup = await post('/api/auth/register', registration('SAMA@example.id'));
    expect(dup.statusCode).toBe(422);
    expect(dup.json()).toMatchObject({ errors: { email: [AUTH_TEXT.emailTaken] } });
    expect(await t.app.db.select({ id: users.id }).from(users).where(eq(users.email, 'sama@example.id'))).toHaveLength(1);
  });

  it('kills a code after 5 wrong tries', async () => {
    const email = 'lima@example.id';
    await post('/api/auth/register', registration(email));
    const code = codeOf(await inbox.next(email));
    const wrongCode = code === '123456' ? '654321' : '123456';
    const answers: string[] = [];
    for (let i = 0; i < 5; i++) answers.push((await post('/api/auth/otp/verify', { otp: wrongCode, email })).json().error as string);
    expect(answers).toEqual([...[4, 3, 2, 1].map((left): string => idText('authText:otpWrong', { left })), AUTH_TEXT.otpDead]);
    const right = await post('/api/auth/otp/verify', { otp: code, email });
    expect(right.statusCode).toBe(422);
    expect(right.json()).toMatchObject({ code: 'OTP_INVALID' });
  });

  it('rejects an expired code (10 minutes) and resends with a 60 s cooldown', async () => {
    const email = 'kedaluwarsa@example.id';
    await post('/api/auth/register', registration(email));
    const first = codeOf(await inbox.next(email));

    const early = await post('/api/auth/otp/resend', { email });
    expect(early.statusCode).toBe(429);
    const earlyBody = early.json() as { retry_after: number; code: string; message: string };
    expect(earlyBody.code).toBe('OTP_COOLDOWN');
    expect(earlyBody.retry_after).toBeGreaterThan(50);
    expect(earlyBody.retry_after).toBeLessThanOrEqual(60);
    expect(earlyBody.message).toBe(idText('authText:otpCooldown', { seconds: earlyBody.retry_after }));

    t.clock.advance(10 * 60_000 + 1000);
    const expired = await post('/api/auth/otp/verify', { otp: first, email });
    expect(expired.statusCode).toBe(422);
    expect(expired.json()).toMatchObject({ code: 'OTP_INVALID' });

    const resend = await post('/api/auth/otp/resend', { email });
    expect(resend.statusCode).toBe(200);
    expect(resend.json()).toEqual({ message: AUTH_TEXT.otpResent, retry_after: 60 });
    const second = codeOf(await inbox.next(email));
    expect((await post('/api/auth/otp/verify', { otp: second, email })).statusCode).toBe(200);
  });

  it('answers a resend for an unknown or verified e-mail like any other, without mail', async () => {
    const unknown = await post('/api/auth/otp/resend', { email: 'tidak-ada@example.id' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ message: AUTH_TEXT.otpResent, retry_after: 60 });
    const verified = await post('/api/auth/otp/resend', { email: 'learner@example.com' });
    expect(verified.json()).toEqual(unknown.json());
    expect(inbox.countTo('tidak-ada@example.id')).toBe(0);
    expect(inbox.countTo('learner@example.com')).toBe(0);
  });

  it('mails a fresh code when an unverified account logs in after the cooldown', async () => {
    const email = 'baru@example.id';
    await post('/api/auth/register', registration(email));
    const first = codeOf(await inbox.next(email));
    t.clock.advance(61_000);
    expect((await post('/api/auth/login', { email, password: STRONG })).statusCode).toBe(403);
    const fresh = codeOf(await inbox.next(email));
    expect(fresh).toMatch(/^\d{6}$/);
    if (fresh !== first) expect((await post('/api/auth/otp/verify', { otp: first, email })).statusCode).toBe(422);
    expect((await post('/api/auth/otp/verify', { otp: fresh, email })).statusCode).toBe(200);
  });

  it('gives the same 422 for a wrong password and an unknown e-mail', async () => {
    const wrongPw = await post('/api/auth/login', { email: 'mentor@example.com', password: 'salah123' });
    const unknown = await post('/api/auth/login', { email: 'siapa@example.id', password: 'salah123' });
    expect(wrongPw.statusCode).toBe(422);
    expect(unknown.statusCode).toBe(422);
    expect(wrongPw.json()).toEqual(unknown.json());
    expect(wrongPw.json()).toEqual({
      message: AUTH_TEXT.invalidCredentials,
      code: 'INVALID_CREDENTIALS',
      errors: { email: [AUTH_TEXT.invalidCredentials] },
    });
  });

  it('limits failed logins per account (429 with the wait), then lets the right password in a minute later', async () => {
    const email = 'admin@example.com';
    for (let i = 0; i < 3; i++) expect((await post('/api/auth/login', { email, password: 'bukan-itu' })).statusCode).toBe(422);
    const limited = await post('/api/auth/login', { email, password: 'Kelas123!' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringMatching(/^Terlalu banyak percobaan login yang gagal\. Silakan coba lagi dalam \d+ detik\.$/) });
    // Another account from the same address is not affected.
    expect((await post('/api/auth/login', { email: 'learner@example.com', password: 'Kelas123!' })).statusCode).toBe(200);
    t.clock.advance(61_000);
    expect((await post('/api/auth/login', { email, password: 'Kelas123!' })).statusCode).toBe(200);
  });

  it('revokes the session on logout', async () => {
    const token = await t.login('learner@example.com');
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(401);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ message: AUTH_TEXT.loggedOut });
    const after = await t.app.inject({ url: '/api/profile', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ message: AUTH_TEXT.sessionExpired });

    // The idle and absolute timeouts: session-timeouts.test.ts.
  });

  it('checks the captcha on forgot and answers alike for known and unknown e-mails', async () => {
    const missing = await post('/api/auth/forgot', { email: 'learner@example.com', recaptcha: '' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({ errors: { recaptcha: ['Please complete the ALTCHA'] } });

    const forged = await post('/api/auth/forgot', { email: 'learner@example.com', recaptcha: Buffer.from('{"challenge":{},"solution":{}}').toString('base64') });
    expect(forged.statusCode).toBe(422);
    expect(forged.json()).toMatchObject({ errors: { recaptcha: [AUTH_TEXT.captchaFailed] } });

    const unknown = await post('/api/auth/forgot', { email: 'hantu@example.id', recaptcha: await solvedCaptcha(t) });
    const payload = await solvedCaptcha(t);
    const known = await post('/api/auth/forgot', { email: 'learner@example.com', recaptcha: payload });
    expect(unknown.statusCode).toBe(200);
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: AUTH_TEXT.forgotSuccess });
    expect(unknown.json()).toEqual(known.json());

    const mail = await inbox.next('learner@example.com');
    expect(mail.raw).toMatch(/Subject: Reset password akun Kelas/);
    expect(resetTokenOf(mail).length).toBeGreaterThanOrEqual(43);
    expect(mail.text).toContain(`${t.app.config.PUBLIC_URL}/reset-password?token=`);
    expect(inbox.countTo('hantu@example.id')).toBe(0);

    // A solved challenge is accepted once.
    const replay = await post('/api/auth/forgot', { email: 'learner@example.com', recaptcha: payload });
    expect(replay.statusCode).toBe(422);
  });

  it('resets the password once, ends every session, and enforces the rule', async () => {
    const email = 'mentor@example.com';
    const s1 = await t.login(email);
    const s2 = await t.login(email);
    expect((await post('/api/auth/forgot', { email, recaptcha: await solvedCaptcha(t) })).statusCode).toBe(200);
    const token = resetTokenOf(await inbox.next(email));

    const weak = await post('/api/auth/reset-password', { token, password: 'abc', confirm_password: 'abd' });
    expect(weak.statusCode).toBe(422);
    expect(weak.json()).toMatchObject({
      errors: {
        password: [AUTH_TEXT.passwordMin, AUTH_TEXT.passwordUpper, AUTH_TEXT.passwordDigit, AUTH_TEXT.passwordSpecial],
        confirm_password: [AUTH_TEXT.confirmMin, AUTH_TEXT.confirmMatch],
      },
    });

    const done = await post('/api/auth/reset-password', { token, password: NEW_STRONG, confirm_password: NEW_STRONG });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: AUTH_TEXT.resetDone });
    for (const s of [s1, s2]) expect((await t.app.inject({ url: '/api/profile', headers: bearer(s) })).statusCode).toBe(401);
    expect((await post('/api/auth/login', { email, password: 'Kelas123!' })).statusCode).toBe(422);
    expect((await post('/api/auth/login', { email, password: NEW_STRONG })).statusCode).toBe(200);

    const reused = await post('/api/auth/reset-password', { token, password: 'Ketiga#333', confirm_password: 'Ketiga#333' });
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({ errors: { token: [AUTH_TEXT.resetTokenInvalid] } });
  });

  it('refuses a reset link after 60 minutes', async () => {
    const email = 'learner@example.com';
    t.clock.advance(120_000); // past the one-mail-a-minute limit of the earlier test
    expect((await post('/api/auth/forgot', { email, recaptcha: await solvedCaptcha(t) })).statusCode).toBe(200);
    const token = resetTokenOf(await inbox.next(email));
    t.clock.advance(61 * 60_000);
    const late = await post('/api/auth/reset-password', { token, password: NEW_STRONG, confirm_password: NEW_STRONG });
    expect(late.statusCode).toBe(422);
    expect(late.json()).toMatchObject({ code: 'RESET_TOKEN_INVALID' });
  });
});

describe('accounts: limits per IP and reCAPTCHA', () => {
  it('answers 429 with an Indonesian message past LOGIN_REQUESTS_PER_IP', async () => {
    const t = await createTestApp({ env: { LOGIN_REQUESTS_PER_IP: '2' } });
    try {
      const go = () => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'x@example.id', password: 'salah123' } });
      expect((await go()).statusCode).toBe(422);
      expect((await go()).statusCode).toBe(422);
      const third = await go();
      expect(third.statusCode).toBe(429);
      expect(third.json()).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringMatching(/^Terlalu banyak percobaan\. Silakan coba lagi dalam \d+ detik\.$/) });
    } finally {
      await t.close();
    }
  });

  it('verifies reCAPTCHA with the configured endpoint and names it in the message', async () => {
    const seen: string[] = [];
    const google = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        const form = new URLSearchParams(body);
        seen.push(`${form.get('secret')}:${form.get('response')}`);
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ success: form.get('response') === 'token-baik' && form.get('secret') === 'rahasia' }));
      });
    });
    await new Promise<void>((r) => google.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(google.address() as AddressInfo).port}/siteverify`;
    const t = await createTestApp({ env: { CAPTCHA_PROVIDER: 'recaptcha', RECAPTCHA_SECRET: 'rahasia', RECAPTCHA_VERIFY_URL: url } });
    try {
      expect((await t.app.inject('/api/config')).json()).toMatchObject({ data: { captcha: 'reCAPTCHA' } });
      const empty = await t.app.inject({ method: 'POST', url: '/api/auth/forgot', payload: { email: 'learner@example.com' } });
      expect(empty.json()).toMatchObject({ errors: { recaptcha: ['Please complete the reCAPTCHA'] } });
      const bad = await t.app.inject({ method: 'POST', url: '/api/auth/forgot', payload: { email: 'learner@example.com', recaptcha: 'token-palsu' } });
      expect(bad.statusCode).toBe(422);
      const good = await t.app.inject({ method: 'POST', url: '/api/auth/forgot', payload: { email: 'learner@example.com', recaptcha: 'token-baik' } });
      expect(good.statusCode).toBe(200);
      expect(seen).toEqual(['rahasia:token-palsu', 'rahasia:token-baik']);
    } finally {
      await t.close();
      google.close();
    }
  });
});
