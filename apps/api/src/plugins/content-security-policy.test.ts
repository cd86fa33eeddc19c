import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { FILE_POLICY, JSON_POLICY, spaPolicy, withStyleNonce } from './content-security-policy.ts';
import { CourseDetailResponseSchema } from '@kelas/contracts/catalogue';
import { BOOT_SCRIPT } from '../platform/spa-deferred-boot.ts';
import { detailCriticalMarkup } from '../platform/spa-detail-markup.ts';
import { API_HEADER_NAMES, helmetHeaders } from './security-headers.ts';

/** The policy of each kind of response (the browser side is e2e/tests/csp.spec.ts). */
const INLINE = "window.__boot = 'x';";
let t: TestApp;
let dist: string;

/** Directives of a policy header as a map. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((p) => p[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

async function findFile(dir: string, ext: string): Promise<string | null> {
  for (const entry of await fs.readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && entry.name.endsWith(ext)) return path.join(entry.parentPath, entry.name);
  }
  return null;
}

beforeAll(async () => {
  dist = await fs.mkdtemp(path.join(os.tmpdir(), 'kelas-dist-'));
  await fs.writeFile(path.join(dist, 'index.html'), `<!doctype html><html><head><script>${INLINE}</script><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>`);
  await fs.mkdir(path.join(dist, 'assets'));
  await fs.writeFile(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
  t = await createTestApp({ env: { WEB_DIST: dist } });
});
afterAll(async () => {
  await t?.close();
  await fs.rm(dist, { recursive: true, force: true });
});

describe('Content-Security-Policy', () => {
  it('the SPA page: strict scripts (own origin + the hash of its inline script), the required directives', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/programmu' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const d = directives(String(res.headers['content-security-policy']));
    const hash = `'sha256-${createHash('sha256').update(INLINE).digest('base64')}'`;
    const boot = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;
    expect(d['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'", boot, hash]);
    expect(d['script-src']).not.toContain("'unsafe-inline'");
    expect(d['script-src']).not.toContain("'unsafe-eval'");
    expect(d['object-src']).toEqual(["'none'"]);
    expect(d['base-uri']).toEqual(["'self'"]);
    expect(d['frame-ancestors']).toEqual(["'none'"]);
    expect(d['form-action']).toEqual(["'self'"]);
    expect(d['frame-src']).toEqual(['https://www.youtube-nocookie.com', 'https://www.youtube.com', 'https://player.vimeo.com', 'https://docs.google.com']);
    expect(d['worker-src']).toEqual(["'self'", 'blob:']);
  });

  it("styles: our origin, and inline <style> only with the page's own nonce, named in its meta; no 'unsafe-inline' anywhere", async () => {
    const nonces = new Set<string>();
    for (const url of ['/', '/programmu', '/index.html', '/halaman-yang-tidak-ada']) {
      const res = await t.app.inject({ method: 'GET', url });
      const policy = String(res.headers['content-security-policy']);
      expect(policy, url).not.toContain("'unsafe-inline'");
      const styles = directives(policy)['style-src']!;
      expect(styles[0], url).toBe("'self'");
      const nonce = /^'nonce-([A-Za-z0-9+/]{22}==)'$/.exec(styles[1] ?? '')?.[1];
      expect(nonce, url).toBeDefined();
      expect(styles, url).toHaveLength(2);
      // The page names the same nonce for its scripts to give to the <style> elements they add.
      expect(res.body, url).toContain(`<head><meta name="csp-nonce" content="${nonce}">`);
      nonces.add(nonce!);
    }
    // One per response: a nonce seen in one page is worth nothing for another.
    expect(nonces.size).toBe(4);
    expect(withStyleNonce("default-src 'self'; style-src 'self'; img-src 'self'", 'abc')).toBe("default-src 'self'; style-src 'self' 'nonce-abc'; img-src 'self'");
  });

  it('index.html asked for by name gets the same policy (its own nonce aside); the API docs page the nonce-less one', async () => {
    const withoutNonce = (p: unknown) => String(p).replace(/ 'nonce-[^']+'/, '');
    const spa = await t.app.inject({ method: 'GET', url: '/programmu' });
    const direct = await t.app.inject({ method: 'GET', url: '/index.html' });
    expect(withoutNonce(direct.headers['content-security-policy'])).toBe(withoutNonce(spa.headers['content-security-policy']));
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.headers['content-type']).toMatch(/^text\/html/);
    expect(docs.headers['content-security-policy']).toBe(withoutNonce(spa.headers['content-security-policy']));
    // The docs page's base layout: no top bar (its logo SVG carries a <style> element the policy refuses).
    const init = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-initializer.js' });
    expect(init.body).toContain('"layout":"BaseLayout"');
  });

  it('server-rendered markup carries no style attribute (the policy refuses them): a course detail with a partly filled star', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/courses/belajar-analisis-data-dengan-python' });
    const course = CourseDetailResponseSchema.parse(res.json()).data;
    const html = detailCriticalMarkup({ ...course, rating: 4.3, rating_count: 3 }, 'id');
    expect(html).toContain('<clipPath id="hero-star-fill-4"><rect width="7.2" height="24"></rect></clipPath>');
    expect(html).not.toMatch(/<[^>]+\sstyle\s*=/i);
  });

  it('reCAPTCHA origins only when it is the chosen provider', () => {
    const altcha = directives(spaPolicy({ CAPTCHA_PROVIDER: 'altcha' }, ''));
    const recaptcha = directives(spaPolicy({ CAPTCHA_PROVIDER: 'recaptcha' }, ''));
    const boot = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;
    expect(altcha['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'", boot]);
    expect(recaptcha['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'", boot, 'https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']);
    expect(recaptcha['frame-src']).toContain('https://www.google.com/recaptcha/');
  });

  it('JSON answers, the API 404 included, get default-src none', async () => {
    for (const url of ['/api/courses?type=free%20class', '/api/no-such-route']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy']).toBe(JSON_POLICY);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/no-such-route' })).statusCode).toBe(404);
  });

  it('stored files (a PDF, an image) get a sandboxing policy of their own', async () => {
    const root = path.join(t.dataDir, 'storage', 'public');
    for (const ext of ['.pdf', '.png', '.svg', '.jpg']) {
      const file = await findFile(root, ext);
      if (!file) continue;
      const url = `/storage/${path.relative(root, file).split(path.sep).join('/')}`;
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-security-policy'], url).toBe(FILE_POLICY);
      expect(directives(FILE_POLICY).sandbox).toEqual([]);
    }
    expect(await findFile(root, '.pdf')).not.toBeNull();
  });

  it('the build\'s scripts carry the page policy (a worker runs under its own script\'s policy)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(res.statusCode).toBe(200);
    // The page policy, without a style nonce (a script adds no styles of its own).
    expect(res.headers['content-security-policy']).toBe(String((await t.app.inject({ method: 'GET', url: '/' })).headers['content-security-policy']).replace(/ 'nonce-[^']+'/, ''));
  });
});

/** Helmet's headers by response kind (plugins/security-headers.ts, decision 129). */
describe('security headers', () => {
  const helmet = helmetHeaders();
  const documentOnly = Object.keys(helmet).filter((name) => !(API_HEADER_NAMES as readonly string[]).includes(name));

  it("are helmet's own: nosniff, HSTS, framing, referrer, no CSP of helmet's", () => {
    expect(helmet).toMatchObject({
      'x-content-type-options': 'nosniff',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-frame-options': 'SAMEORIGIN',
      'referrer-policy': 'no-referrer',
      'cross-origin-resource-policy': 'same-site',
      'cross-origin-opener-policy': 'same-origin',
    });
    expect(helmet).not.toHaveProperty('content-security-policy');
    expect(helmet).not.toHaveProperty('cross-origin-embedder-policy');
    expect(documentOnly).toEqual(expect.arrayContaining(['referrer-policy', 'cross-origin-opener-policy', 'x-xss-protection']));
  });

  it('a page and a stored file carry every one of them', async () => {
    const root = path.join(t.dataDir, 'storage', 'public');
    const pdf = await findFile(root, '.pdf');
    const urls = ['/', '/programmu', '/assets/app.js', `/storage/${path.relative(root, pdf!).split(path.sep).join('/')}`];
    for (const url of urls) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      for (const [name, value] of Object.entries(helmet)) expect(res.headers[name], `${url} ${name}`).toBe(value);
    }
  });

  it('JSON answers (200, 404, 422) carry those that act on them, and no CORS header for another origin', async () => {
    const origin = { origin: 'https://evil.example' };
    const answers = [
      await t.app.inject({ method: 'GET', url: '/api/courses?type=free%20class', headers: origin }),
      await t.app.inject({ method: 'GET', url: '/api/no-such-route', headers: origin }),
      await t.app.inject({ method: 'GET', url: '/api/courses?type=nope', headers: origin }),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([200, 404, 422]);
    for (const res of answers) {
      for (const name of API_HEADER_NAMES) expect(res.headers[name], name).toBe(helmet[name]);
      for (const name of documentOnly) expect(res.headers[name], name).toBeUndefined();
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
    }
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/courses?type=free%20class',
      headers: { ...origin, 'access-control-request-method': 'GET' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-methods']).toBeUndefined();
  });
});
