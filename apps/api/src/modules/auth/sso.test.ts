import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { AUTH_TEXT } from '@kelas/contracts/auth';
import { TWO_FACTOR_TEXT } from '@kelas/contracts/two-factor';
import { eq } from 'drizzle-orm';
import { exportJWK, exportSPKI, generateKeyPair, SignJWT, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';

/** The shared secret of the app under test: generated into its DATA_DIR (no default exists, decision 220). */
let SECRET = '';

function hs256(claims: JWTPayload, opts: { secret?: string; iss?: string; aud?: string; exp?: string | number | null } = {}) {
  let jwt = new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(opts.iss ?? 'kelas-dev-idp')
    .setAudience(opts.aud ?? 'kelas')
    .setIssuedAt();
  if (opts.exp !== null) jwt = jwt.setExpirationTime(opts.exp ?? '5m');
  return jwt.sign(new TextEncoder().encode(opts.secret ?? SECRET));
}

describe('single sign-on (POST /api/auth/sso-verify)', () => {
  let t: TestApp;
  const verify = (token: unknown) => t.app.inject({ method: 'POST', url: '/api/auth/sso-verify', payload: token === undefined ? {} : { token } });

  beforeAll(async () => {
    t = await createTestApp();
    SECRET = t.app.config.SSO_SECRET;
  });
  afterAll(async () => {
    await t.close();
  });

  it('creates a verified learner on first sign-in and finds it afterwards', async () => {
    const token = await hs256({ email: 'Sso.Baru@Example.ID', name: 'Rina Wulandari' });
    const res = await verify(token);
    expect(res.statusCode).toBe(200);
    const body = res.json() as { data: { token: string; user: { id: number; name: string; email: string; role: string } } };
    expect(body.data.user).toMatchObject({ name: 'Rina Wulandari', email: 'sso.baru@example.id', role: 'learner', avatar: null });
    expect((await t.app.inject({ url: '/api/profile', headers: bearer(body.data.token) })).statusCode).toBe(200);

    const [row] = await t.app.db.select().from(users).where(eq(users.email, 'sso.baru@example.id'));
    expect(row!.emailVerifiedAt).not.toBeNull();
    expect(row!.passwordHash).toBeNull();

    const again = (await verify(await hs256({ email: 'sso.baru@example.id' }))).json() as typeof body;
    expect(again.data.user.id).toBe(body.data.user.id);
    expect(again.data.token).not.toBe(body.data.token);
  });

  it('opens one session per token: the same link again, or twice at once, is refused as used', async () => {
    const token = await hs256({ email: 'sso.sekali@example.id', name: 'Sekali Pakai' });
    const [a, b] = await Promise.all([verify(token), verify(token)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 422]);
    const refused = a.statusCode === 422 ? a : b;
    expect(refused.json()).toEqual({ message: AUTH_TEXT.ssoUsed, code: 'SSO_USED' });
    const later = await verify(token);
    expect(later.statusCode).toBe(422);
    expect(later.json()).toMatchObject({ code: 'SSO_USED' });
  });

  it('signs in an existing account by e-mail, keeping its role', async () => {
    const res = await verify(await hs256({ email: 'mentor@example.com' }));
    expect(res.json()).toMatchObject({ data: { user: { email: 'mentor@example.com', role: 'mentor', roles: ['mentor'], name: 'Budi Santoso' } } });
  });

  it('refuses an account with two-factor on (the seeded admin): the token is one factor (decision 172)', async () => {
    const res = await verify(await hs256({ email: 'admin@example.com' }));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'SSO_TWO_FACTOR', message: TWO_FACTOR_TEXT.ssoBlocked });
  });

  it('derives a name from the e-mail when the token has none', async () => {
    const res = await verify(await hs256({ email: 'agus_salim99@example.id' }));
    expect(res.json()).toMatchObject({ data: { user: { name: 'Agus Salim' } } });
  });

  it('verifies an unverified account and drops the password nobody proved', async () => {
    const reg = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'Penyusup', email: 'korban@example.id', phone_number: '081234567890', password: 'Penyusup#1', confirm_password: 'Penyusup#1', terms: true },
    });
    expect(reg.statusCode).toBe(201);
    expect((await verify(await hs256({ email: 'korban@example.id' }))).statusCode).toBe(200);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'korban@example.id', password: 'Penyusup#1' } });
    expect(login.statusCode).toBe(422);
  });

  it.each([
    ['a wrong signature', () => hs256({ email: 'x@example.id' }, { secret: 'another-secret-another-secret-0123456789' }), 'SSO_INVALID'],
    ['a wrong issuer', () => hs256({ email: 'x@example.id' }, { iss: 'evil-idp' }), 'SSO_INVALID'],
    ['a wrong audience', () => hs256({ email: 'x@example.id' }, { aud: 'other-app' }), 'SSO_INVALID'],
    ['no expiry', () => hs256({ email: 'x@example.id' }, { exp: null }), 'SSO_INVALID'],
    ['an expired token', () => hs256({ email: 'x@example.id' }, { exp: Math.floor(Date.now() / 1000) - 120 }), 'SSO_EXPIRED'],
    ['no e-mail', () => hs256({ sub: '42' }), 'SSO_NO_EMAIL'],
    ['an unverified e-mail', () => hs256({ email: 'x@example.id', email_verified: false }), 'SSO_NO_EMAIL'],
    ['an unsigned token', async () => `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"email":"x@example.id"}').toString('base64url')}.`, 'SSO_INVALID'],
    ['garbage', async () => 'bukan.token.jwt', 'SSO_INVALID'],
  ])('rejects %s with { message }', async (_name, make, code) => {
    const res = await verify(await make());
    expect(res.statusCode).toBe(422);
    const body = res.json() as { message: string; code: string };
    expect(body.code).toBe(code);
    expect(body.message).toBe(code === 'SSO_EXPIRED' ? AUTH_TEXT.ssoExpired : code === 'SSO_NO_EMAIL' ? AUTH_TEXT.ssoNoEmail : AUTH_TEXT.ssoInvalid);
    expect(await t.app.db.select({ id: users.id }).from(users).where(eq(users.email, 'x@example.id'))).toHaveLength(0);
  });

  it('answers a missing token with the spec message', async () => {
    for (const token of [undefined, '', '   ']) {
      const res = await verify(token);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ message: AUTH_TEXT.ssoMissing });
    }
  });
});

