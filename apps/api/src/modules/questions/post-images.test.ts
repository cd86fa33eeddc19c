import fs from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { POST_IMAGES_PER_HOUR, QUESTION_TEXT, QuestionDetailResponseSchema } from '@kelas/contracts/questions';
import { isPostImageSource } from '@kelas/contracts/rich-text';
import { STUDIO_MESSAGES, UploadResponseSchema } from '@kelas/contracts/studio';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { courseMentors, courses, enrolments, mentors, userRoles, users } from '../../db/schema/index.ts';
import { createSession } from '../auth/create-session.ts';
import { createCourse, type FixtureCourse } from '../learning/learning.fixtures.ts';
import { multipart, PDF_BYTES } from '../studio/studio.fixtures.ts';

/**
 * A learner's pictures for questions and answers (decision 292): who may upload, images only by
 * content, the configured size limit, the per-user hourly limit counted atomically, nothing stored
 * on a refusal; and posts keep pictures from the academy's storage only.
 */

const IMAGE_LIMIT = 30_000;
let t: TestApp;
let admin: string;
let course: FixtureCourse;
type Person = { id: number; token: string };

async function person(o: { enrolled?: boolean; role?: 'mentor' } = {}): Promise<Person> {
  const [u] = await t.app.db.insert(users).values({ name: 'Peserta Gambar', email: `gambar-${randomUUID().slice(0, 8)}@example.com`, emailVerifiedAt: new Date() }).returning({ id: users.id });
  const id = u!.id;
  if (o.enrolled ?? true) await t.app.db.insert(enrolments).values({ userId: id, courseId: course.id, source: 'admin' });
  if (o.role) await t.app.db.insert(userRoles).values({ userId: id, role: o.role });
  return { id, token: await createSession(t.app.db, { userId: id, days: 1 }) };
}

beforeAll(async () => {
  t = await createTestApp({ env: { JOB_WORKERS: 'false', UPLOAD_MAX_IMAGE_BYTES: String(IMAGE_LIMIT) } });
  admin = await t.login('admin@example.com');
  course = await createCourse(t.app.db, [[{ type: 'text' }]], 'Kelas Bergambar');
});
afterAll(() => t.close());

const png = (width = 40, height = 20) => sharp({ create: { width, height, channels: 3, background: '#3366ff' } }).png().toBuffer();
const upload = (token: string | null, bytes: Buffer, o: { slug?: string; name?: string; lang?: string } = {}) => {
  const m = multipart(bytes, o.name ?? 'gambar.png');
  return t.app.inject({
    method: 'POST',
    url: `/api/course/${o.slug ?? course.slug}/post-images`,
    headers: { ...m.headers, ...(token ? bearer(token) : {}), ...(o.lang ? { 'accept-language': o.lang } : {}) },
    payload: m.payload,
  });
};
const imagesDir = () => path.join(t.dataDir, 'storage', 'public', 'uploads', 'images');
const storedImages = async () => (await fs.readdir(imagesDir()).catch(() => [] as string[])).sort();

