import { randomUUID } from 'node:crypto';
import { CourseDetailResponseSchema, CourseListResponseSchema } from '@kelas/contracts/catalogue';
import { AdminReviewListSchema, OwnReviewResponseSchema, PublicReviewListSchema, REVIEW_TEXT, ReviewEligibilityResponseSchema } from '@kelas/contracts/reviews';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditLog, courseReviews, enrolments, itemProgress, pricePackages, prices, users } from '../../db/schema/index.ts';
import { createSession } from '../auth/create-session.ts';
import { createCourse, type FixtureCourse } from '../learning/learning.fixtures.ts';

/**
 * Course reviews and ratings (decision 272): who may write one (enrolled, at least half complete),
 * one per learner, the average of visible reviews on the catalogue's card and detail, the public
 * list and the admin's hide/restore. One app, one admin login; learners get sessions directly.
 */

let t: TestApp;
let admin: string;
let course: FixtureCourse;

beforeAll(async () => {
  t = await createTestApp({ env: { JOB_WORKERS: 'false' } });
  admin = await t.login('admin@example.com');
  // Four texts in two chapters: two complete is 50 %.
  const text = { type: 'text' as const };
  course = await createCourse(t.app.db, [[text, text], [text, text]], 'Kelas Ulasan');
  // A price, so the course is on its carousel's card.
  const [pkg] = await t.app.db.insert(pricePackages).values({ courseId: course.id, name: 'Reguler' }).returning({ id: pricePackages.id });
  await t.app.db.insert(prices).values({ packageId: pkg!.id, price: 10_000 });
});
afterAll(() => t.close());

type Learner = { id: number; token: string };

/** A learner with a session, enrolled when `enrolled`, who completed `done` of the course's items. */
async function learner(name: string, o: { enrolled?: boolean; done?: number } = {}): Promise<Learner> {
  const [u] = await t.app.db.insert(users).values({ name, email: `ulasan-${randomUUID().slice(0, 8)}@example.com`, emailVerifiedAt: new Date() }).returning({ id: users.id });
  const id = u!.id;
  if (o.enrolled ?? true) await t.app.db.insert(enrolments).values({ userId: id, courseId: course.id, source: 'admin' });
  const done = course.items.slice(0, o.done ?? 2);
  if (done.length) await t.app.db.insert(itemProgress).values(done.map((i) => ({ userId: id, itemId: i.id, courseId: course.id })));
  return { id, token: await createSession(t.app.db, { userId: id, days: 1 }) };
}

const put = (token: string | null, payload: unknown, slug = course.slug) =>
  t.app.inject({ method: 'PUT', url: `/api/courses/${slug}/review`, headers: token ? bearer(token) : {}, payload: payload as object });
