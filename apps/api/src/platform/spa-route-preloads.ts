import fs from 'node:fs';
import path from 'node:path';
import { storedImageSources } from '@kelas/contracts/images';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@kelas/contracts/i18n';
import { isValidSlug, type CourseDetail } from '@kelas/contracts/catalogue';
import { escapeHtml, landingCriticalMarkup } from './spa-critical-markup.ts';
import { deferScriptsAfterHero } from './spa-deferred-boot.ts';
import { DETAIL_THUMBNAIL_SIZES, detailCriticalMarkup } from './spa-detail-markup.ts';
import { playerLoadingMarkup } from './spa-player-markup.ts';

/**
 * Per-route preload hints in the SPA's index.html (decision 204). A lazy route's
 * chunk is normally requested only after the entry script has run; on a slow phone that is one
 * more round trip before the first paint. For the two public pages people land on, the server
 * adds `<link rel="modulepreload">` for the route's chunk and its static imports (from Vite's
 * build manifest, `.vite/manifest.json`), and the landing's hero illustration as an image preload,
 * so they download with the entry. The landing also carries its hero as HTML in `#root` (decision
 * 126, spa-critical-markup.ts), and so does a known course's detail (decision 127); on those pages
 * the scripts and preloads are requested once the hero is painted (decision 141, spa-deferred-boot.ts).
 */
