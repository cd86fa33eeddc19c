import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { CourseDetail } from '@kelas/contracts/catalogue';
import { LANDING_HERO_IMAGE, LANDING_HERO_TEXTS } from '@kelas/contracts/landing';
import { afterAll, describe, expect, it } from 'vitest';
import { LANDING_HERO_TEXTS_EN } from '@kelas/contracts/locales/en/landing';
import { landingCriticalMarkup } from './spa-critical-markup.ts';
import { spaRoutePages } from './spa-route-preloads.ts';

/** A public course detail as GET /api/courses/{slug} answers it. */
const COURSE: CourseDetail = {
  id: 1,
  slug: 'ada',
  type: 'record webinar',
  title: 'Analisis <Data> & Python',
  thumbnail: null,
  rating: 4.5,
  rating_count: 12,
  total_material: 12,
  total_duration: { hour: 8 },
  total_students: 1200,
  description: '',
  group_whatsapp: '',
  prices: [],
  availability: 'no_price',
  tax: { percent: 11, included: false, mode: 'ppn', exempt_note: null },
  mentors: [{ name: 'Sari', avatar: null, profession: 'Data Scientist', description: '' }],
  materials: [],
  tools: [],
  highlights: [],
  careers: [],
  testimonials: [],
};

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
    // The first screen is in the HTML: the scripts are requested after its paint (decision 141).
    expect(html).toContain('<script data-entry="/assets/index-a.js" data-preload="/assets/landing-b.js">');
    expect(html).not.toContain('<link rel="modulepreload"');
  });

  it('inlines the hero in English for a request negotiated to English', async () => {
    const html = (await spaRoutePages(dist, index, { brand: 'Kelas' })('/', 'en')).toString('utf8');
    expect(html).toContain('Welcome, <span class="text-brand-600">Kelas</span> Learners</h1>');
    expect(html).toContain(LANDING_HERO_TEXTS_EN.tagline);
    expect(html).not.toContain('Selamat Datang');
  });

  it('escapes the configured brand and leaves other routes with an empty root', async () => {
    const pages = spaRoutePages(dist, index, { brand: '<b>"A&B"</b>' });
    expect((await pages('/')).toString('utf8')).toContain('<span class="text-brand-600">&lt;b&gt;&quot;A&amp;B&quot;&lt;/b&gt;</span>');
    expect((await pages('/detail/learning-video/x')).toString('utf8')).toContain('<div id="root"></div>');
    expect((await pages('/programmu')).toString('utf8')).toContain('<div id="root"></div>');
  });

  it("preloads a course detail's data and its hero thumbnail, and inlines its hero (decision 127)", async () => {
    const course = (slug: string): CourseDetail | null =>
      slug === 'ada' || slug === 'tanpa'
        ? {
            ...COURSE,
            slug,
            type: slug === 'ada' ? 'record webinar' : 'learning video',
            thumbnail: slug === 'ada' ? 'thumbnails/abc-1280.webp' : null,
            ...(slug === 'tanpa' ? { rating: 0, rating_count: 0 } : {}),
          }
        : null;
    const pages = spaRoutePages(dist, index, { brand: 'Kelas', courseDetail: async (slug) => course(slug) });
    const html = (await pages('/detail/record-webinar/ada')).toString('utf8');
    expect(html).toContain('<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/courses/ada">');
    expect(html).toContain('<link rel="preload" as="image" href="/storage/thumbnails/abc-1280.webp" imagesrcset="/storage/thumbnails/abc-400.webp 400w, /storage/thumbnails/abc-1280.webp 1280w" imagesizes="(min-width: 1024px) 352px, calc(100vw - 2rem)" fetchpriority="high">');
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toContain('<h1 class="mt-4 text-3xl leading-tight font-extrabold text-white sm:text-4xl">Analisis &lt;Data&gt; &amp; Python</h1>');
    expect(root).toContain('>Record Webinar</span>');
    expect(root).toContain('Jumlah Sesi: <strong class="font-bold">12</strong>');
    expect(root).toContain('Durasi: 8 Jam');
    expect(root).toContain('1200 Peserta');
    expect(root).toContain('>4,5</span>');
    expect(root).toContain('Rating peserta · 12 ulasan</p>');
    expect(root).toContain('>Data Scientist</p>');
    expect(root).toContain('srcset="/storage/thumbnails/abc-400.webp 400w, /storage/thumbnails/abc-1280.webp 1280w"');
    expect(html).toContain('<script data-entry="/assets/index-a.js" data-preload="/assets/detail-c.js">');
    expect(html).not.toContain('<script type="module"');
    // English: the same hero in English, with English digits.
    const en = (await pages('/detail/record-webinar/ada', 'en')).toString('utf8');
    expect(en).toContain('Sessions: <strong class="font-bold">12</strong>');
    expect(en).toContain('>4.5</span>');
    expect(en).toContain('1200 Learners');
    // No thumbnail: no image preload, the hero without an image. Unknown: the data preload only.
    const tanpa = (await pages('/detail/learning-video/tanpa')).toString('utf8');
    expect(tanpa).not.toContain('as="image"');
    expect(tanpa).toContain('>Learning Video</span>');
    expect(tanpa).not.toContain('<img');
    // No visible review: 'Belum ada ulasan' instead of a number, as the React hero (decision 272).
    expect(tanpa).toContain('>Belum ada ulasan</span>');
    const unknown = (await pages('/detail/learning-video/tidak-ada')).toString('utf8');
    expect(unknown).toContain('href="/api/courses/tidak-ada"');
    expect(unknown).toContain('<div id="root"></div>');
    // No hero in the HTML: the scripts load as the build wrote them.
    expect(unknown).toContain('<script type="module" src="/assets/index-a.js">');
    expect(unknown).not.toContain('data-entry');
    expect((await pages('/detail/x/%22%3E%3Cscript%3E')).toString('utf8')).not.toContain('rel="preload" as="fetch"');
  });

  it('serves the plain page when the course lookup fails', async () => {
    const pages = spaRoutePages(dist, index, {
      brand: 'Kelas',
      courseDetail: async () => {
        throw new Error('database down');
      },
    });
    const html = (await pages('/detail/learning-video/ada')).toString('utf8');
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('href="/api/courses/ada"');
  });

  it('keeps the page free of anything user-specific: the same bytes for every call', () => {
    const a = landingCriticalMarkup({ brand: 'Kelas', lang: 'id' });
    expect(landingCriticalMarkup({ brand: 'Kelas', lang: 'id' })).toBe(a);
    expect(a).not.toMatch(/token|email|Hi, /i);
  });
});
