import zlib from 'node:zlib';
import Negotiator from 'negotiator';

/** Gzipped copies of pages that are built once (index.html, the landing per language), by identity. */
const gzipped = new WeakMap<Buffer, Buffer>();

/**
 * The SPA's HTML gzipped when the request accepts it (decision 127): the detail
 * page with its inlined hero is about 14 KB, over a slow connection's first round trip; gzipped
 * about 4 KB. Static assets are precompressed at build time; this is the HTML's counterpart. A
 * page built once is compressed once; a per-path page (a course detail) at each request (≈ 0.3 ms).
 * Returns the bytes to send and the `content-encoding` ('gzip', or null for identity).
 */
export function encodeHtml(
  page: Buffer,
  acceptEncoding: string | undefined,
): { body: Buffer; encoding: 'gzip' | null } {
  if (page.length === 0) return { body: page, encoding: null };
  const chosen = new Negotiator({ headers: { 'accept-encoding': acceptEncoding ?? '' } }).encoding([
    'gzip',
    'identity',
  ]);
  if (chosen !== 'gzip') return { body: page, encoding: null };
  let body = gzipped.get(page);
  if (!body) {
    body = zlib.gzipSync(page);
    gzipped.set(page, body);
  }
  return { body, encoding: 'gzip' };
}
