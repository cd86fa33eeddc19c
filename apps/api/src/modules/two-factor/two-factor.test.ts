import { AUTH_TEXT } from '@kelas/contracts/auth';
import { TWO_FACTOR_TEXT } from '@kelas/contracts/two-factor';
import { and, eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, twoFactorRecoveryCodes, userRoles, users } from '../../db/schema/index.ts';
import { DEMO_ADMIN_TOTP_SECRET } from '../../db/seed/users.ts';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';

type Json = Record<string, unknown>;
const PASSWORD = 'Kelas123!';

/** TOTP two-factor authentication (ASVS 6.3, 6.5), required for admins (decision 172). */
describe('two-factor authentication (TOTP)', () => {
  let t: TestApp;
  const post = (url: string, payload: Json, token?: string) => t.app.inject({ method: 'POST', url, payload, headers: token ? bearer(token) : {} });
  const codeAt = (secret: string, at: Date = t.clock.now) => generate({ secret, epoch: Math.floor(at.getTime() / 1000) });
  const passwordStep = async (email: string) => {
    const res = await post('/api/auth/login', { email, password: PASSWORD });
    expect(res.statusCode).toBe(200);
    return res.json() as { token?: string; two_factor_required?: boolean; challenge?: string; message?: string };
  };

  beforeAll(async () => {
    t = await createTestApp({ env: { LOGIN_REQUESTS_PER_IP: '10000', LOGIN_FAILURES_PER_ACCOUNT: '4' } });
  });
  afterEach(() => t.clock.reset());
  afterAll(async () => {
    await t.close();
  });

  it('asks the seeded admin for a second step; a code works once, wrong codes are counted and end the challenge', async () => {
    const first = await passwordStep('admin@example.com');
    expect(first).toEqual({ two_factor_required: true, challenge: expect.any(String), message: TWO_FACTOR_TEXT.challengeSent });
    expect(first.token).toBeUndefined();

    const code = await codeAt(DEMO_ADMIN_TOTP_SECRET);
    const ok = await post('/api/auth/2fa/verify', { challenge: first.challenge, code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ token: expect.any(String), user: { email: 'admin@example.com', role: 'admin', roles: ['admin'] } });
    expect((await t.app.inject({ url: '/api/admin/voucher-batches', headers: bearer(ok.json().token) })).statusCode).toBe(200);

    // The challenge is single use, and so is the code (ASVS 6.5.1).
    expect((await post('/api/auth/2fa/verify', { challenge: first.challenge, code })).json()).toMatchObject({ code: 'CHALLENGE_INVALID' });
    const second = await passwordStep('admin@example.com');
    const replay = await post('/api/auth/2fa/verify', { challenge: second.challenge, code });
    expect(replay.statusCode).toBe(422);
    expect(replay.json()).toEqual({ message: TWO_FACTOR_TEXT.codeWrong, code: 'TWO_FACTOR_CODE_WRONG', errors: { code: [TWO_FACTOR_TEXT.codeWrong] } });

    // The next 30-s step gives a new code.
    t.clock.advance(30_000);
    expect((await post('/api/auth/2fa/verify', { challenge: second.challenge, code: await codeAt(DEMO_ADMIN_TOTP_SECRET) })).statusCode).toBe(200);
  });

  it('refuses bad shapes with 422, limits wrong codes per account (429) and lets a challenge take 5 tries at most', async () => {
    expect((await post('/api/auth/2fa/verify', { challenge: 'x', code: '12ab' })).json()).toMatchObject({ errors: { code: [TWO_FACTOR_TEXT.codeFormat] } });
    expect((await post('/api/auth/2fa/verify', { challenge: '', code: '123456' })).statusCode).toBe(422);
    expect((await post('/api/auth/2fa/verify', { challenge: 'tidak-ada', code: '123456' })).json()).toMatchObject({ code: 'CHALLENGE_INVALID' });

    const { challenge } = await passwordStep('admin@example.com');
    for (let i = 0; i < 4; i++) expect((await post('/api/auth/2fa/verify', { challenge, code: '000000' })).statusCode).toBe(422);
    const limited = await post('/api/auth/2fa/verify', { challenge, code: await codeAt(DEMO_ADMIN_TOTP_SECRET) });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    t.clock.advance(61_000);
    // The refused fifth try still used the challenge's last one (tries are counted before the
    // check): the challenge is spent even with the right code now.
    expect((await post('/api/auth/2fa/verify', { challenge, code: '000000' })).json()).toMatchObject({ code: 'CHALLENGE_INVALID' });
    expect((await post('/api/auth/2fa/verify', { challenge, code: await codeAt(DEMO_ADMIN_TOTP_SECRET) })).json()).toMatchObject({ code: 'CHALLENGE_INVALID' });
  });

  it('lets a challenge expire after 5 minutes', async () => {
    const { challenge } = await passwordStep('admin@example.com');
    t.clock.advance(5 * 60_000 + 1000);
    expect((await post('/api/auth/2fa/verify', { challenge, code: await codeAt(DEMO_ADMIN_TOTP_SECRET) })).json()).toMatchObject({ code: 'CHALLENGE_INVALID' });
  });

  it('enrols a learner: password first, a QR code, a code to confirm, ten recovery codes usable once; disabling needs both factors', async () => {
    const token = await t.login('learner@example.com');
    expect((await t.app.inject({ url: '/api/profile/2fa', headers: bearer(token) })).json()).toEqual({ data: { enabled: false, required: false, recovery_codes_left: 0 } });
    expect((await post('/api/profile/2fa/enable', { code: '123456' }, token)).json()).toMatchObject({ code: 'TWO_FACTOR_NOT_PENDING' });

    const wrongPw = await post('/api/profile/2fa/setup', { password: 'bukan-ini' }, token);
    expect(wrongPw.statusCode).toBe(422);
    expect(wrongPw.json()).toMatchObject({ errors: { password: [TWO_FACTOR_TEXT.passwordWrong] } });

    const setup = await post('/api/profile/2fa/setup', { password: PASSWORD }, token);
    expect(setup.statusCode).toBe(200);
    expect(setup.headers['cache-control']).toBe('no-store');
    const { secret, otpauth_url, qr } = setup.json().data as { secret: string; otpauth_url: string; qr: string };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauth_url).toMatch(/^otpauth:\/\/totp\/Kelas:learner%40example\.com\?.*secret=/);
    expect(qr).toMatch(/^data:image\/png;base64,/);
    // Still off until confirmed: the login has no second step yet.
    expect((await passwordStep('learner@example.com')).token).toEqual(expect.any(String));

    expect((await post('/api/profile/2fa/enable', { code: '000000' }, token)).json()).toMatchObject({ code: 'TWO_FACTOR_CODE_WRONG' });
    const enabled = await post('/api/profile/2fa/enable', { code: await codeAt(secret) }, token);
    expect(enabled.statusCode).toBe(200);
    const recovery = enabled.json().data.recovery_codes as string[];
    expect(recovery).toHaveLength(10);
    for (const c of recovery) expect(c).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(new Set(recovery).size).toBe(10);
    const learnerId = (await t.app.db.select({ id: users.id }).from(users).where(eq(users.email, 'learner@example.com')))[0]!.id;
    const stored = await t.app.db.select({ h: twoFactorRecoveryCodes.codeHash }).from(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, learnerId));
    expect(stored).toHaveLength(10);
    for (const { h } of stored) expect(h).toMatch(/^\$argon2id\$/);
    expect((await t.app.db.select().from(auditLog).where(and(eq(auditLog.action, 'two_factor.enable'), eq(auditLog.entityId, String(learnerId))))).length).toBe(1);
    expect((await post('/api/profile/2fa/setup', { password: PASSWORD }, token)).json()).toMatchObject({ code: 'TWO_FACTOR_ON' });

    // Login now has a second step; a recovery code (any case, with or without the dash) works once.
    const step = await passwordStep('learner@example.com');
    expect(step.two_factor_required).toBe(true);
    const viaRecovery = await post('/api/auth/2fa/verify', { challenge: step.challenge, code: recovery[0]!.toUpperCase().replace('-', '') });
    expect(viaRecovery.statusCode).toBe(200);
    const again = await passwordStep('learner@example.com');
    expect((await post('/api/auth/2fa/verify', { challenge: again.challenge, code: recovery[0] })).statusCode).toBe(422);
    expect((await t.app.inject({ url: '/api/profile/2fa', headers: bearer(token) })).json()).toEqual({ data: { enabled: true, required: false, recovery_codes_left: 9 } });

    // Disable: the password and a code, both checked.
    expect((await post('/api/profile/2fa/disable', { password: 'bukan-ini', code: recovery[1] }, token)).json()).toMatchObject({ errors: { password: [TWO_FACTOR_TEXT.passwordWrong] } });
    expect((await post('/api/profile/2fa/disable', { password: PASSWORD, code: '000000' }, token)).json()).toMatchObject({ code: 'TWO_FACTOR_CODE_WRONG' });
    const off = await post('/api/profile/2fa/disable', { password: PASSWORD, code: recovery[1] }, token);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ message: TWO_FACTOR_TEXT.disabled });
    expect(await t.app.db.select().from(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, learnerId))).toHaveLength(0);
    expect((await passwordStep('learner@example.com')).token).toEqual(expect.any(String));
  });

  it('refuses staff routes to an admin without two-factor (403 TWO_FACTOR_REQUIRED) until enrolled; own profile stays open', async () => {
    const mentorId = (await t.app.db.select({ id: users.id }).from(users).where(eq(users.email, 'mentor@example.com')))[0]!.id;
    await t.app.db.insert(userRoles).values({ userId: mentorId, role: 'admin' });
    const token = await t.login('mentor@example.com');
    for (const url of ['/api/admin/voucher-batches', '/api/mentor/submissions']) {
      const res = await t.app.inject({ url, headers: bearer(token) });
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual({ message: TWO_FACTOR_TEXT.required, code: 'TWO_FACTOR_REQUIRED' });
    }
    expect((await t.app.inject({ url: '/api/profile', headers: bearer(token) })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/profile/2fa', headers: bearer(token) })).json()).toMatchObject({ data: { enabled: false, required: true } });

    const { secret } = (await post('/api/profile/2fa/setup', { password: PASSWORD }, token)).json().data as { secret: string };
    expect((await post('/api/profile/2fa/enable', { code: await codeAt(secret) }, token)).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/admin/voucher-batches', headers: bearer(token) })).statusCode).toBe(200);
  });

  it('needs a session for the profile routes', async () => {
    for (const [method, url] of [['GET', '/api/profile/2fa'], ['POST', '/api/profile/2fa/setup'], ['POST', '/api/profile/2fa/enable'], ['POST', '/api/profile/2fa/disable']] as const) {
      const res = await t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
      expect(res.statusCode, url).toBe(401);
      expect(res.json()).toMatchObject({ message: AUTH_TEXT.sessionExpired });
    }
  });
});
