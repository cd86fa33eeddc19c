import { expect as baseExpect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { DEMO, loginAs, registerLearner, rupiahText, screenshots, smallPdf, smallPng, type NewLearner } from '../support.ts';

/**
 * The whole studio journey: on a fresh `npm start`, an admin builds a new course in the studio (two
 * chapters, a PDF reading, a video, a three-question quiz, a paid package), previews it in the
 * player and publishes it; a new learner finds it in the catalogue, buys it through the sandbox
 * gateway and completes it to a certificate. Along the way every studio screen is shot at 375 px
 * and 1280 px (e2e/artifacts/screens/studio-*.png), the publish check lists what is missing,
 * items are reordered by button and by keyboard, a stale save shows the reload offer and
 * deleting a completed item names how many learners it touches.
 */

/** Saves go through PGlite on a machine shared with other runs: allow them 30 s rather than the default 10 s. */
const expect = baseExpect.configure({ timeout: 30_000 });

const stamp = Date.now();
const TITLE = `Kelas Studio Analitik ${stamp}`;
const PACKAGE = { name: 'Paket Mandiri', price: 150_000, discount: 20, benefits: ['Akses materi selamanya', 'Sertifikat digital'] };
const CHAPTERS = ['Bab Dasar Analitik', 'Bab Evaluasi'];
const READING = 'Panduan Membaca Data';
const VIDEO = 'Video Pengantar Analitik';
const VIDEO_ID = 'dQw4w9WgXcQ';
const QUIZ = 'Kuis Akhir Analitik';
/** The quiz: three questions, three answers each, one correct (index). */
const QUESTIONS = [
  { q: 'Apa kepanjangan dari CSV?', answers: ['Comma Separated Values', 'Computer Style Vector', 'Central Server View'], correct: 0 },
  { q: 'Grafik apa yang cocok untuk tren waktu?', answers: ['Diagram lingkaran', 'Grafik garis', 'Peta panas'], correct: 1 },
  { q: 'Nilai tengah data yang diurutkan disebut?', answers: ['Modus', 'Rata-rata', 'Median'], correct: 2 },
];
const LEARNER: NewLearner = { name: 'Sari Wulandari', email: `sari.${stamp}@example.id`, phone: '81322223333', password: 'Studio#2026' };

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const crashes: string[] = [];
function watch(page: Page): Page {
  page.on('pageerror', (e) => crashes.push(`${page.url()}: ${e.message}`));
  return page;
}
async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  return watch(await context.newPage());
}
const toast = (page: Page, text: string) => expect(page.getByText(text, { exact: true }).first()).toBeVisible();
const tab = (page: Page, name: string) => page.getByRole('navigation', { name: 'Bagian kelas' }).getByRole('link', { name });
const chapter = (page: Page, title: string) => page.getByRole('region', { name: new RegExp(`${escape(title)}$`) });
const itemTitles = (scope: Locator) => scope.getByRole('listitem').locator('p.font-medium').allTextContents();

