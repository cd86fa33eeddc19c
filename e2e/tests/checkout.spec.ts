import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, loginAs, screenshots } from '../support.ts';

// Seeded learning videos the demo learner does not own (apps/api/src/db/seed/content), none of
// them the demo voucher's course, so other journeys keep their data.
const VA_COURSE = { slug: 'desain-ui-ux-dengan-figma-untuk-pemula', title: 'Desain UI/UX dengan Figma untuk Pemula' };
const QRIS_COURSE = { slug: 'digital-marketing-untuk-umkm' };
const TRY_COURSE = { slug: 'microsoft-excel-untuk-administrasi-dan-laporan-kerja' };

const rp = (n: number) => `Rp${n.toLocaleString('id-ID')}`;

/** The figure of a 'Rekap Pembelian' / status row. */
const row = (page: Page, label: string | RegExp) => page.locator('dl > div').filter({ has: page.getByText(label, { exact: true }) }).locator('dd');

async function buyFirstPackage(page: Page, slug: string) {
  await page.goto(`/detail/learning-video/${slug}`);
  await page.getByRole('button', { name: /^Beli / }).first().click();
}

/** Takes the 375/1280 screenshots after checking that nothing sticks out sideways at 375 px. */
async function shoot(page: Page, name: string) {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 375, height: 812 });
  const offenders = await page.evaluate(() =>
    Array.from(document.querySelectorAll('body *'))
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5 && !el.closest('[data-sonner-toaster]'))
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${(el.getAttribute('class') ?? '').split(' ').slice(0, 4).join('.')} → ${Math.round(el.getBoundingClientRect().right)}`),
  );
  expect(offenders, `${name}: elements wider than 375 px`).toEqual([]);
  if (size) await page.setViewportSize(size);
  await screenshots(page, name);
}

async function orderIdOf(page: Page): Promise<number> {
  return Number(new URL(page.url()).searchParams.get('order'));
}

test('detail → buy → login → cart → virtual account → simulate → success → Programmu lists the course', async ({ page }) => {
  // A guest buys: the checkout guard sends them to /login and back to the cart.
  await buyFirstPackage(page, VA_COURSE.slug);
  await expect(page).toHaveURL(/\/login\?next=%2Fcart$/);
  await page.getByLabel(/email/i).fill(DEMO.learner);
  await page.getByLabel(/password/i).first().fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /masuk|login/i }).click();
  await expect(page).toHaveURL('/cart');

  // Cart (spec 2.16): the first package 'Paket Mandiri' Rp279.000 − 10 % = Rp251.100; PPN 11 % = Rp27.621.
  await expect(page.getByRole('heading', { name: 'Detail Order' })).toBeVisible();
  await expect(page.getByText(VA_COURSE.title)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Data Member' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(DEMO.learner);
  await expect(page.getByLabel('No. WhatsApp')).toHaveValue('81234567890');
  await expect(page.getByRole('combobox', { name: 'Kode negara' })).toHaveValue('+62');
  await expect(row(page, 'Subtotal Item (1)')).toHaveText(rp(251_100));
  await expect(row(page, 'Pajak PPN (11%)')).toHaveText(`+${rp(27_621)}`);
  await expect(row(page, 'Total')).toHaveText(rp(278_721));
  await expect(page.getByRole('link', { name: 'ketentuan pengguna', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'kebijakan privasi', exact: true })).toBeVisible();
  await shoot(page, 'checkout-cart');

  // 'Update Data' saves name and phone to the profile.
  await page.getByRole('button', { name: 'Update Data' }).click();
  await expect(page.getByText('Data member berhasil diperbarui.')).toBeVisible();

  // The upsell's '+' adds a second course; pressed again it is removed.
  const plus = page.getByRole('button', { name: /^Tambahkan .* ke pesanan$/ });
  await expect(page.getByRole('heading', { name: 'Lengkapi Pembelajaran Kamu' })).toBeVisible();
  await plus.click();
  await expect(page.getByText('Subtotal Item (2)')).toBeVisible();
  await shoot(page, 'checkout-cart-upsell');
  await page.getByRole('button', { name: /^Hapus .* dari pesanan$/ }).click();
  await expect(page.getByText('Subtotal Item (1)')).toBeVisible();

  // Promo codes: an expired one is refused under the field; KELAS10 takes 10 % before tax.
  await page.getByRole('button', { name: 'Masukkan Kode Promo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Masukkan Kode Promo' });
  await dialog.getByLabel('Kode Promo').fill('merdeka17');
  await dialog.getByRole('button', { name: 'Pakai Kode' }).click();
  await expect(dialog.getByText('Kode promo sudah kedaluwarsa.')).toBeVisible();
  await shoot(page, 'checkout-promo-dialog');
  await dialog.getByLabel('Kode Promo').fill('KELAS10');
  await dialog.getByRole('button', { name: 'Pakai Kode' }).click();
  await expect(dialog).toBeHidden();
  await expect(row(page, 'Kode Promo KELAS10')).toHaveText(`-${rp(25_110)}`);
  await expect(row(page, 'Pajak PPN (11%)')).toHaveText(`+${rp(24_859)}`);
  await expect(row(page, 'Total')).toHaveText(rp(250_849));

  // Order → method picker (spec 2.17) with the order's own figures.
  await page.getByRole('button', { name: 'Lanjutkan Pembayaran' }).click();
  await expect(page).toHaveURL(/\/payment-method\?order=\d+$/);
  const orderId = await orderIdOf(page);
  for (const group of ['Bank Transfer', 'E-Wallet', 'Gerai Retail', 'Kartu Kredit / Debit', 'QRIS']) {
    await expect(page.getByRole('button', { name: group, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Ringkasan Pembayaran' })).toBeVisible();
  await expect(row(page, 'Total')).toHaveText(rp(250_849));
  await shoot(page, 'checkout-payment-method');

  // Virtual account instructions (spec 2.18) with the countdown.
  await page.getByRole('button', { name: 'Bank Transfer: BCA' }).click();
  await expect(page).toHaveURL(`/payments?order=${orderId}`);
  await expect(page.getByText('Selesaikan pembayaran dalam')).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/^\d{2}:\d{2}:\d{2}$/);
  await expect(page.getByTestId('va-number')).toHaveText(/^7001 2\d{3} \d{4} \d{4}$/);
  await expect(page.getByText('Nama Virtual Account')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Salin nomor virtual account' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Kembali' })).toHaveAttribute('href', `/payment-method?order=${orderId}`);
  await shoot(page, 'checkout-va');

  // The sandbox's simulate control settles it through the webhook path.
  await page.getByRole('button', { name: 'Simulasikan Pembayaran Berhasil' }).click();
  await expect(page).toHaveURL(`/payment-status?order=${orderId}`);
  await expect(page.getByRole('heading', { name: 'Transaksi Berhasil!' })).toBeVisible();
  await expect(row(page, 'Metode Transaksi')).toHaveText('BCA Virtual Account');
  await expect(row(page, 'Tujuan Transaksi')).toHaveText(VA_COURSE.title);
  await expect(row(page, 'Pengirim')).toHaveText('Putri Lestari');
  await expect(row(page, 'Biaya Transaksi')).toHaveText('Rp0');
  await expect(row(page, 'ID Transaksi')).toHaveText(/^INV\d{8}\/LV\d+\/\d{14}$/);
  await expect(row(page, 'Total')).toHaveText(rp(250_849));
  await shoot(page, 'checkout-success');
  expect(await page.evaluate(() => sessionStorage.getItem('cartItem'))).toBeNull();

  await page.getByRole('link', { name: 'Programmu' }).last().click();
  await expect(page).toHaveURL('/programmu');
  await expect(page.getByRole('article', { name: VA_COURSE.title })).toBeVisible();

  // Order history: paid, with a PDF receipt.
  await page.goto('/programmu/orders');
  const paid = page.getByRole('listitem').filter({ hasText: VA_COURSE.title });
  await expect(paid.getByText('Lunas')).toBeVisible();
  const download = page.waitForEvent('download');
  await paid.getByRole('button', { name: /^Unduh kuitansi/ }).click();
  const file = await (await download).path();
  expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
  await shoot(page, 'checkout-orders');

  // Buying the owned course again is refused in the cart.
  await buyFirstPackage(page, VA_COURSE.slug);
  await expect(page.getByText('Kamu sudah memiliki kelas ini.', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Lanjutkan Pembayaran' })).toBeDisabled();
});

test('QRIS: the QR code and the status page that refreshes itself until paid', async ({ page }) => {
  await loginAs(page, DEMO.learner);
  await buyFirstPackage(page, QRIS_COURSE.slug);
  await expect(page).toHaveURL('/cart');
  await page.getByRole('button', { name: 'Lanjutkan Pembayaran' }).click();
  await expect(page).toHaveURL(/\/payment-method\?order=\d+$/);
  const orderId = await orderIdOf(page);
  await page.getByRole('button', { name: 'QRIS: QRIS' }).click();
  await expect(page).toHaveURL(`/payments?order=${orderId}`);
  await expect(page.getByTestId('qris-image')).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText(/^1[45]:\d{2}$/);
  for (const label of ['Merchant', 'Pembayaran', 'Nominal', 'No. Invoice']) await expect(page.locator('dt').getByText(label, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download/Screenshot' })).toHaveAttribute('download', /\.png$/);
  await shoot(page, 'checkout-qris');

  // A reload keeps the page (the order id is in the URL).
  await page.reload();
  await expect(page.getByTestId('qris-image')).toBeVisible();

  await page.getByRole('link', { name: 'Cek Status Pembayaran' }).click();
  await expect(page.getByRole('heading', { name: 'Transaksi Diproses' })).toBeVisible();
  await shoot(page, 'checkout-processing');

  // Paid elsewhere (another tab): the status page notices by itself.
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const order = await (await page.request.get(`/api/orders/${orderId}`, { headers: { authorization: `Bearer ${token}` } })).json();
  const sim = await page.request.post(`/api/payments/${order.data.payment.id}/simulate`, { headers: { authorization: `Bearer ${token}` }, data: { result: 'paid' } });
  expect(sim.ok()).toBe(true);
  await expect(page.getByRole('heading', { name: 'Transaksi Berhasil!' })).toBeVisible({ timeout: 15_000 });
  await expect(row(page, 'Metode Transaksi')).toHaveText('QRIS');
});

test('retail, e-wallet and card screens; a declined card ends in Transaksi Gagal', async ({ page }) => {
  await loginAs(page, DEMO.learner);
  await buyFirstPackage(page, TRY_COURSE.slug);
  await page.getByRole('button', { name: 'Lanjutkan Pembayaran' }).click();
  await expect(page).toHaveURL(/\/payment-method\?order=\d+$/);
  const orderId = await orderIdOf(page);

  await page.getByRole('button', { name: 'Gerai Retail: Alfamart' }).click();
  await expect(page.getByTestId('payment-code')).toBeVisible();
  await expect(page.getByRole('img', { name: /^Barcode kode pembayaran/ })).toBeVisible();
  await expect(page.getByText('Cara Pembayaran')).toBeVisible();
  await shoot(page, 'checkout-retail');

  // Another channel replaces the open payment: asked first, naming the code that stops working (decision 251).
  const code = (await page.getByTestId('payment-code').textContent())!.trim();
  await page.getByRole('link', { name: 'Kembali' }).click();
  await page.getByRole('button', { name: 'E-Wallet: OVO' }).click();
  const ask = page.getByRole('dialog', { name: 'Ganti ke OVO?' });
  await expect(ask).toContainText(`Kode pembayaran Alfamart ${code} tidak berlaku lagi`);
  await ask.getByRole('button', { name: 'Ganti ke OVO' }).click();
  await expect(page.getByLabel('Nomor Ponsel OVO')).toHaveValue('81234567890');
  await page.getByLabel('Nomor Ponsel OVO').fill('0812-9999-0000');
  await page.getByRole('button', { name: 'Kirim Permintaan Pembayaran' }).click();
  await expect(page.getByText('Permintaan pembayaran sudah dikirim ke +62 81299990000.', { exact: false })).toBeVisible();
  await expect(page.getByText('TIDAK akan menagih kamu dua kali', { exact: false })).toBeVisible();
  await shoot(page, 'checkout-ewallet');

  await page.getByRole('link', { name: 'Kembali' }).click();
  await page.getByRole('button', { name: 'Kartu Kredit / Debit: Visa' }).click();
  await page.getByRole('dialog', { name: 'Ganti ke Kartu Kredit / Debit (Visa)?' }).getByRole('button', { name: 'Ganti ke Kartu Kredit / Debit (Visa)' }).click();
  await page.getByLabel('Nomor Kartu').fill('4111111111111112');
  await page.getByLabel('Masa Berlaku').fill('0120');
  await page.getByLabel('CVV').fill('12');
  await page.getByRole('button', { name: 'Bayar Sekarang' }).click();
  await expect(page.getByText('Nomor kartu tidak valid.')).toBeVisible();
  await expect(page.getByText('Kartu sudah kedaluwarsa.')).toBeVisible();
  await expect(page.getByText('CVV harus 3 atau 4 digit.')).toBeVisible();
  await expect(page.getByText('Nama depan wajib diisi.')).toBeVisible();
  await shoot(page, 'checkout-card');

  await page.getByLabel('Nomor Kartu').fill('4000000000000002');
  await expect(page.getByLabel('Nomor Kartu')).toHaveValue('4000 0000 0000 0002');
  await page.getByLabel('Masa Berlaku').fill('1239');
  await page.getByLabel('CVV').fill('123');
  await page.getByLabel('Nama Depan').fill('Putri');
  await page.getByLabel('Nama Belakang').fill('Lestari');
  await page.getByLabel('No. Handphone').fill('81234567890');
  await page.getByRole('button', { name: 'Bayar Sekarang' }).click();
  await expect(page).toHaveURL(`/payment-status?order=${orderId}`);
  await expect(page.getByRole('heading', { name: 'Transaksi Gagal' })).toBeVisible();
  // Why, as the gateway said (decision 252), and the state by its name.
  await expect(page.getByText('Alasan: Pembayaran ditolak oleh penerbit kartu.')).toBeVisible();
  await expect(row(page, 'Status')).toHaveText('Gagal');
  await expect(row(page, 'Metode Transaksi')).toHaveText('Kartu Kredit / Debit (Visa)');
  await expect(page.getByRole('button', { name: 'Bayar Lagi' })).toBeVisible();
  await shoot(page, 'checkout-failed');

  // Another learner's order id: not found, never shown.
  await page.goto('/payment-status?order=999999');
  await expect(page.getByRole('heading', { name: 'Pesanan tidak ditemukan.' })).toBeVisible();
});
