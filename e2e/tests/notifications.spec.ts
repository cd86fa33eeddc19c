import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, latestMail, registerLearner, screenshots } from '../support.ts';

// Decision 274: a learner who orders and picks a virtual account is told how to pay under the bell
// and by e-mail. Screenshots of the bell and of /notifikasi at 375 and 1280 px, nothing wider than the screen.
const COURSE = 'desain-ui-ux-dengan-figma-untuk-pemula';
// A learner in Jakarta: the list's times read in WIB, as the learner's zone.
test.use({ timezoneId: 'Asia/Jakarta' });

test('a new learner ordering by virtual account sees the bell count, the VA number on /notifikasi and in the e-mail', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const learner = { name: 'Nina Notifikasi', email: `notif-${Date.now()}@example.id`, phone: '81322224444', password: DEMO_PASSWORD };
  await registerLearner(page, learner);
  // Nothing yet: the bell has no badge.
  await expect(page.getByRole('link', { name: 'Notifikasi', exact: true })).toBeVisible();

  await page.goto(`/detail/learning-video/${COURSE}`);
  await page.getByRole('button', { name: /^Beli / }).first().click();
  await expect(page).toHaveURL('/cart');
  const orderedAt = Date.now();
  await page.getByRole('button', { name: 'Lanjutkan Pembayaran' }).click();
  await expect(page).toHaveURL(/\/payment-method\?order=\d+$/);
  await page.getByRole('button', { name: 'Bank Transfer: BCA' }).click();
  const shown = await page.getByTestId('va-number').textContent();
  const va = (shown ?? '').replace(/\s/g, '');
  expect(va).toMatch(/^7001\d{12}$/);

  // The bell counts it (a new page asks at once; otherwise within a minute or on focus).
  await page.goto('/programmu');
  const bell = page.getByRole('link', { name: 'Notifikasi, 1 belum dibaca' });
  await expect(bell).toBeVisible();
  await expect(bell.getByTestId('notification-badge')).toHaveText('1');
  await screenshots(page, 'bell', { fits: true });
  await expect(page.getByRole('link', { name: 'Notifikasi, 1 belum dibaca' })).toBeVisible();

  await page.getByRole('link', { name: 'Notifikasi, 1 belum dibaca' }).click();
  await expect(page).toHaveURL('/notifikasi');
  await expect(page.getByRole('heading', { name: 'Notifikasi', level: 1 })).toBeVisible();
  const item = page.getByRole('link', { name: /Selesaikan pembayaran pesanan INV/ });
  await expect(item).toContainText(va);
  await expect(item).toContainText('Belum dibaca');
  await expect(item).toContainText(/sebelum .+ WIB\./);
  await expect(item.locator('time')).toHaveText(/ WIB$/);
  await screenshots(page, 'notifikasi', { fits: true });

  const mail = await latestMail(learner.email, orderedAt - 1000);
  expect(mail).toContain('Selesaikan pembayaran pesanan');
  expect(mail).toContain(va);
  expect(mail).toMatch(/Bayar sebelum .+ WIB/);

  // Opening it leads to the instructions and marks it read; the badge goes.
  await item.click();
  await expect(page).toHaveURL(/\/payments\?order=\d+$/);
  await expect(page.getByRole('link', { name: 'Notifikasi', exact: true })).toBeVisible();
  await page.goto('/notifikasi');
  await expect(page.getByRole('link', { name: /Selesaikan pembayaran pesanan INV/ })).not.toContainText('Belum dibaca');
  await expect(page.getByRole('button', { name: 'Tandai semua dibaca' })).toBeDisabled();
});
