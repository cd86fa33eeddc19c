import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO, latestMail, loginAs, registerLearner, screenshots, smallPdf, smallPng } from '../support.ts';

/**
 * Running a real academy on it (decisions 260–267), as its people meet it in a browser: an admin
 * invites a new author, who accepts on 'Terima Undangan', creates a draft (a PDF chosen as the
 * thumbnail is refused before it is sent), fills it and submits it for review; the admin publishes
 * it. The new course's page has no career or testimonial section. Its last package cannot be
 * deleted; its slug changes after a question, and the learner's old link still opens it. The
 * academy becomes exempt from PPN: the next learner's cart has no tax and the receipt says why. A
 * full refund reads 'Refund' in the console and in the learner's history. The exemption is undone
 * at the end. Screens at 375 and 1280 px in e2e/artifacts/screens/academy-*.png.
 */

const EXEMPT_NOTE = 'Lembaga pelatihan kerja berizin: tidak dikenakan PPN (PP 49/2022 pasal 16).';
type Session = { token: string };
const bearer = (s: Session) => ({ authorization: `Bearer ${s.token}` });

/** The signed-in page's bearer token (the app keeps it in local storage). */
async function tokenOf(page: Page): Promise<Session> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token, 'signed in').toBeTruthy();
  return { token: token! };
}

async function ok<T>(res: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  expect(res.status(), `${what}: ${await res.text()}`).toBeLessThan(300);
  return (await res.json()) as T;
}

/** The text of a PDF's first page, read with the API's pdfjs (Node 20 lacks Promise.withResolvers, which it needs). */
async function pdfText(bytes: Buffer): Promise<string> {
  const P = Promise as unknown as { withResolvers?: () => unknown };
  P.withResolvers ??= () => {
    let resolve!: (v: unknown) => void;
    let reject!: (e: unknown) => void;
    const promise = new Promise((res, rej) => ((resolve = res), (reject = rej)));
    return { promise, resolve, reject };
  };
  // The API's own copy (e2e does not depend on pdfjs-dist); the little of its API used here.
  type PdfJs = {
    getDocument: (o: { data: Uint8Array; useSystemFonts: boolean }) => {
      promise: Promise<{ getPage: (n: number) => Promise<{ getTextContent: () => Promise<{ items: object[] }> }> }>;
    };
  };
  const pdfjs = (await import(pathToFileURL(path.resolve(import.meta.dirname, '../../apps/api/node_modules/pdfjs-dist/legacy/build/pdf.mjs')).href)) as PdfJs;
  const doc = await pdfjs.getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const content = await (await doc.getPage(1)).getTextContent();
  return content.items.map((i) => ('str' in i && typeof i.str === 'string' ? i.str : '')).join(' ');
}

