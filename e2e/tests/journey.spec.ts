import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { analisisDataPython } from '../../apps/api/src/db/seed/content/analisis-data-python.ts';
import type { ItemSeed, QuizQuestionSeed } from '../../apps/api/src/db/seed/content/types.ts';
import {
  DEMO,
  loginAs,
  registerLearner,
  rupiahText,
  screenshots,
  smallPdf,
  type NewLearner,
} from '../support.ts';
import { textsFor, type Lang, type Texts } from '../texts.ts';

/**
 * The whole learner journey on a fresh server started as the README says:
 * a new learner registers, buys the learning-video course with QRIS through the sandbox, walks
 * every material of the player, the mentor grades the practice assignment, the learner completes
 * the course, downloads the certificate and sees it confirmed; a second learner redeems the demo
 * voucher and lands in the player. (A guest sent to /login is covered in shell.spec.ts.)
 *
 * Correct quiz answers never leave the server, so they come from the seed's authoring data
 * (apps/api/src/db/seed/content), matched by question text.
 *
 * The journey runs twice: in Indonesian, as a browser set to id-ID, and in English, as a
 * browser set to en-US. Every interface text it looks for comes from the catalogues through `T`
 * (e2e/texts.ts: named by its Indonesian words, given in the run's language); each page is saved at
 * 375 px to docs/screenshots/{id,en}/journey-*.png.
 */

const COURSE = analisisDataPython;
const PACKAGE = COURSE.packages[0]!;
const DEMO_VOUCHER = 'BERKARYA2026';

type Item = { item_id: number; title: string; item_type: string; is_complete: 0 | 1 };
type Activity = {
  course_id: number;
  course_title: string;
  course_progress: number;
  certificate_code: string | null;
  materials: { material_id: number; material_title: string; items: Item[] }[];
};

const stamp = Date.now();
/** The run's learners: new accounts per language, named apart so the mentor's list tells the two runs' rows apart. */
const learners = (lang: Lang): { LEARNER: NewLearner; SECOND: NewLearner } => ({
  LEARNER: { name: lang === 'id' ? 'Rizky Pratama' : 'Rizky Putra', email: `rizky.${lang}.${stamp}@example.id`, phone: lang === 'id' ? '81311112222' : '81311113333', password: 'Belajar#2026' },
  SECOND: { name: lang === 'id' ? 'Ayu Kartika' : 'Ayu Lestari', email: `ayu.${lang}.${stamp}@example.id`, phone: lang === 'id' ? '81355556666' : '81355557777', password: 'Voucher#2026' },
});
/** The interface's texts in the running journey's language (set at the start of each run). */
let T: Texts = (text) => text;
/** The running journey's language. */
let LANG: Lang = 'id';
/** Rupiah as a person reads it in the run's language, independent of the app's formatter. */
const money = (amount: number) => (LANG === 'id' ? rupiahText(amount) : `Rp ${amount.toLocaleString('en-GB')}`);

const docsShots = path.resolve(import.meta.dirname, '../../docs/screenshots');
/** The artifacts' 375 px and 1280 px shots, and the 375 px page kept in docs/screenshots/{lang}/. */
async function shoot(page: Page, name: string) {
  await screenshots(page, `journey-${LANG}/${name}`);
  const original = page.viewportSize();
  await page.setViewportSize({ width: 375, height: 812 });
  await page.waitForTimeout(150);
  await page.screenshot({ path: path.join(docsShots, LANG, `${name}.png`), fullPage: true });
  if (original) await page.setViewportSize(original);
}
const FEEDBACK = 'Pembersihan data sudah rapi.\nTambahkan grafik omzet per kota.';
const SCORE = '91';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Plain text of seeded HTML, as a person reads it. */
const plain = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The figure of a 'Rekap Pembelian' / status row (dt label → dd). */
const figure = (scope: Page | Locator, label: string) =>
  scope
    .locator('dl > div')
    .filter({ has: ('goto' in scope ? scope : scope.page()).getByText(label, { exact: true }) })
    .locator('dd');
