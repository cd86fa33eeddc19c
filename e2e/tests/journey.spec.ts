import { readFile } from 'node:fs/promises';
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

/**
 * The whole learner journey (issue 9, item 1) on a fresh server started as the README says:
 * a new learner registers, buys the learning-video course with QRIS through the sandbox, walks
 * every material of the player, the mentor grades the practice assignment, the learner completes
 * the course, downloads the certificate and sees it confirmed; a second learner redeems the demo
 * voucher and lands in the player. (A guest sent to /login is covered in shell.spec.ts.)
 *
 * Correct quiz answers never leave the server, so they come from the seed's authoring data
 * (apps/api/src/db/seed/content), matched by question text.
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
const LEARNER: NewLearner = {
  name: 'Rizky Pratama',
  email: `rizky.${stamp}@example.id`,
  phone: '81311112222',
  password: 'Belajar#2026',
};
const SECOND: NewLearner = {
  name: 'Ayu Kartika',
  email: `ayu.${stamp}@example.id`,
  phone: '81355556666',
  password: 'Voucher#2026',
};
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
const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Konten Kelas' });
/** A chapter's trigger in the sidebar; its name starts with 'Bab selesai' once the chapter is complete. */
const chapterButton = (page: Page, title: string) =>
  sidebar(page).getByRole('button', { name: new RegExp(`^(Bab selesai )?${escape(title)}$`) });

/** Waits until the player shows a material (the 500 ms switch spinner is gone). */
async function settled(page: Page) {
  await expect(page.getByRole('status', { name: 'Memuat materi' })).toHaveCount(0, { timeout: 15_000 });
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
  await expect(page.getByRole('heading', { name: 'Quiz Material' })).toBeVisible();
  await expect(fact(page, 'Jumlah Soal')).toHaveText(String(questions.length));
  await page.getByRole('button', { name: 'Mulai Quiz' }).click();
  await expect(page.getByRole('heading', { name: 'Soal Quiz' })).toBeVisible();
  await expect(page.getByRole('timer', { name: 'Sisa waktu' })).toHaveText(/^\d{2}:\d{2}$/);
  for (let i = 0; i < questions.length; i++) {
    await expect(page.getByText(`Soal ${i + 1} dari ${questions.length}`)).toBeVisible();
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
    if (i < questions.length - 1) await page.getByRole('button', { name: 'Next Question' }).click();
  }
  await page.getByRole('button', { name: 'Selesaikan Quiz' }).click();
  const dialog = page.getByRole('dialog', { name: 'Selesaikan quiz sekarang?' });
  await dialog.getByRole('button', { name: 'Ya, Selesaikan' }).click();
  await expect(page.getByRole('heading', { name: 'Hasil Quiz' })).toBeVisible();
  await expect(fact(page, 'Benar')).toHaveText(String(questions.length));
  await expect(fact(page, 'Salah')).toHaveText('0');
  await expect(fact(page, 'Nilai')).toHaveText('100');
  await expect(fact(page, 'Status')).toHaveText('Lulus');
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
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  return watch(await context.newPage());
}

