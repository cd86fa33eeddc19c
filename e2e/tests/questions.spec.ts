import { deflateSync } from 'node:zlib';
import { expect as baseExpect, test } from '@playwright/test';
import { activityOf, apiLogin, grantCourse, PYTHON, registerLearner, useSession, type Session } from './every-route.ts';
import { DEMO, latestMail, screenshots } from '../support.ts';

/**
 * Questions and answers (decision 277): a learner asks on a reading in the player's 'Diskusi'; the
 * demo mentor (who teaches the Python course) finds it in 'Pertanyaan' and answers; the learner sees
 * the bell count, opens the answer from the notification and accepts it; an admin bans and un-bans
 * her (decisions 282, 284); she attaches a picture from her device to a question, and a ban's
 * reason is asked in the console and shown to her under the discussion, where no question box is
 * left (decision 292). Screens of the panel, the inbox, the moderation queue, its ban dialog, its
 * bans and the banned learner's panel at 375 and 1280 px, nothing wider than the screen.
 */
const expect = baseExpect.configure({ timeout: 20_000 });
const bearer = (s: Session) => ({ authorization: `Bearer ${s.token}` });
/**
 * A 960 × 540 PNG, as a learner's screenshot would be: bars of a chart on white (the server
 * re-encodes it as WebP). Built here so the journey needs no image file.
 */
function chartPng(width = 960, height = 540): Buffer {
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buf) {
      c ^= byte;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    }
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    Buffer.concat([Buffer.from(type, 'latin1'), data]).copy(out, 4);
    out.writeUInt32BE(crc(out.subarray(4, 8 + data.length)), 8 + data.length);
    return out;
  };
  const bars = [0.35, 0.6, 0.45, 0.8, 0.55, 0.9];
  const rows = Buffer.alloc((width * 3 + 1) * height, 0xff);
  for (let y = 0; y < height; y++) {
    rows[y * (width * 3 + 1)] = 0;
    for (let x = 0; x < width; x++) {
      const bar = Math.floor((x / width) * bars.length);
      const inBar = x % (width / bars.length) > 20 && height - y < bars[bar]! * height;
      if (inBar) rows.set([0x1d, 0x4e, 0xd8], y * (width * 3 + 1) + 1 + x * 3);
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

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

  // A picture from her device (decision 292): 'Gambar' uploads it to the course and puts it in the
  // question; not a picture by content, it is refused with the reason and nothing is inserted.
  const withPicture = `Grafik saya tidak muncul seperti di modul (${Date.now()})`;
  await editor.fill(withPicture);
  const pick = async (file: { name: string; mimeType: string; buffer: Buffer }) => {
    const chooser = page.waitForEvent('filechooser');
    await panel.getByRole('button', { name: 'Gambar' }).click();
    await (await chooser).setFiles(file);
  };
  await pick({ name: 'bukan-gambar.png', mimeType: 'image/png', buffer: Buffer.from('%PDF-1.4 bukan gambar') });
  await expect(panel.getByRole('alert')).toHaveText('Gambar diskusi harus berupa JPG, PNG atau WEBP.');
  await expect(editor.getByRole('img')).toHaveCount(0);
  await pick({ name: 'grafik saya.png', mimeType: 'image/png', buffer: chartPng() });
  await expect(editor.getByRole('img', { name: 'grafik saya' })).toHaveAttribute('src', /^\/storage\/uploads\/images\/[\w-]+\.webp$/);
  await expect(panel.getByRole('alert')).toHaveCount(0);
  await panel.getByRole('button', { name: 'Kirim Pertanyaan' }).click();
  // The card shows it from the academy's storage, to her and to every reader of the question.
  const pictured = panel.getByRole('article', { name: 'Sinta Bertanya' }).filter({ hasText: withPicture });
  const picture = pictured.getByRole('img', { name: 'grafik saya' });
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(960);
  await pictured.scrollIntoViewIfNeeded();
  await screenshots(page, 'diskusi-picture', { fits: true });
  await pictured.getByRole('link', { name: 'Lihat diskusi' }).click();
  await expect(page.getByRole('img', { name: 'grafik saya' })).toBeVisible();
  await screenshots(page, 'diskusi-picture-question', { fits: true });

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

  // 'Larang Posting' asks the reason (decision 292); the console lists who is banned where and why (decision 282).
  const reason = 'Mengulang pertanyaan yang sama berkali-kali.';
  await page.getByRole('article', { name: 'Pertanyaan Sinta Bertanya' }).first().getByRole('button', { name: 'Larang Posting' }).click();
  const dialog = page.getByRole('dialog', { name: 'Larang Posting' });
  await dialog.getByRole('button', { name: 'Larang Posting' }).click();
  await expect(dialog.getByText('Tuliskan alasan larangan.')).toBeVisible();
  await dialog.getByLabel('Alasan larangan').fill(reason);
  await screenshots(page, 'moderation-ban-dialog', { fits: true });
  await dialog.getByRole('button', { name: 'Larang Posting' }).click();
  await expect(dialog).toHaveCount(0);
  const bans = page.getByRole('region', { name: 'Dilarang Posting' });
  const ban = bans.getByRole('listitem').filter({ hasText: learner.user.email });
  await expect(ban).toContainText(`Alasan: ${reason}`);
  await ban.scrollIntoViewIfNeeded();
  await screenshots(page, 'moderation-bans', { fits: true });

  // The banned learner reads the ban and its reason under the lesson, and no question box.
  await useSession(page, learner);
  await page.goto(`/learning/${PYTHON}?item=${reading.item_id}`);
  await expect(panel.getByText(`Alasan: ${reason}`)).toBeVisible();
  await expect(panel.getByText(/Admin melarang akunmu mengirim pertanyaan/)).toBeVisible();
  await expect(panel.getByRole('article', { name: 'Sinta Bertanya' }).first()).toBeVisible();
  await expect(panel.getByRole('textbox', { name: 'Pertanyaanmu' })).toHaveCount(0);
  await panel.scrollIntoViewIfNeeded();
  await screenshots(page, 'diskusi-banned', { fits: true });

  // Lifting it (decision 282).
  await useSession(page, admin);
  await page.goto('/admin/diskusi');
  const lift = bans.getByRole('button', { name: /^Cabut Larangan: Sinta Bertanya/ }).first();
  await expect(lift).toBeVisible();
  page.once('dialog', (d) => void d.accept());
  await lift.click();
  await expect(bans.getByText(learner.user.email)).toHaveCount(0);
});
