import { expect, test, type Page } from '@playwright/test';
import { DEMO, loginAs } from '../support.ts';

/**
 * Strict styles (decision 225): pages allow no inline style but the <style> elements carrying
 * their own nonce. In a real Chromium against `npm start`, each library that adds <style>
 * elements at run time gets them applied and none refused: the ALTCHA widget, sonner's toasts,
 * Radix's scroll lock (its rules carry the measured scrollbar width), TipTap's editor; the API docs
 * load without a refused style either.
 */

/** Every CSP violation the page reports (the event, and Chromium's console line). */
async function watchStyleViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('__kelasCspViolation', (text: string) => seen.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __kelasCspViolation: (t: string) => void }).__kelasCspViolation(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) seen.push(m.text());
  });
  return seen;
}

/** How many <style> elements of the page carry a nonce. */
const noncedStyles = (page: Page) => page.evaluate(() => Array.from(document.querySelectorAll('style')).filter((s) => s.nonce !== '').length);

test('every page names its own style nonce, and no policy allows inline styles', async ({ page }) => {
  const nonces = new Set<string>();
  for (const url of ['/', '/login', '/index.html', '/programmu', '/halaman-yang-tidak-ada']) {
    const res = await page.request.get(url);
    const policy = res.headers()['content-security-policy'] ?? '';
    expect(policy, url).not.toContain("'unsafe-inline'");
    const nonce = /style-src 'self' 'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce, url).toBeTruthy();
    expect(await res.text(), url).toContain(`<meta name="csp-nonce" content="${nonce}">`);
    nonces.add(nonce!);
  }
  expect(nonces.size).toBe(5);
  const docs = await page.request.get('/api/docs/');
  expect(docs.headers()['content-security-policy']).toMatch(/style-src 'self';/);
});

test('the captcha widget, a toast, a dialog and the editor: their styles apply, none is refused', async ({ page }) => {
  test.setTimeout(180_000);
  const seen = await watchStyleViolations(page);

  // ALTCHA (its stylesheet ships with the page's nonce).
  await page.goto('/forgot-password');
  await page.getByText('Saya bukan robot').click();
  await expect(page.getByText('Terverifikasi')).toBeVisible({ timeout: 30_000 });
  expect(await page.evaluate(() => getComputedStyle(document.querySelector('altcha-widget')!).getPropertyValue('--altcha-border-width').trim())).toBe('1px');

  // sonner: a toast after saving the profile.
  await loginAs(page, DEMO.learner);
  await page.goto('/programmu/profile');
  await expect(page.getByLabel(/Nama/).first()).not.toHaveValue('', { timeout: 20_000 });
  await page.getByRole('button', { name: /^Simpan/ }).first().click();
  await expect(page.locator('[data-sonner-toast]').first()).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.querySelector('[data-sonner-toaster]')!).position)).toBe('fixed');

  // Radix: a confirmation dialog locks the page's scroll with a <style> element of measured widths.
  await page.evaluate(() => localStorage.clear());
  await loginAs(page, DEMO.admin);
  const courses = await page.request.get('/api/admin/courses?per_page=1', { headers: { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}` } });
  const courseId = ((await courses.json()) as { data: { id: number }[] }).data[0]!.id;
  await page.goto(`/studio/courses/${courseId}/curriculum`);
  await page.getByRole('button', { name: /^(Hapus|Delete)/ }).first().click();
  await expect(page.getByRole('alertdialog').or(page.getByRole('dialog')).first()).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
  await page.keyboard.press('Escape');

  // TipTap: the course description's editor.
  await page.goto(`/studio/courses/${courseId}`);
  await expect(page.locator('.ProseMirror').first()).toBeVisible({ timeout: 20_000 });
  expect(await page.evaluate(() => getComputedStyle(document.querySelector('.ProseMirror')!).whiteSpace)).toBe('break-spaces');

  expect(await noncedStyles(page)).toBeGreaterThan(0);
  expect(seen).toEqual([]);
});

test('the API docs load with no refused style', async ({ page }) => {
  const seen = await watchStyleViolations(page);
  await page.goto('/api/docs/');
  await expect(page.locator('.swagger-ui .info .title').first()).toBeVisible({ timeout: 20_000 });
  expect(seen).toEqual([]);
});
