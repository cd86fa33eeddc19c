import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiLogin, registerLearner, useSession, type Session } from './every-route.ts';
import { DEMO, screenshots } from '../support.ts';

/**
 * A live cohort from the first click to the last (decisions 285, 288): an admin builds a free class
 * of two webinars, opens a cohort of it in the studio's 'Angkatan' tab with two sessions (one about
 * to start, one already over); a new learner joins the cohort for free, sees 'Jadwal' with its
 * countdown, downloads a session's calendar file, joins the first session through 'Gabung Webinar'
 * (the join is recorded), misses the second (it ended before she came: the mentor marks her absent
 * by hand) and the mentor's 'Kehadiran' page attaches its recording; the sheet shows the learner
 * present at one and absent at the other; the recording
 * makes up for the absence, and both webinars end complete. Screens at 375 and 1280 px:
 * e2e/artifacts/screens/cohort-journey-*.
 */
const expect = baseExpect.configure({ timeout: 20_000 });
const bearer = (s: Session) => ({ authorization: `Bearer ${s.token}` });
/** The meeting tool, answered here: the sandbox reaches no outside address. */
const MEETING = 'https://meet.kelas.test';
const MIN = 60_000;
/** A moment as the studio's inputs take it: the academy's zone (WIB, UTC+7), to the minute. */
const wib = (ms: number) => new Date(ms + 7 * 60 * MIN).toISOString().slice(0, 16);

async function ok<T>(res: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  expect(res.ok(), `${what}: ${res.status()} ${await res.text()}`).toBe(true);
  return ((await res.json()) as { data: T }).data;
}

/** Fills one session's form in the cohort's card and saves it. */
async function addSession(page: Page, cohort: ReturnType<Page['getByRole']>, s: { title: string; startsAt: number; endsAt: number; link: string; item: string }) {
  await cohort.getByRole('button', { name: 'Tambah Sesi' }).click();
  const form = cohort.getByRole('form', { name: 'Tambah Sesi' });
  await form.getByLabel('Judul sesi').fill(s.title);
  await form.getByLabel(/^Mulai/).fill(wib(s.startsAt));
  await form.getByLabel(/^Selesai/).fill(wib(s.endsAt));
  await form.getByLabel(/^Tautan meeting/).fill(s.link);
  await form.getByLabel('Materi webinar').selectOption({ label: s.item });
  await form.getByRole('button', { name: 'Tambah Sesi' }).click();
  await expect(cohort.getByText(s.title, { exact: true }).first()).toBeVisible();
}

