import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, latestMail, registerLearner, screenshots } from '../support.ts';
import { registerLearner as registerByApi, useSession } from './every-route.ts';

// Decision 274: a learner who orders and picks a virtual account is told how to pay under the bell
// and by e-mail. Screenshots of the bell and of /notifikasi at 375 and 1280 px, nothing wider than the screen.
const COURSE = 'desain-ui-ux-dengan-figma-untuk-pemula';
// A learner in Jakarta: the list's times read in WIB, as the learner's zone.
test.use({ timezoneId: 'Asia/Jakarta' });

test('a new learner ordering by virtual account sees the bell count, the VA number on /notifikasi and in the e-mail', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const learner = { name: 'Nina Notifikasi', email: `notif-${Date.now()}@example.id`, phone: '81322224444', password: DEMO_PASSWORD };
  await registerLearner(page, learner);
  // Nothing yet: the bell has no badge.
  await expect(page.getByRole('link', { name: 'Notifikasi', exact: true })).toBeVisible();

  await page.goto(`/detail/learning-video/${COURSE}`);
  await page.getByRole('button', { name: /^Beli / }).first().click();
  await expect(page).toHaveURL('/cart');
  const orderedAt = Date.now();
  await page.getByRole('button', { name: 'Lanjutkan Pembayaran' }).click();
  await expect(page).toHaveURL(/\/payment-method\?order=\d+$/);
  await page.getByRole('button', { name: 'Bank Transfer: BCA' }).click();
  const shown = await page.getByTestId('va-number').textContent();
  const va = (shown ?? '').replace(/\s/g, '');
  expect(va).toMatch(/^7001\d{12}$/);

  // The bell counts it (a new page asks at once; otherwise within a minute or on focus).
  await page.goto('/programmu');
  const bell = page.getByRole('link', { name: 'Notifikasi, 1 belum dibaca' });
  await expect(bell).toBeVisible();
  await expect(bell.getByTestId('notification-badge')).toHaveText('1');
  await screenshots(page, 'bell', { fits: true });
  await expect(page.getByRole('link', { name: 'Notifikasi, 1 belum dibaca' })).toBeVisible();

  await page.getByRole('link', { name: 'Notifikasi, 1 belum dibaca' }).click();
  await expect(page).toHaveURL('/notifikasi');
  await expect(page.getByRole('heading', { name: 'Notifikasi', level: 1 })).toBeVisible();
  const item = page.getByRole('link', { name: /Selesaikan pembayaran pesanan INV/ });
  await expect(item).toContainText(va);
  await expect(item).toContainText('Belum dibaca');
  await expect(item).toContainText(/sebelum .+ WIB\./);
  await expect(item.locator('time')).toHaveText(/ WIB$/);
  await screenshots(page, 'notifikasi', { fits: true });

  const mail = await latestMail(learner.email, orderedAt - 1000);
  expect(mail).toContain('Selesaikan pembayaran pesanan');
  expect(mail).toContain(va);
  expect(mail).toMatch(/Bayar sebelum .+ WIB/);

  // Opening it leads to the instructions and marks it read; the badge goes.
  await item.click();
  await expect(page).toHaveURL(/\/payments\?order=\d+$/);
  await expect(page.getByRole('link', { name: 'Notifikasi', exact: true })).toBeVisible();
  await page.goto('/notifikasi');
  await expect(page.getByRole('link', { name: /Selesaikan pembayaran pesanan INV/ })).not.toContainText('Belum dibaca');
  await expect(page.getByRole('button', { name: 'Tandai semua dibaca' })).toBeDisabled();
});

