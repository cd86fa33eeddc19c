import { expect as baseExpect, test, type APIRequestContext } from '@playwright/test';
import { apiLogin, registerLearner, useSession, type Session } from './every-route.ts';
import { DEMO, screenshots } from '../support.ts';

/**
 * Reviews and ratings (decision 272): a learner who completed half of a course gives it four stars
 * in the player, and the course's page then shows the review with the new average and count; she
 * allowed it as a testimonial, the admin picks it in 'Ulasan' and the page quotes it (decision 283).
 * Screens of the reviews section at 375 and 1280 px: /tmp/reviews-shots/ (looked at by hand).
 */
const expect = baseExpect.configure({ timeout: 20_000 });
const bearer = (s: Session) => ({ authorization: `Bearer ${s.token}` });
const SHOTS = process.env.KELAS_REVIEW_SHOTS ?? '';

async function ok<T>(res: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  expect(res.ok(), `${what}: ${res.status()} ${await res.text()}`).toBe(true);
  return ((await res.json()) as { data: T }).data;
}

test('a learner halfway through leaves a 4-star review; the detail page shows it with the new average and count', async ({ page, request }) => {
  test.setTimeout(120_000);
  const admin = await apiLogin(request, DEMO.admin);
  const h = { headers: bearer(admin) };
  // A course of two texts, published by the admin: one complete is 50 %.
  const course = await ok<{ id: number; slug: string }>(
    await request.post('/api/admin/courses', { ...h, data: { kind: 'learning_video', title: `Kelas Ulasan ${Date.now()}`, description: '<p>Kelas untuk diulas.</p>' } }),
    'course',
  );
  await ok(await request.patch(`/api/admin/courses/${course.id}`, { ...h, data: { thumbnail: 'thumbnails/belajar-analisis-data-dengan-python.svg' } }), 'thumbnail');
  const chapter = await ok<{ id: number }>(await request.post(`/api/admin/courses/${course.id}/chapters`, { ...h, data: { title: 'Bab 1' } }), 'chapter');
  const items: number[] = [];
  for (const n of [1, 2]) {
    items.push((await ok<{ id: number }>(await request.post(`/api/admin/chapters/${chapter.id}/items`, { ...h, data: { title: `Teks ${n}`, item_type: 'text', detail: { html: `<p>Bagian ${n}</p>` } } }), 'item')).id);
  }
  await ok(await request.post(`/api/admin/courses/${course.id}/packages`, { ...h, data: { name: 'Reguler', benefits: [], prices: [{ price: 10_000 }] } }), 'package');
  await ok(await request.post(`/api/admin/courses/${course.id}/publish`, h), 'publish');

  const learner = await registerLearner(request, 'Rina Ulasan');
  await ok(await request.post(`/api/admin/users/${learner.user.id}/enrolments`, { ...h, data: { course_id: course.id, reason: 'Uji ulasan' } }), 'enrol');
  await ok(await request.post(`/api/course/items/${items[0]}/complete`, { headers: bearer(learner), data: { courseId: course.id, itemId: chapter.id, itemType: 'text' } }), 'complete');

  // Before: no reviews, no number.
  await page.goto(`/detail/learning-video/${course.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Belum ada ulasan').first()).toBeVisible();

  await useSession(page, learner);
  await page.goto(`/learning/${course.slug}`);
  const form = page.getByRole('region', { name: 'Beri Ulasan' });
  await expect(form).toBeVisible();
  await form.getByRole('radio', { name: '4 bintang' }).click();
  await form.getByLabel('Ulasan (opsional)').fill('Penjelasannya runtut dan contohnya dekat dengan pekerjaan.');
  await form.getByLabel('Izinkan ulasan ini ditampilkan sebagai testimoni').check();
  await form.getByRole('button', { name: 'Kirim Ulasan' }).click();
  await expect(page.getByRole('region', { name: 'Ulasan Kamu' })).toBeVisible();

  await page.goto(`/detail/learning-video/${course.slug}`);
  const section = page.getByRole('region', { name: 'ULASAN PESERTA' });
  await expect(section.getByText('4,0 dari 5 · 1 ulasan')).toBeVisible();
  const review = section.getByRole('article', { name: 'Rina Ulasan' });
  await expect(review.getByText('Penjelasannya runtut dan contohnya dekat dengan pekerjaan.')).toBeVisible();
  await expect(review.getByRole('img', { name: 'Rating 4,0 dari 5' })).toBeVisible();
  await expect(page.getByText('Rating peserta · 1 ulasan')).toBeVisible();
  // No testimonial until staff pick one (never invented ones).
  await expect(page.getByRole('heading', { name: 'TESTIMONI' })).toHaveCount(0);

  // The admin picks it in the console's 'Ulasan'; the page then quotes it with its stars (decision 283).
  await useSession(page, admin);
  await page.goto('/admin/reviews');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: "Jadikan ulasan Rina Ulasan testimoni" }).click();
  await expect(page.getByText('Testimoni ke-1 di halaman kelas').first()).toBeVisible();
  await screenshots(page, 'admin-reviews-testimonial', { fits: true });
  await page.goto(`/detail/learning-video/${course.slug}`);
  const quoted = page.getByRole('region', { name: 'TESTIMONI' });
  await expect(quoted.getByText('Penjelasannya runtut dan contohnya dekat dengan pekerjaan.')).toBeVisible();
  await expect(quoted.getByText('Rina Ulasan')).toBeVisible();
  await quoted.scrollIntoViewIfNeeded();
  // Not `fits`: the page's section links scroll sideways in their own strip on a phone, by design.
  await screenshots(page, 'detail-testimonials');

  if (SHOTS) {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await section.scrollIntoViewIfNeeded();
      await section.screenshot({ path: `${SHOTS}/detail-reviews-${width}.png` });
    }
    await page.goto(`/learning/${course.slug}`);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const own = page.getByRole('region', { name: 'Ulasan Kamu' });
      await own.scrollIntoViewIfNeeded();
      await own.screenshot({ path: `${SHOTS}/player-form-${width}.png` });
    }
    await page.goto('/detail/learning-video/belajar-analisis-data-dengan-python');
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const seeded = page.getByRole('region', { name: 'ULASAN PESERTA' });
      await seeded.scrollIntoViewIfNeeded();
      await seeded.screenshot({ path: `${SHOTS}/detail-seeded-${width}.png` });
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `${SHOTS}/detail-hero-${width}.png` });
    }
  }
});
