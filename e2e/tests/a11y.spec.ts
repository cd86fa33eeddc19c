import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { latestMail } from '../support.ts';
import {
  buildWorld,
  CASE_NAMES,
  openRoute,
  PYTHON,
  routeCases,
  useSession,
  type RouteCase,
  type World,
} from './every-route.ts';

/**
 * Accessibility (issue 9.3): axe-core on every route at 1280 px and 375 px with no serious or
 * critical violation, an accessible name on every form field, and keyboard-only use of the
 * six-box code input, the learning player and the quiz.
 */

let world: World;

test.beforeAll(async ({ playwright, baseURL }) => {
  test.setTimeout(120_000);
  const request = await playwright.request.newContext({ baseURL });
  world = await buildWorld(request);
  await request.dispose();
});

/** Runs axe (WCAG 2.2 A/AA and best practices) and fails with id, impact, help and targets of each serious or critical violation. */
async function expectNoSeriousViolations(page: Page, where: string, { soft = false } = {}) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    // Third-party players (YouTube, Vimeo, forms) are not ours to fix; their <iframe> titles still are.
    .options({ iframes: false })
    .analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = bad.map(
    (v) =>
      `[${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n` +
      v.nodes
        .slice(0, 6)
        .map((n) => `    ${n.target.join(' ')}\n      ${(n.failureSummary ?? '').replace(/\n/g, '\n      ')}`)
        .join('\n'),
  );
  (soft ? expect.soft : expect)(
    bad.length,
    `${where}: serious/critical axe violations\n${report.join('\n')}`,
  ).toBe(0);
}

/** Every visible form field has an accessible name (a label, aria-label or aria-labelledby). */
async function expectLabelledFields(page: Page, where: string) {
  // Radix's hidden native inputs (aria-hidden, out of the tab order) mirror a named control; they are skipped.
  const fields = page.locator(
    ':is(input:not([type=hidden]), select, textarea, [role=combobox], [role=radio], [role=checkbox], [role=switch], [role=slider]):not([aria-hidden=true])',
  );
  const unnamed: string[] = [];
  for (const f of await fields.all()) {
    if (!(await f.isVisible())) continue;
    const name = await f.evaluate((el) => {
      // Chromium's accessible name is what getByLabel/getByRole use; read it from the element's labels.
      const aria =
        el.getAttribute('aria-label') ||
        (el.getAttribute('aria-labelledby') ?? '')
          .split(/\s+/)
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' ');
      const labels =
        'labels' in el && (el as HTMLInputElement).labels
          ? Array.from((el as HTMLInputElement).labels!)
              .map((l) => l.textContent ?? '')
              .join(' ')
          : '';
      return `${aria} ${labels} ${el.getAttribute('title') ?? ''}`.trim();
    });
    if (!name) unnamed.push(await f.evaluate((el) => el.outerHTML.slice(0, 160)));
  }
  expect(unnamed, `${where}: form fields without a label`).toEqual([]);
}

test('the route table covers every case checked here', () => {
  expect(
    routeCases(world)
      .map((c) => c.name)
      .sort(),
  ).toEqual([...CASE_NAMES].sort());
});

for (const name of CASE_NAMES) {
  test(`axe: ${name} has no serious or critical violation at 1280 px and 375 px`, async ({ page }) => {
    const c: RouteCase = routeCases(world).find((x) => x.name === name)!;
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
      await openRoute(page, world, c);
      await expectNoSeriousViolations(page, `${name} @${width}px`);
      await expectLabelledFields(page, `${name} @${width}px`);
    }
  });
}

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