/** A fact of the quiz result or certificate page (dt label → its dd). */
const fact = (scope: Page | Locator, label: string) =>
  scope
    .locator('dt', { hasText: new RegExp(`^${escape(label)}$`) })
    .locator('xpath=following-sibling::dd[1]');

const currentItem = (page: Page) => Number(new URL(page.url()).searchParams.get('item'));
const sidebar = (page: Page) => page.getByRole('complementary', { name: T('Konten Kelas') });
/** A chapter's trigger in the sidebar; its name starts with 'Bab selesai' once the chapter is complete. */
const chapterButton = (page: Page, title: string) =>
  sidebar(page).getByRole('button', { name: new RegExp(`^(${escape(T('Bab selesai'))} )?${escape(title)}$`) });

/** Waits until the player shows a material (the 500 ms switch spinner is gone). */
async function settled(page: Page) {
  await expect(page.getByRole('status', { name: T('Memuat materi') })).toHaveCount(0, { timeout: 15_000 });
}

async function activityOf(page: Page): Promise<Activity> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const res = await page.request.get(`/api/course/${COURSE.slug}/activity`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: Activity }).data;
}

/** Opens an item from the 'Konten Kelas' sidebar (opening its chapter first when closed). */
async function openFromSidebar(page: Page, chapterTitle: string, itemTitle: string) {
  const chapter = chapterButton(page, chapterTitle);
  await expect(chapter).toBeVisible();
  if ((await chapter.getAttribute('aria-expanded')) !== 'true') await chapter.click();
  await sidebar(page)
    .getByRole('button', { name: new RegExp(`^${escape(itemTitle)}`) })
    .click();
  await settled(page);
}

/** Answers every question of the open quiz with the seed's correct answer and finishes it. */
async function passQuiz(page: Page, questions: QuizQuestionSeed[]) {
  await expect(page.getByRole('heading', { name: T('Quiz Material') })).toBeVisible();
  await expect(fact(page, T('Jumlah Soal', undefined, 'quiz:intro'))).toHaveText(String(questions.length));
  await page.getByRole('button', { name: T('Mulai Quiz') }).click();
  await expect(page.getByRole('heading', { name: T('Soal Quiz') })).toBeVisible();
  await expect(page.getByRole('timer', { name: T('Sisa waktu') })).toHaveText(/^\d{2}:\d{2}$/);
  for (let i = 0; i < questions.length; i++) {
    await expect(page.getByText(T(`Soal ${i + 1} dari ${questions.length}`))).toBeVisible();
    const shown = plain(await page.locator('#quiz-question-text').innerHTML());
    const q = questions.find((s) => plain(s.question) === shown);
    expect(q, `question "${shown}" is in the seed`).toBeTruthy();
    const answer = page.getByRole('radiogroup').getByRole('radio').nth(q!.correct);
    await expect(answer).toHaveAccessibleName(`${'ABCD'[q!.correct]} ${plain(q!.answers[q!.correct])}`);
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/course/quiz/answer') && r.request().method() === 'POST',
    );
    await answer.click();
    expect((await saved).status()).toBe(200);
    await expect(answer).toBeChecked();
    if (i < questions.length - 1) await page.getByRole('button', { name: T('Next Question') }).click();
  }
  await page.getByRole('button', { name: T('Selesaikan Quiz') }).click();
  const dialog = page.getByRole('dialog', { name: T('Selesaikan quiz sekarang?') });
  await dialog.getByRole('button', { name: T('Ya, Selesaikan') }).click();
  await expect(page.getByRole('heading', { name: T('Hasil Quiz') })).toBeVisible();
  await expect(fact(page, T('Benar'))).toHaveText(String(questions.length));
  await expect(fact(page, T('Salah'))).toHaveText('0');
  await expect(fact(page, T('Nilai', undefined, 'quiz:result'))).toHaveText('100');
  await expect(fact(page, T('Status'))).toHaveText(T('Lulus'));
}

/** Uncaught script errors of every page of the journey (a person would see a broken screen). */
const crashes: string[] = [];
/** Console errors, printed at the end for the record (failed requests the app handles show up here too). */
const consoleErrors: string[] = [];

