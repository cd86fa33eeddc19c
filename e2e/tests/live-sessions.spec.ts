import { expect as baseExpect, test } from '@playwright/test';
import { apiLogin, registerLearner, useSession } from './every-route.ts';
import { DEMO, screenshots } from '../support.ts';

/**
 * Live sessions (decision 288): a learner joins the seeded free class's cohort; an admin opens the
 * mentor area's 'Kehadiran', chooses the cohort's session and excuses the learner. Screens at 375
 * and 1280 px: e2e/artifacts/screens/sessions-*.
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
