import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAxeClean, registerLearner, screenshots } from '../support.ts';

/**
 * The installable app and saved readings with the service worker allowed (the other journeys block it, decision
 * 205): the installed shell loads with the browser context offline, a saved reading opens from the
 * device, its completion is queued and sent when the network returns (checked on the server), and a
 * quiz refuses to start offline. A fresh learner claims the demo voucher's course, so other journeys
 * keep their progress.
 */
test.use({ serviceWorkers: 'allow' });

type Item = { item_id: number; title: string; item_type: string; is_complete: 0 | 1 };
type Activity = { course_slug: string; materials: { material_id: number; items: Item[] }[] };

const QUIZ_OFFLINE = 'Quiz tidak bisa dimulai saat offline. Sambungkan perangkatmu ke internet, lalu coba lagi.';

async function activityOf(request: APIRequestContext, token: string, slug: string): Promise<Activity> {
  const res = await request.get(`/api/course/${slug}/activity`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: Activity }).data;
}

const settled = (page: Page) => expect(page.getByRole('status', { name: 'Memuat materi' })).toHaveCount(0);

test('offline: installed shell, saved reading, queued completion sent when back online, quiz refused', async ({ page, context }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const stamp = Date.now();
  await registerLearner(page, { name: 'Rina Luring', email: `luring-${stamp}@example.com`, phone: `0813${String(stamp).slice(-8)}`, password: 'Kelas123!' });
  const token = (await page.evaluate(() => localStorage.getItem('token')))!;
  const auth = { authorization: `Bearer ${token}` };
  expect((await page.request.post('/api/course/claim', { headers: auth, data: { voucher_code: 'BERKARYA2026' } })).ok()).toBe(true);
  const programs = (await (await page.request.get('/api/course', { headers: auth })).json()) as { data: { slug: string }[] };
  const slug = programs.data[0]!.slug;
  const items = (await activityOf(page.request, token, slug)).materials.flatMap((m) => m.items);
  const reading = items.find((i) => i.item_type === 'reading')!;
  const quiz = items.find((i) => i.item_type === 'quiz')!;
  expect(reading, 'the course has a reading').toBeTruthy();
  expect(quiz, 'the course has a quiz').toBeTruthy();

  // The manifest is linked and the worker takes control after the first visit.
  await page.goto('/programmu');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await page.evaluate(async () => void (await navigator.serviceWorker.ready));
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 30_000 }).toBe(true);

  // Online: open the reading and save it for offline use.
  await page.goto(`/learning/${slug}?item=${reading.item_id}`);
  await settled(page);
  await expect(page.locator('.react-pdf__Page canvas')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Simpan offline' }).click();
  await expect(page.getByText('Tersedia offline', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Hapus dari offline' })).toBeVisible();
  await screenshots(page, 'offline-reading-saved');
  await expectAxeClean(page, '/learning (reading saved offline)');

  // Open the quiz online, so its intro is on screen when the network goes.
  await page.goto(`/learning/${slug}?item=${quiz.item_id}`);
  await settled(page);
  await expect(page.getByRole('button', { name: 'Mulai Quiz' })).toBeVisible();

  // Offline: the quiz refuses to start with the Indonesian message.
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Mulai Quiz' }).click();
  await expect(page.getByRole('alert').filter({ hasText: QUIZ_OFFLINE })).toBeVisible();
  await expect(page.getByText('Kamu sedang offline. Materi yang disimpan tetap bisa dibuka.')).toBeVisible();
  await screenshots(page, 'offline-quiz-refused');

  // Offline: a full load of Programmu comes from the installed shell and lists the saved reading.
  await page.goto('/programmu');
  await expect(page.getByRole('heading', { level: 1, name: 'Programmu' })).toBeVisible();
  const saved = page.getByRole('region', { name: 'Tersedia offline' });
  await expect(saved.getByText(reading.title)).toBeVisible();
  await screenshots(page, 'offline-programmu');
  await expectAxeClean(page, '/programmu offline');

  // Offline: the saved reading opens from the device, PDF included.
  await saved.getByRole('link', { name: `Buka: ${reading.title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/learning/${slug}\\?item=${reading.item_id}`));
  await settled(page);
  await expect(page.locator('.react-pdf__Page canvas')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Tersedia offline', { exact: true })).toBeVisible();

  // Offline: 'Selanjutnya' completes it on the device; the server does not know yet.
  await page.getByRole('button', { name: /^(Selanjutnya|Selesai)$/ }).click();
  await expect(page.getByText('1 materi selesai akan dikirim saat kembali online.')).toBeVisible();
  await screenshots(page, 'offline-player-queued');
  const before = (await activityOf(page.request, token, slug)).materials.flatMap((m) => m.items).find((i) => i.item_id === reading.item_id)!;
  expect(before.is_complete).toBe(0);

  // An item that is not saved says so.
  await page.goto(`/learning/${slug}?item=${quiz.item_id}`);
  await expect(page.getByRole('alert').filter({ hasText: QUIZ_OFFLINE })).toBeVisible();

  // Back online: the queued completion reaches the server.
  await context.setOffline(false);
  await expect
    .poll(async () => (await activityOf(page.request, token, slug)).materials.flatMap((m) => m.items).find((i) => i.item_id === reading.item_id)!.is_complete, { timeout: 20_000 })
    .toBe(1);
  await expect(page.getByText('1 materi selesai yang tertunda sudah dikirim.')).toBeVisible();
});

test('every spec route still loads through the service worker on reload; /api/ and files are not answered with the page', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(async () => void (await navigator.serviceWorker.ready));
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 30_000 }).toBe(true);
  for (const path of ['/detail/learning-video/tidak-ada', '/login', '/programmu/voucher-redeem', '/halaman-yang-tidak-ada']) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(200);
    await expect(page.locator('#root')).not.toBeEmpty();
  }
  const api = await page.evaluate(async () => {
    const r = await fetch('/api/tidak-ada');
    return { status: r.status, type: r.headers.get('content-type') };
  });
  expect(api.status).toBe(404);
  expect(api.type).toContain('application/json');
  const manifest = await page.evaluate(async () => (await fetch('/manifest.webmanifest')).json());
  expect(manifest).toMatchObject({ name: 'Kelas', lang: 'id', theme_color: '#1d4ed8', display: 'standalone' });
  expect(manifest.icons.map((i: { purpose: string; sizes: string }) => `${i.sizes} ${i.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
});