function watch(page: Page): Page {
  page.on('pageerror', (e) => crashes.push(`${page.url()}: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') consoleErrors.push(`${page.url()}: ${m.text()}`);
  });
  return page;
}

/** A fresh browser context (own storage) with a 1280 px page. */
async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: LANG === 'id' ? 'id-ID' : 'en-US' });
  return watch(await context.newPage());
}

// The two languages' journeys share nothing but the server: the run's workers take one each.
test.describe.configure({ mode: 'parallel' });

for (const lang of ['id', 'en'] as const) {
test.describe(lang === 'id' ? 'in Indonesian' : 'in English', () => {
test.use({ locale: lang === 'id' ? 'id-ID' : 'en-US' });

test('a new learner goes from sign-up to a verified certificate; a second one redeems a voucher into the player', async ({
  page,
  browser,
}) => {
  test.setTimeout(420_000);
  LANG = lang;
  T = await textsFor(lang);
  const { LEARNER, SECOND } = learners(lang);
  crashes.length = 0;
  await page.setViewportSize({ width: 1280, height: 800 });
  watch(page);
  const seedItems: ItemSeed[] = COURSE.chapters.flatMap((c) => c.items);
  const price = PACKAGE.prices[0]!;
  const subtotal = Math.round(price.price - (price.price * price.discount) / 100);
  const tax = Math.round(subtotal * 0.11);

  await test.step('1. registers, types the code from the e-mail and is signed in', async () => {
    await registerLearner(page, LEARNER, T);
    await shoot(page, 'journey-1-verified');
  });

  await test.step('2. browses the landing page, buys the course with QRIS and finds it in Programmu', async () => {
    await expect(page.getByRole('heading', { level: 1, name: T('Selamat Datang Peserta Kelas') })).toBeVisible();
    for (const title of ['Record Webinar', 'Video Belajar', 'Free Class']) {
      const region = page.getByRole('region', { name: T(title), exact: true });
      await expect(region).toBeVisible();
      await region.scrollIntoViewIfNeeded();
      await expect(region.getByRole('listitem').first()).toBeVisible();
      expect(await region.getByRole('listitem').count()).toBeGreaterThan(0);
      await expect(region.getByRole('listitem').first().getByRole('link')).toHaveAttribute(
        'href',
        /^\/detail\//,
      );
    }
    await shoot(page, 'journey-2-landing');

    const card = page
      .getByRole('region', { name: T('Video Belajar'), exact: true })
      .getByRole('link', { name: new RegExp(escape(COURSE.title)) });
    await expect(card).toContainText(T('Learning Video'));
    await card.click();
    await expect(page).toHaveURL(`/detail/learning-video/${COURSE.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: COURSE.title })).toBeVisible();
    await expect(page.getByRole('heading', { name: T('PENDAFTARAN & HARGA') })).toBeVisible();
    const pkgCard = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: PACKAGE.name, exact: true }) });
    await expect(pkgCard).toContainText(money(subtotal));
    await page.getByRole('button', { name: T(`Beli ${PACKAGE.name}`) }).click();

    // The cart: the package and the figures computed from its price (spec 2.16, 9).
    await expect(page).toHaveURL('/cart');
    const order = page.getByRole('region', { name: T('Detail Order') });
    await expect(order.getByText(COURSE.title, { exact: true })).toBeVisible();
    // The chosen package by name (decision 253).
    await expect(order.getByText(T(`Paket: ${PACKAGE.name}`), { exact: true })).toBeVisible();
    await expect(order.getByText(money(subtotal), { exact: true })).toBeVisible();
    await expect(page.getByLabel(T('Email', undefined, 'checkout:member'))).toHaveValue(LEARNER.email);
    await expect(figure(page, T('Subtotal Item (1)', undefined, 'checkout:summary'))).toHaveText(money(subtotal));
    await expect(figure(page, T('Pajak PPN (11%)', undefined, 'checkout:summary'))).toHaveText(`+${money(tax)}`);
    await expect(figure(page, T('Total'))).toHaveText(money(subtotal + tax));
    await shoot(page, 'journey-2-cart');

    await page.getByRole('button', { name: T('Lanjutkan Pembayaran', undefined, 'checkout:summary') }).click();
    await expect(page).toHaveURL(/\/payment-method\?order=\d+$/);
    const orderId = Number(new URL(page.url()).searchParams.get('order'));
    await expect(page.getByRole('heading', { name: T('Ringkasan Pembayaran') })).toBeVisible();
    await expect(figure(page, T('Total'))).toHaveText(money(subtotal + tax));
    await page.getByRole('button', { name: 'QRIS: QRIS' }).click();

    // QRIS instructions (spec 2.18): the QR code, the countdown, the amount.
    await expect(page).toHaveURL(`/payments?order=${orderId}`);
    await expect(page.getByTestId('qris-image')).toBeVisible();
    expect(
      await page
        .getByTestId('qris-image')
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    ).toBe(true);
    await expect(page.getByText(T('Selesaikan pembayaran dalam'))).toBeVisible();
    await expect(page.getByRole('timer')).toHaveText(/^\d{2}:\d{2}$/);
    await expect(figure(page, T('Nominal'))).toHaveText(money(subtotal + tax));
    await shoot(page, 'journey-2-qris');

    await page.getByRole('button', { name: T('Simulasikan Pembayaran Berhasil') }).click();
    await expect(page).toHaveURL(`/payment-status?order=${orderId}`);
    const status = page.getByRole('region', { name: T('Transaksi Berhasil!') });
    await expect(status.getByRole('heading', { name: T('Transaksi Berhasil!') })).toBeVisible({
      timeout: 15_000,
    });
    await expect(figure(status, T('Metode Transaksi'))).toHaveText('QRIS');
    await expect(figure(status, T('Tujuan Transaksi', undefined, 'payments:status'))).toHaveText(COURSE.title);
    await expect(figure(status, T('Pengirim', undefined, 'payments:status'))).toHaveText(LEARNER.name);
    await expect(figure(status, T('Total'))).toHaveText(money(subtotal + tax));
    await shoot(page, 'journey-2-paid');

    await status.getByRole('link', { name: T('Programmu') }).click();
    await expect(page).toHaveURL('/programmu');
    const program = page.getByRole('article', { name: COURSE.title });
    await expect(program).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(program.getByRole('progressbar', { name: T('Progress Kelas') })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    await expect(program.getByText('0%', { exact: true })).toBeVisible();
    await shoot(page, 'journey-2-programmu');
  });

  const practiceSeed = seedItems.find((s) => s.type === 'practice')!;
  const practiceChapter = COURSE.chapters.find((c) => c.items.includes(practiceSeed))!;
  let activity!: Activity;

  await test.step('3. walks every material of the player: reading, video, webinar, quiz, practice, essay, survey', async () => {
    await page
      .getByRole('article', { name: COURSE.title })
      .getByRole('link', { name: T(`Lanjut: ${COURSE.title}`) })
      .click();
    await expect(page).toHaveURL(new RegExp(`/learning/${COURSE.slug}\\?item=\\d+`));
    await expect(page.getByRole('heading', { level: 1, name: COURSE.title })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: T('Progress Kelas') })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    activity = await activityOf(page);
    const items = activity.materials.flatMap((m) => m.items);
    expect(items.map((i) => i.title)).toEqual(seedItems.map((s) => s.title));
    expect(currentItem(page)).toBe(items[0]!.item_id);

    const shot = new Set<string>();
    for (let i = 0; i < items.length; i++) {
      const item = items[i]!;
      const seed = seedItems[i]!;
      const last = i === items.length - 1;
      expect(currentItem(page)).toBe(item.item_id);
      await settled(page);
      const current = sidebar(page).locator('[aria-current="step"]');
      await expect(current).toContainText(item.title);
      const material = page.getByRole('main').getByRole('region', { name: item.title });

      switch (seed.type) {
        case 'text':
          // The seeded text item's own body, as its author wrote it (decision 246): in Indonesian in both runs.
          await expect(page.getByRole('heading', { name: 'Selamat Datang!' })).toBeVisible();
          break;
        case 'reading': {
          await expect(material.locator('.react-pdf__Page canvas')).toBeVisible({ timeout: 20_000 });
          const link = material.getByRole('link', { name: T('Lihat Dokumen') });
          await expect(link).toHaveAttribute(
            'href',
            `/storage/documents/${COURSE.slug}/${seed.pdf.name}.pdf`,
          );
          break;
        }
        case 'video': {
          const id = new URL(seed.url).searchParams.get('v')!;
          await expect(material.locator(`iframe[title="${item.title}"]`)).toHaveAttribute(
            'src',
            new RegExp(`youtube(-nocookie)?\\.com/embed/${id}`),
          );
          break;
        }
        case 'topic':
          await expect(material.getByText(T('Webinar Material'))).toBeVisible();
          await expect(material.getByRole('link', { name: T('Buka Tautan Webinar') })).toHaveAttribute(
            'href',
            seed.webinarLink,
          );
          break;
        case 'quiz':
          await passQuiz(page, seed.questions);
          await expect(current.getByLabel(T('Selesai', undefined, 'learning:content'), { exact: true })).toBeVisible();
          if (!shot.has('quiz')) await shoot(page, 'journey-3-quiz-passed');
          shot.add('quiz');
          break;
        case 'practice': {
          const main = page.getByRole('main');
          await expect(main.getByText(T('Belum Mengirim Tugas'), { exact: true })).toBeVisible();
          await main.getByRole('button', { name: T('Lihat Detail Tugas') }).click();
          await main.getByLabel(T('File Tugas')).setInputFiles({
            name: 'Laporan Rizky.pdf',
            mimeType: 'application/pdf',
            buffer: await smallPdf('Laporan tugas praktik: pembersihan data penjualan'),
          });
          await expect(main.getByText('Laporan Rizky.pdf')).toBeVisible();
          await shoot(page, 'journey-3-practice-upload');
          await main.getByRole('button', { name: new RegExp(escape(T('Upload File Tugas'))) }).click();
          // The seeded assignment completes with the mentor's passing grade (decision 240): the player
          // stays on it; after a visit elsewhere it still waits for the mentor, not yet complete.
          await expect(main.getByText(T('Sedang Dinilai'), { exact: true })).toBeVisible();
          await page.getByRole('button', { name: T('Selanjutnya'), exact: true }).click();
          await expect(page).toHaveURL(new RegExp(`item=${items[i + 1]!.item_id}$`));
          await settled(page);
          await page.getByRole('button', { name: T('Sebelumnya'), exact: true }).click();
          await expect(page).toHaveURL(new RegExp(`item=${item.item_id}$`));
          await settled(page);
          await expect(main.getByText(T('Sedang Dinilai'), { exact: true })).toBeVisible();
          await expect(main.getByText(T('Tugas kamu sedang dinilai oleh mentor'))).toBeVisible();
          await expect(current.getByLabel(T('Belum selesai', undefined, 'learning:content'), { exact: true })).toBeVisible();
          await shoot(page, 'journey-3-practice-waiting');
          break;
        }
        case 'essay': {
          await expect(fact(material, T('Jumlah Soal', undefined, 'learning:essay'))).toHaveText('2');
          await material.getByRole('button', { name: T('Lanjut ke Pertanyaan') }).click();
          await page
            .getByLabel(new RegExp(escape(T('Pertanyaan 1.', undefined, 'learning:essay'))))
            .fill('Membersihkan data, merangkum dengan groupby, dan membuat grafik yang jelas.');
          await page.getByLabel(new RegExp(escape(T('Pertanyaan 2.', undefined, 'learning:essay')))).fill('Membuat laporan omzet mingguan toko dengan Pandas.');
          await page.getByRole('button', { name: T('simpan jawaban') }).click();
          // Asked first: the answers lock once saved (decision 259).
          await page.getByRole('dialog', { name: T('Simpan jawaban sekarang?') }).getByRole('button', { name: T('Ya, Simpan Jawaban') }).click();
          await expect(page.getByText(T('Jawaban kamu sudah disimpan dan tidak dapat diubah.'))).toBeVisible();
          await expect(page.getByLabel(new RegExp(escape(T('Pertanyaan 1.', undefined, 'learning:essay'))))).toHaveAttribute('readonly', '');
          await expect(current.getByLabel(T('Selesai', undefined, 'learning:content'), { exact: true })).toBeVisible();
          break;
        }
        case 'embed':
          await expect(material.getByText(T('Instruksi'))).toBeVisible();
          await material.getByRole('button', { name: T('Lanjut ke Pertanyaan') }).click();
          await expect(material.locator(`iframe[title="${item.title}"]`)).toHaveAttribute('src', seed.url);
          break;
      }
      if (!shot.has(seed.type)) {
        shot.add(seed.type);
        await shoot(page, `journey-3-${seed.type}`);
      }
      // The last item ('Selesai') is pressed in step 5, after the mentor's grade.
      if (last) break;
      await page.getByRole('button', { name: T('Selanjutnya'), exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`item=${items[i + 1]!.item_id}$`));
    }
    // Everything but the last item and the assignment waiting for its grade.
    const before = Math.floor(((items.length - 2) * 100) / items.length);
    await expect(page.getByRole('progressbar', { name: T('Progress Kelas') })).toHaveAttribute(
      'aria-valuenow',
      String(before),
    );
    await expect(page.getByRole('region', { name: T('Sertifikat', undefined, 'learning:certificate') })).toHaveCount(0);
  });

  await test.step('4. the mentor grades the practice assignment; the learner sees Selesai, the score and Catatan:', async () => {
    const mentor = await freshPage(browser);
    await loginAs(mentor, DEMO.mentor);
    const nav = mentor.getByRole('navigation', { name: T('Navigasi utama') });
    await nav.getByRole('button', { name: /^Hi, / }).hover();
    await mentor.getByRole('menu').getByRole('menuitem', { name: T('Konsol Mentor') }).click();
    await expect(mentor).toHaveURL(/\/mentor$/);
    await expect(mentor.getByRole('heading', { name: T('Konsol Mentor') })).toBeVisible();
    const courseFilter = mentor.getByLabel(T('Kelas', undefined, 'mentor:console'), { exact: true });
    const option = courseFilter.locator('option', { hasText: COURSE.title });
    await expect(option).toHaveText(new RegExp(`^${escape(COURSE.title)} \\(${escape(T('1 menunggu')).replace('1', '[1-9]\\d*')}\\)$`));
    await courseFilter.selectOption((await option.getAttribute('value'))!);
    const row = mentor.getByRole('listitem').filter({ hasText: LEARNER.name });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(practiceSeed.title);
    await expect(row).toContainText('Laporan Rizky.pdf');
    await expect(row.getByText(T('Menunggu', undefined, 'mentor:list'), { exact: true })).toBeVisible();
    await shoot(mentor, 'journey-4-mentor-console');

    await row.getByRole('button', { name: `${T('Nilai Tugas', undefined, 'mentor:list')}: ${LEARNER.name}, ${practiceSeed.title}` }).click();
    const dialog = mentor.getByRole('dialog', { name: T(`Tugas ${LEARNER.name}`) });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('canvas').first()).toBeVisible({ timeout: 20_000 });
    await dialog.getByLabel(T('Nilai (0–100)')).fill(SCORE);
    await dialog.getByLabel(T('Catatan untuk peserta')).fill(FEEDBACK);
    await shoot(mentor, 'journey-4-mentor-grading');
    await dialog.getByRole('button', { name: T('Simpan Nilai') }).click();
    await expect(dialog).toHaveCount(0);
    await expect(mentor.getByText(T('Nilai tersimpan dan peserta sudah diberi tahu.'))).toBeVisible();
    await mentor.getByRole('tab', { name: T('Sudah Dinilai') }).click();
    await expect(mentor.getByRole('listitem').filter({ hasText: LEARNER.name })).toContainText(
      T(`Nilai ${SCORE}`),
    );
    await mentor.context().close();

    // The learner, in the first browser, opens the practice item again and reloads it.
    await openFromSidebar(page, practiceChapter.title, practiceSeed.title);
    await page.reload();
    await settled(page);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: practiceSeed.title })).toBeVisible();
    await expect(main.getByText(T('Selesai', undefined, 'assignments:status'), { exact: true })).toBeVisible();
    await expect(main.getByText(T(`Nilai: ${SCORE}/100`))).toBeVisible();
    await expect(main.getByText(T('Catatan:'), { exact: true })).toBeVisible();
    await expect(
      main.getByText(/Pembersihan data sudah rapi\.\s+Tambahkan grafik omzet per kota\./),
    ).toBeVisible();
    await shoot(page, 'journey-4-practice-graded');
  });

  await test.step('5. completes the course, downloads the certificate and sees it confirmed', async () => {
    const lastChapter = COURSE.chapters.at(-1)!;
    const lastItem = lastChapter.items.at(-1)!;
    await openFromSidebar(page, lastChapter.title, lastItem.title);
    const finish = page.getByRole('button', { name: T('Selesai', undefined, 'learning:bottomBar'), exact: true });
    await expect(finish).toBeEnabled();
    await finish.click();
    await expect(page.getByRole('progressbar', { name: T('Progress Kelas') })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    for (const m of activity.materials) {
      await expect(chapterButton(page, m.material_title)).toHaveAttribute('data-complete', 'true');
    }
    const banner = page.getByRole('region', { name: T('Sertifikat', undefined, 'learning:certificate') });
    await expect(banner.getByText(T('Selamat! Kamu telah menyelesaikan kelas ini.'))).toBeVisible();
    await shoot(page, 'journey-5-complete');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      banner.getByRole('link', { name: T('Unduh Sertifikat') }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    expect((await readFile(await download.path())).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const code = (await activityOf(page)).certificate_code;
    expect(code).toBeTruthy();
    await banner.getByRole('link', { name: T('Lihat Sertifikat') }).click();
    await expect(page).toHaveURL(`/certificate/${code}`);
    await expect(page.getByText(T('Sertifikat Valid'), { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: COURSE.title })).toBeVisible();
    await expect(fact(page, T('Nama'))).toHaveText(LEARNER.name);
    await expect(fact(page, T('Kelas', undefined, 'certificates'))).toHaveText(COURSE.title);
    await expect(fact(page, T('Kode Verifikasi'))).toHaveText(code!);
    await shoot(page, 'journey-5-certificate');

    // Programmu agrees: 100 % and the certificate.
    await page.goto('/programmu');
    const program = page.getByRole('article', { name: COURSE.title });
    await expect(program.getByRole('progressbar', { name: T('Progress Kelas') })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    await expect(program.getByRole('link', { name: T('Unduh Sertifikat') })).toBeVisible();
  });

  await test.step('6. a second new learner redeems the demo voucher and lands in the player', async () => {
    const second = await freshPage(browser);
    await registerLearner(second, SECOND, T);
    await second.goto('/programmu/voucher-redeem');
    await expect(second.getByRole('heading', { name: T('Tentang Kode Redeem') })).toBeVisible();
    await second.getByLabel(T('Kode Voucher')).fill(DEMO_VOUCHER);
    await second.getByRole('button', { name: T('Redeem') }).click();
    await expect(second).toHaveURL(/\/programmu$/);
    await expect(second.getByText(T('Voucher berhasil ditukarkan. Selamat belajar!'))).toBeVisible();
    const program = second.getByRole('article');
    await expect(program).toHaveCount(1);
    const title = (await program.getByRole('heading').textContent())!.trim();
    expect(title.length).toBeGreaterThan(0);
    await expect(program.getByRole('progressbar', { name: T('Progress Kelas') })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    await shoot(second, 'journey-6-programmu');
    await program.getByRole('link', { name: T(`Lanjut: ${title}`) }).click();
    await expect(second).toHaveURL(/\/learning\/[a-z0-9-]+\?item=\d+$/);
    await expect(second.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await settled(second);
    await expect(sidebar(second).locator('[aria-current="step"]')).toBeVisible();
    await shoot(second, 'journey-6-player');
    await second.context().close();
  });

  if (consoleErrors.length) console.log(`console errors during the journey:\n${consoleErrors.join('\n')}`);
  expect(crashes, 'no uncaught script error on any screen').toEqual([]);
});
});
}
