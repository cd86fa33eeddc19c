import { expect as baseExpect, test } from '@playwright/test';
import { apiLogin, registerLearner, useSession } from './every-route.ts';
import { DEMO, screenshots } from '../support.ts';

/**
 * Live sessions (decision 288): a learner joins the seeded free class's cohort; an admin opens the
 * mentor area's 'Kehadiran', chooses the cohort's session and excuses the learner. An author of a
 * course of its own names a cohort's mentor, moves its session, drips an item and turns make-up on;
 * the mentor attaches the recording; the learner's player tells the truth about the webinar. Screens
 * at 375 and 1280 px: e2e/artifacts/screens/sessions-*.
 */
const expect = baseExpect.configure({ timeout: 20_000 });
const SLUG = 'kelas-gratis-menulis-cv-ats-friendly';

test("the mentor area's attendance sheet lists a cohort's learner and excuses them", async ({ page, request }) => {
  const learner = await registerLearner(request, 'Wulan Sesi');
  const auth = { authorization: `Bearer ${learner.token}` };
  const cohorts = (await (await request.get(`/api/course/${SLUG}/cohorts`)).json()) as { data: { id: number }[] };
  expect((await request.post(`/api/course/${SLUG}/join`, { headers: auth, data: { cohort_id: cohorts.data[0]!.id } })).status()).toBe(201);
  const admin = await apiLogin(request, DEMO.admin);
  await useSession(page, admin);
  await page.goto('/mentor/sesi');
  await expect(page.getByRole('heading', { name: 'Kehadiran Sesi' })).toBeVisible();
  const picker = page.getByLabel('Sesi', { exact: true });
  const value = await picker.locator('option', { hasText: 'Webinar Interaktif' }).first().getAttribute('value');
  await picker.selectOption(value!);
  const row = page.getByLabel('Status kehadiran Wulan Sesi');
  await expect(row).toBeVisible();
  await screenshots(page, 'sessions-mentor-sheet', { fits: true });
  await row.selectOption('excused');
  await expect(page.getByText('Kehadiran tersimpan.')).toBeVisible();
  await expect(row).toHaveValue('excused');
});

/** A wall-clock time in WIB `days` from now at `hour`:00, as a datetime-local input takes it. */
function wib(days: number, hour: number): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.now() + days * 86_400_000));
  return `${day}T${String(hour).padStart(2, '0')}:00`;
}

