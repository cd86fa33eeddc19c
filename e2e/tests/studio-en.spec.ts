import path from 'node:path';
import { expect as baseExpect, test, type Page } from '@playwright/test';
import { DEMO, loginAs } from '../support.ts';

/**
 * The authoring studio in English. A browser asking for English opens every
 * studio screen of a seeded course at 375 px (docs/screenshots/en/studio-*.png): the screens speak
 * English and no studio text is left in Indonesian. Indonesian stays covered by studio.spec.ts.
 */
test.use({ locale: 'en-US', viewport: { width: 375, height: 812 } });

const expect = baseExpect.configure({ timeout: 30_000 });
const shotsDir = path.join(import.meta.dirname, '..', '..', 'docs', 'screenshots', 'en');
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(shotsDir, `${name}.png`), fullPage: true });

/** Studio words that would mean an untranslated control or message (the shell outside <main> is another area's). */
const INDONESIAN = /\b(Simpan|Hapus|Tambah|Batal|Kembali|Sunting|Memuat|Kelas|Materi|Bab|Soal|Jawaban|Harga|Durasi|Judul|Unggah|Berkas|Terbitkan|Arsipkan|Pratinjau|peserta)\b/;
/** The visible text of the page's main area, without the course's own content (titles, descriptions are data). */
const uiText = (page: Page) =>
  page.locator('main').evaluate((main) => {
    const clone = main.cloneNode(true) as HTMLElement;
    clone.querySelectorAll('[contenteditable], h1, h3, p.font-medium, input, textarea').forEach((n) => n.remove());
    return clone.innerText;
  });
async function expectEnglish(page: Page) {
  await expect.poll(async () => INDONESIAN.exec(await uiText(page))?.[0] ?? null).toBeNull();
}

test('the studio speaks English to a browser that asks for it', async ({ page }) => {
  test.setTimeout(300_000);
  await loginAs(page, DEMO.admin);

  await page.goto('/studio');
  await expect(page.getByRole('heading', { level: 1, name: 'Course Studio' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Course list' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByText(/\d+ chapters? · \d+ items? · \d+ learners?/).first()).toBeVisible();
  await expectEnglish(page);
  await shot(page, 'studio-1-list');

  await page.getByRole('button', { name: 'Create Course' }).click();
  const create = page.getByRole('dialog', { name: 'Create a New Course' });
  await create.getByRole('button', { name: 'Create Course' }).click();
  await expect(create.getByText('The title is required.')).toBeVisible();
  await shot(page, 'studio-2-create');
  await create.getByRole('button', { name: 'Cancel' }).click();

  // A seeded course with every kind of item, a quiz among them.
  await page.getByRole('searchbox', { name: 'Search courses' }).fill('Analisis Data dengan Python');
  await page.getByRole('list', { name: 'Course list' }).getByRole('link', { name: /Belajar Analisis Data dengan Python/ }).first().click();
  await expect(page.getByRole('navigation', { name: 'Course sections' }).getByRole('link', { name: 'Information' })).toBeVisible();
  await expect(page.getByRole('toolbar', { name: 'Text formatting' }).getByRole('button', { name: 'Bold' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save Information' })).toBeVisible();
  await expectEnglish(page);
  await shot(page, 'studio-3-information');

  await page.getByRole('navigation', { name: 'Course sections' }).getByRole('link', { name: 'Prices' }).click();
  await expect(page.getByRole('heading', { name: 'Price Packages' })).toBeVisible();
  await expectEnglish(page);
  await shot(page, 'studio-4-packages');

  await page.getByRole('navigation', { name: 'Course sections' }).getByRole('link', { name: 'Curriculum' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Curriculum' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Drag to move / }).first()).toBeVisible();
  await expectEnglish(page);
  await shot(page, 'studio-5-curriculum');

  await page.getByRole('button', { name: 'Add Item' }).first().click();
  const add = page.getByRole('dialog', { name: 'Add Item' });
  await expect(add.getByRole('radio', { name: 'Reading (PDF)' })).toBeVisible();
  await shot(page, 'studio-6-add-item');
  await add.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: /^Delete chapter / }).first().click();
  const del = page.getByRole('dialog', { name: /^Delete the chapter “/ });
  await expect(del.getByRole('button', { name: /^Delete( \(\d+ learners?\))?$/ })).toBeVisible();
  await shot(page, 'studio-7-delete-chapter');
  await del.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('link', { name: /^Edit / }).first().click();
  await expect(page.getByRole('heading', { level: 2, name: /^Edit Item: / })).toBeVisible();
  await expectEnglish(page);
  await shot(page, 'studio-8-item');

  // A quiz: its editor, questions and CSV import.
  await page.getByRole('link', { name: 'Back to the Curriculum' }).click();
  const quiz = page.locator('p.text-xs', { hasText: /^Quiz( ·|$)/ }).first().locator('xpath=ancestor::li[1]');
  await quiz.getByRole('link', { name: /^Edit / }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Quiz Questions and Settings' })).toBeVisible();
  await expect(page.getByLabel('Pass mark')).toBeVisible();
  await expectEnglish(page);
  await shot(page, 'studio-9-quiz');
});

/** The studio's prices and an item's form messages at 375 and 1280 px (e2e/artifacts/screens-en/studio-*-{375,1280}.png). */
const artifacts = path.join(import.meta.dirname, '..', 'artifacts', 'screens-en');
async function shotBoth(page: Page, name: string) {
  // From the top, so the sticky header is not painted over the middle of a full-page shot.
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    await page.waitForTimeout(200);
    await page.screenshot({ path: path.join(artifacts, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 375, height: 812 });
}

test("the studio's prices and an item's form messages in English", async ({ page }) => {
  test.setTimeout(180_000);
  await loginAs(page, DEMO.admin);
  await page.goto('/studio');
  await page.getByRole('searchbox', { name: 'Search courses' }).fill('Analisis Data dengan Python');
  await page.getByRole('list', { name: 'Course list' }).getByRole('link', { name: /Belajar Analisis Data dengan Python/ }).first().click();

  // A package's final price in English rupiah ('Rp 1,110,000'), not 'Rp1.110.000'.
  await page.getByRole('navigation', { name: 'Course sections' }).getByRole('link', { name: 'Prices' }).click();
  await expect(page.getByRole('heading', { name: 'Price Packages' })).toBeVisible();
  await expect(page.getByText(/^Rp\u00a0\d{1,3}(,\d{3})+$/).first()).toBeVisible();
  await expect(page.getByText(/^Rp\d{1,3}\.\d{3}/)).toHaveCount(0);
  await shotBoth(page, 'studio-packages');

  // A new webinar with a bad link and an end before its start: both messages in English under their inputs
  // (the link's is the contract's check, shown through FieldError's translation).
  await page.getByRole('navigation', { name: 'Course sections' }).getByRole('link', { name: 'Curriculum' }).click();
  await page.getByRole('button', { name: 'Add Item' }).first().click();
  const add = page.getByRole('dialog', { name: 'Add Item' });
  await add.getByRole('radio', { name: 'Webinar', exact: true }).check();
  await add.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Item title').fill('Live session');
  await page.getByLabel('Webinar link').fill('zoom');
  await page.getByLabel('Starts').fill('2026-12-01T19:00');
  await page.getByLabel('Ends').fill('2026-12-01T18:00');
  await page.getByRole('button', { name: 'Add Item' }).click();
  await expect(page.getByText('The link must start with http:// or https://.')).toBeVisible();
  await expect(page.getByText('The end time must be after the start time.')).toBeVisible();
  await expectEnglish(page);
  await shotBoth(page, 'studio-item-errors');
});