type ManifestChunk = { file: string; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

type RouteOptions = {
  brand: string;
  /** The public detail of a published course, or null (unknown, or any failure). */
  courseDetail?: (slug: string) => Promise<CourseDetail | null>;
};

/** What a route adds for one path: links for `<head>` and markup for `#root` ('' for none). */
type PathParts = { head: string; root: string };

/**
 * The course detail's public API call and its LCP element, the hero's thumbnail, preloaded with
 * the HTML (decision 126), and the hero itself inlined into `#root` in the request's language
 * (decision 127); the web's fetch (same URL, same-origin credentials) and `<img>` (same src, srcset
 * and sizes) reuse them. An unknown course gets the preload of its API call only.
 */
async function detailParts(pathname: string, options: RouteOptions, lang: Locale): Promise<PathParts> {
  const slug = /^\/detail\/[^/]+\/([^/]+)\/?$/.exec(pathname)?.[1];
  // Only a slug that could name a course is put into the page's markup as it is.
  if (!slug || !isValidSlug(slug)) return { head: '', root: '' };
  const links = [`<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/courses/${slug}">`];
  const course = options.courseDetail ? await options.courseDetail(slug).catch(() => null) : null;
  if (!course) return { head: links.join(''), root: '' };
  if (course.thumbnail) {
    const { src, srcSet } = storedImageSources(course.thumbnail);
    const set = srcSet ? ` imagesrcset="${escapeHtml(srcSet)}" imagesizes="${DETAIL_THUMBNAIL_SIZES}"` : '';
    links.push(`<link rel="preload" as="image" href="${escapeHtml(src)}"${set} fetchpriority="high">`);
  }
  return { head: links.join(''), root: detailCriticalMarkup(course, lang) };
}

/**
 * The routes given hints: their path test, their source module in apps/web, extra files, inlined
 * markup, and per-path links (built at each request, e.g. from the slug).
 */
const ROUTES: {
  test: (pathname: string) => boolean;
  entry: string;
  /** Modules the page imports at once on its first load (dynamic imports of main.tsx, texts), by language. */
  early?: (lang: Locale) => string[];
  images?: string[];
  markup?: (o: RouteOptions, lang: Locale) => string;
  /** A loading view for `#root` that, unlike `markup`, does not hold the scripts back. */
  shell?: (lang: Locale) => string;
  perPath?: (pathname: string, options: RouteOptions, lang: Locale) => Promise<PathParts>;
}[] = [
  {
    test: (p) => p === '/',
    entry: 'src/app/routes/landing.tsx',
    images: ['/images/hero-learning.svg'],
    markup: (o, lang) => landingCriticalMarkup({ brand: o.brand, lang }),
  },
  { test: (p) => /^\/detail\/[^/]+\/[^/]+\/?$/.test(p), entry: 'src/app/routes/course-detail.tsx', perPath: detailParts },
  // The player (signed in): its route chunk, the code that asks for its data on the first load
  // (main.tsx, decision 145; the data itself needs the bearer token, which a preload cannot send)
  // and its texts in the request's language (the web's own; Indonesian shell texts are bundled).
  {
    test: (p) => /^\/learning\/[^/]+\/?$/.test(p),
    entry: 'src/app/routes/learning.tsx',
    early: (lang) => [
      'src/features/learning/api/prefetch-player.ts',
      'src/features/offline/lib/player-offline.ts',
      ...(lang === DEFAULT_LOCALE ? [] : [`src/locales/${lang}/common.ts`]),
      `src/locales/${lang}/learning.ts`,
      `src/locales/${lang}/offline.ts`,
    ],
    shell: playerLoadingMarkup,
  },
];

/**
 * The page with a first screen (`root`, HTML) in `#root`: its scripts then wait for that screen's
 * paint (decision 141, spa-deferred-boot.ts).
 */
function withHero(html: string, root: string): string {
  return deferScriptsAfterHero(html.replace('<div id="root"></div>', () => `<div id="root">${root}</div>`));
}

/** Files (JS and CSS) a manifest entry needs, its static imports followed recursively. */
function filesOf(manifest: Manifest, key: string, seen = new Set<string>()): { js: string[]; css: string[] } {
  const js: string[] = [];
  const css: string[] = [];
  const walk = (k: string) => {
    if (seen.has(k)) return;
    seen.add(k);
    const chunk = manifest[k];
    if (!chunk || k === 'index.html') return;
    js.push(chunk.file);
    css.push(...(chunk.css ?? []));
    for (const i of chunk.imports ?? []) walk(i);
  };
  walk(key);
  return { js, css };
}

/**
 * Builds the HTML of each hinted route (per-path links, e.g. the detail's data and thumbnail, are
 * added at each request) from the build's index.html and manifest; returns a function
 * giving the page for a pathname (the plain index.html when the route has no hints or the build has
 * no manifest). Files already linked by index.html are not repeated.
 */
export function spaRoutePages(webDist: string, indexHtml: Buffer, options: RouteOptions = { brand: 'Kelas' }): (pathname: string, lang?: Locale) => Promise<Buffer> {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(webDist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    return async () => indexHtml;
  }
  const base = indexHtml.toString('utf8');
  const pages = ROUTES.map((route) => {
    if (!manifest[route.entry]) return { test: route.test, html: { id: indexHtml, en: indexHtml }, perPath: undefined };
    const { markup, shell } = route;
    const page = (lang: Locale) => {
      const { js, css } = filesOf(manifest, route.entry);
      // The early modules after the route's own files (a manifest without them adds nothing).
      for (const key of route.early?.(lang) ?? []) js.push(...filesOf(manifest, key, new Set([route.entry])).js);
      const links = [
        ...(route.images ?? []).map((src) => `<link rel="preload" as="image" href="${src}" fetchpriority="high">`),
        ...[...new Set(js)].filter((f) => !base.includes(`/${f}"`)).map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
      ];
      // The route's stylesheets beside the page's own, above the scripts (decision 273).
      const sheets = css.filter((f) => !base.includes(`/${f}"`)).map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`);
      const styled = sheets.length ? base.replace(/<link rel="stylesheet"[^>]*>|<\/head>/, (first) => `${first === '</head>' ? '' : first}${sheets.join('')}${first === '</head>' ? first : ''}`) : base;
      const head = styled.replace('</head>', `${links.join('')}</head>`);
      if (markup) return Buffer.from(withHero(head, markup(options, lang)), 'utf8');
      return Buffer.from(shell ? head.replace('<div id="root"></div>', () => `<div id="root">${shell(lang)}</div>`) : head, 'utf8');
    };
    const html = Object.fromEntries(LOCALES.map((lang) => [lang, page(lang)])) as Record<Locale, Buffer>;
    return { test: route.test, html, perPath: route.perPath };
  });
  return async (pathname, lang = DEFAULT_LOCALE) => {
    const page = pages.find((p) => p.test(pathname));
    if (!page) return indexHtml;
    const html = page.html[lang];
    if (!page.perPath) return html;
    const { head, root } = await page.perPath(pathname, options, lang);
    let text = html.toString('utf8');
    if (head) text = text.replace('</head>', `${head}</head>`);
    if (root) text = withHero(text, root);
    return Buffer.from(text, 'utf8');
  };
}
