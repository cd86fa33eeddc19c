import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, loginAs } from '../support.ts';

/**
 * Issue 18 item 1: the operations console and the voucher and Prakerja redeem pages in English on
 * a 375 px phone. The admin logs in (the login page is another area's), then the device's choice
 * (`kelas.lang`, decision 210) switches the interface to English; every page shows its English
 * heading and no Indonesian of its own. Screenshots: e2e/artifacts/screens-en/{name}-375.png.
 */
const shots = path.join(import.meta.dirname, '..', 'artifacts', 'screens-en');

async function shot(page: Page, name: string) {
  await page.waitForTimeout(200);
  await page.screenshot({ path: path.join(shots, `${name}-375.png`), fullPage: true });
}

test.use({ viewport: { width: 375, height: 812 } });

test('console, vouchers and Prakerja pages in English at 375 px', async ({ page }) => {
  test.setTimeout(180_000);
  await loginAs(page, DEMO.admin);
  await page.evaluate(() => localStorage.setItem('kelas.lang', 'en'));

  const pages: [string, string, RegExp][] = [
    ['/admin', 'admin-overview', /^Admin Console$/],
    ['/admin/orders', 'admin-orders', /^Orders$/],
    ['/admin/promo-codes', 'admin-promo-codes', /^Promo Codes$/],
    ['/admin/reports', 'admin-reports', /^Reports$/],
    ['/admin/learners', 'admin-learners', /^Learners$/],
    ['/admin/staff', 'admin-staff', /^Staff$/],
    ['/admin/vouchers', 'admin-vouchers', /^Programme Vouchers$/],
    ['/admin/audit-log', 'admin-audit-log', /^Audit Log$/],
    ['/admin/jobs', 'admin-jobs', /^Background job queue$/],
    ['/admin/prakerja', 'admin-prakerja', /^Prakerja$/],
    ['/programmu/voucher-redeem', 'voucher-redeem', /^Redeem Voucher$/],
    ['/prakerja/redeem', 'prakerja-redeem', /^Redeem a Prakerja Code$/],
  ];
  for (const [url, name, heading] of pages) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await shot(page, name);
  }

  // A learner's record, and an order's detail when the demo data has an order.
  await page.goto('/admin/learners');
  await page.locator('a[href^="/admin/learners/"]:visible').first().click();
  await expect(page.getByRole('heading', { name: /Courses & Progress/ })).toBeVisible();
  await shot(page, 'admin-learner');
  await page.goto('/admin/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  const order = page.locator('a[href^="/admin/orders/"]:visible').first();
  if (await order.isVisible().catch(() => false)) {
    await order.click();
    await expect(page.getByRole('heading', { name: 'Items & Total' })).toBeVisible();
    await shot(page, 'admin-order');
  }
});
