import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { activityOf, buildWorld, CASE_NAMES, openRoute, PYTHON, routeCases, type World } from './every-route.ts';

/**
 * Content-Security-Policy (issue 19 item 3): every screen of the journeys (every-route.ts), the
 * ALTCHA captcha solved in its blob worker, the video and survey frames, the PDF reader and the
 * API docs load under the server's policy with no violation. A violation is what the browser
 * reports: a `securitypolicyviolation` event in the page or a "Content Security Policy" console
 * message (workers and frames included).
 */

let world: World;
const shots = path.resolve(import.meta.dirname, '..', 'artifacts', 'csp');

test.beforeAll(async ({ playwright, baseURL }) => {
  test.setTimeout(120_000);
  const request = await playwright.request.newContext({ baseURL });
  world = await buildWorld(request);
  await request.dispose();
});

/** Starts recording CSP violations of `page`; returns the live list. */
async function watchViolations(page: Page): Promise<string[]> {
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

/** The policy the page's document was served with. */
async function documentPolicy(page: Page, url: string): Promise<string> {
  const res = await page.request.get(url);
  return res.headers()['content-security-policy'] ?? '';
}

test('every HTML page is served with the strict policy', async ({ page }) => {
  for (const url of ['/', '/login', '/index.html', '/halaman-yang-tidak-ada', '/api/docs/']) {
    const policy = await documentPolicy(page, url);
    expect(policy, url).toContain("script-src 'self' 'wasm-unsafe-eval'");
    expect(policy, url).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    for (const d of ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'", "form-action 'self'"]) expect(policy, url).toContain(d);
  }
});

for (const name of CASE_NAMES) {
  test(`no CSP violation: ${name}`, async ({ page }) => {
    const c = routeCases(world).find((x) => x.name === name)!;
    const seen = await watchViolations(page);
    await openRoute(page, world, c);
    await page.waitForTimeout(500);
    if (name === 'learning-video' || name === 'learning-reading' || name === 'learning-embed-questions') {
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
        await page.waitForTimeout(300);
        await page.screenshot({ path: path.join(shots, `${name}-${width}.png`) });
      }
    }
    expect(seen, `CSP violations on ${name}`).toEqual([]);
  });
}

test('no CSP violation: the ALTCHA captcha solves in its worker', async ({ page }) => {
  const seen = await watchViolations(page);
  await page.goto('/forgot-password');
  await page.getByText('Saya bukan robot').click();
  await expect(page.getByText('Terverifikasi')).toBeVisible({ timeout: 30_000 });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(shots, `captcha-${width}.png`) });
  }
  expect(seen).toEqual([]);
});

test('no CSP violation: the API docs', async ({ page }) => {
  const seen = await watchViolations(page);
  await page.goto('/api/docs/');
  await expect(page.locator('.swagger-ui .info .title').first()).toBeVisible({ timeout: 20_000 });
  await page.waitForTimeout(500);
  expect(seen).toEqual([]);
});

test('a stored PDF carries a sandboxing policy of its own', async ({ page }) => {
  const activity = await activityOf(page.request, world.learner, PYTHON);
  const material = activity.materials.find((m) => m.items.some((i) => i.item_type === 'reading'))!;
  const item = material.items.find((i) => i.item_type === 'reading')!;
  const res = await page.request.post(`/api/course/items/${item.item_id}/active`, {
    headers: { authorization: `Bearer ${world.learner.token}` },
    data: { courseId: activity.course_id, itemId: material.material_id, itemType: 'reading' },
  });
  expect(res.status()).toBe(200);
  const pdfUrl = /"pdf_url":"([^"]+)"/.exec(await res.text())?.[1];
  expect(pdfUrl, 'the reading item names its PDF').toBeTruthy();
  const pdf = await page.request.get(pdfUrl!);
  expect(pdf.status()).toBe(200);
  const policy = pdf.headers()['content-security-policy'] ?? '';
  expect(policy).toMatch(/(^|; )sandbox($|;)/);
  expect(policy).toContain("default-src 'none'");
});
