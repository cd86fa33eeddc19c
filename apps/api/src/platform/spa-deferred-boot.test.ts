import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { BOOT_WAIT_MS, deferScriptsAfterHero } from './spa-deferred-boot.ts';

/** Decision 130: on a page with an inlined hero, the scripts are requested after the hero's paint. */
const PRELOADS = ['a', 'b', 'c', 'd', 'e', 'f'].map((n) => `/assets/${n}.js`);
const PAGE =
  '<!doctype html><html><head><script type="module" crossorigin src="/assets/index-x.js"></script>' +
  PRELOADS.map((f) => `<link rel="modulepreload" crossorigin href="${f}">`).join('') +
  '<link rel="stylesheet" crossorigin href="/assets/index.css"></head>' +
  '<body><div id="root"><img src="/hero.svg" width="10" height="10"></div></body></html>';

const tick = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs the page's inline script in a DOM; `decode` stands for the hero image's decoding. */
function open(html: string, decode: () => Promise<void>) {
  return new JSDOM(html, {
    runScripts: 'dangerously',
    pretendToBeVisual: true,
    beforeParse(window) {
      window.HTMLImageElement.prototype.decode = decode;
    },
  }).window;
}

const requested = (w: Window) => ({
  entry: [...w.document.head.querySelectorAll('script[type="module"]')].map((s) => s.getAttribute('src')),
  preloads: [...w.document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href')),
});

describe('deferScriptsAfterHero', () => {
  it('moves the entry and its module preloads into the boot script, and leaves the stylesheet', () => {
    const html = deferScriptsAfterHero(PAGE);
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index.css">');
    expect(html).toContain(`<script data-entry="/assets/index-x.js" data-preload="${PRELOADS.join(' ')}">`);
    expect(html.indexOf('data-entry')).toBeGreaterThan(html.indexOf('<div id="root">'));
  });

  it('leaves a page without a module entry as it is', () => {
    const plain = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';
    expect(deferScriptsAfterHero(plain)).toBe(plain);
  });

  it('requests nothing before the hero image is decoded, then the entry and every preload (crossorigin)', async () => {
    let decoded!: () => void;
    const decoding = new Promise<void>((resolve) => (decoded = resolve));
    const w = open(deferScriptsAfterHero(PAGE), () => decoding);
    await tick(50);
    expect(requested(w as unknown as Window)).toEqual({ entry: [], preloads: [] });
    decoded();
    await tick(100);
    const after = requested(w as unknown as Window);
    expect(after.entry).toEqual(['/assets/index-x.js']);
    expect(after.preloads).toEqual(PRELOADS);
    expect([...w.document.head.querySelectorAll('script[type="module"], link[rel="modulepreload"]')].every((e) => e.getAttribute('crossorigin') === '')).toBe(true);
    w.close();
  });

  it('a hero image that fails still lets the scripts load', async () => {
    const w = open(deferScriptsAfterHero(PAGE), () => Promise.reject(new Error('broken image')));
    await tick(100);
    expect(requested(w as unknown as Window).entry).toEqual(['/assets/index-x.js']);
    w.close();
  });

  it(`a hero image that never arrives holds the scripts back at most ${BOOT_WAIT_MS} ms, and they are requested once`, async () => {
    const w = open(deferScriptsAfterHero(PAGE), () => new Promise<void>(() => undefined));
    await tick(BOOT_WAIT_MS - 300);
    expect(requested(w as unknown as Window).entry).toEqual([]);
    await tick(600);
    const after = requested(w as unknown as Window);
    expect(after.entry).toEqual(['/assets/index-x.js']);
    expect(after.preloads).toEqual(PRELOADS);
    w.close();
  });
});
