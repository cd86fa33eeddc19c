import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { dataDir } from '../playwright.config.ts';
import { DEMO, DEMO_PASSWORD, latestMail, loginAs, screenshots } from '../support.ts';

type Item = { item_id: number; title: string; item_type: string; is_complete: 0 | 1 };
type Activity = { course_id: number; materials: { material_id: number; items: Item[] }[] };

const SLUG = 'belajar-analisis-data-dengan-python';

/** Signs in through the API and stores the session the way the app does (local storage 'token' and 'user'). */
async function signIn(page: Page, email: string): Promise<string> {
  const res = await page.request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(res.ok()).toBe(true);
  const { token, user } = (await res.json()) as { token: string; user: unknown };
  await page.goto('/');
  await page.evaluate(
    ([t, u]) => {
      localStorage.setItem('token', t);
      localStorage.setItem('user', u);
    },
    [token, JSON.stringify(user)] as const,
  );
  return token;
}

/** The first practice item of the seeded course. */
async function practiceItem(page: Page, token: string): Promise<Item> {
  const res = await page.request.get(`/api/course/${SLUG}/activity`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.ok()).toBe(true);
  const activity = ((await res.json()) as { data: Activity }).data;
  const item = activity.materials.flatMap((m) => m.items).find((i) => i.item_type === 'practice');
  expect(item, 'the seeded course has a practice item').toBeTruthy();
  return item!;
}

/** Waits until the player shows a material (the 500 ms spinner is gone). */
async function settled(page: Page) {
  await expect(page.getByRole('status', { name: 'Memuat materi' })).toHaveCount(0);
}

