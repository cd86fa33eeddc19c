import { and, eq } from 'drizzle-orm';
import type { ActiveMaterial, CompletionResult, CourseActivity } from '@kelas/contracts/learning';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { certificates, itemProgress } from '../../db/schema/index.ts';
import { createCourse, createLearner, enrol, type FixtureCourse, type FixtureItem } from './learning.fixtures.ts';
import { markItemComplete } from './mark-item-complete.ts';

let t: TestApp;
let alice: { id: number; email: string; token: string };
let bob: { id: number; email: string; token: string };

beforeAll(async () => {
  t = await createTestApp();
  const a = await createLearner(t.app.db, 'Alice Uji');
  const b = await createLearner(t.app.db, 'Bob Uji');
  alice = { ...a, token: await t.login(a.email) };
  bob = { ...b, token: await t.login(b.email) };
});
afterAll(async () => {
  await t.close();
});

const activity = async (slug: string, token = alice.token) => t.app.inject({ method: 'GET', url: `/api/course/${slug}/activity`, headers: bearer(token) });
const body = (c: FixtureCourse, item: FixtureItem) => ({ courseId: c.id, itemId: item.materialId, itemType: item.type });
const active = (c: FixtureCourse, item: FixtureItem, token = alice.token, payload: object = body(c, item)) =>
  t.app.inject({ method: 'POST', url: `/api/course/items/${item.id}/active`, headers: bearer(token), payload });
const complete = (c: FixtureCourse, item: FixtureItem, token = alice.token, payload: object = body(c, item)) =>
  t.app.inject({ method: 'POST', url: `/api/course/items/${item.id}/complete`, headers: bearer(token), payload });
const saveEssay = (item: FixtureItem, answers: unknown, token = alice.token) =>
  t.app.inject({ method: 'POST', url: `/api/course/items/${item.id}/essay`, headers: bearer(token), payload: { answers } });
/** Completes an item as its rule asks (decision 240): a journal by answering it, the others by the complete call. */
const finish = (c: FixtureCourse, item: FixtureItem, token = alice.token) =>
  item.type === 'essay' ? saveEssay(item, ['Jawaban satu.', 'Jawaban dua.'], token) : complete(c, item, token);

async function enrolledCourse(...users: number[]) {
  const c = await createCourse(t.app.db);
  for (const u of users) await enrol(t.app.db, u, c.id);
  return c;
}

describe('GET /api/course/{slug}/activity', () => {
  it('lists chapters and items in position order with is_complete and progress 0', async () => {
    const c = await enrolledCourse(alice.id);
    const res = await activity(c.slug);
    expect(res.statusCode).toBe(200);
    const a = (res.json() as { data: CourseActivity }).data;
    expect(a).toMatchObject({ course_id: c.id, course_slug: c.slug, course_title: 'Kelas Uji', course_progress: 0, certificate_code: null });
    expect(a.materials.map((m) => m.material_title)).toEqual(['Bab 1', 'Bab 2']);
    expect(a.materials.map((m) => m.material_id)).toEqual(c.chapters.map((ch) => ch.id));
    expect(a.materials[0]!.items.map((i) => [i.item_id, i.item_type, i.is_complete])).toEqual(c.chapters[0]!.items.map((i) => [i.id, i.type, 0]));
    expect(a.materials[1]!.items.map((i) => i.item_type)).toEqual(['topic', 'embed', 'essay', 'video']);
  });

  it('answers 401 without a session, 404 for an unknown slug, 403 when not enrolled', async () => {
    const c = await enrolledCourse(alice.id);
    expect((await t.app.inject({ method: 'GET', url: `/api/course/${c.slug}/activity` })).statusCode).toBe(401);
    const unknown = await activity('tidak-ada-kelas-ini');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'Kelas tidak ditemukan.' });
    const notEnrolled = await activity(c.slug, bob.token);
    expect(notEnrolled.statusCode).toBe(403);
    expect(notEnrolled.json()).toMatchObject({ message: 'Kamu belum terdaftar di kelas ini.' });
  });
});

