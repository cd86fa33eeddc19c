import type { ActiveMaterial, QuizDetail } from '@kelas/contracts/learning';
import type { QuizSession } from '@kelas/contracts/quiz';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { courses, items } from '../../db/schema/index.ts';
import { createLearner, createQuizFixture, type QuizFixture } from '../quiz/quiz-test-fixture.ts';

/**
 * GET /api/course/{slug}/current (decision 257): the player's first material, asked for beside the
 * course's activity, is the same material the player would ask for after it; and a quiz attempt in
 * progress says how many seconds it has left (decision 256). On both databases.
 */

let t: TestApp;
let fx: QuizFixture;
let slug: string;
let textItemId: number;

beforeAll(async () => {
  t = await createTestApp();
  fx = await createQuizFixture(t.app.db, { durationMinutes: 15 });
  slug = (await t.app.db.select({ slug: courses.slug }).from(courses).where(eq(courses.id, fx.courseId)))[0]!.slug;
  textItemId = (await t.app.db.select({ id: items.id }).from(items).where(eq(items.courseId, fx.courseId))).find((r) => r.id !== fx.itemId)!.id;
});
afterAll(() => t.close());

const current = (token: string | null, query = '', courseSlug = slug) =>
  t.app.inject({ method: 'GET', url: `/api/course/${courseSlug}/current${query}`, headers: token ? bearer(token) : {} });
const materialOf = (res: { json: () => unknown }) => (res.json() as { data: ActiveMaterial }).data;

describe('GET /api/course/{slug}/current', () => {
  it('answers the first item without ?item=, the URL’s item with it, and the same material as /active', async () => {
    const { token } = await createLearner(t.app.db, { courseId: fx.courseId });
    const first = await current(token);
    expect(first.statusCode).toBe(200);
    expect(materialOf(first)).toMatchObject({ item_id: fx.itemId, item_type: 'quiz', is_complete: 0, detail: { open_log_id: null, open_seconds_left: null } });

    const text = await current(token, `?item=${textItemId}`);
    expect(materialOf(text)).toMatchObject({ item_id: textItemId, item_type: 'text' });
    const viaActive = await t.app.inject({
      method: 'POST',
      url: `/api/course/items/${textItemId}/active`,
      headers: bearer(token),
      payload: { courseId: fx.courseId, itemId: materialOf(text).material_id, itemType: 'text' },
    });
    expect(materialOf(viaActive)).toEqual(materialOf(text));

    // An item of another course in the URL is ignored, as the player ignores it.
    const other = await createQuizFixture(t.app.db);
    expect(materialOf(await current(token, `?item=${other.itemId}`)).item_id).toBe(fx.itemId);
  });

  it('refuses a guest (401), an unknown course (404), a learner not enrolled (403) and a bad item (422)', async () => {
    const { token } = await createLearner(t.app.db, { courseId: fx.courseId });
    const stranger = await createLearner(t.app.db);
    expect((await current(null)).statusCode).toBe(401);
    expect((await current(token, '', 'tidak-ada-kelas-ini')).statusCode).toBe(404);
    expect((await current(stranger.token)).statusCode).toBe(403);
    expect((await current(token, '?item=abc')).statusCode).toBe(422);
  });

  it('tells the seconds left on an attempt in progress, on the server’s clock', async () => {
    const { token } = await createLearner(t.app.db, { courseId: fx.courseId });
    const started = await t.app.inject({ method: 'POST', url: '/api/course/quiz/question', headers: bearer(token), payload: { material_id: fx.itemId, quiz_material_id: fx.quizId } });
    expect(started.statusCode).toBe(200);
    const session = (started.json() as { data: QuizSession }).data;
    const deadline = Date.parse(session.log!.deadline);

    const now = materialOf(await current(token)).detail as QuizDetail;
    expect(now.open_log_id).toBe(session.log_id);
    expect(now.open_seconds_left).toBeGreaterThan(15 * 60 - 5);
    expect(now.open_seconds_left).toBeLessThanOrEqual(15 * 60);

    t.clock.advance(10 * 60 * 1000);
    try {
      const later = materialOf(await current(token)).detail as QuizDetail;
      const expected = Math.floor((deadline - t.clock.now.getTime()) / 1000);
      expect(Math.abs(later.open_seconds_left! - expected)).toBeLessThanOrEqual(1);
      expect(later.open_seconds_left).toBeLessThanOrEqual(5 * 60);
      t.clock.advance(6 * 60 * 1000);
      // Past the deadline, until the next quiz call closes it: 0, never negative.
      expect((materialOf(await current(token)).detail as QuizDetail).open_seconds_left).toBe(0);
    } finally {
      t.clock.reset();
    }
  });
});