test('a learner uploads a PDF, the mentor grades it, the learner sees Selesai, the score and Catatan:', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const token = await signIn(page, DEMO.learner);
  const item = await practiceItem(page, token);

  // The learner opens the practice item: nothing sent yet.
  await page.goto(`/learning/${SLUG}?item=${item.item_id}`);
  await settled(page);
  const main = page.getByRole('main');
  await expect(main.getByText('Belum Mengirim Tugas', { exact: true })).toBeVisible();
  await expect(main.getByText('Ayo segera kerjakan tugas berikut ini')).toBeVisible();
  await screenshots(page, 'assignments-practice-overview');

  await main.getByRole('button', { name: 'Lihat Detail Tugas' }).click();
  await expect(main.getByText(/^Durasi pengerjaan tugas = \d+ Menit$/)).toBeVisible();
  for (const h of ['Instruksi', 'Tujuan Tugas', 'File Asset Tugas', 'Upload Tugas'])
    await expect(main.getByRole('heading', { name: h })).toBeVisible();
  const asset = main.getByRole('link', { name: /Aset TPM/ });
  await expect(asset).toBeVisible();
  const assetRes = await page.request.get((await asset.getAttribute('href'))!);
  expect(assetRes.headers()['content-type']).toContain('application/pdf');
  await expect(main.getByText('Ukuran maksimum file: 2 MB (pdf)')).toBeVisible();
  await expect(main.getByRole('button', { name: /Upload File Tugas/ })).toHaveCount(0);

  // A picture is refused on the screen with the spec's message.
  const input = main.getByLabel('File Tugas');
  await input.setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: Buffer.from('not a pdf') });
  await expect(main.getByRole('alert')).toHaveText('Hanya file PDF yang diperbolehkan.');

  // A real PDF (the seeded asset, renamed) is accepted.
  const pdf = fs.readFileSync(path.join(dataDir, 'storage', 'public', 'documents', SLUG, 'aset-tpm-1.pdf'));
  await input.setInputFiles({ name: 'Laporan Tugas Putri.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(main.getByText('Laporan Tugas Putri.pdf')).toBeVisible();
  await expect(main.getByText('Ukuran file:')).toBeVisible();
  await expect(main.getByText(/^\d+\.\d{2} KB$/)).toBeVisible();
  await expect(main.getByRole('alert')).toHaveCount(0);
  await screenshots(page, 'assignments-practice-detail');

  await main.getByRole('button', { name: /Upload File Tugas/ }).click();
  // The seeded assignment is complete once the mentor's grade reaches its pass mark (decision 240):
  // the player stays on it, waiting for the mentor.
  await expect(main.getByText('Sedang Dinilai', { exact: true })).toBeVisible();

  // Back on the item: waiting for the mentor, the file name shown without a size.
  await page.goto(`/learning/${SLUG}?item=${item.item_id}`);
  await settled(page);
  await expect(main.getByText('Sedang Dinilai', { exact: true })).toBeVisible();
  await expect(main.getByText('Tugas kamu sedang dinilai oleh mentor')).toBeVisible();
  await main.getByRole('button', { name: 'Lihat Detail Tugas' }).click();
  const ownFile = main.getByRole('link', { name: 'Laporan Tugas Putri.pdf' });
  await expect(ownFile).toBeVisible();
  await expect(main.getByText('Ukuran file:')).toHaveCount(0);
  const own = await page.request.get((await ownFile.getAttribute('href'))!);
  expect(own.status()).toBe(200);
  expect(Buffer.from(await own.body()).equals(pdf)).toBe(true);
  await screenshots(page, 'assignments-practice-submitted');

  // The mentor grades it in the console.
  const mentorContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const mentor = await mentorContext.newPage();
  await loginAs(mentor, DEMO.mentor);
  const headerLink = mentor.getByRole('link', { name: 'Konsol Mentor' }).first();
  if (await headerLink.isVisible().catch(() => false)) await headerLink.click();
  else await mentor.goto('/mentor');
  await expect(mentor).toHaveURL(/\/mentor$/);
  await expect(mentor.getByRole('heading', { name: 'Konsol Mentor' })).toBeVisible();
  const row = mentor.getByRole('listitem').filter({ hasText: 'Putri Lestari' }).first();
  await expect(row).toBeVisible();
  await expect(row).toContainText('Laporan Tugas Putri.pdf');
  await screenshots(mentor, 'assignments-mentor-console');

  await row.getByRole('button', { name: /^Nilai Tugas/ }).click();
  const dialog = mentor.getByRole('dialog', { name: 'Tugas Putri Lestari' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('canvas').first()).toBeVisible({ timeout: 20_000 });
  const fileLink = dialog.getByRole('link', { name: /Buka di tab baru/ });
  const signed = await mentor.request.get((await fileLink.getAttribute('href'))!);
  expect(signed.status()).toBe(200);
  expect(signed.headers()['content-type']).toBe('application/pdf');
  await dialog.getByRole('button', { name: 'Simpan Nilai' }).click();
  await expect(dialog.getByText('Nilai wajib diisi.')).toBeVisible();
  await dialog.getByLabel('Nilai (0–100)').fill('88');
  await dialog
    .getByLabel('Catatan untuk peserta')
    .fill('Pembersihan data sudah rapi.\nTambahkan grafik omzet per kota.');
  await screenshots(mentor, 'assignments-mentor-grading');
  const mailAfter = Date.now();
  await dialog.getByRole('button', { name: 'Simpan Nilai' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(mentor.getByText('Nilai tersimpan dan peserta sudah diberi tahu.')).toBeVisible();
  await mentor.getByRole('tab', { name: 'Sudah Dinilai' }).click();
  await expect(mentor.getByRole('listitem').filter({ hasText: 'Putri Lestari' }).first()).toContainText(
    'Nilai 88',
  );
  await mentorContext.close();

  // The learner got an e-mail with the score and the feedback.
  const mail = await latestMail(DEMO.learner, mailAfter - 1000);
  expect(mail).toContain('Nilai: 88');
  expect(mail).toContain('Pembersihan data sudah rapi.');

  // The learner now sees Selesai, the score and 'Catatan:'.
  await page.goto(`/learning/${SLUG}?item=${item.item_id}`);
  await settled(page);
  await expect(main.getByText('Selesai', { exact: true })).toBeVisible();
  await expect(main.getByText('Jawabanmu telah tersimpan')).toBeVisible();
  await expect(main.getByText('Catatan:')).toBeVisible();
  await expect(
    main.getByText(/Pembersihan data sudah rapi\.\s+Tambahkan grafik omzet per kota\./),
  ).toBeVisible();
  await expect(main.getByText('88', { exact: true })).toBeVisible();
  await screenshots(page, 'assignments-practice-graded');

  // A graded task cannot be replaced.
  await main.getByRole('button', { name: 'Lihat Detail Tugas' }).click();
  await expect(main.getByRole('button', { name: 'Telusuri File' })).toHaveCount(0);
});

test('a learner opening /mentor gets the 403 state', async ({ page }) => {
  await signIn(page, DEMO.learner);
  await page.goto('/mentor');
  await expect(page.getByRole('heading', { name: 'Akses ditolak' })).toBeVisible();
  await screenshots(page, 'assignments-mentor-forbidden');
});