describe('POST /api/course/items/{item_id}/active', () => {
  it('returns each type with its typed detail', async () => {
    const c = await enrolledCourse(alice.id);
    const get = async (i: number) => {
      const res = await active(c, c.items[i]!);
      expect(res.statusCode).toBe(200);
      return (res.json() as { data: ActiveMaterial }).data;
    };
    const text = await get(0);
    expect(text).toEqual({
      item_id: c.items[0]!.id,
      material_id: c.chapters[0]!.id,
      name: 'Selamat Datang',
      item_type: 'text',
      is_complete: 0,
      completion_rule: 'own_action',
      pass_mark: null,
      detail: { id: c.items[0]!.id, html: '' },
    });
    expect((await get(1)).detail).toEqual({ id: c.items[1]!.id, pdf: 'documents/test/modul-1.pdf', pdf_url: '/storage/documents/test/modul-1.pdf' });
    expect((await get(2)).detail).toMatchObject({ provider: 'youtube', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', embed_url: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' });
    expect((await get(3)).detail).toMatchObject({ schedule: { webinar_link: 'https://meet.example.com/abc', starts_at: '2026-05-01T02:00:00Z', ends_at: '2026-05-01T04:00:00Z' } });
    const embed = await get(4);
    expect(embed.detail).toMatchObject({ url: 'https://forms.example.com/s' });
    expect(embed.detail.instruction).toContain('<b>ini</b>');
    expect(embed.detail.instruction).not.toContain('script');
    expect((await get(5)).detail).toMatchObject({ questions: ['Apa yang kamu pelajari?', 'Apa rencanamu?'], answers: null });
    expect((await get(6)).detail).toMatchObject({ provider: 'vimeo', embed_url: 'https://player.vimeo.com/video/76979871' });
  });

  it('answers 404 for an unknown item or one outside that course or chapter, 403 when not enrolled, 422 for a bad body', async () => {
    const c = await enrolledCourse(alice.id);
    const other = await enrolledCourse(alice.id);
    const item = c.items[0]!;
    const unknown = await t.app.inject({ method: 'POST', url: `/api/course/items/999999999/active`, headers: bearer(alice.token), payload: body(c, item) });
    expect(unknown.statusCode).toBe(404);
    expect((await active(c, item, alice.token, { ...body(c, item), courseId: other.id })).statusCode).toBe(404);
    const wrongChapter = await active(c, item, alice.token, { ...body(c, item), itemId: c.chapters[1]!.id });
    expect(wrongChapter.statusCode).toBe(404);
    expect(wrongChapter.json()).toMatchObject({ message: 'Materi tidak ditemukan di kelas ini.' });
    expect((await active(c, item, bob.token)).statusCode).toBe(403);
    const wrongType = await active(c, item, alice.token, { ...body(c, item), itemType: 'video' });
    expect(wrongType.statusCode).toBe(422);
    expect(wrongType.json()).toMatchObject({ errors: { itemType: ['Tipe materi tidak sesuai.'] } });
    const bad = await active(c, item, alice.token, { courseId: 'x', itemType: 'nope' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys((bad.json() as { errors: object }).errors)).toEqual(expect.arrayContaining(['courseId', 'itemId', 'itemType']));
    const badId = await t.app.inject({ method: 'POST', url: `/api/course/items/abc/active`, headers: bearer(alice.token), payload: body(c, item) });
    expect(badId.statusCode).toBe(422);
  });
});

describe('POST /api/course/items/{item_id}/complete', () => {
  it('is idempotent, per learner, and counts progress in whole percent rounded down', async () => {
    const c = await enrolledCourse(alice.id, bob.id);
    const first = await complete(c, c.items[0]!);
    expect(first.statusCode).toBe(200);
    expect((first.json() as { data: CompletionResult }).data).toEqual({ item_id: c.items[0]!.id, is_complete: 1, course_progress: 14, certificate_code: null });
    const again = await complete(c, c.items[0]!);
    expect((again.json() as { data: CompletionResult }).data.course_progress).toBe(14);
    const rows = await t.app.db.select().from(itemProgress).where(and(eq(itemProgress.userId, alice.id), eq(itemProgress.courseId, c.id)));
    expect(rows).toHaveLength(1);

    await complete(c, c.items[1]!);
    const a = (await activity(c.slug)).json() as { data: CourseActivity };
    expect(a.data.course_progress).toBe(28); // 2 / 7 = 28.57 %
    expect(a.data.materials[0]!.items.map((i) => i.is_complete)).toEqual([1, 1, 0]);
    const act = (await active(c, c.items[0]!)).json() as { data: ActiveMaterial };
    expect(act.data.is_complete).toBe(1);

    // Bob's view is untouched by Alice's completions.
    const b = (await activity(c.slug, bob.token)).json() as { data: CourseActivity };
    expect(b.data.course_progress).toBe(0);
    expect(b.data.materials.flatMap((m) => m.items).every((i) => i.is_complete === 0)).toBe(true);
  });

  it('applies the same access rules as /active', async () => {
    const c = await enrolledCourse(alice.id);
    expect((await complete(c, c.items[0]!, bob.token)).statusCode).toBe(403);
    expect((await complete(c, c.items[0]!, alice.token, { ...body(c, c.items[0]!), itemId: c.chapters[1]!.id })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/api/course/items/${c.items[0]!.id}/complete`, payload: body(c, c.items[0]!) })).statusCode).toBe(401);
    const none = await t.app.db.select().from(itemProgress).where(eq(itemProgress.courseId, c.id));
    expect(none).toHaveLength(0);
  });

  it('issues exactly one certificate when the last item is completed, and only for that learner', async () => {
    const c = await enrolledCourse(alice.id, bob.id);
    let last: CompletionResult | null = null;
    for (const item of c.items) last = ((await finish(c, item)).json() as { data: CompletionResult }).data;
    expect(last!.course_progress).toBe(100);
    expect(last!.certificate_code).toMatch(/^[0-9A-HJKMNP-TV-Z]{20}$/);
    const again = ((await complete(c, c.items[3]!)).json() as { data: CompletionResult }).data;
    expect(again.certificate_code).toBe(last!.certificate_code);
    const a = ((await activity(c.slug)).json() as { data: CourseActivity }).data;
    expect(a.course_progress).toBe(100);
    expect(a.certificate_code).toBe(last!.certificate_code);
    const certs = await t.app.db.select().from(certificates).where(eq(certificates.courseId, c.id));
    expect(certs).toHaveLength(1);
    expect(certs[0]).toMatchObject({ userId: alice.id, namePrinted: 'Alice Uji', status: 'valid', replacedAt: null, revokedAt: null });
    expect(((await activity(c.slug, bob.token)).json() as { data: CourseActivity }).data.certificate_code).toBeNull();
  });

  it('issues one certificate when the last items are completed at the same time', async () => {
    const c = await enrolledCourse(alice.id);
    for (const item of c.items.slice(0, -3)) await finish(c, item);
    const results = await Promise.all(c.items.slice(-3).map((item) => finish(c, item)));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const codes = results.map((r) => (r.json() as { data: CompletionResult }).data.certificate_code).filter(Boolean);
    expect(codes.length).toBeGreaterThanOrEqual(1);
    expect(new Set(codes).size).toBe(1);
    const certs = await t.app.db.select().from(certificates).where(eq(certificates.courseId, c.id));
    expect(certs).toHaveLength(1);
  });

  it('issues the certificate when another feature completes the last item through markItemComplete', async () => {
    const c = await enrolledCourse(alice.id);
    for (const item of c.items.slice(0, -1)) await finish(c, item);
    const lastItem = c.items.at(-1)!;
    const created = await t.app.db.transaction((tx) => markItemComplete(tx, { userId: alice.id, itemId: lastItem.id, courseId: c.id }));
    expect(created).toBe(true);
    expect(await markItemComplete(t.app.db, { userId: alice.id, itemId: lastItem.id, courseId: c.id })).toBe(false);
    const certs = await t.app.db.select().from(certificates).where(eq(certificates.courseId, c.id));
    expect(certs).toHaveLength(1);
  });

  it('never issues a certificate for a course without items', async () => {
    const c = await createCourse(t.app.db, [[]]);
    await enrol(t.app.db, alice.id, c.id);
    const a = ((await activity(c.slug)).json() as { data: CourseActivity }).data;
    expect(a).toMatchObject({ course_progress: 0, certificate_code: null, materials: [{ items: [] }] });
  });
});

describe('POST /api/course/items/{item_id}/essay', () => {
  it('saves the one attempt, completes the item and shows the answers read-only; a second save is 409', async () => {
    const c = await enrolledCourse(alice.id);
    const essay = c.items.find((i) => i.type === 'essay')!;
    const res = await saveEssay(essay, ['  Saya belajar banyak.  ', 'Berlatih setiap hari.']);
    expect(res.statusCode).toBe(200);
    expect((res.json() as { data: CompletionResult }).data).toMatchObject({ item_id: essay.id, is_complete: 1, course_progress: 14 });
    const act = ((await active(c, essay)).json() as { data: ActiveMaterial }).data;
    expect(act.is_complete).toBe(1);
    expect(act.detail.answers).toEqual(['Saya belajar banyak.', 'Berlatih setiap hari.']);
    const second = await saveEssay(essay, ['lain', 'lain']);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ message: 'Jawaban sudah disimpan. Kesempatan mengerjakan hanya 1 kali.', code: 'ESSAY_ALREADY_SAVED' });
    const after = ((await active(c, essay)).json() as { data: ActiveMaterial }).data;
    expect(after.detail.answers).toEqual(['Saya belajar banyak.', 'Berlatih setiap hari.']);
  });

  it('rejects bad answers with 422, other types with 422, strangers with 403, unknown items with 404', async () => {
    const c = await enrolledCourse(alice.id);
    const essay = c.items.find((i) => i.type === 'essay')!;
    const one = await saveEssay(essay, ['hanya satu']);
    expect(one.statusCode).toBe(422);
    expect(one.json()).toMatchObject({ message: 'Jawab semua pertanyaan.', errors: { answers: ['Jawab semua pertanyaan.'] } });
    expect((await saveEssay(essay, ['satu', 'dua', 'tiga'])).statusCode).toBe(422);
    const blank = await saveEssay(essay, ['isi', '   ']);
    expect(blank.statusCode).toBe(422);
    expect(blank.json()).toMatchObject({ errors: { 'answers.1': ['Jawaban tidak boleh kosong.'] } });
    expect((await saveEssay(essay, ['a', 'x'.repeat(5001)])).statusCode).toBe(422);
    expect((await saveEssay(essay, 'teks')).statusCode).toBe(422);
    const notEssay = await saveEssay(c.items[0]!, ['a', 'b']);
    expect(notEssay.statusCode).toBe(422);
    expect(notEssay.json()).toMatchObject({ message: 'Materi ini bukan jurnal refleksi.' });
    expect((await saveEssay(essay, ['a', 'b'], bob.token)).statusCode).toBe(403);
    expect((await saveEssay({ ...essay, id: 999999999 }, ['a', 'b'])).statusCode).toBe(404);
    const act = ((await active(c, essay)).json() as { data: ActiveMaterial }).data;
    expect(act).toMatchObject({ is_complete: 0, detail: { answers: null } });
  });
});
