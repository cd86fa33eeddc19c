import { expect, test } from '@playwright/test';
import { generate } from 'otplib';
import { DEMO, DEMO_PASSWORD, registerLearner, screenshots, totpCode } from '../support.ts';

/** The login's second step and the profile's security tab (TOTP two-factor). */

test('the demo admin passes the two-factor step with a code from the authenticator', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/login');
  await page.getByLabel('Email').fill(DEMO.admin);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Masuk' }).click();
  await expect(page.getByRole('heading', { name: 'Verifikasi Dua Langkah' })).toBeVisible();
  await expect(page).toHaveURL(/\/login/);

  await page.getByLabel('Kode verifikasi').fill('12');
  await page.getByRole('button', { name: 'Verifikasi', exact: true }).click();
  await expect(page.getByText('Kode harus berupa 6 angka dari aplikasi autentikator atau kode pemulihan.')).toBeVisible();
  await page.getByLabel('Kode verifikasi').fill('000000');
  await page.getByRole('button', { name: 'Verifikasi', exact: true }).click();
  await expect(page.getByText('Kode verifikasi salah atau sudah dipakai.')).toBeVisible();
  await screenshots(page, 'login-two-factor');

  await page.getByLabel('Kode verifikasi').fill(await totpCode());
  await page.getByRole('button', { name: 'Verifikasi', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByText('Hi, Admin Kelas')).toBeVisible();

  await page.goto('/programmu/profile?tab=keamanan');
  await expect(page.getByText('Aktif', { exact: true })).toBeVisible();
  await expect(page.getByText(/Sisa kode pemulihan: \d+/)).toBeVisible();
});

test('a learner turns two-factor on in the profile, then signs in with a recovery code', async ({ page }) => {
  // Registration, enrolment and two sign-ins: on a loaded 2-core machine this has taken 70–120 s.
  test.setTimeout(180_000);
  const name = 'Rina Wulandari';
  const email = `rina.${Date.now()}@example.id`;
  const password = 'Kuda-Lumping7';
  await registerLearner(page, { name, email, phone: '81234567890', password });

  await page.goto('/programmu/profile?tab=keamanan');
  await expect(page.getByRole('heading', { name: 'Verifikasi Dua Langkah' })).toBeVisible();
  await expect(page.getByText('Tidak aktif', { exact: true })).toBeVisible();
  await screenshots(page, 'profile-two-factor-off');

  await page.getByLabel('Kata Sandi Saat Ini').fill('salah-sandi');
  await page.getByRole('button', { name: 'Aktifkan Verifikasi Dua Langkah' }).click();
  await expect(page.getByText('Kata sandi salah.')).toBeVisible();
  await page.getByLabel('Kata Sandi Saat Ini').fill(password);
  await page.getByRole('button', { name: 'Aktifkan Verifikasi Dua Langkah' }).click();
  await expect(page.getByRole('img', { name: 'Kode QR untuk aplikasi autentikator' })).toBeVisible();
  const secret = (await page.getByTestId('two-factor-secret').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await screenshots(page, 'profile-two-factor-scan');

  await page.getByLabel('Kode verifikasi').fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) }));
  await page.getByRole('button', { name: 'Konfirmasi' }).click();
  const codes = page.getByRole('list', { name: 'Simpan Kode Pemulihan Anda' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recovery = (await codes.first().textContent())!.trim();
  expect(recovery).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
  await screenshots(page, 'profile-two-factor-recovery');
  await page.getByRole('button', { name: 'Selesai' }).click();
  await expect(page.getByText('Aktif', { exact: true })).toBeVisible();

  // Sign out, then in again: the second step takes a recovery code.
  await page.getByRole('button', { name: `Hi, ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Masuk' }).click();
  await page.getByLabel('Kode verifikasi').fill(recovery);
  await page.getByRole('button', { name: 'Verifikasi', exact: true }).click();
  await expect(page.getByRole('button', { name: `Hi, ${name}` })).toBeVisible();
});
