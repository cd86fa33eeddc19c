import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, loginAs, registerLearner } from '../support.ts';

/**
 * The operations console and the voucher and Prakerja redeem pages in English on
 * a 375 px phone and a 1280 px screen. The admin logs in (the login page is another area's), then
 * the device's choice (`kelas.lang`, decision 210) switches the interface to English; every page
 * shows its English heading and no Indonesian of its own, and its dates, times and rupiah are
 * English ('21 May 2025, 10:30 WIB', 'Rp 1,110,000'; the browser's zone is Jakarta here).
 * Screenshots: e2e/artifacts/screens-en/{name}-{375,1280}.png.
 */
const shots = path.join(import.meta.dirname, '..', 'artifacts', 'screens-en');
const WIDTHS = [375, 1280] as const;

/** Saves the page at both widths. */
async function shot(page: Page, name: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    await page.waitForTimeout(200);
    await page.screenshot({ path: path.join(shots, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 375, height: 812 });
}

/** A date or time the console wrote in Indonesian ('21 Mei 2025', '10.30 WIB') or rupiah in the Indonesian form ('Rp1.110.000'). */
const INDONESIAN_FORMATS = /\b\d{1,2} (Mei|Agu|Okt|Des|Agustus|Oktober|Desember) \d{4}|\b\d{2}\.\d{2}(\.\d{2})? WI(B|TA|T)\b|Rp\d{1,3}\.\d{3}/;
async function expectEnglishFormats(page: Page) {
  await expect.poll(async () => INDONESIAN_FORMATS.exec(await page.locator('main').innerText())?.[0] ?? null).toBeNull();
}

test.use({ viewport: { width: 375, height: 812 }, timezoneId: 'Asia/Jakarta' });

test('console, vouchers and Prakerja pages in English at 375 and 1280 px', async ({ page, browser }) => {
  test.setTimeout(420_000);
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
    await expectEnglishFormats(page);
    await shot(page, name);
  }

  // A learner's record.
  await page.goto('/admin/learners');
  await page.locator('a[href^="/admin/learners/"]:visible').first().click();
  await expect(page.getByRole('heading', { name: /Courses & Progress/ })).toBeVisible();
  // Registered '21 May 2025, 10:30 WIB': an English date with the browser's zone.
  await expect(page.getByText('Registered', { exact: true }).locator('xpath=following-sibling::dd')).toHaveText(/^\d{1,2} [A-Z][a-z]{2,3} \d{4}, \d{2}:\d{2} WIB$/);
  await expectEnglishFormats(page);
  await shot(page, 'admin-learner');

  // An order's detail: a learner of its own (the demo learner's state stays as it is) pays with the
  // sandbox gateway in Indonesian; the admin reads the order in English.
  // A desktop browser in Indonesian (the file's `test.use` options would apply to a new context too).
  const learnerContext = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'id-ID' });
  const lp = await learnerContext.newPage();
  const buyer = { name: 'Buyer English Console', email: `console-en-${Date.now()}@example.com`, phone: '081234567893', password: 'Console#2026' };
  await registerLearner(lp, buyer);
  await lp.goto('/detail/learning-video/desain-ui-ux-dengan-figma-untuk-pemula');
  await lp.getByRole('button', { name: /^Beli / }).first().click();
  await lp.getByRole('button', { name: 'Lanjutkan Pembayaran' }).click();
  await lp.getByRole('button', { name: 'Bank Transfer: BCA' }).click();
  await lp.getByRole('button', { name: 'Simulasikan Pembayaran Berhasil' }).click();
  await expect(lp.getByRole('heading', { name: 'Transaksi Berhasil!' })).toBeVisible();
  await learnerContext.close();

  await page.goto('/admin/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await page.getByLabel('Invoice no. or learner e-mail').fill(buyer.email);
  await page.getByRole('button', { name: 'Search' }).click();
  const order = page.locator('a[href^="/admin/orders/"]:visible').first();
  await expect(page.getByText(/^Rp\u00a0[\d,]+$/).filter({ visible: true }).first()).toBeVisible();
  await expectEnglishFormats(page);
  await shot(page, 'admin-orders-found');
  await order.click();
  await expect(page.getByRole('heading', { name: 'Items & Total' })).toBeVisible();
  await expect(page.getByText(/^Created \d{1,2} [A-Z][a-z]{2,3} \d{4}, \d{2}:\d{2} WIB · paid /)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Payments' }).getByText('Paid', { exact: true })).toBeVisible();
  await expectEnglishFormats(page);
  await shot(page, 'admin-order');
  await page.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Refund Order' }).getByText(/^Still refundable: Rp\u00a0[\d,]+\./)).toBeVisible();
  await page.screenshot({ path: path.join(shots, 'admin-order-refund-375.png') });
});
