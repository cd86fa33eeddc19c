import path from 'node:path';
import { expect, test } from '@playwright/test';
import { brokenImages, expectLabelledFields, expectNoSeriousViolations, hideToasts, sidewaysOverflow, watchViolations } from '../page-checks.ts';
import { buildWorld, CASE_NAMES, openRoute, routeCases, type World } from './every-route.ts';

/**
 * Every route of the SPA (every-route.ts), walked once per width (375 px and 1280 px), a test per
 * route and width. On each page: no serious or critical axe violation, an accessible name on every form field, every image
 * of ours loaded, nothing that scrolls sideways at 375 px, and the screenshot
 * (e2e/artifacts/screens/route-{name}-{width}.png; an open menu or dialog as the viewport shows it,
 * the rest as the full page), and no Content-Security-Policy violation while it loads and is checked.
 */

const screens = path.join(import.meta.dirname, '..', 'artifacts', 'screens');

let world: World;

// The cases are independent: the run's workers share them, each with a world of its own.
test.describe.configure({ mode: 'parallel' });

test.beforeAll(async ({ playwright, baseURL }) => {
  test.setTimeout(120_000);
  const request = await playwright.request.newContext({ baseURL });
  world = await buildWorld(request);
  await request.dispose();
});

test('the route table covers every case walked here', () => {
  expect(
    routeCases(world)
      .map((c) => c.name)
      .sort(),
  ).toEqual([...CASE_NAMES].sort());
});

for (const width of [375, 1280] as const) {
  for (const name of CASE_NAMES) {
    test(`route ${name} at ${width} px: axe, labels, images, overflow, CSP, screenshot`, async ({ page }) => {
      const c = routeCases(world).find((x) => x.name === name)!;
      const violations = await watchViolations(page);
      await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
      await openRoute(page, world, c);
      const where = `${name} at ${width} px`;
      if (width === 375) {
        const wide = await sidewaysOverflow(page);
        expect(wide.scrollWidth, `${where} scrolls sideways; widest: ${wide.offenders.join(', ')}`).toBeLessThanOrEqual(wide.innerWidth + 1);
      }
      expect(await brokenImages(page), `${where}: images that did not load`).toEqual([]);
      await expectNoSeriousViolations(page, where);
      await expectLabelledFields(page, where);
      await hideToasts(page);
      await page.screenshot({ path: path.join(screens, `route-${name}-${width}.png`), fullPage: !c.perWidth });
      expect(violations, `CSP violations on ${where}`).toEqual([]);
    });
  }
}