test('an academy on it: an invited author, a live course that cannot break, honest pages, PPN-exempt sales, refunds that read Refund', async ({ page, browser, request }) => {
  test.setTimeout(600_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const stamp = Date.now();
  const authorEmail = `penulis-akademi-${stamp}@example.com`;
  const title = `Kelas Akademi ${stamp}`;
  const oldSlug = `kelas-akademi-${stamp}`;
  const newSlug = `akademi-baru-${stamp}`;
  await loginAs(page, DEMO.admin);
  const admin = await tokenOf(page);
  let courseId = 0;

  await test.step('1. the admin invites a new author; the invitation waits until it is accepted', async () => {
    await page.goto('/admin/staff');
    await expect(page.getByRole('heading', { name: 'Staf', level: 1 })).toBeVisible();
    await page.getByLabel('Email').fill(authorEmail);
    await page.getByLabel('Nama (opsional)').fill('Penulis Akademi');
    await page.getByLabel('Peran', { exact: true }).first().selectOption('author');
    await page.getByRole('button', { name: 'Kirim Undangan' }).click();
    await expect(page.getByText('Undangan terkirim. Peran diberikan setelah undangan diterima.')).toBeVisible();
    const pending = page.getByRole('region', { name: 'Undangan Tertunda' }).getByRole('listitem').filter({ hasText: authorEmail });
    await expect(pending.getByText('Menunggu', { exact: true })).toBeVisible();
    await expect(pending).toContainText('WIB');
    await screenshots(page, 'academy-1-staff-invitations');
  });

  const authorContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const ap = await authorContext.newPage();
  await test.step("2. the author opens the e-mail's link, sets a password on 'Terima Undangan' and lands in a studio that says what to do", async () => {
    const mail = await latestMail(authorEmail);
    const link = /https?:\/\/[^\s"<>]+\/invitations\/accept\?token=[\w-]+/.exec(mail)?.[0];
    expect(link, 'the invitation mail links to Terima Undangan').toBeTruthy();
    await ap.goto(new URL(link!).pathname + new URL(link!).search);
    await expect(ap.getByRole('heading', { name: 'Terima Undangan', level: 1 })).toBeVisible();
    await expect(ap.getByText('Admin Kelas mengundang Anda sebagai Penulis.')).toBeVisible();
    await screenshots(ap, 'academy-2-accept-invitation');
    await ap.getByLabel('Password', { exact: true }).fill('Penulis#Akademi26');
    await ap.getByLabel('Konfirmasi password').fill('Penulis#Akademi26');
    await ap.getByRole('button', { name: 'Terima Undangan' }).click();
    await expect(ap.getByRole('heading', { name: 'Undangan diterima', level: 1 })).toBeVisible();
    await expect(ap.getByText('Undangan diterima. Peran Penulis sudah aktif.', { exact: true })).toBeVisible();
    await screenshots(ap, 'academy-2-accepted');
    await ap.getByRole('link', { name: 'Buka Studio' }).click();
    await expect(ap.getByRole('heading', { name: 'Selamat datang di Studio' })).toBeVisible();
    await expect(ap.getByText('Kelas yang lengkap Anda ajukan untuk ditinjau; admin yang menerbitkannya.')).toBeVisible();
    await screenshots(ap, 'academy-2-author-studio');
  });

  await test.step('3. the author creates a draft; a PDF chosen as the thumbnail is refused before it is sent', async () => {
    await ap.getByRole('button', { name: 'Buat Kelas' }).first().click();
    const dialog = ap.getByRole('dialog', { name: 'Buat Kelas Baru' });
    await dialog.getByLabel('Jenis kelas').selectOption('learning_video');
    await dialog.getByLabel('Judul kelas').fill(title);
    await dialog.getByRole('button', { name: 'Buat Kelas' }).click();
    await expect(ap).toHaveURL(/\/studio\/courses\/\d+$/);
    courseId = Number(/\/studio\/courses\/(\d+)$/.exec(ap.url())![1]);
    await expect(ap.getByRole('heading', { level: 1, name: title })).toBeVisible();

    const uploads: string[] = [];
    ap.on('request', (r) => {
      if (r.url().includes('/api/admin/uploads')) uploads.push(r.url());
    });
    await ap.getByLabel('Thumbnail', { exact: true }).setInputFiles({ name: 'brosur.pdf', mimeType: 'application/pdf', buffer: await smallPdf('Bukan gambar') });
    await expect(ap.getByText('brosur.pdf tidak dapat dipakai di sini. Gunakan JPG, PNG, WEBP.')).toBeVisible();
    expect(uploads).toEqual([]);
    await screenshots(ap, 'academy-3-thumbnail-refused');
    await ap.getByLabel('Thumbnail', { exact: true }).setInputFiles({ name: 'sampul.png', mimeType: 'image/png', buffer: await smallPng(640, 360) });
    await expect(ap.getByRole('img', { name: 'Pratinjau Thumbnail' })).toBeVisible();
    expect(uploads).toEqual([expect.stringContaining('/api/admin/uploads?purpose=thumbnail')]);
    await ap.getByRole('button', { name: 'Simpan Informasi' }).click();
    await expect(ap.getByText('Informasi kelas disimpan.')).toBeVisible();
    // A new course's page texts are empty: nothing is invented for it.
    await expect(ap.getByRole('heading', { name: 'Halaman Kelas' })).toBeVisible();
    await expect(ap.getByLabel('Nama peserta')).toHaveCount(0);
    await screenshots(ap, 'academy-3-course-info');
  });

  await test.step('4. the author writes the rest and submits it for review; the admin publishes it', async () => {
    const author = await tokenOf(ap);
    await ok(await request.patch(`/api/admin/courses/${courseId}`, { headers: bearer(author), data: { description: '<p>Belajar mengelola kelas daring dari nol.</p>', duration_hours: 2 } }), 'description');
    const chapter = await ok<{ data: { id: number } }>(await request.post(`/api/admin/courses/${courseId}/chapters`, { headers: bearer(author), data: { title: 'Pembuka' } }), 'chapter');
    await ok(await request.post(`/api/admin/chapters/${chapter.data.id}/items`, { headers: bearer(author), data: { title: 'Selamat datang', item_type: 'text', detail: { html: '<p>Halo!</p>' } } }), 'item');
    await ok(await request.post(`/api/admin/courses/${courseId}/packages`, { headers: bearer(author), data: { name: 'Reguler', benefits: ['Sertifikat'], prices: [{ price: 200000, discount: 0 }] } }), 'package');
    await ap.reload();
    await ap.getByRole('button', { name: 'Ajukan untuk Terbit' }).click();
    await expect(ap.getByText('Kelas diajukan untuk ditinjau admin.')).toBeVisible();
    await expect(ap.getByText('Menunggu tinjauan', { exact: true })).toBeVisible();
    await screenshots(ap, 'academy-4-submitted');

    await page.goto(`/studio/courses/${courseId}`);
    await expect(page.getByText('Menunggu tinjauan', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Terbitkan' }).click();
    await expect(page.getByText('Kelas diterbitkan dan tampil di katalog.')).toBeVisible();
  });

  await test.step("5. the new course's page has no career or testimonial section, nor their links", async () => {
    const guest = await browser.newPage();
    await guest.goto(`/detail/learning-video/${oldSlug}`);
    await expect(guest.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(guest.getByRole('heading', { name: 'TENTANG COURSE' })).toBeVisible();
    await expect(guest.getByRole('heading', { name: 'PENDAFTARAN & HARGA' })).toBeVisible();
    await expect(guest.getByRole('heading', { name: 'PELUANG KARIR' })).toHaveCount(0);
    await expect(guest.getByRole('heading', { name: 'TESTIMONI' })).toHaveCount(0);
    const nav = guest.getByRole('navigation', { name: 'Navigasi kelas' });
    await expect(nav.getByRole('link', { name: 'Tentang Course' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Peluang Karir' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Testimoni' })).toHaveCount(0);
    await expect(guest.getByText('5 Karya Showcase')).toHaveCount(0);
    await screenshots(guest, 'academy-5-new-course-page');
    await guest.close();
  });

  await test.step('6. deleting the last package of the live course is refused; it can be hidden instead', async () => {
    await page.goto(`/studio/courses/${courseId}/packages`);
    await expect(page.getByRole('heading', { name: 'Paket Harga' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sembunyikan dari penjualan' })).toBeVisible();
    await page.getByRole('button', { name: 'Hapus paket' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Hapus', exact: true }).click();
    await expect(page.getByText('Paket terakhir kelas berbayar yang sudah terbit tidak dapat dihapus. Sembunyikan dari penjualan, atau arsipkan kelasnya.')).toBeVisible();
    await expect(page.getByLabel('Nama paket')).toHaveValue('Reguler');
    await screenshots(page, 'academy-6-last-package');
  });

  await test.step("7. the slug of the live course changes after a question; the learner's old link still opens it", async () => {
    await page.goto(`/studio/courses/${courseId}`);
    await page.getByLabel('Slug (alamat halaman)').fill(newSlug);
    await page.getByRole('button', { name: 'Simpan Informasi' }).click();
    const ask = page.getByRole('dialog', { name: 'Ubah kelas yang sudah terbit?' });
    await expect(ask).toContainText(`Tautan lama (/${oldSlug}) tetap diarahkan ke alamat baru.`);
    await screenshots(page, 'academy-7-slug-question');
    await ask.getByRole('button', { name: 'Ya, ubah' }).click();
    await expect(page.getByText('Informasi kelas disimpan.')).toBeVisible();
    await expect(page.getByText(`/${newSlug}`, { exact: true })).toBeVisible();

    const learner = await browser.newPage();
    await learner.goto(`/detail/learning-video/${oldSlug}`);
    await expect(learner).toHaveURL(`/detail/learning-video/${newSlug}`);
    await expect(learner.getByRole('heading', { level: 1, name: title })).toBeVisible();
    // In the app too: the API answers the old slug with 301, the page follows it.
    const moved = await request.get(`/api/courses/${oldSlug}`, { maxRedirects: 0 });
    expect([moved.status(), moved.headers().location]).toEqual([301, `/api/courses/${newSlug}`]);
    await learner.close();
  });

  try {
    await test.step('8. the academy becomes exempt from PPN: the next cart has no tax, and the receipt says why', async () => {
      await page.goto('/admin/settings');
      await expect(page.getByRole('heading', { name: 'Pengaturan Akademi', level: 1 })).toBeVisible();
      await expect(page.getByText('Zona waktu akademi: Asia/Jakarta (WIB). Semua waktu di konsol memakai zona ini.')).toBeVisible();
      await page.getByLabel('Tidak dikenakan PPN').check();
      await page.getByLabel('Dasar pembebasan (dicetak di kuitansi)').fill(EXEMPT_NOTE);
      await screenshots(page, 'academy-8-settings');
      await page.getByRole('button', { name: 'Simpan Pengaturan' }).click();
      await expect(page.getByText('Pengaturan akademi disimpan.')).toBeVisible();
    });

    const learnerContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const lp = await learnerContext.newPage();
    const buyer = { name: 'Peserta Akademi', email: `peserta-akademi-${stamp}@example.com`, phone: '081234567892', password: 'Akademi#2026' };
    let invoice = '';
    await test.step('9. a new learner buys it without PPN', async () => {
      await registerLearner(lp, buyer);
      await lp.goto(`/detail/learning-video/${newSlug}`);
      await expect(lp.getByText('Tidak dikenakan PPN.').first()).toBeVisible();
      await lp.getByRole('button', { name: /^Beli / }).first().click();
      await expect(lp).toHaveURL('/cart');
      const summary = lp.getByRole('region', { name: 'Rekap Pembelian' });
      await expect(summary.getByText('Tidak dikenakan', { exact: true })).toBeVisible();
      await expect(summary.getByText(/Pajak PPN \(\d+%\)/)).toHaveCount(0);
      await expect(summary.getByText(`Tidak dikenakan PPN: ${EXEMPT_NOTE}`)).toBeVisible();
      await expect(summary.getByText('Rp200.000').last()).toBeVisible();
      await screenshots(lp, 'academy-9-cart-exempt');
      await lp.getByRole('button', { name: 'Lanjutkan Pembayaran' }).click();
      await expect(lp).toHaveURL(/\/payment-method\?order=\d+$/);
      await lp.getByRole('button', { name: 'Bank Transfer: BCA' }).click();
      await lp.getByRole('button', { name: 'Simulasikan Pembayaran Berhasil' }).click();
      await expect(lp.getByRole('heading', { name: 'Transaksi Berhasil!' })).toBeVisible();

      const mine = await tokenOf(lp);
      const orders = await ok<{ data: { id: number; invoice_number: string; status: string }[] }>(await request.get('/api/orders', { headers: bearer(mine) }), 'orders');
      invoice = orders.data[0]!.invoice_number;
      const receipt = await request.get(`/api/orders/${orders.data[0]!.id}/receipt`, { headers: bearer(mine) });
      expect(receipt.status()).toBe(200);
      const text = await pdfText(await receipt.body());
      expect(text).toContain(`Tidak dikenakan PPN: ${EXEMPT_NOTE.slice(0, 40)}`);
      expect(text).not.toContain('Pajak PPN (');
    });

    await test.step("10. a full refund reads 'Refund' in the console and in the learner's history", async () => {
      await page.goto('/admin/orders');
      await page.getByLabel('No. invoice atau email peserta').fill(buyer.email);
      await page.getByRole('button', { name: 'Cari' }).click();
      await expect(page.getByRole('table').getByRole('cell', { name: buyer.email })).toBeVisible();
      await page.getByRole('table').getByRole('link').first().click();
      await expect(page.getByRole('heading', { name: invoice })).toBeVisible();
      await page.getByRole('button', { name: 'Refund', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Refund Pesanan' });
      await dialog.getByRole('button', { name: 'Seluruh sisa' }).click();
      await dialog.getByLabel('Alasan').fill('Peserta membatalkan pembelian');
      await dialog.getByRole('button', { name: 'Proses Refund' }).click();
      await expect(page.getByText('Refund berhasil diproses.')).toBeVisible();
      // The order reads Refund; only its payment still says it was paid.
      await expect(page.getByText('Refund', { exact: true }).first()).toBeVisible();
      await expect(page.getByRole('region', { name: 'Pembayaran' }).getByText('Lunas', { exact: true })).toBeVisible();
      await screenshots(page, 'academy-10-order-refunded');
      await page.goto('/admin/orders');
      await page.getByLabel('Status').selectOption('refunded');
      await page.getByLabel('No. invoice atau email peserta').fill(buyer.email);
      await page.getByRole('button', { name: 'Cari' }).click();
      await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
      await expect(page.getByRole('table').getByRole('row').nth(1).getByText('Refund', { exact: true })).toBeVisible();
      await screenshots(page, 'academy-10-orders-refunded-filter');

      await lp.goto('/programmu/orders');
      const row = lp.getByRole('listitem').filter({ hasText: invoice });
      await expect(row.getByText('Refund', { exact: true }).first()).toBeVisible();
      await expect(row.getByText('Lunas', { exact: true })).toHaveCount(0);
      await screenshots(lp, 'academy-10-learner-history');
    });
    await learnerContext.close();
  } finally {
    // The tax setting is the academy's: put PPN 11 % back for every other test.
    await ok(
      await request.put('/api/admin/settings', {
        headers: bearer(admin),
        data: { tax: { mode: 'ppn', rate_percent: 11, exempt_note: '' }, courses: { create_roles: ['author'], publish_roles: [] } },
      }),
      'restore the tax setting',
    );
  }
  await authorContext.close();
});
