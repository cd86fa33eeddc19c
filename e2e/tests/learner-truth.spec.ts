import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, registerLearner, rupiahText } from '../support.ts';

/**
 * The learner's side tells the truth (decisions 250–259), as a new learner on a 375 px phone over a
 * throttled network: a virtual account that stays the same when the learner goes back, a second
 * order that expires and says so on its status page and in the history, a quiz that asks before
 * it is left, and the player's skeleton within a second while the API takes 1.5 s a call.
 * Screens of each at 375 × 812 and in landscape (812 × 375): e2e/artifacts/screens/learner-truth-*.
 */
test.use({ viewport: { width: 375, height: 812 } });

const screensDir = path.join(import.meta.dirname, '..', 'artifacts', 'screens');
const PYTHON = { slug: 'belajar-analisis-data-dengan-python', title: 'Belajar Analisis Data dengan Python' };
const FINANCE = { slug: 'rekaman-webinar-keuangan-pribadi-pekerja-muda', title: 'Rekaman Webinar: Mengatur Keuangan Pribadi untuk Pekerja Muda' };

/** Slow 4G as Lighthouse simulates it: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up (Chromium's own throttling). */
async function throttle(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
}

/** Portrait 375 × 812 (the whole page) and landscape 812 × 375 (the screen as the learner sees it). */
async function shots(page: Page, name: string) {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: path.join(screensDir, `learner-truth-${name}-375.png`), fullPage: true });
  await page.setViewportSize({ width: 812, height: 375 });
  await page.screenshot({ path: path.join(screensDir, `learner-truth-${name}-landscape.png`) });
  if (size) await page.setViewportSize(size);
}

const row = (page: Page, label: string) => page.locator('dl > div').filter({ has: page.getByText(label, { exact: true }) }).locator('dd');
const orderIdOf = (page: Page) => Number(new URL(page.url()).searchParams.get('order'));

