import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * What a person would otherwise check by eye on every screen, as assertions: accessibility (axe),
 * named form fields, Content-Security-Policy violations, sideways scrolling at 375 px and images
 * that did not load. Used by the walk over every route (tests/routes.spec.ts) and by the specs of
 * single screens.
 */

/** Runs axe (WCAG 2.2 A/AA and best practices) and fails with id, impact, help and targets of each serious or critical violation. */
export async function expectNoSeriousViolations(page: Page, where: string, { soft = false } = {}) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    // Third-party players (YouTube, Vimeo, forms) are not ours to fix; their <iframe> titles still are.
    .options({ iframes: false })
    .analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = bad.map(
    (v) =>
      `[${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n` +
      v.nodes
        .slice(0, 6)
        .map((n) => `    ${n.target.join(' ')}\n      ${(n.failureSummary ?? '').replace(/\n/g, '\n      ')}`)
        .join('\n'),
  );
  (soft ? expect.soft : expect)(bad.length, `${where}: serious/critical axe violations\n${report.join('\n')}`).toBe(0);
}

/** Every visible form field has an accessible name (a label, aria-label or aria-labelledby). */
export async function expectLabelledFields(page: Page, where: string) {
  // Radix's hidden native inputs (aria-hidden, out of the tab order) mirror a named control; they are skipped.
  const unnamed = await page
    .locator(':is(input:not([type=hidden]), select, textarea, [role=combobox], [role=radio], [role=checkbox], [role=switch], [role=slider]):not([aria-hidden=true])')
    .evaluateAll((fields) =>
      fields
        .filter((el) => {
          const box = el.getBoundingClientRect();
          const style = getComputedStyle(el);
          return box.width > 0 && box.height > 0 && style.visibility !== 'hidden';
        })
        .filter((el) => {
          const aria =
            el.getAttribute('aria-label') ||
            (el.getAttribute('aria-labelledby') ?? '')
              .split(/\s+/)
              .map((id) => document.getElementById(id)?.textContent ?? '')
              .join(' ');
          const labels = 'labels' in el && (el as HTMLInputElement).labels ? Array.from((el as HTMLInputElement).labels!).map((l) => l.textContent ?? '').join(' ') : '';
          return !`${aria} ${labels} ${el.getAttribute('title') ?? ''}`.trim();
        })
        .map((el) => el.outerHTML.slice(0, 160)),
    );
  expect(unnamed, `${where}: form fields without a label`).toEqual([]);
}

/**
 * Starts recording CSP violations of `page` (its workers and frames included): a
 * `securitypolicyviolation` event in the page or a "Content Security Policy" console message.
 * Returns the live list.
 */
export async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  page.on('console', (msg) => {
    if (/Content[- ]Security[- ]Policy/i.test(msg.text())) seen.push(`console: ${msg.text()}`);
  });
  await page.exposeFunction('__kelasCspViolation', (text: string) => seen.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __kelasCspViolation: (t: string) => void }).__kelasCspViolation;
      void report(`${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber} ${e.sample}`);
    });
  });
  return seen;
}

/** Loads lazy images too, then lists our images (same origin or data:) that did not decode. */
export async function brokenImages(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const imgs = Array.from(document.images);
    for (const img of imgs) img.loading = 'eager';
    await Promise.all(
      imgs.map((img) =>
        img.complete
          ? null
          : new Promise((resolve) => {
              img.addEventListener('load', resolve, { once: true });
              img.addEventListener('error', resolve, { once: true });
              setTimeout(resolve, 5000);
            }),
      ),
    );
    return imgs
      .filter((img) => {
        const url = new URL(img.currentSrc || img.src, location.href);
        return url.origin === location.origin || url.protocol === 'data:';
      })
      .filter((img) => !img.complete || img.naturalWidth === 0)
      .map((img) => img.getAttribute('src')!.slice(0, 120));
  });
}

/** Elements whose right edge passes the viewport (what makes a 375 px screen scroll sideways). */
export async function sidewaysOverflow(page: Page): Promise<{ scrollWidth: number; innerWidth: number; offenders: string[] }> {
  return page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
    offenders: Array.from(document.querySelectorAll('body *'))
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1 && !el.closest('[data-sonner-toaster]'))
      .slice(0, 6)
      .map((el) => `${el.tagName.toLowerCase()}.${(el.getAttribute('class') ?? '').split(' ').slice(0, 4).join('.')} → ${Math.round(el.getBoundingClientRect().right)}px`),
  }));
}

/** Hides the toasts for a screenshot (through the element's style, which the CSP allows): the screens show the page itself. */
export async function hideToasts(page: Page) {
  await page.evaluate(() => {
    document.querySelectorAll<HTMLElement>('[data-sonner-toaster]').forEach((el) => (el.style.visibility = 'hidden'));
  });
}
