import fs from 'node:fs';
import path from 'node:path';
import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { dataDir } from '../playwright.config.ts';
import { DEMO, loginAs, screenshots, smallPdf, smallPng } from '../support.ts';
import { apiLogin, registerLearner, useSession, type Session } from './every-route.ts';

/**
 * Certificates that certify (decisions 240–246), as a newcomer meets them in a browser: an author
 * builds a course in the studio with a text, a pre-test that completes with any attempt, a
 * multiple-answer post-test that must be passed and a practice assignment graded against a pass
 * mark; the author's preview says 'Pratinjau' and records nothing. A new learner buys it, sees
 * what completes each material ('Syarat selesai'), fails the post-test once and passes it, submits
 * the assignment; no certificate until the mentor's passing grade (a grade below the pass mark lets
 * the learner send it again); then the certificate, announced by e-mail; then a full refund, and
 * the verification page says revoked. Its own course, learner and orders: the demo learner's data
 * stays as seeded. Screens at 375 and 1280 px: e2e/artifacts/screens/certificates-*.png.
 */

/** Saves go through PGlite on a machine shared with other runs. */
const expect = baseExpect.configure({ timeout: 30_000 });

const stamp = Date.now();
const TITLE = `Kelas Sertifikat Jujur ${stamp}`;
const CHAPTERS = ['Pembuka', 'Evaluasi'];
const TEXT = 'Sambutan Kelas';
const PRE = 'Pre Test Jujur';
const POST = 'Post Test Jujur';
const PRACTICE = 'Tugas Praktik Jujur';
const PRICE = 200_000;
/** The post-test: a multiple-answer question (two of three correct) and a single-answer one. */
const POST_QUESTIONS = [
  { q: 'Pilih semua bilangan genap', answers: ['2', '3', '4'], correct: [0, 2], type: 'multiple' as const },
  { q: 'Ibu kota Indonesia?', answers: ['Jakarta', 'Surabaya', 'Medan'], correct: [0], type: 'single' as const },
];

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const toast = (page: Page, text: string) => expect(page.getByText(text, { exact: true }).first()).toBeVisible();
const tab = (page: Page, name: string) => page.getByRole('navigation', { name: 'Bagian kelas' }).getByRole('link', { name });
const chapter = (page: Page, title: string) => page.getByRole('region', { name: new RegExp(`${escape(title)}$`) });
const bearer = (s: Session) => ({ authorization: `Bearer ${s.token}` });

