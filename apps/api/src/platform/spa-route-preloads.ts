import fs from 'node:fs';
import path from 'node:path';

/**
 * Per-route preload hints in the SPA's index.html (issue 18 item 4, decision 204). A lazy route's
 * chunk is normally requested only after the entry script has run; on a slow phone that is one
 * more round trip before the first paint. For the two public pages people land on, the server
 * adds `<link rel="modulepreload">` for the route's chunk and its static imports (from Vite's
 * build manifest, `.vite/manifest.json`), and the landing's hero illustration as an image preload,
 * so they download with the entry. No script is added (the page's CSP is unchanged).
 */
type ManifestChunk = { file: string; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

/** The public routes given hints: their path test, their source module in apps/web and extra files. */
const ROUTES: { test: (pathname: string) => boolean; entry: string; images?: string[] }[] = [
  { test: (p) => p === '/', entry: 'src/app/routes/landing.tsx', images: ['/images/hero-learning.svg'] },
  { test: (p) => /^\/detail\/[^/]+\/[^/]+\/?$/.test(p), entry: 'src/app/routes/course-detail.tsx' },
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
 * Builds the HTML of each hinted route from the build's index.html and manifest; returns a function
 * giving the page for a pathname (the plain index.html when the route has no hints or the build has
 * no manifest). Files already linked by index.html are not repeated.
 */
export function spaRoutePages(webDist: string, indexHtml: Buffer): (pathname: string) => Buffer {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(webDist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    return () => indexHtml;
  }
  const base = indexHtml.toString('utf8');
  const pages = ROUTES.map((route) => {
    if (!manifest[route.entry]) return { test: route.test, html: indexHtml };
    const { js, css } = filesOf(manifest, route.entry);
    const links = [
      ...(route.images ?? []).map((src) => `<link rel="preload" as="image" href="${src}" fetchpriority="high">`),
      ...css.filter((f) => !base.includes(`/${f}"`)).map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
      ...js.filter((f) => !base.includes(`/${f}"`)).map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
    ];
    return { test: route.test, html: Buffer.from(base.replace('</head>', `${links.join('')}</head>`), 'utf8') };
  });
  return (pathname) => pages.find((p) => p.test(pathname))?.html ?? indexHtml;
}