describe('pictures for posts (decision 292)', () => {
  it('an enrolled learner, a mentor of the course and an admin upload a picture; it is stored as WebP in the academy storage', async () => {
    const learner = await person();
    const res = await upload(learner.token, await png());
    expect(res.statusCode, res.body).toBe(201);
    const data = UploadResponseSchema.parse(res.json()).data;
    expect(data).toMatchObject({ purpose: 'post_image', content_type: 'image/webp' });
    expect(isPostImageSource(data.url)).toBe(true);
    expect(data.url).toBe(`/storage/${data.path}`);
    await expect(fs.stat(path.join(t.dataDir, 'storage', 'public', data.path))).resolves.toBeTruthy();
    // A JPEG and a WebP by content, whatever their names.
    const jpeg = await sharp({ create: { width: 30, height: 30, channels: 3, background: '#ff0000' } }).jpeg().toBuffer();
    expect((await upload(learner.token, jpeg, { name: 'foto.bin' })).statusCode).toBe(201);
    const webp = await sharp({ create: { width: 30, height: 30, channels: 3, background: '#00ff00' } }).webp().toBuffer();
    expect((await upload(learner.token, webp, { name: 'foto' })).statusCode).toBe(201);

    const mentor = await person({ enrolled: false, role: 'mentor' });
    const [m] = await t.app.db.insert(mentors).values({ name: 'Mentor Gambar', userId: mentor.id }).returning({ id: mentors.id });
    await t.app.db.insert(courseMentors).values({ courseId: course.id, mentorId: m!.id });
    expect((await upload(mentor.token, await png())).statusCode).toBe(201);
    expect((await upload(admin, await png())).statusCode).toBe(201);

    // The picture goes into a question and is shown to its readers.
    const body = `<p>Grafik saya:</p><p><img src="${data.url}" alt="grafik"></p>`;
    const asked = await t.app.inject({ method: 'POST', url: `/api/course/${course.slug}/questions`, headers: bearer(learner.token), payload: { item_id: course.items[0]!.id, body } });
    expect(asked.statusCode, asked.body).toBe(201);
    expect(QuestionDetailResponseSchema.parse(asked.json()).data.body).toBe(`<p>Grafik saya:</p><p><img src="${data.url}" alt="grafik" /></p>`);
  });

  it('refuses who may not post there, before reading the file: 401, 404, 403 NOT_ENROLLED, 403 POSTING_BANNED; nothing stored', async () => {
    const before = await storedImages();
    const picture = await png();
    expect((await upload(null, picture)).statusCode).toBe(401);
    expect((await upload(admin, picture, { slug: 'tidak-ada' })).statusCode).toBe(404);
    const [draft] = await t.app.db.insert(courses).values({ kind: 'learning_video', slug: `draf-${randomUUID().slice(0, 8)}`, title: 'Draf', status: 'draft' }).returning({ slug: courses.slug });
    expect((await upload(admin, picture, { slug: draft!.slug })).statusCode).toBe(404);
    const stranger = await person({ enrolled: false });
    const refused = await upload(stranger.token, picture);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: QUESTION_TEXT.notEnrolled, code: 'NOT_ENROLLED' });
    const banned = await person();
    const ban = await t.app.inject({ method: 'POST', url: `/api/admin/courses/${course.id}/posting-bans`, headers: bearer(admin), payload: { user_id: banned.id, reason: 'Spam' } });
    expect(ban.statusCode).toBe(201);
    const barred = await upload(banned.token, picture);
    expect(barred.statusCode).toBe(403);
    expect(barred.json().code).toBe('POSTING_BANNED');
    expect(await storedImages()).toEqual(before);
  });

  it('images only, by content (415 naming the types), within the image limit (413), with a file (422); nothing stored', async () => {
    const learner = await person();
    const before = await storedImages();
    const pdf = await upload(learner.token, PDF_BYTES, { name: 'gambar.png' });
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json()).toEqual({ message: STUDIO_MESSAGES.postImageType, code: 'UNSUPPORTED_FILE_TYPE' });
    expect((await upload(learner.token, PDF_BYTES, { lang: 'en' })).json().message).toBe('A discussion picture must be a JPG, PNG or WEBP.');
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    expect((await upload(learner.token, gif, { name: 'a.gif' })).statusCode).toBe(415);
    expect((await upload(learner.token, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), { name: 'a.svg' })).statusCode).toBe(415);

    const big = Buffer.concat([await png(), Buffer.alloc(IMAGE_LIMIT, 0)]);
    const tooLarge = await upload(learner.token, big);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ code: 'FILE_TOO_LARGE', message: 'Ukuran berkas melebihi batas 30 KB.' });

    const empty = await upload(learner.token, Buffer.alloc(0));
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ file: [STUDIO_MESSAGES.uploadMissing] });
    const json = await t.app.inject({ method: 'POST', url: `/api/course/${course.slug}/post-images`, headers: bearer(learner.token), payload: { file: 'x' } });
    expect(json.statusCode).toBe(422);
    expect(json.json().errors).toEqual({ file: [STUDIO_MESSAGES.uploadMissing] });
    expect(await storedImages()).toEqual(before);
  });

  it(`more than ${POST_IMAGES_PER_HOUR} pictures an hour per user answer 429, counted atomically across parallel uploads; another user has their own count`, async () => {
    const learner = await person();
    const picture = await png(8, 8);
    const results = await Promise.all(Array.from({ length: POST_IMAGES_PER_HOUR + 4 }, () => upload(learner.token, picture)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(POST_IMAGES_PER_HOUR);
    expect(codes.filter((c) => c === 429)).toHaveLength(4);
    expect(results.find((r) => r.statusCode === 429)!.json().code).toBe('RATE_LIMITED');
    // A refused upload stores nothing.
    const before = await storedImages();
    expect((await upload(learner.token, picture)).statusCode).toBe(429);
    expect(await storedImages()).toEqual(before);
    expect((await upload((await person()).token, picture)).statusCode).toBe(201);
  });

  it('a post may show pictures from the academy storage only: any other address is 422 under body, in both languages', async () => {
    const learner = await person();
    const ask = (body: string, lang?: string) =>
      t.app.inject({ method: 'POST', url: `/api/course/${course.slug}/questions`, headers: { ...bearer(learner.token), ...(lang ? { 'accept-language': lang } : {}) }, payload: { item_id: course.items[0]!.id, body } });
    for (const src of ['https://tracker.example/p.gif', '//tracker.example/storage/uploads/images/a-1280.webp', 'data:image/png;base64,iVBORw0KGgo=', '/storage/avatars/1/a.png', '']) {
      const res = await ask(`<p>Lihat<img src="${src}" alt="x"></p>`);
      expect(res.statusCode, src).toBe(422);
      expect(res.json().errors.body).toEqual([QUESTION_TEXT.imageSource]);
    }
    expect((await ask("<p><img alt='x' src='https://a.example/x.png'></p>", 'en')).json().errors.body).toEqual([
      'Pictures in questions and answers must be uploaded with the Picture button; picture addresses on other sites cannot be used.',
    ]);
    const q = await ask('<p><img src="/storage/uploads/images/abc_DEF-1-1280.webp" alt="grafik"></p>');
    expect(q.statusCode, q.body).toBe(201);
    const id = q.json().data.id as number;
    const patched = await t.app.inject({ method: 'PATCH', url: `/api/questions/${id}`, headers: bearer(learner.token), payload: { body: '<img src="https://a.example/x.png">' } });
    expect(patched.statusCode).toBe(422);
    const answered = await t.app.inject({ method: 'POST', url: `/api/questions/${id}/answers`, headers: bearer(learner.token), payload: { body: '<p>ok<img src=https://a.example/x.png></p>' } });
    expect(answered.statusCode).toBe(422);
  });

  it('is documented in the OpenAPI document with its refusals', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, { responses?: Record<string, unknown>; requestBody?: { content?: Record<string, unknown> } }>> };
    const op = doc.paths['/api/course/{slug}/post-images']?.post;
    expect(op).toBeDefined();
    expect(Object.keys(op!.responses ?? {})).toEqual(expect.arrayContaining(['201', '401', '403', '404', '413', '415', '422', '429']));
  });
});