test('an admin opens a cohort with two sessions; a learner joins, attends one, makes up the other from its recording', async ({ page, request }) => {
  test.setTimeout(180_000);
  await page.context().route(`${MEETING}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Rapat</title><h1>Ruang rapat</h1>' }));
  const admin = await apiLogin(request, DEMO.admin);
  const h = { headers: bearer(admin) };
  const stamp = Date.now();
  const title = `Kelas Gratis Angkatan ${stamp % 1_000_000}`;

  // The course: a free class of an introduction and two webinars, whose recordings make up for an absence.
  const course = await ok<{ id: number; slug: string }>(await request.post('/api/admin/courses', { ...h, data: { kind: 'free_class', title, description: '<p>Dua sesi langsung.</p>' } }), 'course');
  await ok(await request.patch(`/api/admin/courses/${course.id}`, { ...h, data: { thumbnail: 'thumbnails/belajar-analisis-data-dengan-python.svg', recording_makeup: true } }), 'course settings');
  const chapter = await ok<{ id: number }>(await request.post(`/api/admin/courses/${course.id}/chapters`, { ...h, data: { title: 'Bab 1' } }), 'chapter');
  await ok(await request.post(`/api/admin/chapters/${chapter.id}/items`, { ...h, data: { title: 'Pengantar', item_type: 'text', detail: { html: '<p>Selamat datang.</p>' } } }), 'text');
  const schedule = { webinar_link: `${MEETING}/umum`, starts_at: new Date(stamp).toISOString(), ends_at: new Date(stamp + 60 * MIN).toISOString() };
  const webinarIds: number[] = [];
  for (const name of ['Sesi 1: Pembukaan', 'Sesi 2: Praktik']) {
    webinarIds.push((await ok<{ id: number }>(await request.post(`/api/admin/chapters/${chapter.id}/items`, { ...h, data: { title: name, item_type: 'webinar', detail: { schedule } } }), name)).id);
  }
  await ok(await request.post(`/api/admin/courses/${course.id}/packages`, { ...h, data: { name: 'Kelas Gratis', benefits: [], prices: [{ price: 0 }] } }), 'package');
  await ok(await request.post(`/api/admin/courses/${course.id}/publish`, h), 'publish');

  await test.step("the admin opens a cohort with two sessions in the studio's 'Angkatan'", async () => {
    await useSession(page, admin);
    await page.goto(`/studio/courses/${course.id}/angkatan`);
    await page.getByRole('button', { name: 'Tambah Angkatan' }).click();
    await page.getByLabel('Nama angkatan').fill('Angkatan Desember');
    await page.getByLabel(/^Mulai/).fill(wib(stamp - 4 * 60 * MIN));
    await page.getByLabel(/^Selesai/).fill(wib(stamp + 30 * 24 * 60 * MIN));
    await page.getByLabel(/^Batas pendaftaran/).fill(wib(stamp + 24 * 60 * MIN));
    await page.getByLabel('Kapasitas').fill('20');
    await page.getByRole('button', { name: 'Simpan' }).click();
    const cohort = page.getByRole('article', { name: 'Angkatan Desember' });
    await expect(cohort.getByText('0/20 kursi')).toBeVisible();
    await cohort.getByRole('button', { name: /^Sesi \(/ }).click();
    // One starts in ten minutes (its link opens 15 minutes before), one ended two hours ago.
    await addSession(page, cohort, { title: 'Pembukaan Langsung', startsAt: stamp + 10 * MIN, endsAt: stamp + 70 * MIN, link: `${MEETING}/sesi-1`, item: 'Sesi 1: Pembukaan' });
    await addSession(page, cohort, { title: 'Praktik Bersama', startsAt: stamp - 3 * 60 * MIN, endsAt: stamp - 2 * 60 * MIN, link: `${MEETING}/sesi-2`, item: 'Sesi 2: Praktik' });
    await screenshots(page, 'cohort-journey-studio', { fits: true });
  });

  const learner = await registerLearner(request, 'Dewi Angkatan');
  await test.step("the learner joins the cohort for free and sees 'Jadwal' with a countdown and a calendar file", async () => {
    await useSession(page, learner);
    await page.goto(`/detail/free-class/${course.slug}`);
    const picker = page.getByRole('region', { name: 'Pilih Angkatan' });
    await picker.getByRole('radio', { name: /Angkatan Desember/ }).click();
    await picker.getByRole('button', { name: 'Daftar Sekarang' }).click();
    await expect(page).toHaveURL(new RegExp(`/learning/${course.slug}`));
    const card = page.getByRole('region', { name: 'Jadwal' });
    await expect(card.getByText('Angkatan: Angkatan Desember')).toBeVisible();
    await expect(card.getByRole('timer')).toContainText('Dimulai dalam');
    // The session's window is open: 'Jadwal' itself offers the learner's join link.
    await expect(card.getByRole('link', { name: 'Gabung Webinar' })).toHaveAttribute('href', /\/api\/course\/sessions\/\d+\/join\?user=/);
    const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: 'Tambah ke Kalender' }).first().click()]);
    const ics = await download.createReadStream().then(async (stream) => {
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks).toString('utf8');
    });
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain('SUMMARY:Pembukaan Langsung');
    await screenshots(page, 'cohort-journey-schedule', { fits: true });
  });

  await test.step("the learner joins the first session through 'Gabung Webinar'; the join is recorded", async () => {
    await page.goto(`/learning/${course.slug}?item=${webinarIds[0]}`);
    const view = page.getByRole('region', { name: 'Sesi 1: Pembukaan' });
    await expect(view.getByText('Pembukaan Langsung', { exact: false })).toBeVisible();
    const [meeting] = await Promise.all([page.waitForEvent('popup'), view.getByRole('link', { name: 'Gabung Webinar' }).click()]);
    await expect(meeting).toHaveURL(`${MEETING}/sesi-1`);
    await meeting.close();
    await expect(view.getByText('Kehadiranmu: Hadir')).toBeVisible();
    // The join completed the webinar on the server: the player's progress follows without a reload.
    await expect(page.getByRole('progressbar', { name: 'Progress Kelas' }).first()).toHaveAttribute('aria-valuenow', '33');
    await screenshots(page, 'cohort-journey-joined', { fits: true });
  });

  await test.step("the mentor's sheet shows both sessions; the missed one gets its recording", async () => {
    await useSession(page, admin);
    await page.goto('/mentor/sesi');
    const picker = page.getByLabel('Sesi', { exact: true });
    const first = await picker.locator('option', { hasText: 'Pembukaan Langsung' }).first().getAttribute('value');
    await picker.selectOption(first!);
    await expect(page.getByLabel('Status kehadiran Dewi Angkatan')).toHaveValue('present');
    const second = await picker.locator('option', { hasText: 'Praktik Bersama' }).first().getAttribute('value');
    await picker.selectOption(second!);
    // She enrolled after this session ended: nothing is recorded for her; the mentor marks her absent by hand.
    const row = page.getByLabel('Status kehadiran Dewi Angkatan');
    await expect(row).not.toHaveValue('absent');
    await row.selectOption('absent');
    await expect(page.getByText('Kehadiran tersimpan.')).toBeVisible();
    await expect(row).toHaveValue('absent');
    await page.getByRole('button', { name: 'Lampirkan Rekaman' }).click();
    await page.getByLabel(/^Tautan rekaman/).fill(`${MEETING}/rekaman-2`);
    await page.getByRole('button', { name: 'Simpan Rekaman' }).click();
    await expect(page.getByText('Rekaman disimpan. Peserta angkatan bisa menontonnya.')).toBeVisible();
    await screenshots(page, 'cohort-journey-sheet', { fits: true });
  });

  await test.step('the learner watches the recording of the missed session; both webinars are complete', async () => {
    await useSession(page, learner);
    await page.goto(`/learning/${course.slug}?item=${webinarIds[1]}`);
    const view = page.getByRole('region', { name: 'Sesi 2: Praktik' });
    await expect(view.getByText('Menonton rekaman dihitung sebagai pengganti kehadiran.')).toBeVisible();
    const [recording] = await Promise.all([page.waitForEvent('popup'), view.getByRole('link', { name: 'Tonton Rekaman' }).click()]);
    await expect(recording).toHaveURL(`${MEETING}/rekaman-2`);
    await recording.close();
    await expect(view.getByText('Kehadiranmu: Izin')).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Progress Kelas' }).first()).toHaveAttribute('aria-valuenow', '66');
    await screenshots(page, 'cohort-journey-recording', { fits: true });
    const activity = await ok<{ materials: { items: { item_id: number; is_complete: 0 | 1 }[] }[] }>(await request.get(`/api/course/${course.slug}/activity`, { headers: bearer(learner) }), 'activity');
    const items = activity.materials.flatMap((m) => m.items);
    expect(items.filter((i) => webinarIds.includes(i.item_id)).map((i) => i.is_complete)).toEqual([1, 1]);
  });
});
