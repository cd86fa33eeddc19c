import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, registerLearner } from '../support.ts';
import { textsFor } from '../texts.ts';

// The account, checkout, payment, profile and Programmu screens in English at
// 375 px (e2e/artifacts/screens/en-*; the kept ones are in docs/screenshots/en/), each checked for
// sideways overflow. Buys a seeded course as a learner registered here.
test.use({ locale: 'en-US', viewport: { width: 375, height: 812 } });

const outDir = path.join(import.meta.dirname, '..', 'artifacts', 'screens');

async function shoot(page: Page, name: string) {
  await page.waitForTimeout(300);
  const offenders = await page.evaluate(() =>
    Array.from(document.querySelectorAll('body *'))
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5 && !el.closest('[data-sonner-toaster]'))
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${(el.getAttribute('class') ?? '').split(' ').slice(0, 4).join('.')}`),
  );
  expect(offenders, `${name}: elements wider than 375 px`).toEqual([]);
  await page.screenshot({ path: path.join(outDir, `en-${name}-375.png`), fullPage: true });
}

test('accounts, checkout, payments, profile and Programmu in English at 375 px', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Create an Account' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await shoot(page, 'register');

  await page.goto('/forgot-password');
  await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();
  await shoot(page, 'forgot-password');

  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Log In' })).toBeVisible();
  await shoot(page, 'login');
  // A learner of its own: the demo learner's enrolments belong to the Indonesian specs
  // (programmu.spec.ts redeems a voucher for this very course).
  // Registered at desktop width (the header's 'Hi, {name}' proves the session), then back to 375 px.
  await page.setViewportSize({ width: 1280, height: 800 });
  await registerLearner(page, { name: 'Dewi English', email: `dewi.en.${Date.now()}@example.id`, phone: '81322223333', password: DEMO_PASSWORD }, await textsFor('en'));
  await page.setViewportSize({ width: 375, height: 812 });

  await page.goto('/detail/learning-video/dasar-pemrograman-web-html-css-javascript');
  await page.getByRole('button', { name: /^(Beli|Buy) / }).first().click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { name: 'Purchase Summary' })).toBeVisible();
  await expect(page.locator('dl').getByText('Total', { exact: true })).toBeVisible();
  await shoot(page, 'cart');

  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page.getByRole('heading', { name: 'Payment Method' })).toBeVisible();
  await shoot(page, 'payment-method');

  await page.getByRole('button', { name: 'Bank Transfer: BCA' }).click();
  await expect(page.getByRole('heading', { name: 'BCA Virtual Account' })).toBeVisible();
  await expect(page.getByText('Complete the payment within')).toBeVisible();
  await shoot(page, 'payments-va');

  await page.getByRole('button', { name: 'Simulate a Successful Payment' }).click();
  await expect(page.getByRole('heading', { name: 'Transaction Successful!' })).toBeVisible();
  await shoot(page, 'payment-status');

  await page.goto('/programmu/orders');
  await expect(page.getByRole('heading', { name: 'Order History' })).toBeVisible();
  await expect(page.getByText('Paid', { exact: true }).first()).toBeVisible();
  await shoot(page, 'orders');

  await page.goto('/programmu');
  await expect(page.getByRole('heading', { name: 'My Programmes' })).toBeVisible();
  await expect(page.getByRole('article').first()).toBeVisible();
  await shoot(page, 'programmu');

  await page.goto('/programmu/profile');
  await expect(page.getByRole('heading', { name: 'Edit Profile' })).toBeVisible();
  await expect(page.getByLabel('Full Name')).toBeVisible();
  await shoot(page, 'profile');
  await page.getByRole('tab', { name: 'security' }).click();
  await expect(page.getByRole('heading', { name: 'Two-Step Verification' })).toBeVisible();
  await shoot(page, 'profile-security');
});
