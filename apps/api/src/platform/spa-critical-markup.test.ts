import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LANDING_HERO_IMAGE, LANDING_HERO_TEXTS } from '@kelas/contracts/landing';
import { afterAll, describe, expect, it } from 'vitest';
import { LANDING_HERO_TEXTS_EN } from '@kelas/contracts/locales/en/landing';
import { landingCriticalMarkup } from './spa-critical-markup.ts';
import { spaRoutePages } from './spa-route-preloads.ts';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'kelas-critical-'));
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));
fs.mkdirSync(path.join(dist, '.vite'));
fs.writeFileSync(
  path.join(dist, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/index-a.js', isEntry: true },
    'src/app/routes/landing.tsx': { file: 'assets/landing-b.js' },
    'src/app/routes/course-detail.tsx': { file: 'assets/detail-c.js' },
  }),
);
const index = Buffer.from('<!doctype html><html lang="id"><head><script type="module" src="/assets/index-a.js"></script></head><body><div id="root"></div></body></html>');

describe('critical markup in the SPA page (decision 126)', () => {
  it('inlines the landing hero, in Indonesian, with the texts the web component uses', async () => {
    const html = (await spaRoutePages(dist, index, { brand: 'Kelas' })('/')).toString('utf8');
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toContain(`<h1 class="mt-5 text-3xl leading-tight font-extrabold tracking-tight text-slate-900 sm:text-5xl">Selamat Datang Peserta <span class="text-brand-600">Kelas</span></h1>`);
    expect(root).toContain(LANDING_HERO_TEXTS.tagline);
    expect(root).toContain(`src="${LANDING_HERO_IMAGE}"`);
    expect(root).toContain('width="520" height="420"');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/landing-b.js">');
  });

  it('inlines the hero in English for a request negotiated to English (issue 18)', async () => {
    const html = (await spaRoutePages(dist, index, { brand: 'Kelas' })('/', 'en')).toString('utf8');
    expect(html).toContain('Welcome, <span class="text-brand-600">Kelas</span> Learners</h1>');
    expect(html).toContain(LANDING_HERO_TEXTS_EN.tagline);
    expect(html).not.toContain('Selamat Datang');
  });

  it('escapes the configured brand and leaves other routes with an empty root', async () => {
    const pages = spaRoutePages(dist, index, { brand: '<b>"A&B"</b>' });
    expect((await pages('/')).toString('utf8')).toContain('<span class="text-brand-600">&#60;b&#62;&#34;A&#38;B&#34;&#60;/b&#62;</span>');
    expect((await pages('/detail/learning-video/x')).toString('utf8')).toContain('<div id="root"></div>');
    expect((await pages('/programmu')).toString('utf8')).toContain('<div id="root"></div>');
  });

  it("preloads a course detail's data and its hero thumbnail (srcset and sizes of the hero)", async () => {
    const pages = spaRoutePages(dist, index, {
      brand: 'Kelas',
      courseThumbnail: async (slug) => (slug === 'ada' ? 'thumbnails/abc-1280.webp' : null),
    });
    const html = (await pages('/detail/learning-video/ada')).toString('utf8');
    expect(html).toContain('<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/courses/ada">');
    expect(html).toContain('<link rel="preload" as="image" href="/storage/thumbnails/abc-1280.webp" imagesrcset="/storage/thumbnails/abc-400.webp 400w, /storage/thumbnails/abc-1280.webp 1280w" imagesizes="(min-width: 1024px) 352px, calc(100vw - 2rem)" fetchpriority="high">');
    // No thumbnail: the data only. A slug that is no catalogue slug: nothing.
    expect((await pages('/detail/learning-video/tanpa')).toString('utf8')).not.toContain('as="image"');
    expect((await pages('/detail/x/%22%3E%3Cscript%3E')).toString('utf8')).not.toContain('rel="preload" as="fetch"');
  });

  it('keeps the page free of anything user-specific: the same bytes for every call', () => {
    const a = landingCriticalMarkup({ brand: 'Kelas', lang: 'id' });
    expect(landingCriticalMarkup({ brand: 'Kelas', lang: 'id' })).toBe(a);
    expect(a).not.toMatch(/token|email|Hi, /i);
  });
});
