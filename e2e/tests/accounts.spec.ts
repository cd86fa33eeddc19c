import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { SignJWT } from 'jose';
import { dataDir } from '../playwright.config.ts';
import { DEMO, DEMO_PASSWORD, latestMail, screenshots } from '../support.ts';

const NAME = 'Dewi Anggraini';
const FIRST_PASSWORD = 'Rahasia#2026';
const RESET_PASSWORD = 'BaruLagi!77';
const CHANGED_PASSWORD = 'Ganti$Lagi99';

async function logoutFromHeader(page: Page, name: string) {
  await page.getByRole('button', { name: `Hi, ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  // Public pages show the guest header; a protected page sends the guest to /login.
  await expect(page.getByRole('button', { name: `Hi, ${name}` })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Login' }).or(page.getByRole('heading', { name: 'Masuk' }))).toBeVisible();
}

async function loginWith(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Masuk' }).click();
}

test('register → code from the mail → verified → logout → login → forgot → reset → login → edit profile → change password', async ({ page }) => {
  test.setTimeout(120_000);
  const email = `dewi.${Date.now()}@example.id`;

  // Register (spec 2.11).
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Daftar Akun' })).toBeVisible();
  await page.getByRole('button', { name: 'Daftar' }).click();
  await expect(page.getByText('Nama wajib diisi')).toBeVisible();
  await expect(page.getByText('Anda harus menyetujui Syarat dan Ketentuan.')).toBeVisible();
  await screenshots(page, 'register');
  await page.getByLabel('Nama Lengkap').fill(NAME);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Nomor Ponsel').fill('81234567890');
  await page.getByLabel('Password', { exact: true }).fill('lemah');
  await page.getByLabel('Konfirmasi Password').fill('lemah');
  await page.getByLabel(/Saya telah membaca dan menyetujui/).check();
  await page.getByRole('button', { name: 'Daftar' }).click();
  // The server's rule (spec 5) comes back on the field.
  await expect(page.getByText('Kata sandi harus terdiri dari setidaknya 8 karakter', { exact: true })).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(FIRST_PASSWORD);
  await page.getByLabel('Konfirmasi Password').fill(FIRST_PASSWORD);
  const registeredAt = Date.now() - 1000;
  await page.getByRole('button', { name: 'Daftar' }).click();

  // Verification with the code from the mail (spec 2.14).
  await expect(page).toHaveURL(/\/verify-login\?email=/);
  await expect(page.getByRole('heading', { name: 'Verifikasi Akun Anda' })).toBeVisible();
  await expect(page.getByText('Kami telah mengirimkan 6 digit kode verifikasi ke email Anda. Silakan masukkan kode di bawah ini.')).toBeVisible();
  await expect(page.getByText(/Kirim ulang kode dalam \d+ detik/)).toBeVisible();
  await page.getByRole('button', { name: 'Verifikasi' }).click();
  await expect(page.getByText('Otp harus terdiri dari 6 karakter')).toBeVisible();
  await screenshots(page, 'verify-login');
  const mail = await latestMail(email, registeredAt);
  const code = /Anda:\s+(\d{6})/.exec(mail)?.[1];
  expect(code).toMatch(/^\d{6}$/);
  await page.getByRole('textbox', { name: 'Digit 1 dari 6' }).click();
  await page.keyboard.type(code!);
  await page.getByRole('button', { name: 'Verifikasi' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: `Hi, ${NAME}` })).toBeVisible();

  // Logout, then log in with the password.
  await logoutFromHeader(page, NAME);
  await page.goto('/login');
  await loginWith(page, email, FIRST_PASSWORD);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: `Hi, ${NAME}` })).toBeVisible();
  await logoutFromHeader(page, NAME);

  // Forgot password with the real ALTCHA widget (spec 2.12).
  await page.goto('/login');
  await page.getByRole('link', { name: 'Lupa Password?' }).click();
  await expect(page.getByRole('heading', { name: 'Lupa Password' })).toBeVisible();
  await page.getByPlaceholder('Masukan email anda').fill(email);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Please complete the ALTCHA')).toBeVisible();
  await screenshots(page, 'forgot-password');
  await page.getByText('Saya bukan robot').click();
  await expect(page.getByText('Terverifikasi')).toBeVisible({ timeout: 30_000 });
  const forgotAt = Date.now() - 1000;
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const notice =
    'If your email address exists in our database, you will receive an email with instructions for how to confirm your email address in a few minutes.';
  await expect(page.getByText(notice)).toBeVisible();
  await screenshots(page, 'login-message');
  // Shown once: a reload no longer shows it.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Masuk' })).toBeVisible();
  await expect(page.getByText(notice)).toHaveCount(0);

  // The reset link from the mail (spec 2.13).
  const resetMail = await latestMail(email, forgotAt);
  const link = /https?:\/\/[^\s"<>]+\/reset-password\?token=[A-Za-z0-9_-]+/.exec(resetMail)?.[0];
  expect(link).toBeTruthy();
  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  await page.getByPlaceholder('Masukan password baru anda').fill('abc');
  await page.getByPlaceholder('Konfirmasi password baru anda').fill('abd');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Kata sandi harus terdiri dari setidaknya 8 karakter', { exact: true })).toBeVisible();
  await expect(page.getByText('Konfirmasi kata sandi harus terdiri dari setidaknya 8 karakter')).toBeVisible();
  await page.getByRole('button', { name: 'Tampilkan kata sandi' }).first().click();
  await expect(page.getByPlaceholder('Masukan password baru anda')).toHaveAttribute('type', 'text');
  await screenshots(page, 'reset-password');
  await page.getByPlaceholder('Masukan password baru anda').fill(RESET_PASSWORD);
  await page.getByPlaceholder('Konfirmasi password baru anda').fill(RESET_PASSWORD);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Password berhasil diubah. Silakan masuk dengan password baru Anda.')).toBeVisible();

  // The old password no longer works; the new one does.
  await loginWith(page, email, FIRST_PASSWORD);
  await expect(page.getByText('Invalid email or password. Please try again.')).toBeVisible();
  await loginWith(page, email, RESET_PASSWORD);
  await expect(page).toHaveURL(/\/$/);

  // Edit profile (spec 2.25): the header follows the new name.
  await page.goto('/programmu/profile');
  await expect(page.getByRole('heading', { name: 'Edit Profile' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'profile' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await expect(page.getByLabel('Email')).toHaveAttribute('readonly', '');
  await page.getByLabel('Nama Lengkap').fill('Dewi Anggraini Putri');
  await page.getByLabel('Nomor Ponsel').fill('81298765432');
  await page.getByRole('radio', { name: 'Perempuan' }).click();
  await page.getByLabel('Tanggal Lahir').fill('1998-07-21');
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Profil berhasil diperbarui.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Hi, Dewi Anggraini Putri' })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Tanggal Lahir')).toHaveValue('1998-07-21');
  await expect(page.getByRole('radio', { name: 'Perempuan' })).toHaveAttribute('aria-checked', 'true');
  await screenshots(page, 'profile');

  // Change password: the server's messages land on the fields.
  await page.getByRole('tab', { name: 'password' }).click();
  await page.getByLabel('Kata Sandi Lama').fill(RESET_PASSWORD);
  await page.getByLabel('Kata Sandi Baru').fill(CHANGED_PASSWORD);
  await page.getByLabel('Konfirmasi Sandi').fill('Beda$Lagi99');
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Kata sandi dan konfirmasi kata sandi harus cocok')).toBeVisible();
  await expect(page.getByText('* Minimal 8 karakter kombinasi huruf kapital, huruf kecil, angka dan karakter khusus (!@#$%^&*)')).toBeVisible();
  await screenshots(page, 'profile-password');
  await page.getByLabel('Konfirmasi Sandi').fill(CHANGED_PASSWORD);
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('Kata sandi berhasil diubah.')).toBeVisible();

  await logoutFromHeader(page, 'Dewi Anggraini Putri');
  await page.goto('/login');
  await loginWith(page, email, CHANGED_PASSWORD);
  await expect(page).toHaveURL(/\/$/);
});

test('login: spec messages, `next` after a guard, and the auth layout redirect', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Masuk' }).click();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters long')).toBeVisible();
  await screenshots(page, 'login');

  await page.goto('/programmu/profile');
  await expect(page).toHaveURL(/\/login\?next=%2Fprogrammu%2Fprofile$/);
  await loginWith(page, DEMO.learner, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/programmu\/profile$/);
  await expect(page.getByLabel('Email')).toHaveValue(DEMO.learner);

  // An authenticated user is sent away from the auth pages.
  await page.goto('/register');
  await expect(page).toHaveURL(/\/$/);
  // A `next` pointing elsewhere is ignored.
  await page.goto('/login?next=//evil.example');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});

test('single sign-on callback: missing token, bad token, good token', async ({ page, context }) => {
  await page.goto('/auth/callback');
  await expect(page.getByText('Error: Token autentikasi tidak valid atau hilang.')).toBeVisible();
  await expect(page.getByText('Anda akan diarahkan kembali ke halaman login...')).toBeVisible();
  await screenshots(page, 'auth-callback-error');
  await expect(page).toHaveURL(/\/login$/, { timeout: 6000 });

  await page.goto('/auth/callback?token=bukan.token.sah');
  await expect(page.getByText('Error: Token SSO tidak valid.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 6000 });

  // A token minted like `npm run sso:token` does: the shared secret the server generated into its
  // data directory at the first start (there is no default one, decision 220).
  const { SSO_SECRET } = JSON.parse(fs.readFileSync(path.join(dataDir, 'secrets.json'), 'utf8')) as { SSO_SECRET: string };
  const token = await new SignJWT({ email: 'sso.e2e@example.id', name: 'Rina Wulandari', email_verified: true })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer('kelas-dev-idp')
    .setAudience('kelas')
    .setExpirationTime('5m')
    .sign(new TextEncoder().encode(SSO_SECRET));
  await page.goto(`/auth/callback?token=${token}`);
  await expect(page.getByText('Verifikasi sukses. Mengarahkan ke dashboard...')).toBeVisible();
  await screenshots(page, 'auth-callback-success');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/, { timeout: 5000 });
  await expect(page.getByRole('button', { name: 'Hi, Rina Wulandari' })).toBeVisible();
  const cookie = (await context.cookies()).find((c) => c.name === 'token');
  expect(cookie?.sameSite).toBe('Strict');
  expect(cookie?.secure).toBe(true);
  expect(cookie?.path).toBe('/');
});
