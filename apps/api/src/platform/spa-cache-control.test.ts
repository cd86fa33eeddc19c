import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { spaCacheControl } from './spa-cache-control.ts';

/** Decision 201: the service worker and the page are revalidated, hashed assets are immutable. */
let t: TestApp;
let dist: string;

beforeAll(async () => {
  dist = await fs.mkdtemp(path.join(os.tmpdir(), 'kelas-dist-'));
  await fs.mkdir(path.join(dist, 'assets'));
  await fs.mkdir(path.join(dist, 'icons'));
  await fs.writeFile(path.join(dist, 'index.html'), '<!doctype html><html><head><script type="module" src="/assets/app-abc123.js"></script></head><body></body></html>');
  await fs.writeFile(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  await fs.writeFile(path.join(dist, 'sw.js'), 'importScripts("./workbox-1a2b3c.js")');
  await fs.writeFile(path.join(dist, 'workbox-1a2b3c.js'), 'self.x = 1');
  await fs.writeFile(path.join(dist, 'manifest.webmanifest'), '{"name":"Kelas"}');
  await fs.writeFile(path.join(dist, 'icons', 'icon-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  t = await createTestApp({ env: { WEB_DIST: dist } });
});
afterAll(async () => {
  await t?.close();
  await fs.rm(dist, { recursive: true, force: true });
});

describe('Cache-Control of the built SPA', () => {
  it('maps paths to policies (precompressed copies like their original)', () => {
    expect(spaCacheControl('assets/index-XYZ.js.br')).toBe('public, max-age=31536000, immutable');
    expect(spaCacheControl('workbox-42582136.js')).toBe('public, max-age=31536000, immutable');
    expect(spaCacheControl('sw.js')).toBe('no-cache');
    expect(spaCacheControl('/index.html')).toBe('no-cache');
    expect(spaCacheControl('manifest.webmanifest')).toBe('no-cache');
    expect(spaCacheControl('icons/icon-512.png')).toBe('public, max-age=86400');
  });

  it('serves sw.js as JavaScript under the page policy, never immutable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
    const wb = await t.app.inject({ method: 'GET', url: '/workbox-1a2b3c.js' });
    expect(wb.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('hashed assets immutable, the manifest revalidated, icons for a day, unknown routes get index.html', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' })).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const manifest = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect((await t.app.inject({ method: 'GET', url: '/icons/icon-192.png' })).headers['cache-control']).toBe('public, max-age=86400');
    const page = await t.app.inject({ method: 'GET', url: '/learning/kelas-x?item=3' });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
  });
});
