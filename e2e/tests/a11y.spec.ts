import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from '../page-checks.ts';
import { latestMail } from '../support.ts';
import { buildLearnerWorld, PYTHON, useSession, type World } from './every-route.ts';

/**
 * Accessibility beyond the walk over every route (routes.spec.ts runs axe and the label check on
 * each page): the key forms name their fields, and the six-box code input, the learning player and
 * the quiz work with the keyboard alone.
 */

let world: Pick<World, 'fresh' | 'pythonItems' | 'cartItem'>;

test.beforeAll(async ({ playwright, baseURL }) => {
  test.setTimeout(120_000);
  const request = await playwright.request.newContext({ baseURL });
  world = await buildLearnerWorld(request);
  await request.dispose();
});

test('key forms name their fields (getByLabel)', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByLabel('Email')).toBeEditable();
  await expect(page.getByLabel('Password', { exact: true })).toBeEditable();

  await page.goto('/register');
  for (const label of ['Nama Lengkap', 'Email', 'Nomor Ponsel', 'Konfirmasi Password'])
    await expect(page.getByLabel(label)).toBeEditable();
  await expect(page.getByLabel('Password', { exact: true })).toBeEditable();
  await expect(page.getByLabel(/Saya telah membaca dan menyetujui/)).toBeVisible();

  await page.goto('/forgot-password');
  await expect(page.getByLabel(/email/i)).toBeEditable();

  await page.goto('/reset-password?token=x');
  await expect(page.getByRole('heading').first()).toBeVisible();
  const resetFields = page.locator('input[type=password]');
  for (const f of await resetFields.all()) await expect(f).toHaveAccessibleName(/\S/);

  await page.goto(`/verify-login?email=${encodeURIComponent('nadia@example.id')}`);
  for (let i = 1; i <= 6; i++) await expect(page.getByLabel(`Digit ${i} dari 6`)).toBeEditable();
  await expect(page.getByRole('group', { name: 'Kode verifikasi 6 digit' })).toBeVisible();

  await useSession(page, world.fresh);
  await page.goto('/programmu/voucher-redeem');
  await expect(page.getByLabel('Kode Voucher')).toBeEditable();
  await expect(page.getByLabel('Kode Redeem (jika ada)')).toBeEditable();

  await page.goto('/programmu/profile');
  await expect(page.getByLabel(/Nama/).first()).toBeEditable();
  await expect(page.getByLabel('Email').first()).toBeVisible();

  await page.goto('/programmu');
  await expect(page.getByRole('searchbox').or(page.getByRole('textbox')).first()).toHaveAccessibleName(/\S/);

  await page.evaluate((item) => sessionStorage.setItem('cartItem', item), JSON.stringify(world.cartItem));
  await page.goto('/cart');
  await expect(page.getByLabel('Email')).toBeVisible();
  await expect(page.getByLabel('No. WhatsApp')).toBeEditable();
  await expect(page.getByRole('combobox', { name: 'Kode negara' })).toBeVisible();
  await page.getByRole('button', { name: 'Masukkan Kode Promo' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Masukkan Kode Promo' }).getByLabel('Kode Promo'),
  ).toBeEditable();
  await expectNoSeriousViolations(page, 'cart promo dialog', { soft: true });
});

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, { max = 120, back = false } = {}) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

