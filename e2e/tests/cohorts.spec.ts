import { expect as baseExpect, test } from '@playwright/test';
import { apiLogin, registerLearner, useSession } from './every-route.ts';
import { DEMO, screenshots } from '../support.ts';

/**
 * Cohorts (decision 285): a learner picks the seeded free class's open cohort on its page, joins it
 * with 'Daftar Sekarang' and sees 'Jadwal' in the player; an author adds a cohort in the studio's
 * 'Angkatan' tab. Screens at 375 and 1280 px: e2e/artifacts/screens/cohorts-*.
 */
const expect = baseExpect.configure({ timeout: 20_000 });
const SLUG = 'kelas-gratis-menulis-cv-ats-friendly';

test('a learner joins a free class in its open cohort and sees the schedule; an author adds a cohort', async ({ page, request }) => {
  const learner = await registerLearner(request, 'Sari Angkatan');
  await useSession(page, learner);
  await page.goto(`/detail/free-class/${SLUG}`);
  const picker = page.getByRole('region', { name: 'Pilih Angkatan' });
  await expect(picker).toBeVisible();
  await picker.getByRole('radio', { name: /Angkatan Perdana/ }).click();
  await expect(picker.getByRole('radio', { name: /Angkatan Perdana/ })).toHaveAttribute('aria-checked', 'true');
  // The detail page's chip bar scrolls sideways by design: the width check is for the player and the studio.
  await screenshots(page, 'cohorts-picker');
  await picker.getByRole('button', { name: 'Daftar Sekarang' }).click();

  await expect(page).toHaveURL(new RegExp(`/learning/${SLUG}`));
  const schedule = page.getByRole('region', { name: 'Jadwal' });
  await expect(schedule).toBeVisible();
  await expect(schedule.getByText('Angkatan: Angkatan Perdana')).toBeVisible();
  await expect(schedule.getByRole('timer')).toContainText('Dimulai dalam');
  await expect(schedule.getByRole('button', { name: 'Tambah ke Kalender' }).first()).toBeVisible();
  await screenshots(page, 'cohorts-schedule', { fits: true });

  await page.goto('/programmu');
  await expect(page.getByText('Jadwal', { exact: true }).first()).toBeVisible();

  // The author's side: the studio's 'Angkatan' tab of the same course.
  const admin = await apiLogin(request, DEMO.admin);
  const found = (await (await request.get(`/api/courses/${SLUG}`)).json()) as { data: { id: number } };
  await useSession(page, admin);
  await page.goto(`/studio/courses/${found.data.id}/angkatan`);
  await expect(page.getByRole('heading', { name: 'Angkatan', level: 2 })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Angkatan Perdana' })).toBeVisible();
  await page.getByRole('button', { name: 'Tambah Angkatan' }).click();
  const name = `Angkatan Uji ${Date.now() % 100000}`;
  await page.getByLabel('Nama angkatan').fill(name);
  await page.getByLabel(/^Mulai/).fill('2030-03-02T19:00');
  await page.getByLabel(/^Selesai/).fill('2030-03-30T21:00');
  await page.getByLabel(/^Batas pendaftaran/).fill('2030-03-01T23:00');
  await page.getByLabel('Kapasitas').fill('25');
  await page.getByRole('button', { name: 'Simpan' }).click();
  const added = page.getByRole('article', { name });
  await expect(added).toBeVisible();
  await expect(added.getByText('0/25 kursi')).toBeVisible();
  await screenshots(page, 'cohorts-studio', { fits: true });
});