describe('single sign-on with a public key or a JWKS URL', () => {
  it('verifies RS256 tokens with SSO_PUBLIC_KEY (PEM)', async () => {
    const { publicKey, privateKey } = await generateKeyPair('RS256');
    const pem = await exportSPKI(publicKey);
    const t = await createTestApp({ env: { SSO_PUBLIC_KEY: pem.replace(/\n/g, '\\n'), SSO_ISSUER: 'https://idp.example.id', SSO_AUDIENCE: 'kelas-web' } });
    try {
      const sign = (alg: string, key: Parameters<SignJWT['sign']>[0]) =>
        new SignJWT({ email: 'rsa@example.id' }).setProtectedHeader({ alg }).setIssuer('https://idp.example.id').setAudience('kelas-web').setExpirationTime('5m').sign(key);
      const ok = await t.app.inject({ method: 'POST', url: '/api/auth/sso-verify', payload: { token: await sign('RS256', privateKey) } });
      expect(ok.statusCode).toBe(200);
      // The shared secret is not accepted once a public key is configured.
      const hs = await t.app.inject({ method: 'POST', url: '/api/auth/sso-verify', payload: { token: await sign('HS256', new TextEncoder().encode(t.app.config.SSO_SECRET)) } });
      expect(hs.statusCode).toBe(422);
    } finally {
      await t.close();
    }
  });

  it('verifies ES256 tokens with keys from SSO_JWKS_URL', async () => {
    const { publicKey, privateKey } = await generateKeyPair('ES256');
    const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'ES256', use: 'sig' };
    const server = http.createServer((_req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ keys: [jwk] }));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/.well-known/jwks.json`;
    const t = await createTestApp({ env: { SSO_JWKS_URL: url } });
    try {
      const token = await new SignJWT({ email: 'jwks@example.id', name: 'Joko Widodo' })
        .setProtectedHeader({ alg: 'ES256', kid: 'k1' })
        .setIssuer('kelas-dev-idp')
        .setAudience('kelas')
        .setExpirationTime('5m')
        .sign(privateKey);
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/sso-verify', payload: { token } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ data: { user: { email: 'jwks@example.id', name: 'Joko Widodo' } } });
    } finally {
      await t.close();
      server.close();
    }
  });
});
