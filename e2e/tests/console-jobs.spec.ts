import { expect, test } from '@playwright/test';
import { DEMO, expectAxeClean, loginAs, screenshots } from '../support.ts';

/**
 * In a real browser, the admin opens the background-job queue from the console's
 * navigation and sees every job type with its counts (the order-expiry schedule runs every minute
 * on this server). Screens at 375 px and 1280 px, axe-clean.
 */
test('admin console: the job queue with counts per type and state', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await loginAs(page, DEMO.admin);
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Antrean Tugas' }).first().click();
  await expect(page.getByRole('heading', { name: 'Antrean tugas latar', level: 1 })).toBeVisible();
  for (const name of ['mail.deliver', 'payments.expire-orders']) await expect(page.getByRole('heading', { name, level: 3 })).toBeVisible();
  await expect(page.getByText('Tidak ada tugas yang gagal.')).toBeVisible();
  await screenshots(page, 'console-jobs');
  await expectAxeClean(page, '/admin/jobs');
});

/**
 * The failure list's layout and its retry button. This server's jobs do not fail, so the list
 * answer is a fixture in the page (the API's behaviour, retry included, is tested in
 * apps/api/src/modules/jobs/jobs.test.ts against a real database); the retry call goes to the
 * real server, which answers 404 for the fixture's id, shown as a toast.
 */
test('admin console: a failed job with its error and the retry button', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.route('**/api/admin/jobs/failed?**', (route) =>
    route.fulfill({
      json: {
        data: [
          {
            id: '5b1c7a4e-2f0d-4c56-9d61-0a8f3e2b9c17',
            name: 'mail.deliver',
            data: { outboxId: 42 },
            error: 'connect ECONNREFUSED 10.0.0.25:587',
            tries: 9,
            created_at: '2026-11-20T02:15:00.000Z',
            failed_at: '2026-11-21T07:40:12.000Z',
          },
        ],
        meta: { total: 1, page: 1, per_page: 20 },
      },
    }),
  );
  await loginAs(page, DEMO.admin);
  await page.goto('/admin/jobs');
  const card = page.getByRole('listitem').filter({ hasText: 'ECONNREFUSED' });
  await expect(card).toBeVisible();
  await expect(card.getByText('Percobaan: 9')).toBeVisible();
  await screenshots(page, 'console-jobs-failed');
  await expectAxeClean(page, '/admin/jobs (failed)');
  await card.getByRole('button', { name: /Coba lagi/ }).click();
  await expect(page.getByText('Tugas tidak ditemukan.')).toBeVisible();
});