test("an author names the cohort's mentor, moves its session, drips an item and turns make-up on; the mentor attaches the recording; the learner sees it", async ({ page, request }) => {
  test.setTimeout(180_000);
  const admin = await apiLogin(request, DEMO.admin);
  const author = await apiLogin(request, DEMO.author);
  const asAdmin = { authorization: `Bearer ${admin.token}` };
  const ok = async <T>(res: Awaited<ReturnType<typeof request.get>>, what: string): Promise<T> => {
    expect(res.ok(), `${what}: ${res.status()} ${await res.text()}`).toBe(true);
    return ((await res.json()) as { data: T }).data;
  };
  // A free class of the author's with a webinar, a second-week text and a free package, published.
  const n = Date.now() % 100_000;
  const course = await ok<{ id: number; slug: string }>(
    await request.post('/api/admin/courses', { headers: asAdmin, data: { kind: 'free_class', title: `Kelas Langsung ${n}`, description: '<p>Kelas dengan sesi langsung.</p>' } }),
    'course',
  );
  await ok(await request.patch(`/api/admin/courses/${course.id}`, { headers: asAdmin, data: { thumbnail: 'thumbnails/belajar-analisis-data-dengan-python.svg' } }), 'thumbnail');
  const chapter = await ok<{ id: number }>(await request.post(`/api/admin/courses/${course.id}/chapters`, { headers: asAdmin, data: { title: 'Minggu 1' } }), 'chapter');
  const schedule = { webinar_link: 'https://meet.jit.si/kelas-langsung', starts_at: new Date(Date.now() + 2 * 86_400_000).toISOString(), ends_at: new Date(Date.now() + 2 * 86_400_000 + 3_600_000).toISOString() };
  const webinar = await ok<{ id: number }>(await request.post(`/api/admin/chapters/${chapter.id}/items`, { headers: asAdmin, data: { title: 'Webinar Pembuka', item_type: 'webinar', detail: { schedule } } }), 'webinar');
  const text = await ok<{ id: number }>(await request.post(`/api/admin/chapters/${chapter.id}/items`, { headers: asAdmin, data: { title: 'Materi Minggu 2', item_type: 'text', detail: { html: '<p>Minggu kedua.</p>' } } }), 'text');
  await ok(await request.post(`/api/admin/courses/${course.id}/packages`, { headers: asAdmin, data: { name: 'Gratis', prices: [{ price: 0 }] } }), 'package');
  await ok(await request.put(`/api/admin/courses/${course.id}/staff`, { headers: asAdmin, data: { author_ids: [author.user.id] } }), 'author');
  await ok(await request.post(`/api/admin/courses/${course.id}/publish`, { headers: asAdmin }), 'publish');
  const cohort = await ok<{ id: number }>(
    await request.post(`/api/admin/courses/${course.id}/cohorts`, {
      headers: asAdmin,
      data: { name: 'Angkatan Langsung', starts_at: new Date(Date.now() - 86_400_000).toISOString(), ends_at: new Date(Date.now() + 30 * 86_400_000).toISOString(), enrolment_deadline: new Date(Date.now() + 20 * 86_400_000).toISOString() },
    }),
    'cohort',
  );
  await ok(
    await request.post(`/api/admin/cohorts/${cohort.id}/sessions`, {
      headers: asAdmin,
      data: { title: 'Sesi Perdana', starts_at: schedule.starts_at, ends_at: schedule.ends_at, meeting_url: schedule.webinar_link, item_id: webinar.id },
    }),
    'session',
  );
  const learner = await registerLearner(request, 'Dewi Langsung');
  expect((await request.post(`/api/course/${course.slug}/join`, { headers: { authorization: `Bearer ${learner.token}` }, data: { cohort_id: cohort.id } })).status()).toBe(201);

  // The author: the cohort's mentor, then the session moved to yesterday evening (WIB).
  await useSession(page, author);
  await page.goto(`/studio/courses/${course.id}/angkatan`);
  const card = page.getByRole('article', { name: 'Angkatan Langsung' });
  await expect(card.getByText('Belum ada mentor angkatan')).toBeVisible();
  await card.getByRole('button', { name: 'Ubah' }).click();
  const form = page.getByRole('form', { name: 'Ubah' });
  await form.getByRole('group', { name: 'Mentor angkatan' }).getByLabel(/Budi Santoso/).check();
  await screenshots(page, 'sessions-studio-cohort-form', { fits: true });
  await form.getByRole('button', { name: 'Simpan' }).click();
  await expect(card.getByText('Mentor: Budi Santoso')).toBeVisible();

  await card.getByRole('button', { name: /^Sesi \(1\)$/ }).click();
  await card.getByRole('button', { name: 'Ubah sesi "Sesi Perdana"' }).click();
  const edit = page.getByRole('form', { name: 'Ubah sesi "Sesi Perdana"' });
  await edit.getByLabel('Judul sesi').fill('Sesi Perdana (Jadwal Baru)');
  await edit.getByLabel('Mulai (WIB)').fill(wib(-1, 19));
  await edit.getByLabel('Selesai (WIB)').fill(wib(-1, 21));
  await expect(edit.getByLabel('Materi webinar')).toHaveValue(String(webinar.id));
  await screenshots(page, 'sessions-studio-session-edit', { fits: true });
  await edit.getByRole('button', { name: 'Simpan Sesi' }).click();
  await expect(card.getByText('Sesi Perdana (Jadwal Baru)').first()).toBeVisible();
  await expect(card.getByText('Belum ada rekaman.')).toBeVisible();

  // Make-up on, and the second week's text opens 7 days after the cohort starts.
  await page.goto(`/studio/courses/${course.id}`);
  await page.getByRole('checkbox', { name: /^Rekaman menggantikan kehadiran/ }).check();
  await page.getByRole('checkbox', { name: /^Rekaman menggantikan kehadiran/ }).scrollIntoViewIfNeeded();
  await screenshots(page, 'sessions-studio-info-makeup', { fits: true });
  await page.getByRole('button', { name: 'Simpan Informasi' }).click();
  await expect(page.getByText('Informasi kelas disimpan.')).toBeVisible();
  await page.goto(`/studio/courses/${course.id}/items/${text.id}`);
  const drip = page.getByRole('group', { name: 'Jadwal buka' });
  await drip.getByLabel('Dibuka sekian hari setelah angkatan dimulai').check();
  await drip.getByLabel('Jumlah hari (0–3650)').fill('7');
  await screenshots(page, 'sessions-studio-item-drip', { fits: true });
  await page.getByRole('button', { name: 'Simpan Materi' }).click();
  await expect(page.getByText('Materi disimpan.')).toBeVisible();
  await page.goto(`/studio/courses/${course.id}/curriculum`);
  await expect(page.getByText('Dibuka 7 hari setelah mulai')).toBeVisible();
  await screenshots(page, 'sessions-studio-curriculum', { fits: true });

  // The cohort's mentor attaches the recording from 'Kehadiran'.
  const mentor = await apiLogin(request, DEMO.mentor);
  const mentorPage = await page.context().newPage();
  await useSession(mentorPage, mentor);
  await mentorPage.goto('/mentor/sesi');
  const picker = mentorPage.getByLabel('Sesi', { exact: true });
  const value = await picker.locator('option', { hasText: 'Sesi Perdana (Jadwal Baru)' }).first().getAttribute('value');
  await picker.selectOption(value!);
  await mentorPage.getByRole('button', { name: 'Lampirkan rekaman sesi "Sesi Perdana (Jadwal Baru)"' }).click();
  await mentorPage.getByLabel('Tautan rekaman (YouTube, Google Drive, Zoom…)').fill('https://www.youtube.com/watch?v=rekaman-sesi');
  await screenshots(mentorPage, 'sessions-mentor-recording', { fits: true });
  await mentorPage.getByRole('button', { name: 'Simpan Rekaman' }).click();
  await expect(mentorPage.getByRole('link', { name: 'Lihat rekaman' })).toHaveAttribute('href', 'https://www.youtube.com/watch?v=rekaman-sesi');
  await mentorPage.close();

  // The author's session row shows it.
  await page.goto(`/studio/courses/${course.id}/angkatan`);
  await page.getByRole('article', { name: 'Angkatan Langsung' }).getByRole('button', { name: /^Sesi \(1\)$/ }).click();
  await expect(page.getByRole('link', { name: 'Lihat rekaman' })).toBeVisible();
  await screenshots(page, 'sessions-studio-recording', { fits: true });

  // The learner: the webinar completes on attendance (no 'Selanjutnya'), the recording makes it up; week 2 waits.
  const learnerPage = await page.context().newPage();
  await useSession(learnerPage, learner);
  await learnerPage.goto(`/learning/${course.slug}?item=${webinar.id}`);
  await expect(learnerPage.getByText("Selesai saat kehadiranmu di sesi webinar ini tercatat, tanpa menekan 'Selanjutnya'.")).toBeVisible();
  // Under the webinar, and in 'Jadwal' beside its session.
  await expect(learnerPage.getByRole('link', { name: 'Tonton Rekaman' })).toHaveCount(2);
  await expect(learnerPage.getByText('Tidak bisa hadir? Menonton rekaman dihitung sebagai pengganti kehadiran.')).toBeVisible();
  await screenshots(learnerPage, 'sessions-learner-webinar', { fits: true });
  await learnerPage.close();
});
