import type { StudioCourse } from '@kelas/contracts/studio';
import { eq } from 'drizzle-orm';
import { bearer, type TestApp } from '../../../test/test-app.ts';
import { users } from '../../db/schema/index.ts';

/** Test helpers of the studio: everything is built through the real API, as an admin would. */

export type BuiltCourse = { id: number; slug: string; chapterIds: number[]; itemIds: number[]; quizItemId: number; packageId: number; priceId: number };

/** A tiny valid PDF (enough for content sniffing). */
export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1');

/** A multipart body with one `file` part. */
export function multipart(bytes: Buffer, filename = 'berkas.bin', contentType = 'application/octet-stream') {
  const boundary = `----kelas${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The upload purpose of a test file by its name (decision 261): PDFs are readings, pictures thumbnails, films videos. */
export function purposeOf(name: string): 'reading' | 'thumbnail' | 'video' {
  if (/\.(png|jpe?g|webp)$/i.test(name)) return 'thumbnail';
  if (/\.(mp4|webm)$/i.test(name)) return 'video';
  return 'reading';
}

/** The tus creation header naming the purpose `reading` (`Upload-Metadata: purpose <base64>`). */
export const TUS_READING = { 'upload-metadata': `purpose ${Buffer.from('reading').toString('base64')}` };

export async function call(t: TestApp, token: string | null, method: string, url: string, payload?: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({ method: method as 'GET', url, headers: { ...(token ? bearer(token) : {}), ...headers }, ...(payload !== undefined ? { payload: payload as object } : {}) });
}

export async function userId(t: TestApp, email: string): Promise<number> {
  const [row] = await t.app.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

/**
 * A course ready to publish: thumbnail, description, two chapters (text + quiz with one question),
 * one paid package; optionally published and with `authorEmail` assigned.
 */
export async function buildCourse(t: TestApp, admin: string, opts: { title?: string; publish?: boolean; authorId?: number } = {}): Promise<BuiltCourse> {
  const ok = async (res: Awaited<ReturnType<typeof call>>, status = 200) => {
    if (res.statusCode !== status) throw new Error(`${res.statusCode} ${res.body}`);
    return res.json() as { data: Record<string, unknown> & { id: number } };
  };
  const course = (await ok(await call(t, admin, 'POST', '/api/admin/courses', { kind: 'learning_video', title: opts.title ?? 'Kelas Uji Studio', description: '<p>Tentang kelas.</p>' }), 201)).data as unknown as StudioCourse;
  await ok(await call(t, admin, 'PATCH', `/api/admin/courses/${course.id}`, { thumbnail: 'thumbnails/uji.svg', duration_hours: 3 }));
  const ch1 = (await ok(await call(t, admin, 'POST', `/api/admin/courses/${course.id}/chapters`, { title: 'Bab 1' }), 201)).data.id;
  const ch2 = (await ok(await call(t, admin, 'POST', `/api/admin/courses/${course.id}/chapters`, { title: 'Bab 2' }), 201)).data.id;
  const text = (await ok(await call(t, admin, 'POST', `/api/admin/chapters/${ch1}/items`, { title: 'Selamat datang', item_type: 'text', detail: { html: '<p>Halo</p>' } }), 201)).data.id;
  const quiz = (await ok(await call(t, admin, 'POST', `/api/admin/chapters/${ch2}/items`, { title: 'Kuis', item_type: 'quiz', detail: {} }), 201)).data.id;
  await ok(
    await call(t, admin, 'PUT', `/api/admin/items/${quiz}/quiz`, {
      target_score: 50,
      opportunity: 3,
      duration_minutes: 10,
      questions: [{ question: '1 + 1 = ?', answers: [{ answer: '2', is_correct: true }, { answer: '3', is_correct: false }] }],
    }),
  );
  const pkg = (await ok(await call(t, admin, 'POST', `/api/admin/courses/${course.id}/packages`, { name: 'Reguler', benefits: ['Sertifikat'], prices: [{ price: 150000, discount: 10 }] }), 201)).data as unknown as {
    id: number;
    prices: { id: number }[];
  };
  if (opts.authorId) await ok(await call(t, admin, 'PUT', `/api/admin/courses/${course.id}/staff`, { author_ids: [opts.authorId] }));
  if (opts.publish) await ok(await call(t, admin, 'POST', `/api/admin/courses/${course.id}/publish`));
  return { id: course.id, slug: course.slug, chapterIds: [ch1, ch2], itemIds: [text, quiz], quizItemId: quiz, packageId: pkg.id, priceId: pkg.prices[0]!.id };
}
