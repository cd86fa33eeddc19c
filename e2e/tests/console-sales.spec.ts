import { expect, test, type Page } from '@playwright/test';
import { DEMO, expectAxeClean, loginAs, registerLearner, screenshots } from '../support.ts';

/**
 * The console's sales pages in a real browser on a fresh `npm start`: a learner pays with
 * the sandbox gateway; the admin finds the order by the learner's e-mail, refunds half, then the
 * rest; the learner's enrolment is gone, the order history shows both refunds and a credit note
 * downloads. The admin creates a promo code that the next learner uses in the cart, and the
 * revenue report's chart shows payments and refunds. Every console screen at 1280 and 375 px, axe-clean.
 */

const COURSE = { slug: 'desain-ui-ux-dengan-figma-untuk-pemula', title: 'Desain UI/UX dengan Figma untuk Pemula' };


async function toCart(page: Page) {
  await page.goto(`/detail/learning-video/${COURSE.slug}`);
  await page.getByRole('button', { name: /^Beli / }).first().click();
  await expect(page).toHaveURL('/cart');
  await expect(page.getByRole('heading', { name: 'Detail Order' })).toBeVisible();
}

async function refund(page: Page, which: 'Setengah' | 'Seluruh sisa', reason: string) {
  await page.getByRole('button', { name: 'Refund', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Refund Pesanan' });
  await dialog.getByRole('button', { name: which }).click();
  await dialog.getByLabel('Alasan').fill(reason);
  return dialog;
}

test('admin console, sales: sandbox payment, two refunds, credit note, promo code in the cart, revenue chart', async ({ page, browser }) => {
  test.setTimeout(600_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const stamp = Date.now();

  // 1. A learner registers and pays with the sandbox gateway (virtual account, simulate control).
  const learnerContext = await browser.newContext();
  const lp = await learnerContext.newPage();
  const buyer = { name: 'Pembeli Refund', email: `refund-${stamp}@example.com`, phone: '081234567891', password: 'Refund#2026' };
  await registerLearner(lp, buyer);
  await toCart(lp);
  await lp.getByRole('button', { name: 'Lanjutkan Pembayaran' }).click();
  await expect(lp).toHaveURL(/\/payment-method\?order=\d+$/);
  await lp.getByRole('button', { name: 'Bank Transfer: BCA' }).click();
  await lp.getByRole('button', { name: 'Simulasikan Pembayaran Berhasil' }).click();
  await expect(lp.getByRole('heading', { name: 'Transaksi Berhasil!' })).toBeVisible();
  await lp.goto('/programmu');
  await expect(lp.getByRole('article', { name: COURSE.title })).toBeVisible();

  // 2. The admin opens the console from the avatar menu and finds the order by the learner's e-mail.
  await loginAs(page, DEMO.admin);
  await page.getByRole('button', { name: /^Hi, / }).click();
  await page.getByRole('menuitem', { name: 'Konsol Admin' }).click();
  await expect(page).toHaveURL('/admin');
  await expect(page.getByRole('heading', { name: 'Konsol Admin', level: 1 })).toBeVisible();
  await screenshots(page, 'console-overview');
  await expectAxeClean(page, '/admin');
  await page.getByRole('navigation', { name: 'Navigasi konsol' }).getByRole('link', { name: 'Pesanan' }).click();
  await expect(page.getByRole('heading', { name: 'Pesanan', level: 1 })).toBeVisible();
  await page.getByLabel('No. invoice atau email peserta').fill(buyer.email);
  await page.getByRole('button', { name: 'Cari' }).click();
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('table').getByRole('cell', { name: buyer.email })).toBeVisible();
  await screenshots(page, 'console-orders');
  await expectAxeClean(page, '/admin/orders');
  await page.getByRole('table').getByRole('link').first().click();
  await expect(page.getByRole('heading', { name: /^INV\d{8}\// })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Notifikasi Gateway' }).getByText('paid', { exact: true })).toBeVisible();
  await screenshots(page, 'console-order-detail');
  await expectAxeClean(page, '/admin/orders/{id}');

  // 3. Refund half, then the rest.
  const dialog = await refund(page, 'Setengah', 'Peserta meminta pengembalian sebagian');
  await screenshots(page, 'console-refund-dialog');
  await dialog.getByRole('button', { name: 'Proses Refund' }).click();
  await expect(page.getByText('Refund berhasil diproses.')).toBeVisible();
  const refunds = page.getByRole('region', { name: 'Refund' });
  await expect(refunds.getByText('Berhasil')).toHaveCount(1);
  await expect(page.getByText('Refund Sebagian', { exact: true }).first()).toBeVisible();
  const second = await refund(page, 'Seluruh sisa', 'Peserta membatalkan pembelian');
  // The dialog lists the refund just made and asks again before another (decision 263).
  await expect(second.getByText('Refund yang sudah dibuat')).toBeVisible();
  await second.getByRole('button', { name: 'Proses Refund' }).click();
  await expect(second.getByRole('alert')).toContainText('baru saja dibuat');
  await second.getByRole('button', { name: 'Ya, Refund Lagi' }).click();
  await expect(refunds.getByText('Berhasil')).toHaveCount(2);
  await expect(page.getByText('Refund', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refund', exact: true })).toBeHidden();
  await screenshots(page, 'console-order-refunded');

  // 4. The learner's enrolment is gone; the order history shows both refunds; a credit note downloads.
  await lp.goto('/programmu');
  await expect(lp.getByRole('heading', { name: /Programmu/i }).first()).toBeVisible();
  await expect(lp.getByRole('article', { name: COURSE.title })).toHaveCount(0);
  await lp.goto('/programmu/orders');
  await expect(lp.getByText('Refund Berhasil')).toHaveCount(2);
  const download = lp.waitForEvent('download');
  await lp.getByRole('button', { name: /^Unduh nota kredit CN-\d+-1$/ }).click();
  expect((await download).suggestedFilename()).toMatch(/^nota-kredit-CN-\d+-1\.pdf$/);
  await screenshots(lp, 'orders-with-refunds');

  // 5. The admin creates a promo code; the next learner uses it in the cart.
  const code = `HEMAT${String(stamp).slice(-6)}`;
  await page.getByRole('navigation', { name: 'Navigasi konsol' }).getByRole('link', { name: 'Kode Promo' }).click();
  await expect(page.getByRole('heading', { name: 'Kode Promo', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Buat Kode Promo' }).click();
  const form = page.getByRole('dialog', { name: 'Buat Kode Promo' });
  await form.getByLabel('Kode').fill(code);
  await form.getByLabel('Nilai').fill('20');
  await form.getByLabel('Batas per peserta').fill('1');
  await screenshots(page, 'console-promo-form');
  await form.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Kode promo berhasil dibuat.')).toBeVisible();
  await expect(page.getByRole('table').getByText(code)).toBeVisible();
  await screenshots(page, 'console-promo-codes');
  await expectAxeClean(page, '/admin/promo-codes');

  const nextContext = await browser.newContext();
  const np = await nextContext.newPage();
  await registerLearner(np, { name: 'Pembeli Promo', email: `promo-${stamp}@example.com`, phone: '081234567892', password: 'Promo#2026' });
  await toCart(np);
  await np.getByRole('button', { name: 'Masukkan Kode Promo' }).click();
  const promoDialog = np.getByRole('dialog', { name: 'Masukkan Kode Promo' });
  await promoDialog.getByLabel('Kode Promo').fill(code);
  await promoDialog.getByRole('button', { name: 'Pakai Kode' }).click();
  await expect(promoDialog).toBeHidden();
  await expect(np.getByText(`Kode Promo ${code}`, { exact: true })).toBeVisible();

  // 6. The revenue report's chart shows the payment and the refunds.
  await page.getByRole('navigation', { name: 'Navigasi konsol' }).getByRole('link', { name: 'Laporan' }).click();
  await expect(page.getByRole('heading', { name: 'Laporan', level: 1 })).toBeVisible();
  const chart = page.getByTestId('revenue-chart');
  await expect(chart.locator('.recharts-bar-rectangle').first()).toBeVisible();
  await expect(chart.getByText('Pembayaran')).toBeVisible();
  await expect(chart.getByText('Refund')).toBeVisible();
  await expect(chart.locator('.recharts-bar').nth(1).locator('.recharts-bar-rectangle path, path.recharts-rectangle').first()).toBeVisible();
  await screenshots(page, 'console-reports');
  await expectAxeClean(page, '/admin/reports');
  await page.getByRole('tab', { name: 'Corong Pesanan' }).click();
  await expect(page.getByRole('tabpanel').getByText('Direfund').first()).toBeVisible();
  await screenshots(page, 'console-report-funnel');

  await learnerContext.close();
  await nextContext.close();
});
