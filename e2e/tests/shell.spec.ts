import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, screenshots } from '../support.ts';

test('an unknown path shows 404 Not Found', async ({ page }) => {
  await page.goto('/tidak-ada-halaman-ini');
  await expect(page.getByRole('heading', { name: '404 Not Found' })).toBeVisible();
  await screenshots(page, 'not-found');
});

test('a guest opening /programmu or /learning/x is sent to /login', async ({ page }) => {
  await page.goto('/programmu');
  await expect(page).toHaveURL(/\/login/);
  await page.goto('/learning/x');
  await expect(page).toHaveURL(/\/login/);
});

/** Puts a real session (POST /api/auth/login) into local storage, as the login form would. */
async function signIn(page: Page, email: string) {
  const res = await page.request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(res.ok()).toBe(true);
  const { token, user } = (await res.json()) as { token: string; user: unknown };
  await page.goto('/');
  await page.evaluate(([t, u]) => {
    localStorage.setItem('token', t as string);
    localStorage.setItem('user', JSON.stringify(u));
  }, [token, user] as const);
  await page.reload();
}

test('the desktop header opens the avatar menu on hover and logs out from it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, DEMO.mentor);
  const nav = page.getByRole('navigation', { name: 'Navigasi utama' });
  await expect(nav.getByRole('link', { name: 'Programmu' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Redeem Voucher' })).toBeVisible();
  const trigger = nav.getByRole('button', { name: /^Hi, / });
  await trigger.hover();
  const menu = page.getByRole('menu');
  await expect(menu.getByText(DEMO.mentor)).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Edit Profile' })).toHaveAttribute('href', '/programmu/profile');
  await expect(menu.getByRole('menuitem', { name: 'Riwayat Pesanan' })).toHaveAttribute('href', '/programmu/orders');
  await expect(menu.getByRole('menuitem', { name: 'Konsol Mentor' })).toHaveAttribute('href', '/mentor');
  await screenshots(page, 'header-menu');
  await menu.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(menu).toBeHidden();
  await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('the mobile drawer lists the guest entries and closes on navigation', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Buka menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer.getByRole('link')).toHaveText(['Beranda', 'Programmu', 'Redeem Voucher', 'Login', 'Daftar']);
  await expect(drawer.getByRole('link', { name: 'Daftar' })).toHaveAttribute('href', '/register');
  await page.screenshot({ path: path.join(import.meta.dirname, '..', 'artifacts', 'screens', 'header-drawer-375.png') });
  await drawer.getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL('/login');
  await expect(drawer).toBeHidden();
});