const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const reviews = async (query = '') => {
  const res = await get(`/api/courses/${course.slug}/reviews${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return PublicReviewListSchema.parse(res.json());
};
const detail = async () => CourseDetailResponseSchema.parse((await get(`/api/courses/${course.slug}`)).json()).data;
const card = async () => CourseListResponseSchema.parse((await get('/api/courses?type=learning%20video')).json()).data.find((c) => c.id === course.id)!;
const adminCall = (method: 'GET' | 'POST' | 'DELETE', url: string) => t.app.inject({ method, url, headers: bearer(admin) });

describe('reviews and ratings (decision 272)', () => {
  it('a new course shows no rating: 0 with a count of 0, on the card and the detail', async () => {
    expect(await detail()).toMatchObject({ rating: 0, rating_count: 0 });
    expect(await card()).toMatchObject({ rating: 0, rating_count: 0 });
    expect(await reviews()).toEqual({ data: [], meta: { total: 0, page: 1, per_page: 5 } });
  });

  it('refuses: 401 without a session, 404 unknown course, 403 not enrolled, 403 under half; the player\'s completions open it', async () => {
    expect((await put(null, { rating: 5 })).statusCode).toBe(401);
    const l = await learner('Belum Separuh', { done: 1 });
    expect((await put(l.token, { rating: 5 }, 'tidak-ada-kelas')).json()).toEqual({ message: 'Kelas tidak ditemukan', code: 'NOT_FOUND' });
    expect((await put(l.token, { rating: 5 }, 'Bad%20Slug')).statusCode).toBe(404);
    const stranger = await learner('Bukan Peserta', { enrolled: false, done: 0 });
    const notEnrolled = await put(stranger.token, { rating: 5 });
    expect(notEnrolled.statusCode).toBe(403);
    expect(notEnrolled.json()).toEqual({ message: REVIEW_TEXT.notEnrolled, code: 'NOT_ENROLLED' });
    expect(ReviewEligibilityResponseSchema.parse((await get(`/api/courses/${course.slug}/review`, stranger.token)).json()).data).toEqual({ progress: 0, can_review: false, review: null });

    // 1 of 4 items is 25 %: refused, and the eligibility call says so.
    const under = await put(l.token, { rating: 5 });
    expect(under.statusCode).toBe(403);
    expect(under.json()).toEqual({ message: REVIEW_TEXT.underHalf, code: 'UNDER_HALF' });
    expect(ReviewEligibilityResponseSchema.parse((await get(`/api/courses/${course.slug}/review`, l.token)).json()).data).toMatchObject({ progress: 25, can_review: false });

    // The second completion, through the player's own call, is 50 %: allowed.
    const item = course.items[1]!;
    const done = await t.app.inject({ method: 'POST', url: `/api/course/items/${item.id}/complete`, headers: bearer(l.token), payload: { courseId: course.id, itemId: item.materialId, itemType: 'text' } });
    expect(done.statusCode, done.body).toBe(200);
    const saved = await put(l.token, { rating: 3 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(OwnReviewResponseSchema.parse(saved.json()).data).toMatchObject({ rating: 3, body: '', show_as_testimonial: false, hidden: false });
    expect((await get(`/api/courses/${course.slug}/review`)).statusCode).toBe(401);
  });

  it('answers 422 for a rating outside 1..5 or not an integer, a body over 10 000 characters, bad types; never a 500', async () => {
    const l = await learner('Masukan Salah');
    for (const body of [{}, { rating: 0 }, { rating: 6 }, { rating: 4.5 }, { rating: '5' }, { rating: null }, { rating: -1 }, { rating: 1e308 }, { rating: 5, body: 7 }, { rating: 5, show_as_testimonial: 'ya' }]) {
      const res = await put(l.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().errors, JSON.stringify(body)).toBeTypeOf('object');
    }
    expect((await put(l.token, { rating: 0 })).json().errors.rating).toEqual([REVIEW_TEXT.rating]);
    const long = await put(l.token, { rating: 5, body: 'a'.repeat(10_001) });
    expect(long.statusCode).toBe(422);
    expect((await put(l.token, 'bukan json')).statusCode).toBeGreaterThanOrEqual(400);
    expect((await put(l.token, 'bukan json')).statusCode).toBeLessThan(500);
    // Exactly 10 000 characters is allowed.
    expect((await put(l.token, { rating: 5, body: 'b'.repeat(10_000) })).statusCode).toBe(200);
  });

  it('one review per learner: an edit replaces it, and parallel PUTs leave one row', async () => {
    const l = await learner('Penulis Ulasan');
    const first = OwnReviewResponseSchema.parse((await put(l.token, { rating: 2, body: 'Kurang jelas.' })).json()).data;
    const edited = OwnReviewResponseSchema.parse((await put(l.token, { rating: 4, body: '  Setelah diulang, jelas.  ', show_as_testimonial: true })).json()).data;
    expect(edited).toMatchObject({ id: first.id, rating: 4, body: 'Setelah diulang, jelas.', show_as_testimonial: true, created_at: first.created_at });
    const answers = await Promise.all([1, 2, 3, 4, 5, 1, 2, 3].map((rating) => put(l.token, { rating, body: `Paralel ${rating}` })));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    const rows = await t.app.db.select().from(courseReviews).where(and(eq(courseReviews.userId, l.id), eq(courseReviews.courseId, course.id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).toBe(first.id);
    const mine = ReviewEligibilityResponseSchema.parse((await get(`/api/courses/${course.slug}/review`, l.token)).json()).data;
    expect(mine.review).toMatchObject({ id: first.id, rating: rows[0]!.rating, body: rows[0]!.body });
  });

  it('the rating is the average of the visible reviews, one decimal, on the card and the detail; hidden ones do not count', async () => {
    await t.app.db.delete(courseReviews).where(eq(courseReviews.courseId, course.id));
    const [a, b, c] = [await learner('Ayu'), await learner('Bima'), await learner('Citra')];
    await put(a.token, { rating: 5, body: 'Sangat bagus, contohnya dekat dengan pekerjaan saya sehari-hari di kantor.' });
    await put(b.token, { rating: 4, body: '<p>Bagus <script>alert(1)</script><strong>sekali</strong></p>' });
    await put(c.token, { rating: 4 });
    // 13 / 3 = 4.33… → 4.3, and the cached detail and list were dropped by the writes.
    expect(await detail()).toMatchObject({ rating: 4.3, rating_count: 3 });
    expect(await card()).toMatchObject({ rating: 4.3, rating_count: 3 });

    const list = await reviews();
    expect(list.meta).toEqual({ total: 3, page: 1, per_page: 5 });
    expect(list.data.map((r) => r.name)).toEqual(['Citra', 'Bima', 'Ayu']);
    expect(list.data[1]!.body).toBe('<p>Bagus <strong>sekali</strong></p>');
    expect(list.data[0]).toEqual({ id: expect.any(Number), name: 'Citra', rating: 4, body: '', created_at: expect.any(String), updated_at: expect.any(String) });
    // helpful: bodies first, longer first.
    expect((await reviews('?sort=helpful')).data.map((r) => r.name)).toEqual(['Ayu', 'Bima', 'Citra']);
    const page2 = await reviews('?page=2&per_page=2');
    expect(page2).toMatchObject({ meta: { total: 3, page: 2, per_page: 2 } });
    expect(page2.data.map((r) => r.name)).toEqual(['Ayu']);

    // An admin hides Ayu's 5: (4 + 4) / 2 = 4.0 over 2 reviews; restoring brings it back.
    const ayu = list.data[2]!.id;
    const hidden = await adminCall('POST', `/api/admin/reviews/${ayu}/hide`);
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json().data).toMatchObject({ id: ayu, status: 'hidden', hidden_at: expect.any(String), learner: { name: 'Ayu' }, course: { id: course.id } });
    expect(await detail()).toMatchObject({ rating: 4, rating_count: 2 });
    expect(await card()).toMatchObject({ rating: 4, rating_count: 2 });
    expect((await reviews()).data.map((r) => r.name)).toEqual(['Citra', 'Bima']);
    // The learner still sees their own review, marked hidden; editing it does not bring it back.
    expect(ReviewEligibilityResponseSchema.parse((await get(`/api/courses/${course.slug}/review`, a.token)).json()).data.review).toMatchObject({ hidden: true });
    await put(a.token, { rating: 5, body: 'Diubah' });
    expect(await detail()).toMatchObject({ rating: 4, rating_count: 2 });
    // Hiding twice changes nothing and writes one audit row.
    expect((await adminCall('POST', `/api/admin/reviews/${ayu}/hide`)).statusCode).toBe(200);
    expect(await t.app.db.select().from(auditLog).where(and(eq(auditLog.action, 'review.hide'), eq(auditLog.entityId, String(ayu))))).toHaveLength(1);

    const hiddenList = AdminReviewListSchema.parse((await adminCall('GET', `/api/admin/reviews?status=hidden&course_id=${course.id}`)).json());
    expect(hiddenList.data.map((r) => r.id)).toEqual([ayu]);
    const visibleList = AdminReviewListSchema.parse((await adminCall('GET', `/api/admin/reviews?status=visible&course_id=${course.id}&per_page=1`)).json());
    expect(visibleList.meta).toEqual({ total: 2, page: 1, per_page: 1 });

    expect((await adminCall('POST', `/api/admin/reviews/${ayu}/restore`)).json().data).toMatchObject({ status: 'visible', hidden_at: null });
    expect(await detail()).toMatchObject({ rating: 4.3, rating_count: 3 });

    // An erased learner's review leaves the list and the average, like '{n} Peserta'.
    await t.app.db.update(users).set({ erasedAt: new Date() }).where(eq(users.id, c.id));
    t.app.publicCache.invalidateCourse(course.id);
    expect(await detail()).toMatchObject({ rating: 4.5, rating_count: 2 });
    expect((await reviews()).meta.total).toBe(2);
  });

  it('staff pick up to six allowed reviews as the course page\'s testimonials; they replace typed ones; withdrawn or hidden ones leave (decision 283)', async () => {
    const own = (l: Learner) => t.app.db.select().from(courseReviews).where(and(eq(courseReviews.userId, l.id), eq(courseReviews.courseId, course.id)));
    const pick = async (l: Learner, method: 'POST' | 'DELETE' = 'POST') => adminCall(method, `/api/admin/reviews/${(await own(l))[0]!.id}/testimonial`);
    // A typed testimonial (decision 262) shows while no review is picked.
    await t.app.db.execute(sql`update courses set testimonials = ${JSON.stringify([{ source: 'staff', name: 'Staf Menulis', role: '', quote: 'Diketik staf.', consent: true, consented_at: new Date().toISOString() }])}::jsonb where id = ${course.id}`);
    t.app.publicCache.invalidateCourse(course.id);
    expect((await detail()).testimonials.map((x) => x.source)).toEqual(['staff']);

    const fans = await Promise.all(['Fani', 'Gilang', 'Hana', 'Indah', 'Joni', 'Kartika', 'Lutfi'].map((n) => learner(n)));
    for (const [i, f] of fans.entries()) expect((await put(f.token, { rating: 5 - (i % 2), body: `<p>Kelasnya <strong>bagus</strong> sekali, kata ${i}.</p>`, show_as_testimonial: true })).statusCode).toBe(200);
    const shy = await learner('Malu');
    expect((await put(shy.token, { rating: 5, body: 'Jangan dikutip.' })).statusCode).toBe(200);

    // Not allowed by its learner: 409; unknown: 404; bad id: 422; learners: 403.
    const refused = await pick(shy);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'TESTIMONIAL_NOT_ALLOWED', message: REVIEW_TEXT.testimonialNotAllowed });
    expect((await adminCall('POST', '/api/admin/reviews/999999999/testimonial')).statusCode).toBe(404);
    expect((await adminCall('POST', '/api/admin/reviews/abc/testimonial')).statusCode).toBe(422);
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/reviews/${(await own(fans[0]!))[0]!.id}/testimonial`, headers: bearer(fans[0]!.token) })).statusCode).toBe(403);

    // Six places, taken in the order picked (two picks of one review in parallel count once); a seventh: 409.
    const first = await Promise.all([pick(fans[0]!), pick(fans[0]!)]);
    expect(first.map((r) => r.statusCode)).toEqual([200, 200]);
    for (const f of fans.slice(1, 6)) expect((await pick(f)).json().data.testimonial_rank).toBeGreaterThan(1);
    const full = await pick(fans[6]!);
    expect(full.statusCode).toBe(409);
    expect(full.json().code).toBe('TESTIMONIALS_FULL');
    const page = await detail();
    expect(page.testimonials).toHaveLength(6);
    expect(page.testimonials[0]).toEqual({ source: 'review', name: 'Fani', role: '', quote: 'Kelasnya bagus sekali, kata 0.', rating: 5 });

    // The learner withdraws permission: off the page, and the place is free again.
    expect((await put(fans[1]!.token, { rating: 4, body: 'Ganti pikiran.', show_as_testimonial: false })).statusCode).toBe(200);
    expect((await own(fans[1]!))[0]!.testimonialRank).toBeNull();
    expect((await detail()).testimonials.map((x) => x.name)).not.toContain('Gilang');
    expect((await pick(fans[6]!)).json().data.testimonial_rank).toBe(2);
    // Hidden by an admin: not shown; unpicked: gone; the console lists each review's place.
    await adminCall('POST', `/api/admin/reviews/${(await own(fans[2]!))[0]!.id}/hide`);
    expect((await detail()).testimonials.map((x) => x.name)).not.toContain('Hana');
    expect((await pick(fans[3]!, 'DELETE')).json().data.testimonial_rank).toBeNull();
    expect((await detail()).testimonials.map((x) => x.name)).toEqual(['Fani', 'Lutfi', 'Joni', 'Kartika']);
    const consoleList = AdminReviewListSchema.parse((await adminCall('GET', `/api/admin/reviews?course_id=${course.id}&per_page=50`)).json());
    expect(consoleList.data.find((r) => r.learner.name === 'Lutfi')?.testimonial_rank).toBe(2);
    expect(await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'review.testimonial_pick'))).toHaveLength(7);
    // None picked any more: the typed one is back.
    for (const f of [fans[0]!, fans[4]!, fans[5]!, fans[6]!, fans[2]!]) await pick(f, 'DELETE');
    expect((await detail()).testimonials.map((x) => x.source)).toEqual(['staff']);
    await t.app.db.execute(sql`update courses set testimonials = '[]'::jsonb where id = ${course.id}`);
    t.app.publicCache.invalidateCourse(course.id);
  });

  it('admin calls: 401 without a session, 403 for a learner, 404 unknown review, 422 bad input', async () => {
    const l = await learner('Bukan Admin');
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/reviews' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/reviews', headers: bearer(l.token) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/reviews/1/hide', headers: bearer(l.token) })).statusCode).toBe(403);
    expect((await adminCall('POST', '/api/admin/reviews/2147483647/hide')).json()).toEqual({ message: REVIEW_TEXT.notFound, code: 'NOT_FOUND' });
    expect((await adminCall('POST', '/api/admin/reviews/2147483648/restore')).statusCode).toBe(422);
    expect((await adminCall('POST', '/api/admin/reviews/abc/hide')).statusCode).toBe(422);
    for (const q of ['status=semua', 'page=0', 'per_page=101', 'course_id=x']) expect((await adminCall('GET', `/api/admin/reviews?${q}`)).statusCode, q).toBe(422);
  });

  it('the public list: 404 unknown course, 422 bad sort or paging', async () => {
    expect((await get('/api/courses/tidak-ada-kelas/reviews')).statusCode).toBe(404);
    for (const q of ['sort=terbaik', 'page=0', 'page=x', 'per_page=0', 'per_page=51']) {
      const res = await get(`/api/courses/${course.slug}/reviews?${q}`);
      expect(res.statusCode, q).toBe(422);
    }
  });

  it('the seeded demo courses show the true average of their listed reviews', async () => {
    const slug = 'belajar-analisis-data-dengan-python';
    const d = CourseDetailResponseSchema.parse((await get(`/api/courses/${slug}`)).json()).data;
    const all = PublicReviewListSchema.parse((await get(`/api/courses/${slug}/reviews?per_page=50`)).json());
    expect(d.rating_count).toBe(all.meta.total);
    expect(all.meta.total).toBeGreaterThan(0);
    expect(d.rating).toBe(Math.round((all.data.reduce((s, r) => s + r.rating, 0) / all.data.length) * 10) / 10);
    // The new free class has none: 'Belum ada ulasan' on the web.
    expect(CourseDetailResponseSchema.parse((await get('/api/courses/kelas-gratis-dasar-manajemen-proyek-agile')).json()).data).toMatchObject({ rating: 0, rating_count: 0 });
  });

  it('documents every call in the OpenAPI document', async () => {
    const doc = (await get('/api/docs/json')).json() as { paths: Record<string, Record<string, { responses?: Record<string, unknown> }>> };
    expect(Object.keys(doc.paths['/api/courses/{slug}/reviews']?.get?.responses ?? {})).toEqual(expect.arrayContaining(['200', '404', '422']));
    expect(Object.keys(doc.paths['/api/courses/{slug}/review']?.put?.responses ?? {})).toEqual(expect.arrayContaining(['200', '401', '403', '404', '422']));
    expect(doc.paths['/api/courses/{slug}/review']?.get).toBeDefined();
    expect(doc.paths['/api/admin/reviews']?.get).toBeDefined();
    expect(doc.paths['/api/admin/reviews/{id}/hide']?.post).toBeDefined();
    expect(doc.paths['/api/admin/reviews/{id}/restore']?.post).toBeDefined();
    expect(Object.keys(doc.paths['/api/admin/reviews/{id}/testimonial']?.post?.responses ?? {})).toEqual(expect.arrayContaining(['200', '401', '403', '404', '409', '422']));
    expect(doc.paths['/api/admin/reviews/{id}/testimonial']?.delete).toBeDefined();
  });
});
