/**
 * Resolves once the page has loaded (`load` event), `settleMs` have passed, and the browser is then
 * idle (at most `timeoutMs` later): the moment for chunks no first paint needs
 * (decisions 127 and 146). `settleMs` counts from the call, which for a lazy component is its first
 * render: the page's data has usually arrived by then, and what it shows first is still being
 * painted (the player holds its first material behind its spinner for a moment, spec 2.21).
 */
export function whenIdleAfterLoad({ settleMs = 0, timeoutMs = 3000 }: { settleMs?: number; timeoutMs?: number } = {}): Promise<void> {
  const settled = new Promise<void>((resolve) => setTimeout(resolve, settleMs));
  const loaded = new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });
  return Promise.all([settled, loaded]).then(
    () =>
      new Promise<void>((resolve) => {
        if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout: timeoutMs });
        else setTimeout(resolve, 1000);
      }),
  );
}
