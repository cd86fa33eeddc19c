/**
 * Cache-Control of the built SPA's files (decision 201), by path relative to
 * WEB_DIST (a precompressed `.br`/`.gz` copy counts as its original):
 * - `assets/*` and `workbox-<hash>.js`: content-hashed names → `public, max-age=31536000, immutable`;
 * - `sw.js` (and `push-sw.js`, which it imports), `index.html`, `*.webmanifest`: `no-cache` (always revalidated), so a deploy reaches
 *   browsers: the service worker script must never be cached immutably, or its update prompt would
 *   never show;
 * - anything else of `public/` (favicon, icons, illustrations; names without a hash): one day.
 */
export function spaCacheControl(relativePath: string): string {
  const p = relativePath.split('\\').join('/').replace(/^\/+/, '').replace(/\.(br|gz)$/, '');
  if (p.startsWith('assets/') || /^workbox-[\w-]+\.js$/.test(p)) return 'public, max-age=31536000, immutable';
  if (p === 'sw.js' || p === 'push-sw.js' || p === 'index.html' || p.endsWith('.webmanifest')) return 'no-cache';
  return 'public, max-age=86400';
}
