import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { CERTIFICATE_MESSAGES_EN } from '../../packages/contracts/src/locales/en/certificates.ts';
import catalogue from '../../apps/web/src/locales/en/catalogue.ts';
import common from '../../apps/web/src/locales/en/common.ts';

/**
 * The shell and the public pages in English: a browser set to en-US gets English
 * on its first visit, the texts are the English catalogues', and the header's switch goes back to
 * Indonesian and stays there on reload. Each page is kept at 375 px in docs/screenshots/en/.
 */
test.use({ locale: 'en-US', viewport: { width: 375, height: 812 } });

const docs = path.resolve(import.meta.dirname, '../../docs/screenshots');

/** Scrolls through the page so lazy images load, then keeps the 375 px page. */
async function keep(page: Page, lang: 'en' | 'id', name: string) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 50));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: path.join(docs, lang, `${name}.png`), fullPage: true });
}

/** No element is wider than the 375 px viewport (nothing overflows sideways). */
async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
}

test('the shell and public pages speak English to an English browser, and the switch goes back to Indonesian', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Kelas Learners' })).toBeVisible();
  await expect(page.getByRole('heading', { name: catalogue.carousels.heading })).toBeVisible();
  await expect(page.getByRole('region', { name: catalogue.carousels.learningVideo, exact: true })).toBeVisible();
  await expect(page.getByText(common.footer.terms)).toBeVisible();
  await noSidewaysScroll(page);
  await keep(page, 'en', 'landing');

  // The drawer: English entries and the language switch.
  await page.getByRole('button', { name: common.header.openMenu }).click();
  const drawer = page.getByRole('dialog', { name: common.header.menu });
  await expect(drawer.getByRole('link', { name: common.header.programmu })).toBeVisible();
  await expect(drawer.getByRole('combobox', { name: common.language })).toHaveValue('en');
  await page.screenshot({ path: path.join(docs, 'en', 'drawer.png') });
  await page.keyboard.press('Escape');

  // A course detail page.
  const list = (await (await page.request.get('/api/courses?type=record%20webinar')).json()) as { data: { slug: string }[] };
  const slug = list.data[0]!.slug;
  await page.goto(`/detail/record-webinar/${slug}`);
  await expect(page.getByRole('heading', { name: catalogue.detail.packagesHeading })).toBeVisible();
  await expect(page.getByRole('button', { name: catalogue.detail.watchNow }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: catalogue.detail.careersHeading })).toBeVisible();
  await noSidewaysScroll(page);
  await keep(page, 'en', 'course-detail');

  await page.goto('/prakerja');
  await expect(page.getByRole('heading', { name: catalogue.voucher.faqHeading })).toBeVisible();
  await expect(page.getByRole('heading', { name: catalogue.voucher.guideHeading })).toBeVisible();
  await noSidewaysScroll(page);
  await keep(page, 'en', 'voucher-programme');

  await page.goto('/certificate/KLS-NOPE-0000');
  await expect(page.getByRole('heading', { name: CERTIFICATE_MESSAGES_EN.notFound })).toBeVisible();
  await keep(page, 'en', 'certificate-unknown');

  await page.goto('/no-such-page');
  await expect(page.getByText(common.notFound.text)).toBeVisible();
  await keep(page, 'en', 'not-found');

  // Back to Indonesian from the drawer; the choice stays on reload.
  await page.getByRole('button', { name: common.header.openMenu }).click();
  await page.getByRole('dialog').getByRole('combobox', { name: common.language }).selectOption('id');
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  await page.reload();
  await expect(page.getByText('Halaman yang kamu cari tidak ada atau sudah dipindahkan.')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
});