// Decision 279: channels per event group in the profile's 'Notifikasi' tab, and the one-click
// unsubscribe of a notification e-mail. Screenshots of the tab and of the unsubscribe page at 375 and 1280 px.
test('a learner chooses channels per group in the profile and leaves one group\'s e-mails from the mail\'s link', async ({ page, request }) => {
  test.setTimeout(120_000);
  const learner = await registerByApi(request, 'Rani Saluran');
  const auth = { authorization: `Bearer ${learner.token}` };
  await useSession(page, learner);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/programmu/profile?tab=notifikasi');
  await expect(page.getByRole('heading', { name: 'Notifikasi', level: 2 })).toBeVisible();
  const discussions = page.getByRole('group', { name: 'Diskusi (pertanyaan & jawaban)' });
  await expect(discussions.getByRole('checkbox', { name: 'E-mail' })).toBeChecked();
  // WhatsApp is not configured on this server: its boxes are disabled, with the reason.
  await expect(discussions.getByRole('checkbox', { name: 'WhatsApp' })).toBeDisabled();
  await expect(page.getByText('WhatsApp belum tersedia.')).toBeVisible();
  await expect(page.getByText('Kuitansi dan pemberitahuan refund selalu dikirim lewat e-mail.')).toBeVisible();
  await discussions.getByRole('checkbox', { name: 'E-mail' }).uncheck();
  await page.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Pengaturan notifikasi disimpan.' })).toBeVisible();
  // This browser can be offered push (the runs block service workers, so it is never switched on here).
  await expect(page.getByRole('button', { name: 'Aktifkan notifikasi di perangkat ini' }).or(page.getByText('Browser ini tidak mendukung notifikasi perangkat.', { exact: false }))).toBeVisible();
  // Stored on, but this browser has no subscription: no device checkbox reads as on, and the tab
  // says what is needed (decision 292).
  for (const group of ['Pembayaran & kuitansi', 'Diskusi (pertanyaan & jawaban)']) {
    await expect(page.getByRole('group', { name: group }).getByRole('checkbox', { name: 'Notifikasi perangkat' })).not.toBeChecked();
  }
  await expect(page.getByText(/izinkan notifikasi di perangkat ini|tidak dapat dipilih di browser ini/)).toBeVisible();
  await screenshots(page, 'profile-notifikasi', { fits: true });
  await page.reload();
  await expect(page.getByRole('group', { name: 'Diskusi (pertanyaan & jawaban)' }).getByRole('checkbox', { name: 'E-mail' })).not.toBeChecked();

  // A waiting payment's e-mail carries the group's unsubscribe link.
  const detail = (await (await request.get('/api/courses/desain-ui-ux-dengan-figma-untuk-pemula')).json()) as { data: { prices: { prices: { id: number }[] }[] } };
  const since = Date.now() - 1000;
  const order = (await (await request.post('/api/orders', { headers: auth, data: { items: [{ priceId: detail.data.prices[0]!.prices[0]!.id }] } })).json()) as { data: { id: number } };
  expect((await request.post(`/api/orders/${order.data.id}/payments`, { headers: auth, data: { method: 'bank_transfer', channel: 'bca' } })).status()).toBe(201);
  const mail = (await latestMail(learner.user.email, since)).replace(/\r?\n[ \t]+/g, ' ');
  expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
  expect(mail).toMatch(/^List-Unsubscribe: <http[^>]+\/api\/notifications\/unsubscribe\?token/m);
  // The footer's link is the header's (read from the body: the helper decodes the message as quoted-printable).
  const link = /^Berhenti berlangganan: (\S+)$/m.exec(mail)?.[1];
  expect(link).toMatch(/\/api\/notifications\/unsubscribe\?token=\d+\.payments\./);

  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(page.getByRole('heading', { name: 'Berhenti berlangganan e-mail' })).toBeVisible();
  await expect(page.getByText(`Berhenti menerima e-mail tentang "Pembayaran & kuitansi" di ${learner.user.email}?`)).toBeVisible();
  await screenshots(page, 'unsubscribe', { fits: true });
  await page.getByRole('button', { name: 'Berhenti berlangganan' }).click();
  await expect(page.getByRole('status')).toHaveText('Kamu tidak akan lagi menerima e-mail tentang "Pembayaran & kuitansi". Notifikasi di aplikasi tetap ada.');
  await screenshots(page, 'unsubscribe-done', { fits: true });
  await page.getByRole('link', { name: 'Atur notifikasi di profil' }).click();
  await expect(page.getByRole('group', { name: 'Pembayaran & kuitansi' }).getByRole('checkbox', { name: 'E-mail' })).not.toBeChecked();
});
