import { createHash, randomBytes } from 'node:crypto';
import type { Config } from '../config.ts';
import { BOOT_SCRIPT } from '../platform/spa-deferred-boot.ts';

/**
 * Content-Security-Policy of every response (decision 111), by response kind; set
 * by the security-headers hook (plugins/security-headers.ts) unless a route set its own:
 * - HTML (the SPA's index.html wherever served, and the API docs page): scripts only from our origin (plus the hashes of
 *   the hero pages' boot script, decision 141, and of any inline script the build left in index.html), no 'unsafe-inline' or 'unsafe-eval' for
 *   scripts; styles from our origin, and inline <style> elements only with the page's nonce (each SPA page
 *   gets its own, `withStyleNonce`; the app's scripts give it to the elements libraries add, decision 225),
 *   no style attributes in markup (styles set from script through the CSSOM are not inline styles);
 *   frames only from the video players and the survey form; workers from our origin and `blob:`
 *   (ALTCHA solves its proof of work in a blob worker; PDF.js's worker is a file of ours);
 *   `object-src 'none'`, `base-uri 'self'`, `frame-ancestors 'none'`, `form-action 'self'`.
 *   With CAPTCHA_PROVIDER=recaptcha, Google's reCAPTCHA script and frame origins are added.
 * - scripts and styles of the build: the same policy (a worker script runs under its own response's policy).
 * - JSON: `default-src 'none'; frame-ancestors 'none'` (nothing in an answer may load or run).
 * - anything else (PDFs, images, uploaded files, certificates): a sandbox of its own, so a file
 *   opened directly runs no script and loads nothing but its own inline styles and images.
 */

/** Third-party origins the product needs (the only ones): embedded videos and the survey form. */
export const FRAME_ORIGINS = ['https://www.youtube-nocookie.com', 'https://www.youtube.com', 'https://player.vimeo.com', 'https://docs.google.com'] as const;
/** reCAPTCHA's origins, added only when CAPTCHA_PROVIDER=recaptcha. */
export const RECAPTCHA_SCRIPT_ORIGINS = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'] as const;
export const RECAPTCHA_FRAME_ORIGINS = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'] as const;

/** Policy of JSON answers. */
export const JSON_POLICY = "default-src 'none'; frame-ancestors 'none'";
/** Policy of files (PDFs, images, uploads): sandboxed, nothing loads but the file's own inline parts. */
export const FILE_POLICY = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'; sandbox";

/** The 'sha256-…' source allowing one inline script's text. */
const scriptHash = (source: string) => `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;

/** 'sha256-…' sources of the inline scripts of an HTML page (none in today's Vite build). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(m[1] ?? '') || !m[2]) continue;
    hashes.push(scriptHash(m[2]));
  }
  return hashes;
}

/** The SPA's policy for this configuration and this build's index.html. */
export function spaPolicy(config: Pick<Config, 'CAPTCHA_PROVIDER'>, indexHtml: string): string {
  const recaptcha = config.CAPTCHA_PROVIDER === 'recaptcha';
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // 'wasm-unsafe-eval' lets PDF.js 6 compile its WebAssembly decoders; it allows no JS eval.
    // The boot script of the pages with an inlined hero (decision 141), and any inline script of the build.
    'script-src': ["'self'", "'wasm-unsafe-eval'", scriptHash(BOOT_SCRIPT), ...inlineScriptHashes(indexHtml), ...(recaptcha ? RECAPTCHA_SCRIPT_ORIGINS : [])],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'media-src': ["'self'", 'blob:'],
    'frame-src': [...FRAME_ORIGINS, ...(recaptcha ? RECAPTCHA_FRAME_ORIGINS : [])],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** A fresh nonce for one page's inline <style> elements (128 random bits, base64). */
export const newStyleNonce = () => randomBytes(16).toString('base64');

/** The page policy with `nonce` allowed for inline <style> elements. */
export function withStyleNonce(policy: string, nonce: string): string {
  return policy.replace(/(^|; )style-src ([^;]*)/, (_m, sep: string, sources: string) => `${sep}style-src ${sources} 'nonce-${nonce}'`);
}

/**
 * The SPA page with its style nonce in `<meta name="csp-nonce">` (read by the web's
 * lib/style-nonce.ts), right after `<head>` so it exists before any script runs.
 */
export function pageWithStyleNonce(page: Buffer, nonce: string): Buffer {
  const html = page.toString('utf8');
  const at = html.search(/<head[^>]*>/i);
  if (at < 0) return page;
  const end = html.indexOf('>', at) + 1;
  return Buffer.from(`${html.slice(0, end)}<meta name="csp-nonce" content="${nonce}">${html.slice(end)}`, 'utf8');
}

/** What a response is, for its security headers: a page of the SPA (or its scripts and styles), a JSON answer, or a file. */
export type ResponseKind = 'page' | 'json' | 'file';

/** The kind of a response from its content type (no content type: an empty or JSON answer). */
export function responseKind(contentType: string): ResponseKind {
  if (/^(text\/html|text\/javascript|application\/javascript|text\/css)/.test(contentType)) return 'page';
  return contentType.startsWith('application/json') || contentType === '' ? 'json' : 'file';
}