async function ok<T>(res: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  expect(res.ok(), `${what}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/** Opens 'Tambah Materi' in a chapter, picks the type and lands on the new item's editor. */
async function addItem(page: Page, chapterTitle: string, typeLabel: string, title: string) {
  await chapter(page, chapterTitle).getByRole('button', { name: 'Tambah Materi' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tambah Materi' });
  await dialog.getByRole('radio', { name: typeLabel }).check();
  await dialog.getByRole('button', { name: 'Lanjut' }).click();
  await expect(page).toHaveURL(/\/items\/new\?chapter=\d+&type=\w+$/);
  await page.getByLabel('Judul materi').fill(title);
}

/** Waits until the player shows a material (the 500 ms switch spinner is gone). */
/** Every e-mail to `to` written after `after` (ms), decoded enough to read its text and links. */
function mailsTo(to: string, after: number): string[] {
  const dir = path.join(dataDir, 'mail');
  const safe = to.replace(/[^a-zA-Z0-9@._-]/g, '_');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(`-${safe}.eml`))
    .map((f) => path.join(dir, f))
    .filter((f) => fs.statSync(f).mtimeMs > after)
    .map((f) => fs.readFileSync(f, 'utf8').replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))));
}

const settled = (page: Page) => expect(page.getByRole('status', { name: 'Memuat materi' })).toHaveCount(0);
const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Konten Kelas' });
const ruleNote = (page: Page) => page.getByRole('region', { name: 'Syarat selesai' });

/** Opens an item from the 'Konten Kelas' sidebar, opening its chapter first when it is closed. */
async function openItem(page: Page, chapterTitle: string, title: string) {
  const trigger = sidebar(page).getByRole('button', { name: new RegExp(`^(Bab selesai )?${escape(chapterTitle)}$`) });
  if ((await trigger.getAttribute('aria-expanded')) !== 'true') await trigger.click();
  await sidebar(page).getByRole('button', { name: new RegExp(`^${escape(title)}`) }).click();
  await expect(sidebar(page).locator('[aria-current="step"]')).toContainText(title);
  await settled(page);
}

/** Answers the quiz on screen: for each question (matched by text) ticks or picks the given answers; then finishes it. */
async function takeQuiz(page: Page, pick: (question: string) => string[]) {
  await expect(page.getByRole('heading', { name: 'Soal Quiz' })).toBeVisible();
  const total = Number(/dari (\d+)/.exec((await page.getByText(/^Soal 1 dari \d+$/).textContent()) ?? '')?.[1] ?? '1');
  for (let i = 0; i < total; i++) {
    const shown = (await page.locator('#quiz-question-text').innerText()).trim();
    for (const answer of pick(shown)) {
      const saved = page.waitForResponse((r) => r.url().endsWith('/api/course/quiz/answer') && r.request().method() === 'POST');
      const box = page.getByRole('checkbox', { name: new RegExp(` ${escape(answer)}$`) });
      await ((await box.count()) ? box : page.getByRole('radio', { name: new RegExp(` ${escape(answer)}$`) })).click();
      expect((await saved).status()).toBe(200);
    }
    if (i < total - 1) await page.getByRole('button', { name: 'Next Question' }).click();
  }
  await page.getByRole('button', { name: 'Selesaikan Quiz' }).click();
  await page.getByRole('dialog', { name: 'Selesaikan quiz sekarang?' }).getByRole('button', { name: 'Ya, Selesaikan' }).click();
  await expect(page.getByRole('heading', { name: 'Hasil Quiz' })).toBeVisible();
}

test('an author builds a course, a learner completes it under every rule, the certificate waits for the grade and a full refund revokes it', async ({ page, browser, request }) => {
  test.setTimeout(900_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const admin = await apiLogin(request, DEMO.admin);
  let courseId = 0;
  let slug = '';

  await test.step('1. an admin opens a draft and assigns the demo author', async () => {
    const created = await ok<{ data: { id: number; slug: string } }>(
      await request.post('/api/admin/courses', { headers: bearer(admin), data: { kind: 'learning_video', title: TITLE, description: '<p>Kelas yang sertifikatnya berarti.</p>' } }),
      'course',
    );
    courseId = created.data.id;
    slug = created.data.slug;
    const authors = await ok<{ data: { id: number }[] }>(await request.get('/api/admin/users?role=author&search=author%40example.com', { headers: bearer(admin) }), 'authors');
    await ok(await request.put(`/api/admin/courses/${courseId}/staff`, { headers: bearer(admin), data: { author_ids: [authors.data[0]!.id] } }), 'assign author');
  });

  await test.step('2. the author builds it in the studio: a text, a pre-test, a multiple-answer post-test, a graded assignment', async () => {
    await loginAs(page, DEMO.author);
    await page.goto(`/studio/courses/${courseId}`);
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await page.getByLabel('Thumbnail', { exact: true }).setInputFiles({ name: 'sampul.png', mimeType: 'image/png', buffer: await smallPng(640, 360) });
    await expect(page.getByRole('img', { name: 'Pratinjau Thumbnail' })).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Simpan Informasi' }).click();
    await toast(page, 'Informasi kelas disimpan.');

    await tab(page, 'Harga').click();
    await page.getByRole('button', { name: 'Tambah Paket' }).click();
    const form = page.getByRole('form', { name: 'Paket baru' });
    await form.getByLabel('Nama paket').fill('Paket Reguler');
    await form.getByLabel('Harga 1 (Rp)').fill(String(PRICE));
    await form.getByRole('button', { name: 'Tambah Paket' }).click();
    await toast(page, 'Paket harga ditambahkan.');

    await tab(page, 'Kurikulum').click();
    for (const title of CHAPTERS) {
      await page.getByLabel('Judul bab baru').fill(title);
      await page.getByRole('button', { name: 'Tambah Bab' }).click();
      await expect(chapter(page, title)).toBeVisible();
    }

    // The text: the author's own words reach the learner.
    await addItem(page, CHAPTERS[0]!, 'Teks', TEXT);
    await page.getByRole('textbox', { name: 'Isi teks' }).click();
    await page.keyboard.type('Halo! Kerjakan semua materi dengan jujur: sertifikat ini dibuktikan oleh nilai kamu.');
    await page.getByRole('button', { name: 'Tambah Materi' }).click();
    await toast(page, 'Materi ditambahkan.');

    // The pre-test: any finished attempt completes it.
    await addItem(page, CHAPTERS[0]!, 'Kuis', PRE);
    await page.getByRole('button', { name: 'Buat Kuis' }).click();
    await expect(page.getByRole('heading', { name: 'Soal dan Pengaturan Kuis' })).toBeVisible();
    await page.getByRole('radio', { name: 'Dikerjakan: berapa pun nilainya (untuk pre-test)' }).check();
    const preCard = page.getByRole('listitem', { name: 'Soal 1' });
    await preCard.getByRole('textbox', { name: 'Pertanyaan 1' }).fill('Sudah pernah membuat laporan data?');
    await preCard.getByRole('textbox', { name: 'Jawaban 1 soal 1' }).fill('Sudah');
    await preCard.getByRole('textbox', { name: 'Jawaban 2 soal 1' }).fill('Belum');
    await page.getByRole('button', { name: 'Simpan Kuis' }).click();
    await toast(page, 'Kuis disimpan.');

    // The post-test: passed at 100, a multiple-answer question and a single one.
    await tab(page, 'Kurikulum').click();
    await addItem(page, CHAPTERS[1]!, 'Kuis', POST);
    await page.getByRole('button', { name: 'Buat Kuis' }).click();
    await expect(page.getByRole('heading', { name: 'Soal dan Pengaturan Kuis' })).toBeVisible();
    await page.getByLabel('Nilai minimal lulus').fill('100');
    for (let i = 0; i < POST_QUESTIONS.length; i++) {
      if (i > 0) await page.getByRole('button', { name: 'Tambah Soal' }).click();
      const card = page.getByRole('listitem', { name: `Soal ${i + 1}` });
      const q = POST_QUESTIONS[i]!;
      await card.getByRole('textbox', { name: `Pertanyaan ${i + 1}` }).fill(q.q);
      if (q.type === 'multiple') await card.getByRole('radio', { name: 'Beberapa jawaban benar' }).check();
      await card.getByRole('button', { name: /Tambah jawaban/ }).click();
      for (let j = 0; j < q.answers.length; j++) {
        await card.getByRole('textbox', { name: `Jawaban ${j + 1} soal ${i + 1}` }).fill(q.answers[j]!);
        await card.getByRole('checkbox', { name: `Jawaban ${j + 1} soal ${i + 1} benar` }).setChecked(q.correct.includes(j));
      }
    }
    // A single-answer question keeps one correct answer: ticking another moves the tick.
    const single = page.getByRole('listitem', { name: 'Soal 2' });
    await single.getByRole('checkbox', { name: 'Jawaban 2 soal 2 benar' }).check();
    await expect(single.getByRole('checkbox', { name: 'Jawaban 1 soal 2 benar' })).not.toBeChecked();
    await single.getByRole('checkbox', { name: 'Jawaban 1 soal 2 benar' }).check();
    await expect(page.getByRole('listitem', { name: 'Soal 1' }).getByRole('checkbox', { checked: true })).toHaveCount(2);
    await screenshots(page, 'certificates-1-studio-multiple-answer');
    await page.getByRole('button', { name: 'Simpan Kuis' }).click();
    await toast(page, 'Kuis disimpan.');

    // The practice assignment: graded by the mentor, pass mark 75.
    await tab(page, 'Kurikulum').click();
    await addItem(page, CHAPTERS[1]!, 'Tugas Praktik', PRACTICE);
    await page.getByLabel('Durasi pengerjaan (menit)').fill('60');
    await page.getByRole('textbox', { name: 'Instruksi tugas' }).click();
    await page.keyboard.type('Unggah laporan singkat dalam PDF.');
    await page.getByLabel('Aset tugas (PDF)', { exact: true }).setInputFiles({ name: 'aset.pdf', mimeType: 'application/pdf', buffer: await smallPdf('Aset tugas') });
    await expect(page.getByRole('link', { name: /\.pdf$/ })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('radio', { name: 'Dinilai mentor dengan nilai minimal tertentu' })).toBeChecked();
    await page.getByLabel('Nilai lulus (0–100)').fill('75');
    await screenshots(page, 'certificates-2-studio-practice-rule');
    await page.getByRole('button', { name: 'Tambah Materi' }).click();
    await toast(page, 'Materi ditambahkan.');
  });

  await test.step("3. the author's preview says 'Pratinjau' and records nothing; the author submits it and an admin publishes", async () => {
    await page.goto(`/learning/${slug}`);
    await expect(page.getByText('Pratinjau', { exact: true })).toBeVisible();
    await settled(page);
    await expect(page.getByRole('heading', { name: TEXT }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Selanjutnya', exact: true }).click();
    await settled(page);
    await expect(sidebar(page).getByLabel('Selesai', { exact: true })).toHaveCount(0);
    await screenshots(page, 'certificates-3-preview');
    const tree = await ok<{ data: { purchase_count: number; chapters: { completed_count: number }[] } }>(
      await request.get(`/api/admin/courses/${courseId}`, { headers: bearer(admin) }),
      'studio course',
    );
    expect(tree.data.chapters.map((c) => c.completed_count)).toEqual([0, 0]);
    expect(tree.data.purchase_count).toBe(0);
    // Authors submit for review and admins publish, by default (decision 265).
    await page.goto(`/studio/courses/${courseId}`);
    await expect(page.getByRole('button', { name: 'Terbitkan' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Ajukan untuk Terbit' }).click();
    await toast(page, 'Kelas diajukan untuk ditinjau admin.');
    await expect(page.getByText('Menunggu tinjauan', { exact: true })).toBeVisible();
    const published = await ok<{ data: { status: string } }>(await request.post(`/api/admin/courses/${courseId}/publish`, { headers: bearer(admin) }), 'publish');
    expect(published.data.status).toBe('published');
  });

  // A new learner buys the course (the sandbox gateway) and learns in a browser of their own.
  const learner = await registerLearner(request, 'Dimas Pembelajar');
  const detail = await ok<{ data: { prices: { prices: { id: number }[] }[]; total_students: number } }>(await request.get(`/api/courses/${slug}`), 'detail');
  expect(detail.data.total_students).toBe(0);
  const order = await ok<{ data: { id: number; total: number } }>(
    await request.post('/api/orders', { headers: bearer(learner), data: { items: [{ priceId: detail.data.prices[0]!.prices[0]!.id }] } }),
    'order',
  );
  const payment = await ok<{ data: { id: number } }>(await request.post(`/api/orders/${order.data.id}/payments`, { headers: bearer(learner), data: { method: 'qris', channel: 'qris' } }), 'payment');
  await ok(await request.post(`/api/payments/${payment.data.id}/simulate`, { headers: bearer(learner), data: { result: 'paid' } }), 'paid');
  expect((await ok<{ data: { total_students: number } }>(await request.get(`/api/courses/${slug}`), 'detail')).data.total_students).toBe(1);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const l = await context.newPage();
  await useSession(l, learner);
  let code = '';

  await test.step("4. the learner sees what completes each material; a quiz is not completed by 'Selanjutnya'", async () => {
    await l.goto(`/learning/${slug}`);
    await expect(l.getByRole('heading', { level: 1, name: TITLE })).toBeVisible({ timeout: 20_000 });
    await settled(l);
    await expect(l.getByText('Halo! Kerjakan semua materi dengan jujur')).toBeVisible();
    await expect(ruleNote(l)).toContainText("Tekan 'Selanjutnya' setelah mempelajari materi ini.");
    await l.getByRole('button', { name: 'Selanjutnya', exact: true }).click();
    await settled(l);
    await expect(ruleNote(l)).toContainText('Selesaikan quiz satu kali, berapa pun nilainya.');
    await expect(ruleNote(l)).toContainText('Belum terpenuhi');
    await screenshots(l, 'certificates-4-rules-pre-test');
    // The pre-test with a wrong answer: finished, so complete.
    await l.getByRole('button', { name: 'Mulai Quiz' }).click();
    await takeQuiz(l, () => ['Belum']);
    await expect(ruleNote(l)).toContainText('Sudah terpenuhi');
    // 'Selanjutnya' past the post-test does not complete it.
    await openItem(l, CHAPTERS[1]!, POST);
    await expect(ruleNote(l)).toContainText('Lulus quiz dengan nilai minimal 100.');
    await screenshots(l, 'certificates-5-rules-post-test');
    await l.getByRole('button', { name: 'Selanjutnya', exact: true }).click();
    await settled(l);
    await expect(sidebar(l).getByRole('button', { name: new RegExp(`^${escape(POST)}`) }).getByLabel('Belum selesai')).toBeVisible();
  });

  await test.step('5. fails the post-test once (a partial set is wrong), then passes it with the exact set', async () => {
    await openItem(l, CHAPTERS[1]!, POST);
    await l.getByRole('button', { name: 'Mulai Quiz' }).click();
    await expect(l.getByText('Pilih semua jawaban yang benar.')).toBeVisible();
    await screenshots(l, 'certificates-6-checkbox-question');
    await takeQuiz(l, (q) => (q.includes('genap') ? ['2'] : ['Jakarta']));
    await expect(l.getByText('Tidak Lulus', { exact: true }).first()).toBeVisible();
    await expect(ruleNote(l)).toContainText('Belum terpenuhi');
    await l.getByRole('button', { name: 'Ulangi Tes' }).click();
    await takeQuiz(l, (q) => (q.includes('genap') ? ['2', '4'] : ['Jakarta']));
    await expect(l.getByText('Lulus', { exact: true }).first()).toBeVisible();
    await expect(ruleNote(l)).toContainText('Sudah terpenuhi');
  });

  await test.step('6. submits the assignment: no certificate while it is graded below the pass mark; sends it again', async () => {
    await openItem(l, CHAPTERS[1]!, PRACTICE);
    await expect(ruleNote(l)).toContainText('Tugas dinilai mentor dengan nilai minimal 75.');
    await l.getByRole('button', { name: 'Lihat Detail Tugas' }).click();
    await l.getByLabel('File Tugas').setInputFiles({ name: 'Laporan Dimas.pdf', mimeType: 'application/pdf', buffer: await smallPdf('Laporan Dimas') });
    const uploaded = l.waitForResponse((r) => r.url().endsWith('/api/course/practice/assignment'));
    await l.getByRole('button', { name: /Upload File Tugas/ }).click();
    const task = ((await (await uploaded).json()) as { data: { assignment_log: { task: string } } }).data.assignment_log.task;
    await expect(l.getByText('Sedang Dinilai', { exact: true })).toBeVisible();
    await expect(l.getByRole('region', { name: 'Sertifikat' })).toHaveCount(0);
    // Completing it by hand is refused, naming what completes it.
    const activity = await ok<{ data: { course_id: number; materials: { material_id: number; items: { item_id: number; title: string }[] }[] } }>(
      await request.get(`/api/course/${slug}/activity`, { headers: bearer(learner) }),
      'activity',
    );
    const chapterOfPractice = activity.data.materials.find((m) => m.items.some((i) => i.title === PRACTICE))!;
    const practiceId = chapterOfPractice.items.find((i) => i.title === PRACTICE)!.item_id;
    const shortcut = await request.post(`/api/course/items/${practiceId}/complete`, {
      headers: bearer(learner),
      data: { courseId: activity.data.course_id, itemId: chapterOfPractice.material_id, itemType: 'practice' },
    });
    expect(shortcut.status()).toBe(409);
    expect(((await shortcut.json()) as { message: string }).message).toBe('Tugas ini selesai saat mentor memberi nilai minimal 75.');

    const submissionId = task.split('/')[1];
    await ok(await request.post(`/api/mentor/submissions/${submissionId}/grade`, { headers: bearer(admin), data: { score: 60, feedback: 'Tambahkan kesimpulan.' } }), 'grade 60');
    await l.reload();
    await settled(l);
    await l.getByRole('button', { name: 'Lihat Detail Tugas' }).click();
    await expect(l.getByText('Nilai 60 belum mencapai nilai lulus 75. Perbaiki tugasmu, lalu unggah lagi.')).toBeVisible();
    await expect(l.getByRole('region', { name: 'Sertifikat' })).toHaveCount(0);
    await screenshots(l, 'certificates-7-below-pass-mark');
    await l.getByLabel('File Tugas').setInputFiles({ name: 'Laporan Dimas v2.pdf', mimeType: 'application/pdf', buffer: await smallPdf('Laporan Dimas, dengan kesimpulan') });
    await l.getByRole('button', { name: /Upload File Tugas/ }).click();
    await expect(l.getByText('Sedang Dinilai', { exact: true })).toBeVisible();

    const mailsBefore = Date.now() - 1000;
    await ok(await request.post(`/api/mentor/submissions/${submissionId}/grade`, { headers: bearer(admin), data: { score: 90, feedback: 'Lengkap.' } }), 'grade 90');
    // The grade's own e-mail goes out too, in either order: wait for the certificate's.
    let mail = '';
    await baseExpect
      .poll(() => (mail = mailsTo(learner.user.email, mailsBefore).find((m) => m.includes('Sertifikat kamu sudah terbit')) ?? ''), { timeout: 15_000 })
      .not.toBe('');
    code = /\/certificate\/([0-9A-Z]{20})/.exec(mail)?.[1] ?? '';
    expect(code).toMatch(/^[0-9A-Z]{20}$/);
  });

  await test.step('7. the certificate: in the player and on its public page', async () => {
    await l.reload();
    await settled(l);
    const banner = l.getByRole('region', { name: 'Sertifikat' });
    await expect(banner).toBeVisible();
    await expect(l.getByRole('progressbar', { name: 'Progress Kelas' })).toHaveAttribute('aria-valuenow', '100');
    await banner.getByRole('link', { name: 'Lihat Sertifikat' }).click();
    await expect(l).toHaveURL(`/certificate/${code}`);
    await expect(l.getByText('Sertifikat Valid', { exact: true })).toBeVisible();
    await expect(l.getByRole('definition').filter({ hasText: 'Dimas Pembelajar' })).toBeVisible();
  });

  await test.step('8. a full refund ends the enrolment and revokes the certificate: the page says revoked, the PDF is gone', async () => {
    const refused = await request.post(`/api/admin/orders/${order.data.id}/refunds`, { headers: bearer(admin), data: { amount: order.data.total, reason: 'Peserta membatalkan' } });
    expect(refused.status()).toBe(409);
    await ok(
      await request.post(`/api/admin/orders/${order.data.id}/refunds`, { headers: bearer(admin), data: { amount: order.data.total, reason: 'Peserta membatalkan', confirm: true } }),
      'refund',
    );
    await l.reload();
    await expect(l.getByText('Sertifikat Dicabut', { exact: true })).toBeVisible();
    await expect(l.getByText('Pembayaran kelas ini telah dikembalikan.')).toBeVisible();
    await expect(l.getByRole('link', { name: 'Unduh Sertifikat' })).toHaveCount(0);
    await screenshots(l, 'certificates-8-revoked');
    expect((await request.get(`/api/certificates/${code}/pdf`)).status()).toBe(410);
    expect((await ok<{ data: { total_students: number } }>(await request.get(`/api/courses/${slug}`), 'detail')).data.total_students).toBe(0);
  });

  await context.close();
});
