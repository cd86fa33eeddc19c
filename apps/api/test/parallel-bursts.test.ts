import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOtps, loginChallenges, users } from '../src/db/schema/index.ts';
import { DEMO_ADMIN_TOTP_SECRET } from '../src/db/seed/users.ts';
import { createLearner } from '../src/modules/checkout/checkout.fixtures.ts';
import { hashOtp } from '../src/modules/auth/verification-code.ts';
import { bearer, createTestApp, type TestApp } from './test-app.ts';

/**
 * Limits that hold under parallel requests (decision 221): login failures, two-factor codes,
 * e-mail code tries and voucher claims are counted before the check, so a burst of parallel
 * requests gets at most the limit checked, the rest answers 429 without database work, and other
 * users' calls made during the burst never answer 503. Runs on PGlite and on PostgreSQL (pool of
 * 20 connections, 1 s to get one).
 */
let t: TestApp;
let others: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ env: { JOB_WORKERS: 'false' } });
  others = bearer(await t.login('learner@example.com'));
});
afterAll(() => t.close());

/** `n` copies of a call, all started at once. */
const burst = <T>(n: number, call: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => call(i)));

/** Another learner's calls during the burst: every one must answer 200 (none waits for a connection past its timeout). */
const othersMeanwhile = () => burst(20, () => t.app.inject({ method: 'GET', url: '/api/profile', headers: others }).then((r) => r.statusCode));

const statusCounts = (codes: number[]) => codes.reduce<Record<number, number>>((acc, c) => ({ ...acc, [c]: (acc[c] ?? 0) + 1 }), {});

describe('parallel bursts', () => {
  it('200 parallel wrong passwords for one account: 10 checked (422), 190 refused (429); others unaffected', async () => {
    const victim = await createLearner(t.app.db);
    const [answers, meanwhile] = await Promise.all([
      burst(200, () => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: victim.email, password: 'Salah#12345' } }).then((r) => r.statusCode)),
      othersMeanwhile(),
    ]);
    expect(statusCounts(answers)).toEqual({ 422: 10, 429: 190 });
    expect(statusCounts(meanwhile)).toEqual({ 200: 20 });
    // The right password is refused too until the minute is over, then works.
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: victim.email, password: 'Kelas123!' } })).statusCode).toBe(429);
    t.clock.advance(61_000);
    try {
      expect((await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: victim.email, password: 'Kelas123!' } })).statusCode).toBe(200);
    } finally {
      t.clock.reset();
    }
  });

  it('50 parallel two-factor codes over 10 challenges of one account: 10 checked, 40 refused (429), 5 per challenge at most', async () => {
    const challenges: string[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'admin@example.com', password: 'Kelas123!' } });
      challenges.push((res.json() as { challenge: string }).challenge);
    }
    const current = await generate({ secret: DEMO_ADMIN_TOTP_SECRET, epoch: Math.floor(t.clock.now.getTime() / 1000) });
    const wrong = current === '000000' ? '111111' : '000000';
    const [answers, meanwhile] = await Promise.all([
      burst(50, (i) => t.app.inject({ method: 'POST', url: '/api/auth/2fa/verify', payload: { challenge: challenges[i % 10], code: wrong } })),
      othersMeanwhile(),
    ]);
    const outcome = answers.map((r) => (r.json() as { code: string }).code);
    // Exactly the account's limit checked (each code was wrong); the other 40 refused before the check.
    expect(outcome.filter((c) => c === 'TWO_FACTOR_CODE_WRONG').length).toBe(10);
    expect(outcome.filter((c) => c === 'RATE_LIMITED').length).toBe(40);
    expect(statusCounts(meanwhile)).toEqual({ 200: 20 });
    const rows = await t.app.db.select({ attempts: loginChallenges.attempts }).from(loginChallenges);
    expect(Math.max(...rows.map((r) => r.attempts))).toBeLessThanOrEqual(5);
    // The account's limit holds on a fresh challenge and with the right code.
    const fresh = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'admin@example.com', password: 'Kelas123!' } });
    const right = await t.app.inject({ method: 'POST', url: '/api/auth/2fa/verify', payload: { challenge: (fresh.json() as { challenge: string }).challenge, code: current } });
    expect(right.statusCode).toBe(429);
  });

  it('50 parallel tries of an e-mail code: 10 reach the database, 5 are compared with the code, the rest answer 429', async () => {
    const [user] = await t.app.db.insert(users).values({ name: 'Belum Verifikasi', email: 'burst-otp@example.com', passwordHash: null }).returning({ id: users.id });
    await t.app.db.insert(emailOtps).values({ userId: user!.id, codeHash: hashOtp(user!.id, '123456'), expiresAt: new Date(t.clock.now.getTime() + 600_000) });
    const [answers, meanwhile] = await Promise.all([
      burst(50, () => t.app.inject({ method: 'POST', url: '/api/auth/otp/verify', payload: { email: 'burst-otp@example.com', otp: '654321' } })),
      othersMeanwhile(),
    ]);
    const codes = answers.map((r) => (r.statusCode === 429 ? 'limited' : (r.json() as { code: string }).code));
    expect(codes.filter((c) => c === 'limited').length).toBe(40);
    expect(codes.filter((c) => c === 'OTP_WRONG' || c === 'OTP_DEAD').length).toBe(5);
    expect(codes.filter((c) => c === 'OTP_DEAD').length).toBe(1);
    expect(codes.filter((c) => c === 'OTP_INVALID').length).toBe(5);
    expect(statusCounts(meanwhile)).toEqual({ 200: 20 });
    const [otp] = await t.app.db.select({ attempts: emailOtps.attempts, usedAt: emailOtps.usedAt }).from(emailOtps).where(eq(emailOtps.userId, user!.id));
    expect(otp!.attempts).toBe(5);
    expect(otp!.usedAt).not.toBeNull();
  });

  it('50 parallel voucher claims from one learner: 10 checked (422), 40 refused (429) before the session is read', async () => {
    const claimer = await createLearner(t.app.db);
    const headers = bearer(await t.login(claimer.email));
    const [answers, meanwhile] = await Promise.all([
      burst(50, () => t.app.inject({ method: 'POST', url: '/api/course/claim', headers, payload: { voucher_code: 'TIDAKADA-0000' } }).then((r) => r.statusCode)),
      othersMeanwhile(),
    ]);
    expect(statusCounts(answers)).toEqual({ 422: 10, 429: 40 });
    expect(statusCounts(meanwhile)).toEqual({ 200: 20 });
  });
});