test('a new learner on a slow phone: the same VA after going back, an expired order named so, a quiz that holds, the player at once', async ({ page }) => {
  test.setTimeout(300_000);
  const learner = { name: 'Sari Jujur', email: `sari.jujur.${Date.now()}@example.id`, phone: '081298765432', password: DEMO_PASSWORD };
  // Registered at desktop width (the header's 'Hi, {name}' proves the session), then the phone.
  await page.setViewportSize({ width: 1280, height: 800 });
  await registerLearner(page, learner);
  await page.setViewportSize({ width: 375, height: 812 });
  await throttle(page);

  // One price: the hero says what the card said, and that PPN comes on top (decision 253, 254).
  await page.goto(`/detail/learning-video/${PYTHON.slug}`);
  const priceCard = page.getByRole('complementary', { name: 'Harga kelas' });
  await expect(priceCard.getByText('Mulai dari Rp299.000', { exact: true })).toBeVisible();
  await expect(priceCard.getByText('Harga belum termasuk PPN 11%. PPN ditambahkan di keranjang.')).toBeVisible();
  await page.getByRole('button', { name: /^Beli / }).first().click();
  await expect(page).toHaveURL(/\/cart$/);
  // The cart names the chosen package and prices it; the phone shows as typed after +62.
  await expect(page.getByText(/^Paket: /)).toBeVisible();
  await expect(row(page, 'Subtotal Item (1)')).toHaveText(rupiahText(299_000));
  await expect(row(page, 'Pajak PPN (11%)')).toHaveText(`+${rupiahText(32_890)}`);
  await expect(row(page, 'Total')).toHaveText(rupiahText(331_890));
  await expect(page.getByLabel('No. WhatsApp')).toHaveValue('81298765432');

  // Virtual account: the number of the first visit…
  await page.getByRole('button', { name: 'Lanjutkan Pembayaran' }).click();
  await expect(page).toHaveURL(/\/payment-method\?order=\d+$/);
  const orderId = orderIdOf(page);
  await page.getByRole('button', { name: 'Bank Transfer: BCA' }).click();
  await expect(page).toHaveURL(`/payments?order=${orderId}`);
  const va = page.getByTestId('va-number');
  await expect(va).toHaveText(/^7001 2\d{3} \d{4} \d{4}$/);
  const number = (await va.textContent())!;
  await shots(page, 'va');

  // …is the number after going back through the browser to the cart and continuing again (the
  // same open order)…
  await page.goBack();
  await expect(page).toHaveURL(`/payment-method?order=${orderId}`);
  await page.goBack();
  await expect(page).toHaveURL(/\/cart$/);
  await page.getByRole('button', { name: 'Lanjutkan Pembayaran' }).click();
  await expect(page).toHaveURL(`/payment-method?order=${orderId}`);
  await expect(page.getByText('Pembayaran yang sedang berjalan:')).toBeVisible();
  await page.getByRole('button', { name: 'Bank Transfer: BCA' }).click();
  await expect(va).toHaveText(number);
  // …and after 'Kembali' and the same bank again.
  await page.getByRole('link', { name: 'Kembali' }).click();
  await page.getByRole('button', { name: 'Bank Transfer: BCA' }).click();
  await expect(va).toHaveText(number);

  // Another bank asks first and says the number stops working; keeping it changes nothing.
  await page.getByRole('link', { name: 'Kembali' }).click();
  await page.getByRole('button', { name: 'Bank Transfer: BNI' }).click();
  const ask = page.getByRole('dialog', { name: 'Ganti ke BNI Virtual Account?' });
  await expect(ask).toContainText(`Nomor Virtual Account BCA ${number} tidak berlaku lagi`);
  await shots(page, 'switch');
  await ask.getByRole('button', { name: 'Tetap pakai BCA Virtual Account' }).click();
  await page.getByRole('link', { name: 'Lanjutkan pembayaran ini' }).click();
  await expect(va).toHaveText(number);
  await page.getByRole('button', { name: 'Simulasikan Pembayaran Berhasil' }).click();
  await expect(page.getByRole('heading', { name: 'Transaksi Berhasil!' })).toBeVisible();
  await expect(row(page, 'Metode Transaksi')).toHaveText('BCA Virtual Account');

  // The player: something on screen within a second while every course call takes 1.5 s, the
  // course and its first material asked for together.
  const started: { url: string; at: number }[] = [];
  page.on('request', (r) => {
    if (/\/api\/course\/[^/]+\/(activity|current)/.test(r.url())) started.push({ url: r.url(), at: Date.now() });
  });
  await page.route(/\/api\/course\/[^/]+\/(activity|current)/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto(`/learning/${PYTHON.slug}`, { waitUntil: 'commit' });
  await expect(page.getByText('Memuat kelas…')).toBeVisible();
  // The browser's own first contentful paint (its text), in ms after the navigation started.
  const firstPaint = () => page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null);
  await expect.poll(firstPaint).not.toBeNull();
  expect(await firstPaint(), 'the skeleton is painted within a second of the navigation').toBeLessThan(1000);
  await shots(page, 'player-skeleton');
  await expect(page.getByRole('heading', { level: 1, name: PYTHON.title })).toBeVisible({ timeout: 20_000 });
  const calls = started.map((s) => new URL(s.url).pathname.split('/').at(-1));
  expect(calls.sort()).toEqual(['activity', 'current']);
  expect(Math.abs(started[0]!.at - started[1]!.at), 'both calls leave together').toBeLessThan(1000);
  await page.unroute(/\/api\/course\/[^/]+\/(activity|current)/);

  // A quiz in progress holds the learner: the footer and the back button ask first. Opened from
  // Programmu, so the browser's back button is the app's own history.
  await page.goto('/programmu');
  await page.getByRole('article', { name: PYTHON.title }).getByRole('link', { name: 'Lanjut' }).click();
  await expect(page).toHaveURL(new RegExp(`/learning/${PYTHON.slug}`));
  await page.getByRole('button', { name: 'Daftar Aktivitas' }).click();
  await page.getByRole('dialog').getByRole('button', { name: /Pre Test/ }).click();
  await page.getByRole('button', { name: 'Mulai Quiz' }).click();
  await expect(page.getByRole('heading', { name: 'Soal Quiz' })).toBeVisible();
  await page.getByRole('button', { name: 'Selanjutnya', exact: true }).click();
  const leave = page.getByRole('dialog', { name: 'Tinggalkan quiz?' });
  await expect(leave.getByText(/Waktunya terus berjalan walaupun kamu meninggalkan quiz ini/)).toBeVisible();
  await expect(leave.getByText(/^Sisa waktu: \d{2}:\d{2}$/)).toBeVisible();
  await shots(page, 'quiz-leave');
  await leave.getByRole('button', { name: 'Lanjutkan Quiz' }).click();
  await expect(page.getByRole('heading', { name: 'Soal Quiz' })).toBeVisible();
  await page.goBack();
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Lanjutkan Quiz' }).click();
  await expect(page).toHaveURL(new RegExp(`/learning/${PYTHON.slug}`));
  await expect(page.getByRole('heading', { name: 'Soal Quiz' })).toBeVisible();
  // Coming back to it: 'Lanjutkan Quiz' with its time left, never 'Mulai Quiz'; no tick in the list.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Lanjutkan Quiz' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mulai Quiz' })).toHaveCount(0);
  await expect(page.getByRole('timer')).toHaveText(/^Sisa waktu \d{2}:\d{2}$/);
  await shots(page, 'quiz-resume');

  // A video fills a phone turned sideways.
  await page.getByRole('button', { name: 'Daftar Aktivitas' }).click();
  await page.getByRole('dialog').getByRole('button', { name: /Mengenal Python untuk Analisis Data/ }).click();
  const frame = page.locator('iframe[title="Mengenal Python untuk Analisis Data"]');
  await expect(frame).toBeVisible();
  await page.setViewportSize({ width: 812, height: 375 });
  const box = (await frame.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(374);
  expect(box.width).toBeGreaterThanOrEqual(811);
  await page.screenshot({ path: path.join(screensDir, 'learner-truth-video-landscape.png') });
  await page.setViewportSize({ width: 375, height: 812 });
  await expect.poll(async () => (await frame.boundingBox())!.height).toBeLessThan(300);

  // A second order by QRIS, left to run out: the countdown reaches zero on the page's clock, the
  // page asks the server, and the gateway's expiry notification (the sandbox's) ends the order.
  await page.goto(`/detail/record-webinar/${FINANCE.slug}`);
  await page.getByRole('button', { name: /^Beli / }).first().click();
  await page.getByRole('button', { name: 'Lanjutkan Pembayaran' }).click();
  await expect(page).toHaveURL(/\/payment-method\?order=\d+$/);
  const secondId = orderIdOf(page);
  await page.getByRole('button', { name: 'QRIS: QRIS' }).click();
  await expect(page.getByTestId('qris-image')).toBeVisible();
  await page.clock.install();
  await page.reload();
  await expect(page.getByRole('timer')).toHaveText(/^1[45]:\d{2}$/);
  await page.clock.fastForward('15:05');
  await expect(page.getByText('Waktu pembayaran sudah habis.')).toBeVisible();
  await expect(page.getByText('Memeriksa status pesanan…')).toBeVisible();
  await page.getByRole('button', { name: 'Simulasikan Waktu Habis' }).click();
  await expect(page).toHaveURL(`/payment-status?order=${secondId}`);
  await expect(page.getByRole('heading', { name: 'Transaksi Kedaluwarsa' })).toBeVisible();
  await expect(row(page, 'Status')).toHaveText('Kedaluwarsa');
  await expect(page.getByText(/Transaksi Diproses|sedang diproses/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Bayar Lagi' })).toBeVisible();
  await shots(page, 'expired-status');

  await page.goto('/programmu/orders');
  const expired = page.getByRole('listitem').filter({ hasText: FINANCE.title });
  const paid = page.getByRole('listitem').filter({ hasText: PYTHON.title });
  await expect(expired.getByText('Kedaluwarsa', { exact: true })).toBeVisible();
  await expect(expired.getByText('Menunggu Pembayaran')).toHaveCount(0);
  await expect(paid.getByText('Lunas', { exact: true })).toBeVisible();
  await expect(paid.getByText('BCA Virtual Account')).toBeVisible();
  await shots(page, 'expired-history');
  // 'Bayar Lagi' puts the same package back in the cart.
  await expired.getByRole('button', { name: /^Bayar Lagi/ }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByText(FINANCE.title)).toBeVisible();
});
