/**
 * Resolves once the page has loaded (`load` event) and the browser is then idle (at most
 * `timeoutMs` later): the moment for chunks no first paint needs (issue 15 §5, decision 127).
 */
export function whenIdleAfterLoad(timeoutMs = 3000): Promise<void> {
  return new Promise<void>((resolve) => {
    const idle = () =>
      'requestIdleCallback' in window
        ? window.requestIdleCallback(() => resolve(), { timeout: timeoutMs })
        : setTimeout(resolve, 1000);
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
}
