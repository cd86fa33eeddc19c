import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { playerLoadingMarkup } from './spa-player-markup.ts';

/** Decision 204: the landing and a course detail carry preload hints for their route chunk. */
let t: TestApp;
/** A page without its per-response style nonce (decision 225), to compare pages. */
const withoutNonce = (html: string) => html.replace(/<meta name="csp-nonce" content="[^"]+">/, '');
let dist: string;
const INDEX = '<!doctype html><html><head><link rel="stylesheet" crossorigin href="/assets/index-zzz.css"><script type="module" crossorigin src="/assets/index-aaa.js"></script><link rel="modulepreload" crossorigin href="/assets/react-bbb.js"></head><body><div id="root"></div></body></html>';

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
      'src/app/routes/learning.tsx': { file: 'assets/learning-ggg.js', imports: ['_card-ccc.js'] },
      '_learning-state-hhh.js': { file: 'assets/learning-state-hhh.js' },
      'src/features/learning/api/prefetch-player.ts': { file: 'assets/prefetch-player-iii.js', imports: ['_learning-state-hhh.js'] },
      'src/features/offline/lib/player-offline.ts': { file: 'assets/player-offline-jjj.js' },
      'src/locales/id/learning.ts': { file: 'assets/learning-id.js' },
      'src/locales/id/offline.ts': { file: 'assets/offline-id.js' },
      'src/locales/en/common.ts': { file: 'assets/common-en.js' },
      'src/locales/en/learning.ts': { file: 'assets/learning-en.js' },
      'src/locales/en/offline.ts': { file: 'assets/offline-en.js' },
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
    // Beside the page's own stylesheet, above the scripts (decision 273).
    expect(detail).toContain('<link rel="stylesheet" crossorigin href="/assets/index-zzz.css"><link rel="stylesheet" crossorigin href="/assets/course-detail-fff.css">');
    expect(detail).not.toContain('landing-ddd.js');
    const config = JSON.parse((await t.app.inject({ method: 'GET', url: '/api/config' })).body).data;
    expect(withoutNonce((await t.app.inject({ method: 'GET', url: '/programmu' })).body)).toBe(
      INDEX.replace('</head>', `<script type="application/json" id="kelas-config">${JSON.stringify(config)}</script></head>`),
    );
  });

  it('every page carries what GET /api/config answers, in a data block (decision 147)', async () => {
    const config = JSON.parse((await t.app.inject({ method: 'GET', url: '/api/config' })).body).data;
    for (const url of ['/', '/detail/learning-video/kelas-x', '/learning/kelas-x', '/programmu', '/no-such-page']) {
      const html = (await t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } })).body;
      const block = /<script type="application\/json" id="kelas-config">(.*?)<\/script>/.exec(html)?.[1];
      expect(block, url).toBeDefined();
      expect(JSON.parse(block!), url).toEqual(config);
    }
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
    expect(withoutNonce(gunzipSync(zipped.rawPayload).toString('utf8'))).toBe(withoutNonce(plain.body));
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

  it("the player preloads its chunk, the code of its first data and its texts, and shows its skeleton at once (decisions 145, 257)", async () => {
    const id = (await t.app.inject({ method: 'GET', url: '/learning/kelas-x?item=3' })).body;
    const preloads = [...id.matchAll(/<link rel="modulepreload" crossorigin href="\/assets\/([^"]+)">/g)].map((m) => m[1]);
    expect(preloads).toEqual(['react-bbb.js', 'learning-ggg.js', 'card-ccc.js', 'prefetch-player-iii.js', 'learning-state-hhh.js', 'player-offline-jjj.js', 'learning-id.js', 'offline-id.js']);
    // The skeleton, with its text where the title comes, is in #root; the scripts are not held back for it.
    expect(id).toContain('<div id="root"><div class="min-h-screen bg-slate-50" aria-busy="true">');
    expect(id).toContain('<p role="status" class="truncate text-sm font-bold text-slate-600 sm:text-base">Memuat kelas…</p>');
    expect(playerLoadingMarkup('id')).not.toContain('style=');
    expect(id).toContain('<script type="module" crossorigin src="/assets/index-aaa.js"></script>');
    expect(id).not.toContain('data-entry');

    const en = (await t.app.inject({ method: 'GET', url: '/learning/kelas-x', headers: { 'accept-language': 'en-GB,en;q=0.9' } })).body;
    expect(en).toContain('>Loading course…</p>');
    for (const f of ['common-en.js', 'learning-en.js', 'offline-en.js']) expect(en).toContain(`href="/assets/${f}"`);
    expect(en).not.toContain('learning-id.js');
  });
});
