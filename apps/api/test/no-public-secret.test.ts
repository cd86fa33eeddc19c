import { execFileSync } from 'node:child_process';
import { createHmac, createSecretKey } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { jwtVerify, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECRET_NAMES } from '../src/config-secrets.ts';
import { ssoKey } from '../src/modules/auth/sso-key.ts';
import { createGateway } from '../src/platform/payments/index.ts';
import { SANDBOX_SIGNATURE_HEADER, sandboxSignature } from '../src/platform/payments/sandbox.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * No public secret (decision 220): a server started as the README says (no secret in the
 * environment: the test app's configuration is `loadConfig` with only DATA_DIR and NODE_ENV) refuses
 * a single-sign-on token and a sandbox webhook signed with any string of the repository, and none
 * of its secrets appears in a tracked file.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Every word and every quoted text (8 to 200 characters) of every tracked text file. */
function repositoryStrings(): { strings: Set<string>; texts: string[] } {
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }).split('\0').filter(Boolean);
  const strings = new Set<string>();
  const texts: string[] = [];
  for (const file of files) {
    const full = path.join(root, file);
    let buf: Buffer;
    try {
      if (fs.statSync(full).size > 4 * 1024 * 1024) continue;
      buf = fs.readFileSync(full);
    } catch {
      continue; // listed but deleted in the working tree
    }
    if (buf.includes(0)) continue; // binary
    const text = buf.toString('utf8');
    texts.push(text);
    for (const word of text.split(/[\s"'`,;()[\]{}<>=]+/)) if (word.length >= 8 && word.length <= 200) strings.add(word);
    for (const m of text.matchAll(/(["'`])([^"'`\n]{8,200})\1/g)) strings.add(m[2]!);
  }
  return { strings, texts };
}

describe('no public secret', () => {
  let t: TestApp;
  let repo: ReturnType<typeof repositoryStrings>;

  beforeAll(async () => {
    t = await createTestApp({ env: { JOB_WORKERS: 'false' } });
    repo = repositoryStrings();
  });
  afterAll(() => t.close());

  it('generated every secret: none is a string of the repository or inside a tracked file', () => {
    expect(repo.strings.size).toBeGreaterThan(10_000);
    for (const name of SECRET_NAMES) {
      const value = t.app.config[name];
      expect(value.length, name).toBeGreaterThanOrEqual(32);
      expect(repo.strings.has(value), name).toBe(false);
      expect(repo.texts.some((text) => text.includes(value)), name).toBe(false);
    }
  });

  it('refuses a single-sign-on token signed with any string of the repository', async () => {
    const { key, algorithms } = ssoKey(t.app.config);
    const serverKey = createSecretKey(key as Uint8Array);
    // The token's signing input once; an HS256 signature per candidate (what jose's sign does).
    const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const exp = Math.floor(Date.now() / 1000) + 300;
    const input = `${b64({ alg: 'HS256' })}.${b64({ email: 'penyusup@example.id', email_verified: true, iss: t.app.config.SSO_ISSUER, aud: t.app.config.SSO_AUDIENCE, exp })}`;
    let accepted = 0;
    for (const candidate of repo.strings) {
      const token = `${input}.${createHmac('sha256', candidate).update(input).digest('base64url')}`;
      const ok = await jwtVerify(token, serverKey, { algorithms, issuer: t.app.config.SSO_ISSUER, audience: t.app.config.SSO_AUDIENCE }).then(
        () => true,
        () => false,
      );
      if (ok) accepted += 1;
    }
    expect(accepted).toBe(0);
  });

  it('refuses a sandbox webhook signed with any string of the repository', async () => {
    const gateway = createGateway(t.app.config, t.app.log);
    const rawBody = JSON.stringify({ event_id: 'evt-forged', reference: 'sbx-forged', status: 'paid', amount: 1, occurred_at: new Date().toISOString() });
    let accepted = 0;
    for (const candidate of repo.strings) {
      const ok = await gateway.verifyNotification(rawBody, { [SANDBOX_SIGNATURE_HEADER]: sandboxSignature(candidate, rawBody) }).then(
        () => true,
        () => false,
      );
      if (ok) accepted += 1;
    }
    expect(accepted).toBe(0);
  });

  it('answers 422 and 401 through the real routes for the strings that look like keys', async () => {
    const keyLike = [...repo.strings].filter((s) => /secret|key|dev|change-me/i.test(s) && s.length >= 16).slice(0, 300);
    expect(keyLike.length).toBeGreaterThan(50);
    for (const candidate of keyLike) {
      const token = await new SignJWT({ email: 'author@example.com', email_verified: true })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer(t.app.config.SSO_ISSUER)
        .setAudience(t.app.config.SSO_AUDIENCE)
        .setExpirationTime('5m')
        .sign(new TextEncoder().encode(candidate));
      const sso = await t.app.inject({ method: 'POST', url: '/api/auth/sso-verify', payload: { token } });
      expect(sso.statusCode, candidate).toBe(422);
      const rawBody = JSON.stringify({ event_id: `evt-${candidate.length}`, reference: 'sbx-x', status: 'paid', amount: 1, occurred_at: new Date().toISOString() });
      const hook = await t.app.inject({
        method: 'POST',
        url: '/api/payments/webhook/sandbox',
        headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: sandboxSignature(candidate, rawBody) },
        payload: rawBody,
      });
      expect(hook.statusCode, candidate).toBe(401);
    }
  });
});