test('a new learner goes from sign-up to a verified certificate; a second one redeems a voucher into the player', async ({
  page,
  browser,
}) => {
  test.setTimeout(420_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  watch(page);
  const seedItems: ItemSeed[] = COURSE.chapters.flatMap((c) => c.items);
  const price = PACKAGE.prices[0]!;
  const subtotal = Math.round(price.price - (price.price * price.discount) / 100);
  const tax = Math.round(subtotal * 0.11);

  await test.step('1. registers, types the code from the e-mail and is signed in', async () => {
    await registerLearner(page, LEARNER);
    await screenshots(page, 'journey-1-verified');
  });

  await test.step('2. browses the landing page, buys the course with QRIS and finds it in Programmu', async () => {
    await expect(page.getByRole('heading', { level: 1, name: /Selamat Datang Peserta/ })).toBeVisible();
    for (const title of ['Record Webinar', 'Video Belajar', 'Free Class']) {
      const region = page.getByRole('region', { name: title, exact: true });
      await region.scrollIntoViewIfNeeded();
      await expect(region.getByRole('listitem').first()).toBeVisible();
      expect(await region.getByRole('listitem').count()).toBeGreaterThan(0);
      await expect(region.getByRole('listitem').first().getByRole('link')).toHaveAttribute(
        'href',
        /^\/detail\//,
      );
    }
    await screenshots(page, 'journey-2-landing');

    const card = page
      .getByRole('region', { name: 'Video Belajar', exact: true })
      .getByRole('link', { name: new RegExp(escape(COURSE.title)) });
    await expect(card).toContainText('Learning Video');
    await card.click();
    await expect(page).toHaveURL(`/detail/learning-video/${COURSE.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: COURSE.title })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'PENDAFTARAN & HARGA' })).toBeVisible();
    const pkgCard = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: PACKAGE.name, exact: true }) });
    await expect(pkgCard).toContainText(rupiahText(subtotal));
    await page.getByRole('button', { name: `Beli ${PACKAGE.name}` }).click();

    // The cart: the package and the figures computed from its price (spec 2.16, 9).
    await expect(page).toHaveURL('/cart');
    const order = page.getByRole('region', { name: 'Detail Order' });
    await expect(order.getByText(COURSE.title, { exact: true })).toBeVisible();
    await expect(order.getByText(PACKAGE.name, { exact: true })).toBeVisible();
    await expect(order.getByText(rupiahText(subtotal), { exact: true })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(LEARNER.email);
    await expect(figure(page, 'Subtotal Item (1)')).toHaveText(rupiahText(subtotal));
    await expect(figure(page, 'Pajak PPN (11%)')).toHaveText(`+${rupiahText(tax)}`);
    await expect(figure(page, 'Total')).toHaveText(rupiahText(subtotal + tax));
    await screenshots(page, 'journey-2-cart');

    await page.getByRole('button', { name: 'Lanjutkan Pembayaran' }).click();
    await expect(page).toHaveURL(/\/payment-method\?order=\d+$/);
    const orderId = Number(new URL(page.url()).searchParams.get('order'));
    await expect(page.getByRole('heading', { name: 'Ringkasan Pembayaran' })).toBeVisible();
    await expect(figure(page, 'Total')).toHaveText(rupiahText(subtotal + tax));
    await page.getByRole('button', { name: 'QRIS: QRIS' }).click();

    // QRIS instructions (spec 2.18): the QR code, the countdown, the amount.
    await expect(page).toHaveURL(`/payments?order=${orderId}`);
    await expect(page.getByTestId('qris-image')).toBeVisible();
    expect(
      await page
        .getByTestId('qris-image')
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    ).toBe(true);
    await expect(page.getByText('Selesaikan pembayaran dalam')).toBeVisible();
    await expect(page.getByRole('timer')).toHaveText(/^\d{2}:\d{2}$/);
    await expect(figure(page, 'Nominal')).toHaveText(rupiahText(subtotal + tax));
    await screenshots(page, 'journey-2-qris');

    await page.getByRole('button', { name: 'Simulasikan Pembayaran Berhasil' }).click();
    await expect(page).toHaveURL(`/payment-status?order=${orderId}`);
    const status = page.getByRole('region', { name: 'Transaksi Berhasil!' });
    await expect(status.getByRole('heading', { name: 'Transaksi Berhasil!' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(figure(status, 'Metode Transaksi')).toHaveText('QRIS');
    await expect(figure(status, 'Tujuan Transaksi')).toHaveText(COURSE.title);
    await expect(figure(status, 'Pengirim')).toHaveText(LEARNER.name);
    await expect(figure(status, 'Total')).toHaveText(rupiahText(subtotal + tax));
    await screenshots(page, 'journey-2-paid');

    await status.getByRole('link', { name: 'Programmu' }).click();
    await expect(page).toHaveURL('/programmu');
    const program = page.getByRole('article', { name: COURSE.title });
    await expect(program).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(program.getByRole('progressbar', { name: 'Progress Kelas' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    await expect(program.getByText('0%', { exact: true })).toBeVisible();
    await screenshots(page, 'journey-2-programmu');
  });

  const practiceSeed = seedItems.find((s) => s.type === 'practice')!;
  const practiceChapter = COURSE.chapters.find((c) => c.items.includes(practiceSeed))!;
  let activity!: Activity;

  await test.step('3. walks every material of the player: reading, video, webinar, quiz, practice, essay, survey', async () => {
    await page
      .getByRole('article', { name: COURSE.title })
      .getByRole('link', { name: `Lanjut: ${COURSE.title}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/learning/${COURSE.slug}\\?item=\\d+`));
    await expect(page.getByRole('heading', { level: 1, name: COURSE.title })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Progress Kelas' })).toHaveAttribute(
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
          await expect(page.getByRole('heading', { name: 'Selamat Datang!' })).toBeVisible();
          break;
        case 'reading': {
          await expect(material.locator('.react-pdf__Page canvas')).toBeVisible({ timeout: 20_000 });
          const link = material.getByRole('link', { name: 'Lihat Dokumen' });
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
          await expect(material.getByText('Webinar Material')).toBeVisible();
          await expect(material.getByRole('link', { name: 'Buka Tautan Webinar' })).toHaveAttribute(
            'href',
            seed.webinarLink,
          );
          break;
        case 'quiz':
          await passQuiz(page, seed.questions);
          await expect(current.getByLabel('Selesai', { exact: true })).toBeVisible();
          if (!shot.has('quiz')) await screenshots(page, 'journey-3-quiz-passed');
          shot.add('quiz');
          break;
        case 'practice': {
          const main = page.getByRole('main');
          await expect(main.getByText('Belum Mengirim Tugas', { exact: true })).toBeVisible();
          await main.getByRole('button', { name: 'Lihat Detail Tugas' }).click();
          await main.getByLabel('File Tugas').setInputFiles({
            name: 'Laporan Rizky.pdf',
            mimeType: 'application/pdf',
            buffer: await smallPdf('Laporan tugas praktik: pembersihan data penjualan'),
          });
          await expect(main.getByText('Laporan Rizky.pdf')).toBeVisible();
          await screenshots(page, 'journey-3-practice-upload');
          await main.getByRole('button', { name: /Upload File Tugas/ }).click();
          // Uploading completes the item and the player moves on; back on it, it waits for the mentor.
          await expect(page).toHaveURL(new RegExp(`item=${items[i + 1]!.item_id}$`));
          await settled(page);
          await page.getByRole('button', { name: 'Sebelumnya', exact: true }).click();
          await expect(page).toHaveURL(new RegExp(`item=${item.item_id}$`));
          await settled(page);
          await expect(main.getByText('Sedang Dinilai', { exact: true })).toBeVisible();
          await expect(main.getByText('Tugas kamu sedang dinilai oleh mentor')).toBeVisible();
          await expect(current.getByLabel('Selesai', { exact: true })).toBeVisible();
          await screenshots(page, 'journey-3-practice-waiting');
          break;
        }
        case 'essay': {
          await expect(fact(material, 'Jumlah Soal')).toHaveText('2');
          await material.getByRole('button', { name: 'Lanjut ke Pertanyaan' }).click();
          await page
            .getByLabel(/Pertanyaan 1/)
            .fill('Membersihkan data, merangkum dengan groupby, dan membuat grafik yang jelas.');
          await page.getByLabel(/Pertanyaan 2/).fill('Membuat laporan omzet mingguan toko dengan Pandas.');
          await page.getByRole('button', { name: 'simpan jawaban' }).click();
          await expect(page.getByText('Jawaban kamu sudah disimpan dan tidak dapat diubah.')).toBeVisible();
          await expect(page.getByLabel(/Pertanyaan 1/)).toHaveAttribute('readonly', '');
          await expect(current.getByLabel('Selesai', { exact: true })).toBeVisible();
          break;
        }
        case 'embed':
          await expect(material.getByText('Instruksi')).toBeVisible();
          await material.getByRole('button', { name: 'Lanjut ke Pertanyaan' }).click();
          await expect(material.locator(`iframe[title="${item.title}"]`)).toHaveAttribute('src', seed.url);
          break;
      }
      if (!shot.has(seed.type)) {
        shot.add(seed.type);
        await screenshots(page, `journey-3-${seed.type}`);
      }
      // The last item ('Selesai') is pressed in step 5, after the mentor's grade.
      if (last) break;
      await page.getByRole('button', { name: 'Selanjutnya', exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`item=${items[i + 1]!.item_id}$`));
    }
    const before = Math.floor(((items.length - 1) * 100) / items.length);
    await expect(page.getByRole('progressbar', { name: 'Progress Kelas' })).toHaveAttribute(
      'aria-valuenow',
      String(before),
    );
    await expect(page.getByRole('region', { name: 'Sertifikat' })).toHaveCount(0);
  });

  await test.step('4. the mentor grades the practice assignment; the learner sees Selesai, the score and Catatan:', async () => {
    const mentor = await freshPage(browser);
    await loginAs(mentor, DEMO.mentor);
    const nav = mentor.getByRole('navigation', { name: 'Navigasi utama' });
    await nav.getByRole('button', { name: /^Hi, / }).hover();
    await mentor.getByRole('menu').getByRole('menuitem', { name: 'Konsol Mentor' }).click();
    await expect(mentor).toHaveURL(/\/mentor$/);
    await expect(mentor.getByRole('heading', { name: 'Konsol Mentor' })).toBeVisible();
    const courseFilter = mentor.getByLabel('Kelas', { exact: true });
    const option = courseFilter.locator('option', { hasText: COURSE.title });
    await expect(option).toHaveText(new RegExp(`^${escape(COURSE.title)} \\([1-9]\\d* menunggu\\)$`));
    await courseFilter.selectOption((await option.getAttribute('value'))!);
    const row = mentor.getByRole('listitem').filter({ hasText: LEARNER.name });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(practiceSeed.title);
    await expect(row).toContainText('Laporan Rizky.pdf');
    await expect(row.getByText('Menunggu', { exact: true })).toBeVisible();
    await screenshots(mentor, 'journey-4-mentor-console');

    await row.getByRole('button', { name: `Nilai Tugas: ${LEARNER.name}, ${practiceSeed.title}` }).click();
    const dialog = mentor.getByRole('dialog', { name: `Tugas ${LEARNER.name}` });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('canvas').first()).toBeVisible({ timeout: 20_000 });
    await dialog.getByLabel('Nilai (0–100)').fill(SCORE);
    await dialog.getByLabel('Catatan untuk peserta').fill(FEEDBACK);
    await screenshots(mentor, 'journey-4-mentor-grading');
    await dialog.getByRole('button', { name: 'Simpan Nilai' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(mentor.getByText('Nilai tersimpan dan peserta sudah diberi tahu.')).toBeVisible();
    await mentor.getByRole('tab', { name: 'Sudah Dinilai' }).click();
    await expect(mentor.getByRole('listitem').filter({ hasText: LEARNER.name })).toContainText(
      `Nilai ${SCORE}`,
    );
    await mentor.context().close();

    // The learner, in the first browser, opens the practice item again and reloads it.
    await openFromSidebar(page, practiceChapter.title, practiceSeed.title);
    await page.reload();
    await settled(page);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: practiceSeed.title })).toBeVisible();
    await expect(main.getByText('Selesai', { exact: true })).toBeVisible();
    await expect(main.getByText(`Nilai: ${SCORE}/100`)).toBeVisible();
    await expect(main.getByText('Catatan:', { exact: true })).toBeVisible();
    await expect(
      main.getByText(/Pembersihan data sudah rapi\.\s+Tambahkan grafik omzet per kota\./),
    ).toBeVisible();
    await screenshots(page, 'journey-4-practice-graded');
  });

  await test.step('5. completes the course, downloads the certificate and sees it confirmed', async () => {
    const lastChapter = COURSE.chapters.at(-1)!;
    const lastItem = lastChapter.items.at(-1)!;
    await openFromSidebar(page, lastChapter.title, lastItem.title);
    const finish = page.getByRole('button', { name: 'Selesai', exact: true });
    await expect(finish).toBeEnabled();
    await finish.click();
    await expect(page.getByRole('progressbar', { name: 'Progress Kelas' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    for (const m of activity.materials) {
      await expect(chapterButton(page, m.material_title)).toHaveAttribute('data-complete', 'true');
    }
    const banner = page.getByRole('region', { name: 'Sertifikat' });
    await expect(banner.getByText('Selamat! Kamu telah menyelesaikan kelas ini.')).toBeVisible();
    await screenshots(page, 'journey-5-complete');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      banner.getByRole('link', { name: 'Unduh Sertifikat' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    expect((await readFile(await download.path())).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const code = (await activityOf(page)).certificate_code;
    expect(code).toBeTruthy();
    await banner.getByRole('link', { name: 'Lihat Sertifikat' }).click();
    await expect(page).toHaveURL(`/certificate/${code}`);
    await expect(page.getByText('Sertifikat Valid', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: COURSE.title })).toBeVisible();
    await expect(fact(page, 'Nama')).toHaveText(LEARNER.name);
    await expect(fact(page, 'Kelas')).toHaveText(COURSE.title);
    await expect(fact(page, 'Kode Verifikasi')).toHaveText(code!);
    await screenshots(page, 'journey-5-certificate');

    // Programmu agrees: 100 % and the certificate.
    await page.goto('/programmu');
    const program = page.getByRole('article', { name: COURSE.title });
    await expect(program.getByRole('progressbar', { name: 'Progress Kelas' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    await expect(program.getByRole('link', { name: 'Unduh Sertifikat' })).toBeVisible();
  });

  await test.step('6. a second new learner redeems the demo voucher and lands in the player', async () => {
    const second = await freshPage(browser);
    await registerLearner(second, SECOND);
    await second.goto('/programmu/voucher-redeem');
    await expect(second.getByRole('heading', { name: 'Tentang Kode Redeem' })).toBeVisible();
    await second.getByLabel('Kode Voucher').fill(DEMO_VOUCHER);
    await second.getByRole('button', { name: 'Redeem' }).click();
    await expect(second).toHaveURL(/\/programmu$/);
    await expect(second.getByText('Voucher berhasil ditukarkan. Selamat belajar!')).toBeVisible();
    const program = second.getByRole('article');
    await expect(program).toHaveCount(1);
    const title = (await program.getByRole('heading').textContent())!.trim();
    expect(title.length).toBeGreaterThan(0);
    await expect(program.getByRole('progressbar', { name: 'Progress Kelas' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    await screenshots(second, 'journey-6-programmu');
    await program.getByRole('link', { name: `Lanjut: ${title}` }).click();
    await expect(second).toHaveURL(/\/learning\/[a-z0-9-]+\?item=\d+$/);
    await expect(second.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await settled(second);
    await expect(sidebar(second).locator('[aria-current="step"]')).toBeVisible();
    await screenshots(second, 'journey-6-player');
    await second.context().close();
  });

  if (consoleErrors.length) console.log(`console errors during the journey:\n${consoleErrors.join('\n')}`);
  expect(crashes, 'no uncaught script error on any screen').toEqual([]);
});
