import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** Issue 18 item 4 (decision 204): the landing and a course detail carry preload hints for their route chunk. */
let t: TestApp;
let dist: string;
const INDEX = '<!doctype html><html><head><script type="module" crossorigin src="/assets/index-aaa.js"></script><link rel="modulepreload" crossorigin href="/assets/react-bbb.js"></head><body><div id="root"></div></body></html>';

beforeAll(async () => {
  dist = await fs.mkdtemp(path.join(os.tmpdir(), 'kelas-dist-'));
  await fs.mkdir(path.join(dist, '.vite'), { recursive: true });
  await fs.writeFile(path.join(dist, 'index.html'), INDEX);
  await fs.writeFile(
    path.join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-aaa.js', imports: ['_react-bbb.js'] },
      '_react-bbb.js': { file: 'assets/react-bbb.js' },
      '_card-ccc.js': { file: 'assets/card-ccc.js', imports: ['_react-bbb.js'] },
      'src/app/routes/landing.tsx': { file: 'assets/landing-ddd.js', imports: ['_card-ccc.js', 'index.html'] },
      'src/app/routes/course-detail.tsx': { file: 'assets/course-detail-eee.js', imports: ['_card-ccc.js'], css: ['assets/course-detail-fff.css'] },
    }),
  );
  t = await createTestApp({ env: { WEB_DIST: dist } });
});
afterAll(async () => {
  await t?.close();
  await fs.rm(dist, { recursive: true, force: true });
});

describe('route preload hints', () => {
  it('the landing preloads its chunk, its imports and the hero image, not what index.html links already', async () => {
    const html = (await t.app.inject({ method: 'GET', url: '/' })).body;
    // Its hero is in the HTML: the entry and the preloads are handed to the boot script (decision 141).
    expect(html).toContain('<script data-entry="/assets/index-aaa.js" data-preload="/assets/react-bbb.js /assets/landing-ddd.js /assets/card-ccc.js">');
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('<link rel="preload" as="image" href="/images/hero-learning.svg" fetchpriority="high">');
    expect(html.match(/react-bbb\.js/g)).toHaveLength(1);
  });

  it('a course detail preloads its chunk and CSS; other routes get index.html as built', async () => {
    const detail = (await t.app.inject({ method: 'GET', url: '/detail/learning-video/kelas-x?ref=1' })).body;
    expect(detail).toContain('href="/assets/course-detail-eee.js"');
    expect(detail).toContain('<link rel="stylesheet" crossorigin href="/assets/course-detail-fff.css">');
    expect(detail).not.toContain('landing-ddd.js');
    expect((await t.app.inject({ method: 'GET', url: '/programmu' })).body).toBe(INDEX);
  });

  it('gzips the page when the request accepts it (decision 127)', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Language, Accept-Encoding');
    const zipped = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(plain.body);
    const detail = await t.app.inject({
      method: 'GET',
      url: '/detail/learning-video/kelas-x',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gunzipSync(detail.rawPayload).toString('utf8')).toContain('href="/api/courses/kelas-x"');
    const refused = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-encoding': 'gzip;q=0' },
    });
    expect(refused.headers['content-encoding']).toBeUndefined();
  });
});
