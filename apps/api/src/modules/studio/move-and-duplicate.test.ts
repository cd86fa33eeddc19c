import { STUDIO_MESSAGES, type StudioChapter, type StudioCourse } from '@kelas/contracts/studio';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditLog, certificates, enrolments, itemProgress, quizAnswers, quizQuestions, quizzes } from '../../db/schema/index.ts';
import { createEnrolment } from '../programs/create-enrolment.ts';
import { insertLearners } from '../programs/test-fixtures.ts';
import { buildCourse, call, userId } from './studio.fixtures.ts';

/** Decision 270: moving an item between chapters, duplicating a chapter and a whole course. */
describe('studio: move and duplicate (decision 270)', () => {
  let t: TestApp;
  let admin: string;
  let author: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login('admin@example.com');
    author = await t.login('author@example.com');
  });
  afterAll(async () => {
    await t.close();
  });

  const get = async (id: number) => ((await call(t, admin, 'GET', `/api/admin/courses/${id}`)).json() as { data: StudioCourse }).data;
  const order = (c: StudioCourse) => c.chapters.map((ch) => ch.items.map((i) => [i.id, i.position]));

  it('moves an item to another chapter at a place, renumbers both chapters, keeps progress and writes an audit row', async () => {
    const fx = await buildCourse(t, admin, { title: 'Kelas Pindah' });
    const [ch1, ch2] = fx.chapterIds as [number, number];
    const [text, quiz] = fx.itemIds as [number, number];
    const extra = (await call(t, admin, 'POST', `/api/admin/chapters/${ch1}/items`, { title: 'Kedua', item_type: 'text', detail: { html: '<p>2</p>' } })).json().data.id as number;
    const learner = (await insertLearners(t.app.db, 1))[0]!;
    await createEnrolment(t.app.db, { userId: learner.id, courseId: fx.id, source: 'admin' });
    await t.app.db.insert(itemProgress).values({ userId: learner.id, itemId: text, courseId: fx.id });

    const res = await call(t, admin, 'PUT', `/api/admin/items/${text}/move`, { chapter_id: ch2, position: 0 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: text, chapter_id: ch2, position: 0, completed_count: 1 });
    expect(order(await get(fx.id))).toEqual([[[extra, 0]], [[text, 0], [quiz, 1]]]);
    const progress = await t.app.db.select().from(itemProgress).where(eq(itemProgress.itemId, text));
    expect(progress).toHaveLength(1);
    const [audit] = await t.app.db.select().from(auditLog).where(and(eq(auditLog.action, 'item.move'), eq(auditLog.entityId, String(text))));
    expect(audit?.before).toEqual({ chapter_id: ch1, position: 0 });
    expect(audit?.after).toEqual({ chapter_id: ch2, position: 0 });

    // A position past the end is the end; the same chapter is a reorder.
    expect((await call(t, admin, 'PUT', `/api/admin/items/${extra}/move`, { chapter_id: ch2, position: 99 })).json().data.position).toBe(2);
    expect((await call(t, admin, 'PUT', `/api/admin/items/${extra}/move`, { chapter_id: ch2, position: 0 })).statusCode).toBe(200);
    expect(order(await get(fx.id))).toEqual([[], [[extra, 0], [text, 1], [quiz, 2]]]);
  });

  it('answers 4xx for a foreign or unknown chapter, a bad body, a stale version, an unknown item and another author', async () => {
    const fx = await buildCourse(t, admin, { title: 'Kelas Salah Pindah' });
    const other = await buildCourse(t, admin, { title: 'Kelas Lain' });
    const item = fx.itemIds[0]!;
    const foreign = await call(t, admin, 'PUT', `/api/admin/items/${item}/move`, { chapter_id: other.chapterIds[0], position: 0 });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors.chapter_id).toEqual([STUDIO_MESSAGES.moveTargetInvalid]);
    expect((await call(t, admin, 'PUT', `/api/admin/items/${item}/move`, { chapter_id: 999_999, position: 0 })).statusCode).toBe(422);
    const bad = await call(t, admin, 'PUT', `/api/admin/items/${item}/move`, { chapter_id: fx.chapterIds[1], position: -1 });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['position']);
    expect((await call(t, admin, 'PUT', `/api/admin/items/${item}/move`, { chapter_id: 'x' })).statusCode).toBe(422);
    const stale = await call(t, admin, 'PUT', `/api/admin/items/${item}/move`, { chapter_id: fx.chapterIds[1], position: 0, version: 99 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('STALE_VERSION');
    expect((await call(t, admin, 'PUT', `/api/admin/items/999999/move`, { chapter_id: fx.chapterIds[1], position: 0 })).statusCode).toBe(404);
    expect((await call(t, author, 'PUT', `/api/admin/items/${item}/move`, { chapter_id: fx.chapterIds[1], position: 0 })).statusCode).toBe(403);
    // Nothing moved.
    expect((await get(fx.id)).chapters.map((c) => c.items.map((i) => i.id))).toEqual([[fx.itemIds[0]], [fx.itemIds[1]]]);
  });

  it('duplicates a chapter right after it, with its items and quiz questions and answers, and nobody\'s progress', async () => {
    const fx = await buildCourse(t, admin, { title: 'Kelas Duplikat Bab' });
    const learner = (await insertLearners(t.app.db, 1))[0]!;
    await t.app.db.insert(itemProgress).values({ userId: learner.id, itemId: fx.quizItemId, courseId: fx.id });
    const res = await call(t, admin, 'POST', `/api/admin/chapters/${fx.chapterIds[1]}/duplicate`);
    expect(res.statusCode).toBe(201);
    const copy = res.json().data as StudioChapter;
    expect(copy).toMatchObject({ title: `Bab 2 ${STUDIO_MESSAGES.copySuffix}`, position: 2, completed_count: 0 });
    expect(copy.items.map((i) => [i.title, i.item_type, i.completed_count])).toEqual([['Kuis', 'quiz', 0]]);
    const course = await get(fx.id);
    expect(course.chapters.map((c) => c.id)).toEqual([...fx.chapterIds, copy.id]);
    const copiedItem = copy.items[0]!.id;
    const quiz = await t.app.db.select().from(quizzes).where(eq(quizzes.itemId, copiedItem));
    expect(quiz[0]).toMatchObject({ targetScore: 50, opportunity: 3, durationMinutes: 10 });
    const questions = await t.app.db.select().from(quizQuestions).where(eq(quizQuestions.quizId, quiz[0]!.id));
    expect(questions.map((q) => q.question)).toEqual(['1 + 1 = ?']);
    const answers = await t.app.db.select().from(quizAnswers).where(eq(quizAnswers.questionId, questions[0]!.id));
    expect(answers.map((a) => [a.answer, a.isCorrect])).toEqual([
      ['2', true],
      ['3', false],
    ]);
    expect(await t.app.db.select().from(itemProgress).where(eq(itemProgress.itemId, copiedItem))).toEqual([]);
    // The first chapter duplicated goes between the first and the second.
    const first = (await call(t, admin, 'POST', `/api/admin/chapters/${fx.chapterIds[0]}/duplicate`)).json().data as StudioChapter;
    expect((await get(fx.id)).chapters.map((c) => [c.id, c.position])).toEqual([
      [fx.chapterIds[0], 0],
      [first.id, 1],
      [fx.chapterIds[1], 2],
      [copy.id, 3],
    ]);
    expect((await call(t, admin, 'POST', '/api/admin/chapters/999999/duplicate')).statusCode).toBe(404);
    expect((await call(t, author, 'POST', `/api/admin/chapters/${fx.chapterIds[0]}/duplicate`)).statusCode).toBe(403);
  });

  it('duplicates a course as a draft with a new slug, its content, packages and prices, and no learner records', async () => {
    const authorId = await userId(t, 'author@example.com');
    const fx = await buildCourse(t, admin, { title: 'Kelas Asli', publish: true, authorId });
    const learner = (await insertLearners(t.app.db, 1))[0]!;
    await createEnrolment(t.app.db, { userId: learner.id, courseId: fx.id, source: 'admin' });
    await t.app.db.insert(itemProgress).values({ userId: learner.id, itemId: fx.itemIds[0]!, courseId: fx.id });
    await t.app.db.insert(certificates).values({ userId: learner.id, courseId: fx.id, code: `KLS-${fx.id}-DUP`, namePrinted: 'Peserta' });

    const res = await call(t, author, 'POST', `/api/admin/courses/${fx.id}/duplicate`);
    expect(res.statusCode).toBe(201);
    const copy = res.json().data as StudioCourse;
    const source = await get(fx.id);
    expect(copy).toMatchObject({ title: 'Kelas Asli (Salinan)', slug: 'kelas-asli-salinan', status: 'draft', published_at: null, purchase_count: 0, rating: 0, version: 1 });
    expect(copy.id).not.toBe(fx.id);
    expect(copy.description).toBe(source.description);
    expect(copy.thumbnail).toBe(source.thumbnail);
    expect(copy.authors.map((a) => a.id)).toEqual([authorId]);
    expect(copy.packages.map((p) => [p.name, p.benefits, p.on_sale, p.prices.map((x) => [x.price, x.discount])])).toEqual([['Reguler', ['Sertifikat'], true, [[150000, 10]]]]);
    expect(copy.packages[0]!.prices[0]!.id).not.toBe(fx.priceId);
    expect(copy.chapters.map((c) => [c.title, c.items.map((i) => [i.title, i.item_type, i.detail, i.completed_count])])).toEqual(
      source.chapters.map((c) => [c.title, c.items.map((i) => [i.title, i.item_type, i.detail, 0])]),
    );
    expect(copy.missing).toEqual({});
    const copyItemIds = copy.chapters.flatMap((c) => c.items.map((i) => i.id));
    expect(await t.app.db.select().from(enrolments).where(eq(enrolments.courseId, copy.id))).toEqual([]);
    expect(await t.app.db.select().from(itemProgress).where(inArray(itemProgress.itemId, copyItemIds))).toEqual([]);
    expect(await t.app.db.select().from(certificates).where(eq(certificates.courseId, copy.id))).toEqual([]);
    const [audit] = await t.app.db.select().from(auditLog).where(and(eq(auditLog.action, 'course.duplicate'), eq(auditLog.entityId, String(copy.id))));
    expect(audit?.before).toEqual({ source_id: fx.id });

    // A second copy gets the next free slug; the copy is not public.
    const again = await call(t, admin, 'POST', `/api/admin/courses/${fx.id}/duplicate`);
    expect(again.json().data.slug).toBe('kelas-asli-salinan-2');
    expect((await t.app.inject({ method: 'GET', url: `/api/courses/${copy.slug}` })).statusCode).toBe(404);
  });

  it('answers 404 for an unknown course and 403 for an author of another course', async () => {
    const fx = await buildCourse(t, admin, { title: 'Kelas Bukan Milik' });
    expect((await call(t, admin, 'POST', '/api/admin/courses/999999/duplicate')).statusCode).toBe(404);
    const denied = await call(t, author, 'POST', `/api/admin/courses/${fx.id}/duplicate`);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe(STUDIO_MESSAGES.notAuthor);
    expect((await call(t, admin, 'POST', '/api/admin/courses/abc/duplicate')).statusCode).toBe(422);
  });
});
