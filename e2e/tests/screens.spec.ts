import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { screenshots } from '../support.ts';
import { buildWorld, CASE_NAMES, openRoute, routeCases, type World } from './every-route.ts';

/**
 * Screens (issue 9.2): every route at 375 px and 1280 px saved as e2e/artifacts/screens/route-{name}-{width}.png,
 * with two checks a person would otherwise make by eye: nothing sticks out sideways at 375 px, and every
 * image of ours has loaded.
 */

let world: World;

test.beforeAll(async ({ playwright, baseURL }) => {
  test.setTimeout(120_000);
  const request = await playwright.request.newContext({ baseURL });
  world = await buildWorld(request);
  await request.dispose();
});

/** Loads lazy images too, then lists our images (same origin or data:) that did not decode. */
async function brokenImages(page: Page): Promise<string[]> {
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
async function sidewaysOverflow(
  page: Page,
): Promise<{ scrollWidth: number; innerWidth: number; offenders: string[] }> {
  return page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
    offenders: Array.from(document.querySelectorAll('body *'))
      .filter(
        (el) =>
          el.getBoundingClientRect().right > window.innerWidth + 1 && !el.closest('[data-sonner-toaster]'),
      )
      .slice(0, 6)
      .map(
        (el) =>
          `${el.tagName.toLowerCase()}.${(el.getAttribute('class') ?? '').split(' ').slice(0, 4).join('.')} → ${Math.round(el.getBoundingClientRect().right)}px`,
      ),
  }));
}

for (const name of CASE_NAMES) {
  test(`screen: ${name} at 375 px and 1280 px`, async ({ page }) => {
    const c = routeCases(world).find((x) => x.name === name)!;
    await page.setViewportSize({ width: 375, height: 812 });
    await openRoute(page, world, c);

    const wide = await sidewaysOverflow(page);
    expect(
      wide.scrollWidth,
      `${name} at 375 px scrolls sideways; widest: ${wide.offenders.join(', ')}`,
    ).toBeLessThanOrEqual(wide.innerWidth + 1);
    expect(await brokenImages(page), `${name}: images that did not load`).toEqual([]);

    // Toasts come and go; the screens show the page itself.
    const hideToasts = () =>
      page.addStyleTag({ content: '[data-sonner-toaster] { visibility: hidden !important; }' });
    if (!c.perWidth) {
      await hideToasts();
      await screenshots(page, `route-${name}`);
      expect(await brokenImages(page), `${name} at 1280 px: images that did not load`).toEqual([]);
      return;
    }
    // An open menu or dialog is opened afresh at each width, and shot as the viewport shows it.
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
      await openRoute(page, world, c);
      await hideToasts();
      await page.screenshot({
        path: path.join(import.meta.dirname, '..', 'artifacts', 'screens', `route-${name}-${width}.png`),
      });
    }
  });
}
