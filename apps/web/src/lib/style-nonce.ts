// The SPA's pages allow inline <style> elements only with the page's nonce (decision 225): the
// server draws one per page, names it in the Content-Security-Policy (`style-src 'self'
// 'nonce-…'`) and in `<meta name="csp-nonce">`. Libraries add <style> elements of their own at run
// time: Radix's scroll lock (react-remove-scroll, whose rules carry the measured scrollbar width, so
// no hash can cover them), sonner's toasts, TipTap's editor, the ALTCHA widget. Each creates them
// with `document.createElement('style')`; this gives every such element the page's nonce, so the
// browser applies exactly the styles the app's own scripts add, and nothing injected as markup.
//
// Imported by main.tsx before any library. Without the meta (the Vite dev server, tests) it does
// nothing. style-nonce.test.ts checks it.

/** The nonce of this page, or null (no policy to satisfy). */
export function pageStyleNonce(doc: Document = document): string | null {
  return doc.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content || null;
}

/** Makes every <style> element created through `doc.createElement` carry `nonce`. Idempotent. */
export function applyStyleNonce(nonce: string, doc: Document = document): void {
  const proto = Object.getPrototypeOf(doc) as Document & { __styleNonce?: string };
  if (proto.__styleNonce !== undefined) return;
  const create = proto.createElement;
  Object.defineProperty(proto, '__styleNonce', { value: nonce });
  proto.createElement = function createElement(this: Document, tagName: string, options?: ElementCreationOptions) {
    const element = create.call(this, tagName, options);
    if (element instanceof HTMLStyleElement) element.nonce = nonce;
    return element;
  } as Document['createElement'];
}

const nonce = typeof document === 'undefined' ? null : pageStyleNonce();
if (nonce) applyStyleNonce(nonce);