test('keyboard only: the six-box code input types, deletes, moves, pastes and verifies', async ({
  page,
  context,
  playwright,
  baseURL,
}) => {
  // A new, unverified account: its code arrives by mail.
  const email = `kode.${Date.now()}@example.id`;
  const since = Date.now() - 1000;
  const request = await playwright.request.newContext({ baseURL });
  const reg = await request.post('/api/auth/register', {
    data: {
      name: 'Sari Kusuma',
      email,
      phone_number: '81234567890',
      password: 'Kelas123!',
      confirm_password: 'Kelas123!',
      terms: true,
    },
  });
  expect(reg.status()).toBe(201);
  await request.dispose();
  const code = /Anda:\s+(\d{6})/.exec(await latestMail(email, since))![1]!;

  await page.goto(`/verify-login?email=${encodeURIComponent(email)}`);
  await expect(page.getByRole('heading', { name: 'Verifikasi Akun Anda' })).toBeVisible();
  const box = (i: number) => page.getByRole('textbox', { name: `Digit ${i} dari 6` });
  const values = () => Promise.all([1, 2, 3, 4, 5, 6].map((i) => box(i).inputValue()));

  await tabTo(page, box(1));
  // Digits only; focus moves forward after each.
  await page.keyboard.type('1a2');
  expect(await values()).toEqual(['1', '2', '', '', '', '']);
  await expect(box(3)).toBeFocused();
  // Backspace in an empty box clears the previous one and moves back.
  await page.keyboard.press('Backspace');
  expect(await values()).toEqual(['1', '', '', '', '', '']);
  await expect(box(2)).toBeFocused();
  // Arrows move without changing anything.
  await page.keyboard.press('ArrowLeft');
  await expect(box(1)).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(box(3)).toBeFocused();
  expect(await values()).toEqual(['1', '', '', '', '', '']);
  // A wrong code: the server's message, tied to the boxes.
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  const wrong = code === '999999' ? '888888' : '999999';
  await page.keyboard.type(wrong);
  expect(await values()).toEqual(wrong.split(''));
  await tabTo(page, page.getByRole('button', { name: 'Verifikasi' }));
  await page.keyboard.press('Enter');
  await expect(box(1)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('group', { name: 'Kode verifikasi 6 digit' })).toHaveAttribute(
    'aria-describedby',
    'otp-error',
  );
  await expect(page.locator('#otp-error')).not.toBeEmpty();
  await expectNoSeriousViolations(page, 'verify-login with an error', { soft: true });

  // Paste the real code into the first box (Ctrl+V from the clipboard) and submit with Enter.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate((c) => navigator.clipboard.writeText(`Kode: ${c}`), code);
  await tabTo(page, box(1), { back: true });
  await page.keyboard.press('ControlOrMeta+V');
  expect(await values()).toEqual(code.split(''));
  await expect(box(6)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Hi, Sari Kusuma' })).toBeVisible();
});

test('keyboard only: the player — Tab to a sidebar item and to Selanjutnya, Enter moves', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const [text, , reading] = [world.pythonItems[0]!, world.pythonItems[1]!, world.pythonItems[2]!];
  await useSession(page, world.fresh);
  await page.goto(`/learning/${PYTHON}?item=${text.item_id}`);
  await expect(page.getByRole('status', { name: 'Memuat materi' })).toHaveCount(0);

  const sidebar = page.getByRole('complementary', { name: 'Konten Kelas' });
  const target = sidebar.getByRole('button', { name: new RegExp(reading.title) });
  await tabTo(page, target);
  await expect(target).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`item=${reading.item_id}$`));
  await expect(sidebar.locator('[aria-current="step"]')).toContainText(reading.title);
  await expect(page.getByRole('status', { name: 'Memuat materi' })).toHaveCount(0);

  // A chapter header closes and opens with Enter (radix accordion).
  const triggers = sidebar.getByRole('heading').getByRole('button');
  let open = -1;
  for (const [i, t] of (await triggers.all()).entries())
    if (open < 0 && (await t.getAttribute('aria-expanded')) === 'true') open = i;
  expect(open, 'an open chapter').toBeGreaterThanOrEqual(0);
  const chapter = triggers.nth(open);
  await tabTo(page, chapter, { back: true });
  await page.keyboard.press('Enter');
  await expect(chapter).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(chapter).toHaveAttribute('aria-expanded', 'true');

  const next = page.getByRole('button', { name: 'Selanjutnya', exact: true });
  await tabTo(page, next);
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(new RegExp(`item=${reading.item_id}$`));
  await expect(
    sidebar.getByRole('button', { name: new RegExp(reading.title) }).getByLabel('Selesai'),
  ).toBeVisible();
});

test('keyboard only: the quiz — start with Enter, choose with Space and arrow keys, next question', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const quiz = world.pythonItems.find((i) => i.item_type === 'quiz')!;
  await useSession(page, world.fresh);
  await page.goto(`/learning/${PYTHON}?item=${quiz.item_id}`);
  await expect(page.getByRole('status', { name: 'Memuat materi' })).toHaveCount(0);

  const start = page.getByRole('button', { name: /Mulai Quiz|Lanjutkan/ });
  await tabTo(page, start);
  await page.keyboard.press('Enter');
  await expect(page.getByText(/^Soal 1 dari \d+$/)).toBeVisible();
  await expectNoSeriousViolations(page, 'quiz question', { soft: true });

  const radios = page.getByRole('radiogroup').getByRole('radio');
  await tabTo(page, radios.first());
  let saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/course/quiz/answer') && r.request().method() === 'POST',
  );
  await page.keyboard.press('Space');
  expect((await saved).status()).toBe(200);
  await expect(radios.nth(0)).toBeChecked();

  saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/course/quiz/answer') && r.request().method() === 'POST',
  );
  // Held for a moment like a real key: radix moves the focus (and checks) in a timeout after keydown.
  await page.keyboard.press('ArrowDown', { delay: 60 });
  expect((await saved).status()).toBe(200);
  await expect(radios.nth(1)).toBeChecked();
  await expect(radios.nth(1)).toBeFocused();
  await expect(radios.nth(0)).not.toBeChecked();

  await tabTo(page, page.getByRole('button', { name: 'Next Question' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText(/^Soal 2 dari \d+$/)).toBeVisible();
  // Shift+Tab back to the previous question keeps the choice.
  await tabTo(page, page.getByRole('button', { name: 'Previous Question' }), { back: true });
  await page.keyboard.press('Enter');
  await expect(page.getByText(/^Soal 1 dari \d+$/)).toBeVisible();
  await expect(radios.nth(1)).toBeChecked();
});
