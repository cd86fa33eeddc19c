import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { watchViolations } from '../page-checks.ts';
import { DEMO } from '../support.ts';
import { activityOf, apiLogin, PYTHON } from './every-route.ts';

/**
 * Content-Security-Policy beyond the walk over every route (routes.spec.ts watches for violations
 * on each page): every HTML page carries the strict policy, the ALTCHA captcha solves in its blob
 * worker and the API docs load with no violation, and a stored PDF carries a sandboxing policy of
 * its own. A violation is what the browser reports: a `securitypolicyviolation` event in the page
 * or a "Content Security Policy" console message (workers and frames included).
 */

const shots = path.resolve(import.meta.dirname, '..', 'artifacts', 'csp');

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
  const learner = await apiLogin(page.request, DEMO.learner);
  const activity = await activityOf(page.request, learner, PYTHON);
  const material = activity.materials.find((m) => m.items.some((i) => i.item_type === 'reading'))!;
  const item = material.items.find((i) => i.item_type === 'reading')!;
  const res = await page.request.post(`/api/course/items/${item.item_id}/active`, {
    headers: { authorization: `Bearer ${learner.token}` },
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
