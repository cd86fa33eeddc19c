import { expect, test } from '@playwright/test';
import { DEMO, loginAs, screenshots } from '../support.ts';

// The seeded demo batch (apps/api/src/db/seed/vouchers.ts, README): a plain code and a
// job-training code with its redemption code, for a course the demo learner does not have.
const PLAIN_CODE = 'BERK-ARYA-2026';

test('redeem a voucher → Programmu shows the course → search finds it → Lanjut opens the player', async ({ page }) => {
  await loginAs(page, DEMO.learner);

  await page.goto('/programmu');
  await expect(page.getByRole('heading', { level: 1, name: 'Programmu' })).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  const before = await cards.count();

  await page.getByRole('link', { name: 'Redeem Voucher' }).first().click();
  await expect(page).toHaveURL(/\/programmu\/voucher-redeem$/);
  await expect(page.getByRole('heading', { name: 'Tentang Kode Redeem' })).toBeVisible();

  // A wrong code: the server's message under the field, and the learner stays.
  await page.getByLabel('Kode Voucher').fill('SALAH-KODE-0000');
  await page.getByRole('button', { name: 'Redeem' }).click();
  await expect(page.getByText('Kode voucher tidak ditemukan. Periksa kembali kode yang kamu masukkan.')).toBeVisible();
  await expect(page).toHaveURL(/\/programmu\/voucher-redeem$/);
  await screenshots(page, 'voucher-redeem');

  // The job-training code without its redemption code: asked for under that field.
  await page.getByLabel('Kode Voucher').fill('prakerja2026');
  await page.getByRole('button', { name: 'Redeem' }).click();
  await expect(page.getByText('Kode redeem wajib diisi untuk voucher ini.')).toBeVisible();

  await page.getByLabel('Kode Voucher').fill(PLAIN_CODE.toLowerCase());
  await page.getByRole('button', { name: 'Redeem' }).click();
  await expect(page).toHaveURL(/\/programmu$/);
  await expect(page.getByText('Voucher berhasil ditukarkan. Selamat belajar!')).toBeVisible();
  await expect(cards).toHaveCount(before + 1);

  // The newest enrolment comes first: that is the redeemed course.
  const redeemed = cards.first();
  const title = (await redeemed.getByRole('heading').textContent())!.trim();
  await expect(redeemed.getByRole('progressbar', { name: 'Progress Kelas' })).toHaveAttribute('aria-valuenow', '0');
  await expect(redeemed.getByText('Mentor Kelas:')).toBeVisible();
  // The success toast lives 3 s; the screenshots show the page itself.
  await expect(page.getByText('Voucher berhasil ditukarkan. Selamat belajar!')).toBeHidden({ timeout: 6000 });
  await screenshots(page, 'programmu');

  // Search: a word of the title, typed in lower case, keeps only matching programs.
  const word = title.split(/\s+/).find((w) => w.length >= 5) ?? title;
  await page.getByRole('searchbox', { name: 'Cari Pelatihan' }).fill(word.toLowerCase());
  await expect(cards.filter({ hasText: title })).toHaveCount(1);
  await expect(page.getByRole('article').filter({ hasNotText: new RegExp(word, 'i') })).toHaveCount(0);

  // Nothing found.
  await page.getByRole('searchbox', { name: 'Cari Pelatihan' }).fill('tidak ada kelas berjudul ini');
  await expect(page.getByText(/Tidak ada pelatihan yang cocok dengan pencarian/)).toBeVisible();

  await page.getByRole('searchbox', { name: 'Cari Pelatihan' }).fill(word.toLowerCase());
  const lanjut = page.getByRole('article', { name: title }).getByRole('link', { name: /Lanjut/ });
  const href = await lanjut.getAttribute('href');
  expect(href).toMatch(/^\/learning\/[a-z0-9-]+$/);
  await lanjut.click();
  await expect(page).toHaveURL(new RegExp(`${href}(\\?item=\\d+)?$`));
  await expect(page.getByText(title).first()).toBeVisible();
});

test('the same code again is refused: already enrolled', async ({ page }) => {
  await loginAs(page, DEMO.learner);
  await page.goto('/programmu/voucher-redeem');
  await page.getByLabel('Kode Voucher').fill(PLAIN_CODE);
  await page.getByRole('button', { name: 'Redeem' }).click();
  await expect(page.getByText('Kamu sudah terdaftar di kelas ini.')).toBeVisible();
});
