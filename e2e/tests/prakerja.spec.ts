import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PRAKERJA_STAND_IN_URL } from '../prakerja-stand-in-env.ts';
import { DEMO, expectAxeClean, loginAs, screenshots } from '../support.ts';
import { apiLogin, registerLearner, useSession, type Session } from './every-route.ts';

/**
 * The whole programme journey: a learner redeems a programme code, passes the (stand-in) verification for
 * sequence 1, learns a session, is asked to verify sequence 2, finishes the post-test (999),
 * submits a practice task that a mentor grades; the admin view shows every report as sent.
 * The programme is the loopback stand-in the global setup starts (decision 196).
 */
const SPEAKING = 'rekaman-webinar-public-speaking';
const COURSE_CODE = 'KLS-SPEAK-E2E';

type StudioItem = { id: number; title: string; item_type: string; version: number };
type StudioChapter = { id: number; title: string; version: number; items: StudioItem[] };
type StudioCourse = { id: number; slug: string; version: number; chapters: StudioChapter[] };

const bearer = (s: Session) => ({ authorization: `Bearer ${s.token}` });

async function ok<T>(res: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  expect(res.ok(), `${what}: ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/** The studio sets the programme course code and the sessions (decision 191): chapter 1 → 1, chapter 2 → 2, practice → TPM 2, post-test → 999. */
async function prepareCourse(request: APIRequestContext, admin: Session): Promise<{ course: StudioCourse; practice: StudioItem; postTest: StudioItem }> {
  const list = await ok<{ data: { id: number; slug: string }[] }>(await request.get(`/api/admin/courses?search=${SPEAKING}`, { headers: bearer(admin) }), 'courses');
  const id = list.data.find((c) => c.slug === SPEAKING)!.id;
  let course = (await ok<{ data: StudioCourse }>(await request.get(`/api/admin/courses/${id}`, { headers: bearer(admin) }), 'course')).data;
  await ok(await request.patch(`/api/admin/courses/${id}`, { headers: bearer(admin), data: { prakerja_course_code: COURSE_CODE, version: course.version } }), 'course code');
  const [ch1, ch2] = course.chapters;
  for (const [chapter, sequence] of [[ch1!, 1], [ch2!, 2]] as const) {
    await ok(await request.patch(`/api/admin/chapters/${chapter.id}`, { headers: bearer(admin), data: { title: chapter.title, prakerja_sequence: sequence, version: chapter.version } }), 'chapter');
  }
  const all = course.chapters.flatMap((c) => c.items);
  const practice = all.find((i) => i.item_type === 'practice' && course.chapters.at(-1)!.items.includes(i))!;
  const postTest = all.find((i) => i.title === 'Post Test')!;
  for (const [item, sequence] of [[practice, 2], [postTest, 999]] as const) {
    await ok(await request.patch(`/api/admin/items/${item.id}`, { headers: bearer(admin), data: { prakerja_sequence: sequence, version: item.version } }), 'item');
  }
  course = (await ok<{ data: StudioCourse }>(await request.get(`/api/admin/courses/${id}`, { headers: bearer(admin) }), 'course')).data;
  return { course, practice, postTest };
}

/** On the stand-in's verification page: pass it; the programme sends the learner back to Kelas's callback. */
async function passVerification(page: Page, sequence: number) {
  await expect(page).toHaveURL(new RegExp(`^${PRAKERJA_STAND_IN_URL}/oauth/verify`));
  await expect(page.getByText(`Sesi ${sequence}`)).toBeVisible();
  await page.getByRole('button', { name: 'Verifikasi' }).click();
}

test('a programme learner redeems, verifies each session, finishes the post-test, and the graded task is reported', async ({ page, request, browser }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const admin = await apiLogin(request, DEMO.admin);
  const { course, practice, postTest } = await prepareCourse(request, admin);
  const code = `PRAT-E2E${Date.now().toString(36).toUpperCase().slice(-6)}`;
  await ok(await request.post(`${PRAKERJA_STAND_IN_URL}/__control/codes`, { data: { code, courseCode: COURSE_CODE } }), 'stand-in code');

  const learner = await registerLearner(request, 'Sari Prakerja');
  await useSession(page, learner);

  // 1. Redeem: 'Redeem Voucher' leads to the programme's own page.
  await page.goto('/programmu/voucher-redeem');
  await page.getByRole('link', { name: 'Tukar kode redeem Prakerja' }).click();
  await expect(page).toHaveURL(/\/prakerja\/redeem$/);
  await expect(page.getByRole('heading', { name: 'Tukar Kode Redeem Prakerja' })).toBeVisible();
  await screenshots(page, 'prakerja-redeem');
  await expectAxeClean(page, 'prakerja redeem');
  // An unknown code: the programme's reason under the field, nothing granted.
  await page.getByLabel('Kode Redeem Prakerja').fill('PRAT-TIDAKADA');
  await page.getByRole('button', { name: 'Tukarkan' }).click();
  await expect(page.getByText('Kode redeem tidak ditemukan di Prakerja. Periksa kembali kode yang kamu terima.')).toBeVisible();
  await screenshots(page, 'prakerja-redeem-error');
  await page.getByLabel('Kode Redeem Prakerja').fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Tukarkan' }).click();

  // 2. Sequence 1 on the programme's page, back through the callback into the player.
  await passVerification(page, 1);
  await expect(page).toHaveURL(new RegExp(`/learning/${SPEAKING}`), { timeout: 20_000 });
  await expect(page.getByText('Kode redeem berhasil ditukarkan').or(page.getByText('Kehadiran terverifikasi.')).first()).toBeVisible();

  // 3. Learn a session-1 item: it opens and can be completed.
  const [ch1, ch2] = course.chapters;
  await page.goto(`/learning/${SPEAKING}?item=${ch1!.items[0]!.id}`);
  await expect(page.getByRole('status', { name: 'Memuat materi' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Verifikasi Kehadiran Prakerja' })).toHaveCount(0);

  // 4. A session-2 item asks for the programme's verification first.
  const session2 = ch2!.items[0]!;
  await page.goto(`/learning/${SPEAKING}?item=${session2.id}`);
  await expect(page.getByRole('heading', { name: 'Verifikasi Kehadiran Prakerja' })).toBeVisible();
  await expect(page.getByText('Sesi 2 memerlukan verifikasi kehadiran di Prakerja')).toBeVisible();
  await screenshots(page, 'prakerja-attendance-gate');
  await expectAxeClean(page, 'prakerja attendance gate');
  await page.getByRole('button', { name: 'Verifikasi Sekarang' }).click();
  await passVerification(page, 2);
  await expect(page).toHaveURL(new RegExp(`/learning/${SPEAKING}\\?item=${session2.id}`), { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Verifikasi Kehadiran Prakerja' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: session2.title }).first()).toBeVisible();

  // 5. The post-test (999): verified, then finished.
  await page.goto(`/learning/${SPEAKING}?item=${postTest.id}`);
  await expect(page.getByText('Post-test memerlukan verifikasi kehadiran di Prakerja')).toBeVisible();
  await page.getByRole('button', { name: 'Verifikasi Sekarang' }).click();
  await passVerification(page, 999);
  await expect(page).toHaveURL(new RegExp(`/learning/${SPEAKING}\\?item=${postTest.id}`), { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Verifikasi Kehadiran Prakerja' })).toHaveCount(0);
  const postTestChapter = course.chapters.find((c) => c.items.some((i) => i.id === postTest.id))!;
  const active = await ok<{ data: { detail: { quiz_material_id: number } } }>(
    await request.post(`/api/course/items/${postTest.id}/active`, { headers: bearer(learner), data: { courseId: course.id, itemId: postTestChapter.id, itemType: 'quiz' } }),
    'post-test',
  );
  const attempt = await ok<{ data: { log_id: number; quizzes: { id: number; answers: { id: number }[] }[] } }>(
    await request.post('/api/course/quiz/question', { headers: bearer(learner), data: { material_id: postTest.id, quiz_material_id: active.data.detail.quiz_material_id } }),
    'quiz start',
  );
  for (const q of attempt.data.quizzes) {
    await ok(await request.post('/api/course/quiz/answer', { headers: bearer(learner), data: { log_id: attempt.data.log_id, quiz_id: q.id, answer_id: q.answers[0]!.id } }), 'answer');
  }
  await ok(await request.post('/api/course/quiz/finish', { headers: bearer(learner), data: { log_id: attempt.data.log_id } }), 'quiz finish');

  // 6. The practice task (TPM 2): submitted by the learner, graded by staff.
  const asset = await request.get(`/storage/documents/${SPEAKING}/aset-tpm-1.pdf`);
  expect(asset.ok(), 'seeded assignment asset').toBe(true);
  const upload = await ok<{ data: { assignment_log: { task_url: string } } }>(
    await request.post('/api/course/practice/assignment', {
      headers: bearer(learner),
      multipart: { material_id: String(practice.id), file: { name: 'Presentasi Sari.pdf', mimeType: 'application/pdf', buffer: await asset.body() } },
    }),
    'assignment upload',
  );
  const submissionId = Number(upload.data.assignment_log.task_url.split('/').at(-2));
  await ok(await request.post(`/api/mentor/submissions/${submissionId}/grade`, { headers: bearer(admin), data: { score: 88, feedback: 'Struktur PREP sudah jelas; perbanyak kontak mata.' } }), 'grade');

  // 7. The programme holds the attendance and the TPM with its feedback.
  await expect
    .poll(async () => (await (await request.get(`${PRAKERJA_STAND_IN_URL}/__control/codes/${code}`)).json()) as unknown, { timeout: 30_000 })
    .toMatchObject({ attended: [1, 2, 999], submissions: { 'tpm:2': { assignment: 2, feedback: 1, feedbacks: ['Struktur PREP sudah jelas; perbanyak kontak mata.'] } } });

  // 8. The admin view shows every report as sent.
  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const adminPage = await adminContext.newPage();
  await loginAs(adminPage, DEMO.admin);
  await adminPage.goto('/admin/prakerja');
  await adminPage.getByLabel('Nama, email, atau kode redeem').fill(learner.user.email);
  await adminPage.getByRole('button', { name: 'Cari' }).click();
  const card = adminPage.getByRole('article', { name: /Sari Prakerja/ });
  await expect(card).toBeVisible();
  await expect(card.getByText('Terdaftar')).toBeVisible();
  await expect(card.getByText('Post-test')).toBeVisible();
  await expect(card.getByText('Terkirim', { exact: true })).toHaveCount(1);
  await expect(card.getByText('Gagal', { exact: true })).toHaveCount(0);
  await expect(card.getByText('Menunggu', { exact: true })).toHaveCount(0);
  await screenshots(adminPage, 'prakerja-admin');
  await expectAxeClean(adminPage, 'prakerja admin view');
  await adminContext.close();
});
