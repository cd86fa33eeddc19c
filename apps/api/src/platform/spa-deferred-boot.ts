import { escapeHtml } from './spa-critical-markup.ts';

/**
 * Scripts after the hero (decision 141): on a page whose first screen the server already put into
 * `#root` (the landing's and a course detail's hero, decisions 126 and 127), the build's scripts
 * are requested only once that screen, its images included, has been painted. Otherwise, on a
 * slow connection, the entry and its ≈ 40 module preloads (≈ 125 KB gzip) share the bandwidth
 * with the hero's image, and the largest paint waits for them; the scripts only replace the hero
 * with the same hero, so nothing a visitor sees waits for them.
 *
 * The page keeps no `<script src>` and no `<link rel="modulepreload">`; `BOOT_SCRIPT`, one small
 * inline classic script at the end of `<body>` (allowed by its hash in the page's CSP), reads the
 * entry and the preloads from its own `data-entry` and `data-preload` attributes, waits until every
 * image in `#root` is decoded (or failed) and one frame has been painted, and then adds the
 * preloads and the entry's module script to `<head>`, as Vite had written them (`crossorigin`).
 * The entry goes first; the preloads follow, a few per task. It waits at most `BOOT_WAIT_MS`: a
 * hero image that never arrives does not hold the app back.
 */

/** Longest wait for the hero's images before the scripts are requested anyway, in milliseconds. */
export const BOOT_WAIT_MS = 1500;

/**
 * Module preloads added per task: each costs the main thread up to a millisecond on a phone (four
 * times slower than this machine, measured), so 40 in one task would block input for tens of ms.
 */
const PRELOADS_PER_TASK = 4;

/** The inline script's source (ES5, no dependencies); its SHA-256 is in the SPA's `script-src`. */
export const BOOT_SCRIPT =
  '(function(s){var d=s.dataset,h=document.head,done=0;' +
  'function boot(){if(done)return;done=1;var e=document.createElement("script");e.type="module";e.crossOrigin="";e.src=d.entry;h.appendChild(e);' +
  `var q=(d.preload||"").split(" ").filter(Boolean);(function next(){q.splice(0,${PRELOADS_PER_TASK}).forEach(function(f){` +
  'var l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=f;h.appendChild(l)});if(q.length)setTimeout(next,0)})()}' +
  'var imgs=[].slice.call(document.querySelectorAll("#root img"));' +
  'Promise.all(imgs.map(function(i){return i.decode?i.decode().catch(function(){}):0})).then(function(){requestAnimationFrame(function(){setTimeout(boot,0)})});' +
  `setTimeout(boot,${BOOT_WAIT_MS})})(document.currentScript)`;

const ENTRY = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\s*/;
const PRELOAD = /<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>\s*/g;

/**
 * The page `html` (a Vite-built index.html, hints added) with its entry script and module
 * preloads moved into the boot script at the end of `<body>`. A page without a module entry
 * script is returned as it is.
 */
export function deferScriptsAfterHero(html: string): string {
  const entry = ENTRY.exec(html)?.[1];
  if (!entry) return html;
  const preloads = [...html.matchAll(PRELOAD)].map((m) => m[1]);
  const boot = `<script data-entry="${escapeHtml(entry)}" data-preload="${escapeHtml(preloads.join(' '))}">${BOOT_SCRIPT}</script>`;
  return html
    .replace(ENTRY, '')
    .replace(PRELOAD, '')
    .replace('</body>', () => `${boot}</body>`);
}
