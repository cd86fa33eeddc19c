import { expect as baseExpect, test } from '@playwright/test';
import { activityOf, apiLogin, grantCourse, PYTHON, registerLearner, useSession, type Session } from './every-route.ts';
import { DEMO, latestMail, screenshots } from '../support.ts';

/**
 * Questions and answers (decision 277): a learner asks on a reading in the player's 'Diskusi'; the
 * demo mentor (who teaches the Python course) finds it in 'Pertanyaan' and answers; the learner sees
 * the bell count, opens the answer from the notification and accepts it; an admin bans and un-bans
 * her (decisions 282, 284). Screens of the panel, the inbox, the moderation queue and its bans at
 * 375 and 1280 px, nothing wider than the screen.
 */
const expect = baseExpect.configure({ timeout: 20_000 });
const bearer = (s: Session) => ({ authorization: `Bearer ${s.token}` });

test('a learner asks on a reading; the mentor answers from the inbox; the learner is notified and accepts the answer', async ({ page, request }) => {
  test.setTimeout(120_000);
  const learner = await registerLearner(request, 'Sinta Bertanya');
  await grantCourse(request, learner, PYTHON);
  const reading = (await activityOf(request, learner, PYTHON)).materials.flatMap((m) => m.items).find((i) => i.item_type === 'reading')!;
  const [mentor, admin] = [await apiLogin(request, DEMO.mentor), await apiLogin(request, DEMO.admin)];
  const body = `Di halaman 2, apa bedanya list dan tuple? (${Date.now()})`;

  // The learner asks under the reading.
  await page.setViewportSize({ width: 1280, height: 800 });
  await useSession(page, learner);
  await page.goto(`/learning/${PYTHON}?item=${reading.item_id}`);
  const panel = page.getByRole('region', { name: 'Diskusi' });
  // The studio's rich-text editor (decision 284): bold text stays bold on the question's card.
  const editor = panel.getByRole('textbox', { name: 'Pertanyaanmu' });
  await editor.fill(body);
  await editor.press('End');
  await panel.getByRole('button', { name: 'Tebal' }).click();
  await editor.pressSequentially(' penting');
  await panel.getByRole('button', { name: 'Kirim Pertanyaan' }).click();
  const asked = panel.getByRole('article', { name: 'Sinta Bertanya' }).filter({ hasText: body });
  await expect(asked).toBeVisible();
  await expect(asked.locator('strong', { hasText: 'penting' })).toBeVisible();
  await expect(panel.getByRole('textbox', { name: 'Pertanyaanmu' })).toHaveText('');
  await asked.scrollIntoViewIfNeeded();
  await screenshots(page, 'diskusi-panel', { fits: true });

  // The mentor was told (decision 282), then finds it in 'Pertanyaan' (oldest first, with its age) and answers on its page.
  const told = await request.get('/api/notifications', { headers: bearer(mentor) });
  expect((await told.json()).data.map((n: { title: string }) => n.title)).toContain('Sinta Bertanya bertanya di Belajar Analisis Data dengan Python');
  await useSession(page, mentor);
  await page.goto('/mentor');
  await page.getByRole('link', { name: 'Pertanyaan', exact: true }).click();
  await expect(page).toHaveURL('/mentor/pertanyaan');
  const waiting = page.getByRole('article', { name: 'Sinta Bertanya' }).filter({ hasText: body });
  await expect(waiting).toContainText(/menunggu \d+ menit/);
  await screenshots(page, 'mentor-inbox', { fits: true });
  const answeredAt = Date.now();
  await waiting.getByRole('link', { name: 'Jawab' }).click();
  await expect(page).toHaveURL(/\/diskusi\/\d+$/);
  const questionId = Number(new URL(page.url()).pathname.split('/').pop());
  await page.getByRole('textbox', { name: 'Jawabanmu' }).fill('List bisa diubah, tuple tidak: pakai tuple untuk data yang tetap.');
  await page.getByRole('button', { name: 'Kirim Jawaban' }).click();
  const answer = page.getByRole('article', { name: mentor.user.name });
  await expect(answer.getByText('Mentor', { exact: true })).toBeVisible();
  expect(await latestMail(learner.user.email, answeredAt - 1000)).toContain('Lihat Jawaban');

  // The learner sees the bell's count, opens the answer from the notification and accepts it.
  await useSession(page, learner);
  await page.goto('/programmu');
  await page.getByRole('link', { name: 'Notifikasi, 1 belum dibaca' }).click();
  await page.getByRole('link', { name: /menjawab pertanyaanmu/ }).click();
  await expect(page).toHaveURL(`/diskusi/${questionId}`);
  const mentorAnswer = page.getByRole('article', { name: mentor.user.name });
  await mentorAnswer.getByRole('button', { name: 'Terima Jawaban' }).click();
  await expect(mentorAnswer.getByText('Jawaban diterima')).toBeVisible();
  await expect(mentorAnswer.getByRole('button', { name: 'Terima Jawaban' })).toHaveCount(0);

  // The moderation queue, with this question reported (by the mentor, through the API).
  const reported = await request.post(`/api/posts/question/${questionId}/report`, { headers: bearer(mentor), data: { reason: 'Uji antrean moderasi' } });
  expect(reported.ok(), await reported.text()).toBe(true);
  await useSession(page, admin);
  await page.goto('/admin/diskusi');
  await expect(page.getByRole('heading', { name: 'Diskusi Dilaporkan', level: 1 })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Pertanyaan Sinta Bertanya' }).first()).toContainText('Uji antrean moderasi');
  await screenshots(page, 'moderation-queue', { fits: true });

  // Who is banned where, and lifting it (decision 282).
  const courseId = ((await (await request.get(`/api/courses/${PYTHON}`)).json()) as { data: { id: number } }).data.id;
  const banned = await request.post(`/api/admin/courses/${courseId}/posting-bans`, { headers: bearer(admin), data: { user_id: learner.user.id, reason: 'Uji larangan posting' } });
  expect(banned.status(), await banned.text()).toBe(201);
  await page.reload();
  const bans = page.getByRole('region', { name: 'Dilarang Posting' });
  const lift = bans.getByRole('button', { name: /^Cabut Larangan: Sinta Bertanya/ }).first();
  await expect(lift).toBeVisible();
  await lift.scrollIntoViewIfNeeded();
  await screenshots(page, 'moderation-bans', { fits: true });
  page.once('dialog', (d) => void d.accept());
  await lift.click();
  await expect(bans.getByText(learner.user.email)).toHaveCount(0);
});