/** Opens 'Tambah Materi' in a chapter, picks the type and lands on the new item's editor. */
async function addItem(page: Page, chapterTitle: string, typeLabel: string) {
  await chapter(page, chapterTitle).getByRole('button', { name: 'Tambah Materi' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tambah Materi' });
  await dialog.getByRole('radio', { name: typeLabel }).check();
  await dialog.getByRole('button', { name: 'Lanjut' }).click();
  await expect(page).toHaveURL(/\/items\/new\?chapter=\d+&type=\w+$/);
}

test('an admin builds, previews and publishes a course in the studio; a learner buys and completes it', async ({ page, browser }) => {
  test.setTimeout(900_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  watch(page);
  let courseUrl = '';
  let slug = '';

  await test.step('1. the admin opens the studio from the avatar menu and creates a draft', async () => {
    await loginAs(page, DEMO.admin);
    await page.getByRole('navigation', { name: 'Navigasi utama' }).getByRole('button', { name: /^Hi, / }).hover();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Studio' }).click();
    await expect(page).toHaveURL(/\/studio$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Studio Kelas' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Daftar kelas' }).getByRole('listitem').first()).toBeVisible();
    await screenshots(page, 'studio-1-list');

    // Search and filters narrow the list.
    await page.getByLabel('Status').selectOption('archived');
    await expect(page.getByText('Tidak ada kelas yang cocok dengan pencarian.')).toBeVisible();
    await page.getByLabel('Status').selectOption('');

    await page.getByRole('button', { name: 'Buat Kelas' }).click();
    const dialog = page.getByRole('dialog', { name: 'Buat Kelas Baru' });
    await dialog.getByRole('button', { name: 'Buat Kelas' }).click();
    await expect(dialog.getByText('Judul wajib diisi.')).toBeVisible();
    await dialog.getByLabel('Jenis kelas').selectOption('learning_video');
    await dialog.getByLabel('Judul kelas').fill(TITLE);
    await screenshots(page, 'studio-2-create');
    await dialog.getByRole('button', { name: 'Buat Kelas' }).click();
    await expect(page).toHaveURL(/\/studio\/courses\/\d+$/);
    courseUrl = new URL(page.url()).pathname;
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await expect(page.getByText('Draf', { exact: true })).toBeVisible();
    slug = (await page.getByLabel('Slug (alamat halaman)').inputValue()).trim();
    expect(slug).toBe(`kelas-studio-analitik-${stamp}`);
  });

  await test.step('2. publishing an empty draft lists what is missing', async () => {
    await page.getByRole('button', { name: 'Terbitkan' }).click();
    const dialog = page.getByRole('dialog', { name: 'Kelas belum dapat diterbitkan' });
    const missing = dialog.getByRole('list', { name: 'Yang belum lengkap' }).getByRole('listitem');
    await expect(missing).toHaveCount(4);
    await expect(dialog).toContainText('Thumbnail belum diunggah.');
    await expect(dialog).toContainText('Minimal satu paket harga.');
    await screenshots(page, 'studio-3-publish-missing');
    await dialog.getByRole('button', { name: 'Mengerti' }).click();
  });

  await test.step('3. fills the information: description, thumbnail, duration, chat group', async () => {
    const description = page.getByRole('textbox', { name: 'Deskripsi (Tentang Course)' });
    await description.click();
    await page.keyboard.type('Belajar membaca data penjualan dan menyajikannya dalam grafik yang jelas.');
    await page.getByRole('button', { name: 'Tebal' }).click();
    await page.keyboard.type(' Cocok untuk pemula.');
    await page.getByLabel('Durasi (jam)').fill('6');
    await page.getByLabel('Tautan grup chat').fill('bukan-tautan');
    await page.getByRole('button', { name: 'Simpan Informasi' }).click();
    await expect(page.getByText('Tautan harus diawali http:// atau https://.')).toBeVisible();
    await page.getByLabel('Tautan grup chat').fill('https://chat.whatsapp.com/kelasstudio');
    await page.getByLabel('Thumbnail', { exact: true }).setInputFiles({ name: 'sampul.png', mimeType: 'image/png', buffer: await smallPng(640, 360) });
    await expect(page.getByRole('img', { name: 'Pratinjau Thumbnail' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Ada perubahan yang belum disimpan')).toBeVisible();

    // Leaving with unsaved changes asks first.
    await tab(page, 'Harga').click();
    const leave = page.getByRole('dialog', { name: 'Tinggalkan halaman?' });
    await expect(leave).toBeVisible();
    await leave.getByRole('button', { name: 'Batal' }).click();
    await expect(page).toHaveURL(courseUrl);

    await page.getByRole('button', { name: 'Simpan Informasi' }).click();
    await toast(page, 'Informasi kelas disimpan.');
    await expect(page.getByText('Ada perubahan yang belum disimpan')).toHaveCount(0);
    await screenshots(page, 'studio-4-information');
  });

  await test.step('4. adds a paid package', async () => {
    await tab(page, 'Harga').click();
    await expect(page).toHaveURL(`${courseUrl}/packages`);
    await expect(page.getByText('Belum ada paket harga.')).toBeVisible();
    await page.getByRole('button', { name: 'Tambah Paket' }).click();
    const form = page.getByRole('form', { name: 'Paket baru' });
    await form.getByLabel('Nama paket').fill(PACKAGE.name);
    await form.getByLabel('Benefit (satu per baris)').fill(PACKAGE.benefits.join('\n'));
    await form.getByLabel('Harga 1 (Rp)').fill('-5');
    await form.getByRole('button', { name: 'Tambah Paket' }).click();
    await expect(form.getByText('Harga harus bilangan bulat rupiah 0 atau lebih.')).toBeVisible();
    await form.getByLabel('Harga 1 (Rp)').fill(String(PACKAGE.price));
    await form.getByLabel('Diskon (%)').fill(String(PACKAGE.discount));
    await expect(form.getByText(rupiahText(PACKAGE.price * (1 - PACKAGE.discount / 100)))).toBeVisible();
    await form.getByRole('button', { name: 'Tambah Paket' }).click();
    await toast(page, 'Paket harga ditambahkan.');
    await expect(page.getByRole('form', { name: PACKAGE.name })).toBeVisible();
    await screenshots(page, 'studio-5-packages');
  });

  await test.step('5. builds two chapters with a PDF reading, a video and a three-question quiz', async () => {
    await tab(page, 'Kurikulum').click();
    await expect(page).toHaveURL(`${courseUrl}/curriculum`);
    await expect(page.getByText('Belum ada bab. Tambahkan bab pertama di bawah.')).toBeVisible();
    for (const title of CHAPTERS) {
      await page.getByLabel('Judul bab baru').fill(title);
      await page.getByRole('button', { name: 'Tambah Bab' }).click();
      await expect(chapter(page, title)).toBeVisible();
    }

    // The reading: a PDF upload, required.
    await addItem(page, CHAPTERS[0]!, 'Bacaan (PDF)');
    await page.getByLabel('Judul materi').fill(READING);
    await page.getByRole('button', { name: 'Tambah Materi' }).click();
    await expect(page.getByText('Unggah berkas PDF terlebih dahulu.')).toBeVisible();
    await page.getByLabel('Dokumen PDF', { exact: true }).setInputFiles({ name: 'panduan.pdf', mimeType: 'application/pdf', buffer: await smallPdf('Panduan membaca data penjualan') });
    await expect(page.getByRole('link', { name: /\.pdf$/ })).toBeVisible({ timeout: 20_000 });
    await screenshots(page, 'studio-6-item-reading');
    await page.getByRole('button', { name: 'Tambah Materi' }).click();
    await toast(page, 'Materi ditambahkan.');
    await expect(page).toHaveURL(`${courseUrl}/curriculum`);

    // The video: a YouTube link.
    await addItem(page, CHAPTERS[0]!, 'Video');
    await page.getByLabel('Judul materi').fill(VIDEO);
    await page.getByLabel('Tautan video').fill(`https://www.youtube.com/watch?v=${VIDEO_ID}`);
    await screenshots(page, 'studio-7-item-video');
    await page.getByRole('button', { name: 'Tambah Materi' }).click();
    await toast(page, 'Materi ditambahkan.');

    // The quiz: created, then its questions.
    await addItem(page, CHAPTERS[1]!, 'Kuis');
    await page.getByLabel('Judul materi').fill(QUIZ);
    await page.getByRole('button', { name: 'Buat Kuis' }).click();
    await expect(page).toHaveURL(/\/items\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Soal dan Pengaturan Kuis' })).toBeVisible();
    await page.getByLabel('Nilai minimal lulus').fill('70');
    await page.getByLabel('Jumlah kesempatan').fill('3');
    await page.getByLabel('Durasi (menit)').fill('10');
    for (let i = 0; i < QUESTIONS.length; i++) {
      if (i > 0) await page.getByRole('button', { name: 'Tambah Soal' }).click();
      const card = page.getByRole('listitem', { name: `Soal ${i + 1}` });
      const q = QUESTIONS[i]!;
      await card.getByRole('textbox', { name: `Pertanyaan ${i + 1}` }).fill(q.q);
      await card.getByRole('button', { name: /Tambah jawaban/ }).click();
      for (let j = 0; j < q.answers.length; j++) {
        await card.getByRole('textbox', { name: `Jawaban ${j + 1} soal ${i + 1}` }).fill(q.answers[j]!);
        await card.getByRole('checkbox', { name: `Jawaban ${j + 1} soal ${i + 1} benar` }).setChecked(j === q.correct);
      }
    }
    // No correct answer on a question is refused before anything is sent.
    await page.getByRole('checkbox', { name: 'Jawaban 3 soal 3 benar' }).uncheck();
    await page.getByRole('button', { name: 'Simpan Kuis' }).click();
    await expect(page.getByRole('listitem', { name: 'Soal 3' }).getByText('Setiap pertanyaan harus memiliki minimal satu jawaban benar.')).toBeVisible();
    await page.getByRole('checkbox', { name: 'Jawaban 3 soal 3 benar' }).check();
    await page.getByRole('button', { name: 'Simpan Kuis' }).click();
    await toast(page, 'Kuis disimpan.');
    await screenshots(page, 'studio-8-item-quiz');

    await tab(page, 'Kurikulum').click();
    const first = chapter(page, CHAPTERS[0]!);
    await expect.poll(() => itemTitles(first)).toEqual([READING, VIDEO]);
    await expect(chapter(page, CHAPTERS[1]!).getByText(QUIZ)).toBeVisible();
    await screenshots(page, 'studio-9-curriculum');
  });

  await test.step('6. reorders by button and by keyboard, and the order is kept', async () => {
    const first = chapter(page, CHAPTERS[0]!);
    // The list moves at once and is read again after the PUT: let that reread land before the keyboard drag.
    const reread = page.waitForResponse((r) => /\/api\/admin\/courses\/\d+$/.test(r.url()) && r.request().method() === 'GET');
    await first.getByRole('button', { name: `Naikkan ${VIDEO}` }).click();
    await expect.poll(() => itemTitles(first)).toEqual([VIDEO, READING]);
    await reread;
    // Back by keyboard: focus the grip, Space lifts, ArrowDown moves, Space drops.
    // Keys a person presses, a moment apart: dnd-kit listens for the moving keys from the frame after the lift.
    await first.getByRole('button', { name: `Seret untuk memindahkan ${VIDEO}` }).focus();
    for (const key of ['Space', 'ArrowDown', 'Space']) {
      await page.keyboard.press(key, { delay: 60 });
      await page.waitForTimeout(250);
    }
    await expect.poll(() => itemTitles(first)).toEqual([READING, VIDEO]);
    await page.reload();
    await expect.poll(() => itemTitles(chapter(page, CHAPTERS[0]!)), { timeout: 30_000 }).toEqual([READING, VIDEO]);
  });

  await test.step('7. previews the draft in the real player, then publishes it', async () => {
    const [preview] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('link', { name: 'Pratinjau' }).click()]);
    watch(preview);
    await expect(preview).toHaveURL(new RegExp(`/learning/${slug}`));
    await expect(preview.getByRole('heading', { level: 1, name: TITLE })).toBeVisible({ timeout: 20_000 });
    await expect(preview.getByRole('complementary', { name: 'Konten Kelas' })).toContainText(READING);
    await screenshots(preview, 'studio-10-preview');
    await preview.close();

    // A draft is not public yet.
    expect((await page.request.get(`/api/courses/${slug}`)).status()).toBe(404);
    await page.getByRole('button', { name: 'Terbitkan' }).click();
    await toast(page, 'Kelas diterbitkan dan tampil di katalog.');
    await expect(page.getByText('Terbit', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Arsipkan' })).toBeVisible();
  });

  await test.step('8. a new learner finds it in the catalogue and buys it with QRIS', async () => {
    const learner = await freshPage(browser);
    await registerLearner(learner, LEARNER);
    const region = learner.getByRole('region', { name: 'Video Belajar', exact: true });
    await region.scrollIntoViewIfNeeded();
    const card = region.getByRole('link', { name: new RegExp(escape(TITLE)) });
    await expect(card).toBeVisible({ timeout: 15_000 });
    await card.click();
    await expect(learner).toHaveURL(`/detail/learning-video/${slug}`);
    await expect(learner.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await expect(learner.getByText('Belajar membaca data penjualan')).toBeVisible();
    await learner.getByRole('button', { name: `Beli ${PACKAGE.name}` }).click();
    await expect(learner).toHaveURL('/cart');
    await learner.getByRole('button', { name: 'Lanjutkan Pembayaran' }).click();
    await expect(learner).toHaveURL(/\/payment-method\?order=\d+$/);
    await learner.getByRole('button', { name: 'QRIS: QRIS' }).click();
    await expect(learner).toHaveURL(/\/payments\?order=\d+$/);
    await learner.getByRole('button', { name: 'Simulasikan Pembayaran Berhasil' }).click();
    await expect(learner.getByRole('heading', { name: 'Transaksi Berhasil!' })).toBeVisible({ timeout: 15_000 });

    await test.step('9. completes every item to a certificate', async () => {
      await learner.goto(`/learning/${slug}`);
      await expect(learner.getByRole('heading', { level: 1, name: TITLE })).toBeVisible({ timeout: 20_000 });
      const settled = () => expect(learner.getByRole('status', { name: 'Memuat materi' })).toHaveCount(0, { timeout: 15_000 });
      await settled();
      // Reading, then video.
      await expect(learner.getByRole('main').getByRole('region', { name: READING })).toBeVisible();
      await learner.getByRole('button', { name: 'Selanjutnya', exact: true }).click();
      await settled();
      await expect(learner.getByRole('main').locator(`iframe[title="${VIDEO}"]`)).toHaveAttribute('src', new RegExp(`youtube(-nocookie)?\\.com/embed/${VIDEO_ID}`));
      await learner.getByRole('button', { name: 'Selanjutnya', exact: true }).click();
      await settled();
      // The quiz, with the answers the admin marked correct.
      await learner.getByRole('button', { name: 'Mulai Quiz' }).click();
      for (let i = 0; i < QUESTIONS.length; i++) {
        const shown = (await learner.locator('#quiz-question-text').innerText()).trim();
        const q = QUESTIONS.find((x) => x.q === shown);
        expect(q, `question "${shown}" was authored`).toBeTruthy();
        const saved = learner.waitForResponse((r) => r.url().endsWith('/api/course/quiz/answer') && r.request().method() === 'POST');
        await learner.getByRole('radiogroup').getByRole('radio', { name: new RegExp(escape(q!.answers[q!.correct]!)) }).click();
        expect((await saved).status()).toBe(200);
        if (i < QUESTIONS.length - 1) await learner.getByRole('button', { name: 'Next Question' }).click();
      }
      await learner.getByRole('button', { name: 'Selesaikan Quiz' }).click();
      await learner.getByRole('dialog', { name: 'Selesaikan quiz sekarang?' }).getByRole('button', { name: 'Ya, Selesaikan' }).click();
      await expect(learner.getByRole('heading', { name: 'Hasil Quiz' })).toBeVisible();
      const finish = learner.getByRole('button', { name: 'Selesai', exact: true });
      if (await finish.isEnabled().catch(() => false)) await finish.click();
      await expect(learner.getByRole('progressbar', { name: 'Progress Kelas' })).toHaveAttribute('aria-valuenow', '100', { timeout: 15_000 });
      const banner = learner.getByRole('region', { name: 'Sertifikat' });
      await expect(banner.getByText('Selamat! Kamu telah menyelesaikan kelas ini.')).toBeVisible();
      await banner.getByRole('link', { name: 'Lihat Sertifikat' }).click();
      await expect(learner.getByText('Sertifikat Valid', { exact: true })).toBeVisible();
      await expect(learner.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
      await screenshots(learner, 'studio-11-learner-certificate');
    });
    await learner.context().close();
  });

  await test.step('10. deleting a completed item names the learners it touches; a stale save keeps the edits beside the newer version', async () => {
    await page.goto(`${courseUrl}/curriculum`);
    const second = chapter(page, CHAPTERS[1]!);
    await expect(second.getByText('diselesaikan 1 peserta')).toBeVisible();
    await second.getByRole('button', { name: `Hapus ${QUIZ}` }).click();
    const dialog = page.getByRole('dialog', { name: `Hapus materi “${QUIZ}”?` });
    await expect(dialog).toContainText('sudah diselesaikan oleh 1 peserta');
    await expect(dialog.getByRole('button', { name: 'Hapus (1 peserta)' })).toBeVisible();
    await screenshots(page, 'studio-12-delete-confirm');
    await dialog.getByRole('button', { name: 'Batal' }).click();
    await expect(second.getByText(QUIZ)).toBeVisible();

    // Two tabs on the same course: the second save is refused, the newer value shows beside the
    // author's, and the author takes the newer one (decision 270).
    const other = await page.context().newPage();
    await other.goto(courseUrl);
    await page.goto(courseUrl);
    await other.getByLabel('Durasi (jam)').fill('7');
    await other.getByRole('button', { name: 'Simpan Informasi' }).click();
    await toast(other, 'Informasi kelas disimpan.');
    await page.getByLabel('Durasi (jam)').fill('8');
    await page.getByRole('button', { name: 'Simpan Informasi' }).click();
    const stale = page.getByRole('alert', { name: 'Sudah ada versi yang lebih baru' });
    await expect(stale).toBeFocused();
    await expect(stale.getByRole('definition').filter({ hasText: 'Versi terbaru' })).toHaveText(/7$/);
    await expect(stale.getByRole('definition').filter({ hasText: 'Versi Anda' })).toHaveText(/8$/);
    await screenshots(page, 'studio-13-stale');
    await stale.getByRole('button', { name: 'Pakai Versi Terbaru' }).click();
    await expect(page.getByLabel('Durasi (jam)')).toHaveValue('7');
    await other.close();
  });

  expect(crashes, 'no uncaught script error on any screen').toEqual([]);
});

test('a learner has no studio: no menu entry, a 403 page', async ({ page }) => {
  await loginAs(page, DEMO.learner);
  await page.getByRole('navigation', { name: 'Navigasi utama' }).getByRole('button', { name: /^Hi, / }).hover();
  await expect(page.getByRole('menu').getByRole('menuitem', { name: 'Konsol Mentor' })).toHaveCount(0);
  await expect(page.getByRole('menu').getByRole('menuitem', { name: 'Studio' })).toHaveCount(0);
  await page.goto('/studio');
  await expect(page.getByRole('heading', { name: 'Akses ditolak' })).toBeVisible();
});
