import fs from 'node:fs';
import path from 'node:path';
import { storedImageSources } from '@kelas/contracts/images';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@kelas/contracts/i18n';
import { landingCriticalMarkup } from './spa-critical-markup.ts';

/**
 * Per-route preload hints in the SPA's index.html (issue 18 item 4, decision 204). A lazy route's
 * chunk is normally requested only after the entry script has run; on a slow phone that is one
 * more round trip before the first paint. For the two public pages people land on, the server
 * adds `<link rel="modulepreload">` for the route's chunk and its static imports (from Vite's
 * build manifest, `.vite/manifest.json`), and the landing's hero illustration as an image preload,
 * so they download with the entry. No script is added (the page's CSP is unchanged). The landing
 * also carries its hero as HTML in `#root` (decision 126, spa-critical-markup.ts).
 */
type ManifestChunk = { file: string; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

type RouteOptions = {
  brand: string;
  /** The stored thumbnail path of a published course (its public detail), or null; never throws. */
  courseThumbnail?: (slug: string) => Promise<string | null>;
};

/** `sizes` of the detail hero's thumbnail (apps/web course-hero.tsx), so a preload picks the same file. */
const DETAIL_THUMBNAIL_SIZES = '(min-width: 1024px) 352px, calc(100vw - 2rem)';

const escapeAttr = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A slug safe to put into a URL of the page as it is (the catalogue's slugs: lower-case words and dashes). */
const SAFE_SLUG = /^[a-z0-9][a-z0-9-]{0,199}$/;

/**
 * The course detail's public API call and its LCP element, the hero's thumbnail, preloaded with
 * the HTML (decision 126) so they load beside the scripts instead of after them; the web's fetch
 * (same URL, same-origin credentials) and `<img>` (same src, srcset and sizes) reuse them.
 */
async function detailPreloads(pathname: string, options: RouteOptions): Promise<string> {
  const slug = /^\/detail\/[^/]+\/([^/]+)\/?$/.exec(pathname)?.[1];
  if (!slug || !SAFE_SLUG.test(slug)) return '';
  const links = [`<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/courses/${slug}">`];
  const thumbnail = options.courseThumbnail ? await options.courseThumbnail(slug).catch(() => null) : null;
  if (thumbnail) {
    const { src, srcSet } = storedImageSources(thumbnail);
    const set = srcSet ? ` imagesrcset="${escapeAttr(srcSet)}" imagesizes="${DETAIL_THUMBNAIL_SIZES}"` : '';
    links.push(`<link rel="preload" as="image" href="${escapeAttr(src)}"${set} fetchpriority="high">`);
  }
  return links.join('');
}

/**
 * The routes given hints: their path test, their source module in apps/web, extra files, inlined
 * markup, and per-path links (built at each request, e.g. from the slug).
 */
const ROUTES: {
  test: (pathname: string) => boolean;
  entry: string;
  images?: string[];
  markup?: (o: RouteOptions, lang: Locale) => string;
  perPath?: (pathname: string, options: RouteOptions) => Promise<string>;
}[] = [
  {
    test: (p) => p === '/',
    entry: 'src/app/routes/landing.tsx',
    images: ['/images/hero-learning.svg'],
    markup: (o, lang) => landingCriticalMarkup({ brand: o.brand, lang }),
  },
  { test: (p) => /^\/detail\/[^/]+\/[^/]+\/?$/.test(p), entry: 'src/app/routes/course-detail.tsx', perPath: detailPreloads },
  // The player (signed in): its route chunk only; its data needs the bearer token, which a preload cannot send.
  { test: (p) => /^\/learning\/[^/]+\/?$/.test(p), entry: 'src/app/routes/learning.tsx' },
];

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
    const { js, css } = filesOf(manifest, route.entry);
    const links = [
      ...(route.images ?? []).map((src) => `<link rel="preload" as="image" href="${src}" fetchpriority="high">`),
      ...css.filter((f) => !base.includes(`/${f}"`)).map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
      ...js.filter((f) => !base.includes(`/${f}"`)).map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
    ];
    const head = base.replace('</head>', `${links.join('')}</head>`);
    const { markup } = route;
    const html = Object.fromEntries(
      LOCALES.map((lang) => [lang, Buffer.from(markup ? head.replace('<div id="root"></div>', `<div id="root">${markup(options, lang)}</div>`) : head, 'utf8')]),
    ) as Record<Locale, Buffer>;
    return { test: route.test, html, perPath: route.perPath };
  });
  return async (pathname, lang = DEFAULT_LOCALE) => {
    const page = pages.find((p) => p.test(pathname));
    if (!page) return indexHtml;
    const extra = page.perPath ? await page.perPath(pathname, options) : '';
    const html = page.html[lang];
    return extra ? Buffer.from(html.toString('utf8').replace('</head>', `${extra}</head>`), 'utf8') : html;
  };
}
