import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, expectAxeClean, loginAs, registerLearner, screenshots } from '../support.ts';

/**
 * The console's people screens in a real browser: the admin finds the demo learner, grants a course
 * with a reason, exports the learner's data (UU PDP), deactivates a learner registered here (who
 * is then logged out and cannot log in), invites an author, and finds those actions in the audit
 * log. Screens at 1280 px and 375 px, axe-clean (no serious or critical violations).
 */


async function openLearner(page: Page, email: string) {
  await page.goto('/admin/learners');
  await page.getByLabel('Nama, email, atau nomor HP').fill(email);
  await page.getByRole('button', { name: 'Cari' }).click();
  // The list before the search is already a table: wait until it is the search's answer.
  const first = page.getByRole('table').getByRole('row').nth(1);
  await expect(first).toContainText(email);
  await first.getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test('admin console, people: learners, UU PDP export, deactivation, staff invitation, audit log', async ({ page, browser }) => {
  test.setTimeout(600_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const stamp = Date.now();

  // A learner who registers now (and will be deactivated), in a browser of their own.
  const learnerContext = await browser.newContext();
  const learnerPage = await learnerContext.newPage();
  const leaving = { name: 'Peserta Nonaktif', email: `nonaktif-${stamp}@example.com`, phone: '081234567890', password: 'Nonaktif#2026' };
  await registerLearner(learnerPage, leaving);

  await loginAs(page, DEMO.admin);

  // 1. Find the demo learner and grant a course with a reason.
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Peserta' }).first().click();
  await expect(page.getByRole('heading', { name: 'Peserta', level: 1 })).toBeVisible();
  await screenshots(page, 'console-learners');
  await expectAxeClean(page, '/admin/learners');
  await openLearner(page, DEMO.learner);
  await expect(page.getByRole('heading', { name: 'Kelas & Progres' })).toBeVisible();
  const before = await page.getByRole('progressbar').count();
  await page.getByRole('button', { name: 'Beri Akses Kelas' }).click();
  const dialog = page.getByRole('dialog', { name: 'Beri Akses Kelas' });
  const select = dialog.getByLabel('Kelas');
  // The last course of the list: the first one is the demo vouchers' course, which the Programmu
  // journey redeems for the same learner later in the run.
  const last = (await select.locator('option').count()) - 1;
  const option = await select.locator('option').nth(last).textContent();
  await select.selectOption({ index: last });
  await dialog.getByLabel('Alasan').fill('Kompensasi gangguan pembayaran');
  await dialog.getByRole('button', { name: 'Beri Akses' }).click();
  await expect(page.getByText('Akses kelas berhasil diberikan.')).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(before + 1);
  await expect(page.getByRole('progressbar', { name: `Progres ${option!.trim()}` })).toBeVisible();
  await screenshots(page, 'console-learner-record');
  await expectAxeClean(page, '/admin/learners/{id}');

  // 2. Export the learner's data as JSON.
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Ekspor Data (JSON)' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^data-pribadi-\d+\.json$/);
  const exported = JSON.parse(fs.readFileSync((await download.path())!, 'utf8')) as { format: string; profile: { email: string }; enrolments: Array<{ source: string }> };
  expect(exported.format).toBe('kelas-personal-data/1');
  expect(exported.profile.email).toBe(DEMO.learner);
  expect(exported.enrolments.some((e) => e.source === 'admin')).toBe(true);

  // 3. Deactivate the learner registered above: their open page loses its session, and login is refused.
  await openLearner(page, leaving.email);
  await page.getByRole('button', { name: 'Nonaktifkan Akun' }).click();
  const deactivate = page.getByRole('dialog', { name: 'Nonaktifkan Akun' });
  await screenshots(page, 'console-learner-deactivate');
  await deactivate.getByLabel('Alasan').fill('Akun dibagikan ke orang lain');
  await deactivate.getByRole('button', { name: 'Nonaktifkan' }).click();
  await expect(page.getByText('Akun berhasil dinonaktifkan. Semua sesi login telah diakhiri.')).toBeVisible();
  await expect(page.getByText('Nonaktif', { exact: true })).toBeVisible();

  await learnerPage.goto('/programmu');
  await expect(learnerPage).toHaveURL(/\/login/);
  await learnerPage.getByLabel(/email/i).fill(leaving.email);
  await learnerPage.getByLabel(/password/i).first().fill(leaving.password);
  await learnerPage.getByRole('button', { name: /masuk|login/i }).click();
  await expect(learnerPage.getByText('Akun Anda telah dinonaktifkan. Hubungi admin untuk bantuan.')).toBeVisible();
  await expect(learnerPage).toHaveURL(/\/login/);
  await learnerContext.close();

  // 4. Invite an author.
  const author = `penulis-${stamp}@example.com`;
  await page.getByRole('link', { name: 'Staf' }).first().click();
  await expect(page.getByRole('heading', { name: 'Staf', level: 1 })).toBeVisible();
  await page.getByLabel('Email').fill(author);
  await page.getByLabel('Nama (opsional)').fill('Penulis Undangan');
  await page.getByLabel('Peran', { exact: true }).first().selectOption('author');
  await page.getByRole('button', { name: 'Kirim Undangan' }).click();
  await expect(page.getByText('Undangan terkirim. Peran diberikan setelah undangan diterima.')).toBeVisible();
  // Nothing is granted before the person accepts (decision 266): the invitation waits in its own list.
  const pending = page.getByRole('region', { name: 'Undangan Tertunda' });
  const card = pending.getByRole('listitem').filter({ hasText: author });
  await expect(card.getByText('Menunggu', { exact: true })).toBeVisible();
  await expect(card.getByText('Penulis · akun baru')).toBeVisible();
  await expect(card.getByRole('button', { name: `Kirim ulang undangan ke ${author}` })).toBeVisible();
  await screenshots(page, 'console-staff');
  await expectAxeClean(page, '/admin/staff');

  // 5. The audit log shows those actions, with who did them.
  await page.getByRole('link', { name: 'Log Audit' }).first().click();
  await expect(page.getByRole('heading', { name: 'Log Audit', level: 1 })).toBeVisible();
  for (const label of ['Memberi akses kelas', 'Mengekspor data pribadi', 'Menonaktifkan akun', 'Mengundang staf']) {
    await expect(page.getByRole('listitem').filter({ hasText: label }).first()).toBeVisible();
  }
  // Actions are chosen by their names (decision 268).
  await page.getByLabel('Tindakan').selectOption({ label: 'Menonaktifkan akun' });
  await page.getByRole('button', { name: 'Terapkan' }).click();
  await expect(page.getByText('1 catatan')).toBeVisible();
  await expect(page.getByText('Akun dibagikan ke orang lain')).toBeVisible();
  await expect(page.getByText(`oleh Admin`, { exact: false }).first()).toBeVisible();
  await screenshots(page, 'console-audit-log');
  await expectAxeClean(page, '/admin/audit-log');

  // 6. Voucher batches in the console.
  await page.getByRole('link', { name: 'Voucher Program' }).first().click();
  await expect(page.getByRole('heading', { name: 'Voucher Program', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ekspor CSV' }).first()).toBeVisible();
  await screenshots(page, 'console-vouchers');
  await expectAxeClean(page, '/admin/vouchers');
});
