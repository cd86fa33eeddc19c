import fs from 'node:fs/promises';
import path from 'node:path';
import { QUIZ_CSV_HEADER, STUDIO_MESSAGES, type StudioCourse, type StudioQuiz } from '@kelas/contracts/studio';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditLog, quizAttempts, quizQuestions, userRoles } from '../../db/schema/index.ts';
import { createEnrolment } from '../programs/create-enrolment.ts';
import { insertLearners } from '../programs/test-fixtures.ts';
import { buildCourse, call, multipart, PDF_BYTES, purposeOf } from './studio.fixtures.ts';

/** Bad input, publish checks, versions, audit, visibility, preview, live edits, media. */
describe('studio behaviour', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp({ env: { UPLOAD_MAX_PDF_BYTES: '4096', UPLOAD_MAX_VIDEO_BYTES: '20000' } });
    admin = await t.login('admin@example.com');
  });
  afterAll(async () => {
    await t.close();
  });

  const get = async (id: number) => ((await call(t, admin, 'GET', `/api/admin/courses/${id}`)).json() as { data: StudioCourse }).data;

  it('creates drafts with a slug from the title, unique, and answers 422 for an unknown kind or item type', async () => {
    const a = await call(t, admin, 'POST', '/api/admin/courses', { kind: 'learning_video', title: 'Belajar Excel Dasar!' });
    expect(a.statusCode).toBe(201);
    expect(a.json().data).toMatchObject({ slug: 'belajar-excel-dasar', status: 'draft', version: 1 });
    const b = await call(t, admin, 'POST', '/api/admin/courses', { kind: 'learning_video', title: 'Belajar Excel Dasar' });
    expect(b.json().data.slug).toBe('belajar-excel-dasar-2');
    const bad = await call(t, admin, 'POST', '/api/admin/courses', { kind: 'podcast', title: 'X' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.kind).toEqual([STUDIO_MESSAGES.kindInvalid]);
    const fx = await buildCourse(t, admin);
    const item = await call(t, admin, 'POST', `/api/admin/chapters/${fx.chapterIds[0]}/items`, { title: 'X', item_type: 'podcast', detail: {} });
    expect(item.statusCode).toBe(422);
    expect(item.json().errors.item_type).toEqual([STUDIO_MESSAGES.itemTypeInvalid]);
    const detail = await call(t, admin, 'POST', `/api/admin/chapters/${fx.chapterIds[0]}/items`, { title: 'X', item_type: 'video', detail: { url: 'javascript:alert(1)' } });
    expect(detail.statusCode).toBe(422);
    expect(Object.keys(detail.json().errors)).toEqual(['detail.url']);
  });

  it('answers 409 for a duplicate slug and sanitises script out of rich text', async () => {
    const one = await buildCourse(t, admin, { title: 'Kelas Satu' });
    const two = await buildCourse(t, admin, { title: 'Kelas Dua' });
    const dup = await call(t, admin, 'PATCH', `/api/admin/courses/${two.id}`, { slug: one.slug });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(STUDIO_MESSAGES.slugTaken);
    const res = await call(t, admin, 'PATCH', `/api/admin/courses/${two.id}`, { description: '<p onclick="x()">Hai<script>alert(1)</script><a href="javascript:alert(1)">l</a></p>' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.description).not.toMatch(/script|onclick|javascript/);
    expect(res.json().data.description).toContain('Hai');
  });

  it('answers 409 on a stale save (body version or If-Match) and records audit rows with before and after', async () => {
    const fx = await buildCourse(t, admin);
    const v = (await get(fx.id)).version;
    expect((await call(t, admin, 'PATCH', `/api/admin/courses/${fx.id}`, { title: 'Versi A', version: v })).statusCode).toBe(200);
    const stale = await call(t, admin, 'PATCH', `/api/admin/courses/${fx.id}`, { title: 'Versi B', version: v });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(STUDIO_MESSAGES.staleVersion);
    expect((await call(t, admin, 'PATCH', `/api/admin/courses/${fx.id}`, { title: 'Versi C' }, { 'if-match': `"${v}"` })).statusCode).toBe(409);
    expect((await get(fx.id)).title).toBe('Versi A');
    const stalePkg = await call(t, admin, 'PATCH', `/api/admin/packages/${fx.packageId}`, { name: 'X', version: 99 });
    expect(stalePkg.statusCode).toBe(409);
    const rows = await t.app.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'course'), eq(auditLog.entityId, String(fx.id)), eq(auditLog.action, 'course.update'))).orderBy(auditLog.id);
    const last = rows.at(-1)!;
    expect(last.actorId).not.toBeNull();
    expect((last.before as { title: string }).title).toBe('Kelas Uji Studio');
    expect((last.after as { title: string }).title).toBe('Versi A');
  });

  it('publishing lists what is missing (422), then shows the course publicly; drafts and archived courses are absent', async () => {
    const empty = (await call(t, admin, 'POST', '/api/admin/courses', { kind: 'record_webinar', title: 'Kelas Kosong' })).json().data as StudioCourse;
    const res = await call(t, admin, 'POST', `/api/admin/courses/${empty.id}/publish`);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['chapters', 'description', 'packages', 'thumbnail']);
    expect((await t.app.inject({ url: `/api/courses/${empty.slug}` })).statusCode).toBe(404);

    const fx = await buildCourse(t, admin, { title: 'Kelas Terbit' });
    const list = async () => ((await t.app.inject({ url: '/api/courses?type=learning%20video' })).json().data as { slug: string }[]).map((c) => c.slug);
    expect(await list()).not.toContain(fx.slug);
    expect((await t.app.inject({ url: `/api/courses/${fx.slug}` })).statusCode).toBe(404);
    const learner = (await insertLearners(t.app.db, 1))[0]!;
    const quote = await call(t, learner.token, 'POST', '/api/checkout/quote', { items: [{ priceId: fx.priceId }] });
    expect(quote.statusCode).toBeGreaterThanOrEqual(400);
    expect(quote.statusCode).toBeLessThan(500);

    expect((await call(t, admin, 'POST', `/api/admin/courses/${fx.id}/publish`)).statusCode).toBe(200);
    expect(await list()).toContain(fx.slug);
    expect((await t.app.inject({ url: `/api/courses/${fx.slug}` })).statusCode).toBe(200);

    await createEnrolment(t.app.db, { userId: learner.id, courseId: fx.id, source: 'admin' });
    expect((await call(t, admin, 'POST', `/api/admin/courses/${fx.id}/archive`)).statusCode).toBe(200);
    expect(await list()).not.toContain(fx.slug);
    expect((await t.app.inject({ url: `/api/courses/${fx.slug}` })).statusCode).toBe(404);
    // The enrolled learner keeps the archived course: Programmu and the player.
    expect((await call(t, learner.token, 'GET', `/api/course/${fx.slug}/activity`)).statusCode).toBe(200);
    const programs = await call(t, learner.token, 'GET', '/api/course');
    expect(JSON.stringify(programs.json())).toContain(fx.slug);
    // An enrolled course cannot be deleted, only archived.
    expect((await call(t, admin, 'DELETE', `/api/admin/courses/${fx.id}`)).statusCode).toBe(409);
  });

  it('lets the course author and admins preview a draft in the player; learners get 404', async () => {
    const author = await t.login('author@example.com');
    const authorId = (await call(t, admin, 'GET', '/api/admin/users?search=author@example.com')).json().data[0].id as number;
    const fx = await buildCourse(t, admin, { title: 'Kelas Pratinjau', authorId });
    expect((await call(t, author, 'GET', `/api/course/${fx.slug}/activity`)).statusCode).toBe(200);
    expect((await call(t, admin, 'GET', `/api/course/${fx.slug}/activity`)).statusCode).toBe(200);
    const active = await call(t, author, 'POST', `/api/course/items/${fx.itemIds[0]}/active`, { courseId: fx.id, itemId: fx.chapterIds[0], itemType: 'text' });
    expect(active.statusCode).toBe(200);
    expect(active.json().data.detail.html).toBe('<p>Halo</p>');
    const learner = await t.login('learner@example.com');
    expect((await call(t, learner, 'GET', `/api/course/${fx.slug}/activity`)).statusCode).toBe(404);
    // The author of one course cannot open another course's draft items.
    const other = await buildCourse(t, admin, { title: 'Kelas Lain' });
    expect((await call(t, author, 'POST', `/api/course/items/${other.itemIds[0]}/active`, { courseId: other.id, itemId: other.chapterIds[0], itemType: 'text' })).statusCode).toBe(404);
    // List counts are per course.
    const listed = (await call(t, admin, 'GET', `/api/admin/courses?search=${other.slug}`)).json().data[0];
    expect(listed).toMatchObject({ chapter_count: 2, item_count: 2 });
  });

  it('quiz: 422 without a correct answer or with 1 or 11 answers, nothing written', async () => {
    const fx = await buildCourse(t, admin);
    const put = (questions: unknown) => call(t, admin, 'PUT', `/api/admin/items/${fx.quizItemId}/quiz`, { target_score: 70, opportunity: 3, duration_minutes: 15, questions });
    const none = await put([{ question: 'Q', answers: [{ answer: 'a', is_correct: false }, { answer: 'b', is_correct: false }] }]);
    expect(none.statusCode).toBe(422);
    expect(none.json().errors['questions.0.answers']).toEqual([STUDIO_MESSAGES.noCorrectAnswer]);
    expect((await put([{ question: 'Q', answers: [{ answer: 'a', is_correct: true }] }])).statusCode).toBe(422);
    expect((await put([{ question: 'Q', answers: Array.from({ length: 11 }, (_, i) => ({ answer: `a${i}`, is_correct: i === 0 })) }])).statusCode).toBe(422);
    const quiz = (await call(t, admin, 'GET', `/api/admin/items/${fx.quizItemId}/quiz`)).json().data as StudioQuiz;
    expect(quiz.questions.map((q) => q.question)).toEqual(['1 + 1 = ?']);
  });

  it('quiz CSV: every bad row reported by its number and nothing imported; export → import round trip', async () => {
    const fx = await buildCourse(t, admin);
    const header = QUIZ_CSV_HEADER.join(',');
    const bad = [header, '"Baik?",single,1,Ya,Tidak', '"Tanpa benar",,,A,B', '"Satu jawaban",single,1,A', '"Nomor salah",,5,A,B'].join('\n');
    const res = await call(t, admin, 'POST', `/api/admin/items/${fx.quizItemId}/quiz/import`, { csv: bad, mode: 'replace' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(STUDIO_MESSAGES.csvRowErrors);
    expect(Object.keys(res.json().errors)).toEqual(['baris 3', 'baris 4', 'baris 5']);
    const after = (await call(t, admin, 'GET', `/api/admin/items/${fx.quizItemId}/quiz`)).json().data as StudioQuiz;
    expect(after.questions).toHaveLength(1);
    expect((await call(t, admin, 'POST', `/api/admin/items/${fx.quizItemId}/quiz/import`, { csv: 'a,b\n1,2', mode: 'replace' })).statusCode).toBe(422);

    const good = [header, '"<b>Ibu kota</b> Indonesia?",single,1,Jakarta,Bandung,Medan', '"Pilih dua bilangan genap",multiple,"2;3",1,2,4'].join('\n');
    const ok = await call(t, admin, 'POST', `/api/admin/items/${fx.quizItemId}/quiz/import`, { csv: good, mode: 'append' });
    expect(ok.statusCode).toBe(200);
    const quiz = ok.json().data as StudioQuiz;
    expect(quiz.questions).toHaveLength(3);
    expect(quiz.questions[2]!.answers.map((a) => a.is_correct)).toEqual([false, true, true]);
    const exported = await call(t, admin, 'GET', `/api/admin/items/${fx.quizItemId}/quiz/export`);
    expect(exported.headers['content-type']).toContain('text/csv');
    const again = await call(t, admin, 'POST', `/api/admin/items/${fx.quizItemId}/quiz/import`, { csv: exported.body, mode: 'replace' });
    expect(again.statusCode).toBe(200);
    const strip = (q: StudioQuiz) => q.questions.map((x) => ({ q: x.question, type: x.type, a: x.answers.map((a) => [a.answer, a.is_correct]) }));
    expect(strip(again.json().data)).toEqual(strip(quiz));
  });

  it('reorder: 422 for ids of another chapter or course, else saves the order', async () => {
    const a = await buildCourse(t, admin);
    const b = await buildCourse(t, admin);
    const foreign = await call(t, admin, 'PUT', `/api/admin/chapters/${a.chapterIds[0]}/items/order`, { ids: [b.itemIds[0]] });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors.ids).toEqual([STUDIO_MESSAGES.reorderMismatch]);
    expect((await call(t, admin, 'PUT', `/api/admin/courses/${a.id}/chapters/order`, { ids: [a.chapterIds[0], b.chapterIds[0]] })).statusCode).toBe(422);
    expect((await call(t, admin, 'PUT', `/api/admin/courses/${a.id}/chapters/order`, { ids: [a.chapterIds[1], a.chapterIds[1]] })).statusCode).toBe(422);
    expect((await call(t, admin, 'PUT', `/api/admin/courses/${a.id}/chapters/order`, { ids: [a.chapterIds[1], a.chapterIds[0]] })).statusCode).toBe(200);
    expect((await get(a.id)).chapters.map((c) => c.id)).toEqual([a.chapterIds[1], a.chapterIds[0]]);
  });

  it('live edits: deleting a completed item asks to confirm with the count; a recorded attempt keeps its questions and score', async () => {
    const fx = await buildCourse(t, admin, { publish: true });
    const learner = (await insertLearners(t.app.db, 1))[0]!;
    await createEnrolment(t.app.db, { userId: learner.id, courseId: fx.id, source: 'admin' });
    const done = await call(t, learner.token, 'POST', `/api/course/items/${fx.itemIds[0]}/complete`, { courseId: fx.id, itemId: fx.chapterIds[0], itemType: 'text' });
    expect(done.statusCode).toBe(200);
    const ask = await call(t, admin, 'DELETE', `/api/admin/items/${fx.itemIds[0]}`);
    expect(ask.statusCode).toBe(409);
    expect(ask.json()).toMatchObject({ code: 'CONFIRM_REQUIRED', completed_count: 1 });
    expect((await call(t, admin, 'DELETE', `/api/admin/chapters/${fx.chapterIds[0]}`)).statusCode).toBe(409);
    expect((await call(t, admin, 'DELETE', `/api/admin/items/${fx.itemIds[0]}?confirm=true`)).statusCode).toBe(204);

    // A finished attempt answered the quiz's question; replacing the questions retires it instead of deleting it.
    const quizId = (await call(t, learner.token, 'POST', `/api/course/items/${fx.quizItemId}/active`, { courseId: fx.id, itemId: fx.chapterIds[1], itemType: 'quiz' })).json().data.detail.quiz_material_id as number;
    const start = await call(t, learner.token, 'POST', '/api/course/quiz/question', { material_id: fx.quizItemId, quiz_material_id: quizId });
    expect(start.statusCode).toBe(200);
    const session = start.json().data as { log_id: number; quizzes: { id: number; answers: { id: number }[] }[] };
    const q = session.quizzes[0]!;
    const ans = await call(t, learner.token, 'POST', '/api/course/quiz/answer', { log_id: session.log_id, quiz_id: q.id, answer_id: q.answers[0]!.id });
    expect(ans.statusCode).toBeLessThan(300);
    const fin = await call(t, learner.token, 'POST', '/api/course/quiz/finish', { log_id: session.log_id });
    expect(fin.statusCode).toBeLessThan(300);
    const [before] = await t.app.db.select().from(quizAttempts).where(eq(quizAttempts.id, session.log_id));
    const put = await call(t, admin, 'PUT', `/api/admin/items/${fx.quizItemId}/quiz`, {
      target_score: 90,
      opportunity: 3,
      duration_minutes: 10,
      questions: [{ question: 'Soal baru', answers: [{ answer: 'x', is_correct: true }, { answer: 'y', is_correct: false }] }],
    });
    expect(put.statusCode).toBe(200);
    const [after] = await t.app.db.select().from(quizAttempts).where(eq(quizAttempts.id, session.log_id));
    expect(after).toEqual(before);
    const [old] = await t.app.db.select().from(quizQuestions).where(eq(quizQuestions.id, q.id));
    expect(old?.retiredAt).not.toBeNull();
    expect((put.json().data as StudioQuiz).questions.map((x) => x.question)).toEqual(['Soal baru']);
  });

  it('uploads: type by content (415), size by configuration (413, nothing left), PDFs stored, images resized, video served with ranges', async () => {
    const up = (bytes: Buffer, name: string) => {
      const m = multipart(bytes, name);
      return call(t, admin, 'POST', `/api/admin/uploads?purpose=${purposeOf(name)}`, m.payload, m.headers);
    };
    const publicDir = path.join(t.dataDir, 'storage', 'public', 'uploads');
    const files = async () => (await fs.readdir(publicDir, { recursive: true }).catch(() => [] as string[])).filter((f) => /\.\w+$/.test(String(f))).sort();

    const wrong = await up(Buffer.from('<html><script>alert(1)</script></html>'.repeat(10)), 'rapor.pdf');
    expect(wrong.statusCode).toBe(415);
    const big = await up(Buffer.concat([PDF_BYTES, Buffer.alloc(5000, 32)]), 'besar.pdf');
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toMatch(/^Ukuran berkas melebihi batas [\d.]+ (KB|MB)\.$/);
    expect(await files()).toEqual([]);
    expect((await call(t, admin, 'POST', '/api/admin/uploads', {})).statusCode).toBe(422);

    const pdf = await up(PDF_BYTES, 'materi.pdf');
    expect(pdf.statusCode).toBe(201);
    expect(pdf.json().data).toMatchObject({ content_type: 'application/pdf', size: PDF_BYTES.length });
    expect(pdf.json().data.path).toMatch(/^uploads\/documents\/[\w-]+\.pdf$/);

    const png = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#3366ff' } }).png().toBuffer();
    const img = await up(png, 'sampul.png');
    expect(img.statusCode).toBe(201);
    const data = img.json().data as { path: string; content_type: string; variants: Record<string, string> };
    expect(data.content_type).toBe('image/webp');
    expect(Object.keys(data.variants).sort()).toEqual(['1280', '400']);
    const meta = await sharp(await fs.readFile(path.join(t.dataDir, 'storage', 'public', data.variants['400']!))).metadata();
    expect(meta.width).toBe(400);

    const ftyp = Buffer.from([0, 0, 0, 0x18, ...Buffer.from('ftypmp42'), 0, 0, 0, 0, ...Buffer.from('mp42isom')]);
    const mp4 = Buffer.concat([ftyp, Buffer.alloc(8000, 1)]);
    const video = await up(mp4, 'video.mp4');
    expect(video.statusCode).toBe(201);
    expect(video.json().data.content_type).toBe('video/mp4');
    const ranged = await t.app.inject({ url: video.json().data.url, headers: { range: 'bytes=100-199' } });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.rawPayload.length).toBe(100);
    const tooBig = await up(Buffer.concat([ftyp, Buffer.alloc(30_000, 1)]), 'panjang.mp4');
    expect(tooBig.statusCode).toBe(413);
    expect((await files()).filter((f) => f.includes('videos'))).toHaveLength(1);
  });

  it('roles: an admin takes roles away (giving one is an invitation) and assigns authors; an author must hold the role; no admin removes their own admin role', async () => {
    const learner = (await insertLearners(t.app.db, 1))[0]!;
    const fx = await buildCourse(t, admin);
    const notAuthor = await call(t, admin, 'PUT', `/api/admin/courses/${fx.id}/staff`, { author_ids: [learner.id] });
    expect(notAuthor.statusCode).toBe(422);
    const grant = await call(t, admin, 'PUT', `/api/admin/users/${learner.id}/roles`, { roles: ['author'] });
    expect(grant.statusCode).toBe(409);
    expect(grant.json().code).toBe('GRANT_NEEDS_INVITATION');
    // As if the learner had accepted an invitation to the author role (decision 266).
    await t.app.db.insert(userRoles).values({ userId: learner.id, role: 'author' });
    expect((await call(t, learner.token, 'GET', `/api/admin/courses/${fx.id}`)).statusCode).toBe(403);
    expect((await call(t, admin, 'PUT', `/api/admin/courses/${fx.id}/staff`, { author_ids: [learner.id] })).statusCode).toBe(200);
    expect((await call(t, learner.token, 'GET', `/api/admin/courses/${fx.id}`)).statusCode).toBe(200);
    expect((await call(t, admin, 'PUT', '/api/admin/users/999999/roles', { roles: [] })).statusCode).toBe(404);
    expect((await call(t, admin, 'PUT', `/api/admin/users/${learner.id}/roles`, { roles: ['owner'] })).statusCode).toBe(422);
    const self = (await call(t, admin, 'GET', '/api/admin/users?search=admin@example.com')).json().data[0].id as number;
    expect((await call(t, admin, 'PUT', `/api/admin/users/${self}/roles`, { roles: ['author'] })).statusCode).toBe(422);
  });
});
