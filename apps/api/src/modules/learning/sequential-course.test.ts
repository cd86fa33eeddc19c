import type { ActiveMaterial, CourseActivity } from '@kelas/contracts/learning';
import type { StudioCourse } from '@kelas/contracts/studio';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { itemProgress } from '../../db/schema/index.ts';
import { api, ok } from './certifying-course.fixtures.ts';
import { createLearner } from './learning.fixtures.ts';

/**
 * Sequential courses (decision 241): an item opens once every item before it is complete, in the
 * player and on the server; an uploaded or YouTube video completes when the watched time it was
 * told reaches the length its author set.
 */

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@example.com');
});
afterAll(() => t.close());

type Built = { id: number; slug: string; chapter: number; text: number; video: number; vimeo: number; quiz: number; reading: number };

/** text → YouTube video (120 s) → Vimeo video → quiz (`attempted`) → reading, in one chapter. */
async function buildCourse(): Promise<Built> {
  const course = await ok<StudioCourse>(api(t, admin, 'POST', '/api/admin/courses', { kind: 'learning_video', title: 'Kelas Berurutan', description: '<p>Urut.</p>' }), 201);
  await ok(api(t, admin, 'PATCH', `/api/admin/courses/${course.id}`, { thumbnail: 'thumbnails/uji.svg' }));
  const chapter = (await ok<{ id: number }>(api(t, admin, 'POST', `/api/admin/courses/${course.id}/chapters`, { title: 'Bab 1' }), 201)).id;
  const item = async (body: object) => (await ok<{ id: number }>(api(t, admin, 'POST', `/api/admin/chapters/${chapter}/items`, body), 201)).id;
  const text = await item({ title: 'Sambutan', item_type: 'text', detail: { html: '<p>Halo</p>' } });
  const video = await item({ title: 'Video Materi', item_type: 'video', detail: { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' } });
  const vimeo = await item({ title: 'Video Vimeo', item_type: 'video', detail: { url: 'https://vimeo.com/76979871' } });
  const quiz = await item({ title: 'Kuis', item_type: 'quiz', detail: {} });
  await ok(
    api(t, admin, 'PUT', `/api/admin/items/${quiz}/quiz`, {
      target_score: 100,
      opportunity: 2,
      duration_minutes: 5,
      completion_rule: 'attempted',
      questions: [{ question: 'Q', answers: [{ answer: 'A', is_correct: true }, { answer: 'B', is_correct: false }] }],
    }),
  );
  const reading = await item({ title: 'Bacaan', item_type: 'reading', detail: { pdf: 'documents/uji/bacaan.pdf' } });
  await ok(api(t, admin, 'POST', `/api/admin/courses/${course.id}/packages`, { name: 'Reguler', benefits: [], prices: [{ price: 100_000 }] }), 201);
  return { id: course.id, slug: course.slug, chapter, text, video, vimeo, quiz, reading };
}

describe('sequential courses (decision 241)', () => {
  it('the studio asks for the length of every uploaded and YouTube video before the course turns sequential', async () => {
    const c = await buildCourse();
    const refused = await api(t, admin, 'PATCH', `/api/admin/courses/${c.id}`, { sequential: true });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ errors: { sequential: ['Kelas berurutan: isi durasi setiap video unggahan dan YouTube.'] } });
    expect((await ok<StudioCourse>(api(t, admin, 'GET', `/api/admin/courses/${c.id}`))).sequential).toBe(false);
    await ok(api(t, admin, 'PATCH', `/api/admin/items/${c.video}`, { detail: { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', duration_seconds: 120 } }));
    expect((await ok<StudioCourse>(api(t, admin, 'PATCH', `/api/admin/courses/${c.id}`, { sequential: true }))).sequential).toBe(true);
    // Once sequential, a new video without its length is refused, nothing written.
    const noLength = await api(t, admin, 'POST', `/api/admin/chapters/${c.chapter}/items`, { title: 'Tanpa durasi', item_type: 'video', detail: { url: 'videos/klip.mp4' } });
    expect(noLength.statusCode).toBe(422);
    expect(noLength.json().errors).toHaveProperty(['detail.duration_seconds']);
    expect((await api(t, admin, 'POST', `/api/admin/chapters/${c.chapter}/items`, { title: 'Durasi salah', item_type: 'video', detail: { url: 'videos/klip.mp4', duration_seconds: 0 } })).statusCode).toBe(422);
    const tree = await ok<StudioCourse>(api(t, admin, 'GET', `/api/admin/courses/${c.id}`));
    expect(tree.chapters[0]!.items.map((i) => i.title)).not.toContain('Tanpa durasi');
  });

  it('opens items one after the other and holds videos to their end', async () => {
    const c = await buildCourse();
    await ok(api(t, admin, 'PATCH', `/api/admin/items/${c.video}`, { detail: { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', duration_seconds: 120 } }));
    await ok(api(t, admin, 'PATCH', `/api/admin/courses/${c.id}`, { sequential: true }));
    await ok(api(t, admin, 'POST', `/api/admin/courses/${c.id}/publish`));
    const l = await createLearner(t.app.db);
    const token = await t.login(l.email);
    await ok(api(t, admin, 'POST', `/api/admin/users/${l.id}/enrolments`, { course_id: c.id, reason: 'Peserta uji' }), 201);
    const body = (id: number, type: string) => ({ courseId: c.id, itemId: c.chapter, itemType: type });
    const active = (id: number, type: string) => api(t, token, 'POST', `/api/course/items/${id}/active`, body(id, type));
    const complete = (id: number, type: string, extra: object = {}) => api(t, token, 'POST', `/api/course/items/${id}/complete`, { ...body(id, type), ...extra });
    const locks = async () => (await ok<CourseActivity>(api(t, token, 'GET', `/api/course/${c.slug}/activity`))).materials[0]!.items.map((i) => [i.title, i.completion_rule, i.is_locked]);

    expect(await locks()).toEqual([
      ['Sambutan', 'own_action', false],
      ['Video Materi', 'watched', true],
      ['Video Vimeo', 'own_action', true],
      ['Kuis', 'attempted', true],
      ['Bacaan', 'own_action', true],
    ]);
    const lockedMessage = { message: 'Selesaikan materi sebelumnya terlebih dahulu.', code: 'ITEM_LOCKED' };
    for (const res of [await active(c.video, 'video'), await complete(c.reading, 'reading'), await complete(c.video, 'video', { watched_seconds: 120 })]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual(lockedMessage);
    }
    const quizDetail = (await ok<{ detail: { quiz_material_id: number } }>(api(t, admin, 'POST', `/api/course/items/${c.quiz}/active`, body(c.quiz, 'quiz')))).detail;
    const earlyQuiz = await api(t, token, 'POST', '/api/course/quiz/question', { material_id: c.quiz, quiz_material_id: quizDetail.quiz_material_id });
    expect(earlyQuiz.json()).toEqual(lockedMessage);

    await ok(complete(c.text, 'text'));
    expect((await locks()).map((r) => r[2])).toEqual([false, false, true, true, true]);
    const video = await ok<ActiveMaterial>(active(c.video, 'video'));
    expect(video).toMatchObject({ completion_rule: 'watched', detail: { provider: 'youtube', duration_seconds: 120 } });

    // The watched time it was told, against the length its author set (5 % or 2 s of slack).
    const watched = { message: 'Video ini selesai saat kamu menontonnya sampai akhir.', code: 'COMPLETION_RULE' };
    expect((await complete(c.video, 'video')).json()).toEqual(watched);
    expect((await complete(c.video, 'video', { watched_seconds: 60 })).json()).toEqual(watched);
    expect((await complete(c.video, 'video', { watched_seconds: -1 })).statusCode).toBe(422);
    const done = await ok<{ course_progress: number }>(complete(c.video, 'video', { watched_seconds: 115 }));
    expect(done.course_progress).toBe(40);

    // Vimeo cannot be held to 1×: the learner's own action (decision 241).
    await ok(complete(c.vimeo, 'video'));
    // The quiz opens now; the reading after it waits for it.
    expect((await locks()).map((r) => r[2])).toEqual([false, false, false, false, true]);
    expect((await complete(c.reading, 'reading')).json()).toEqual(lockedMessage);
    const rows = await t.app.db.select({ n: count() }).from(itemProgress).where(and(eq(itemProgress.userId, l.id), eq(itemProgress.courseId, c.id)));
    expect(rows[0]!.n).toBe(3);
    // Staff previewing open everything, locked or not.
    const preview = await ok<CourseActivity>(api(t, admin, 'GET', `/api/course/${c.slug}/activity`));
    expect(preview.materials[0]!.items.every((i) => !i.is_locked)).toBe(true);
  });
});
