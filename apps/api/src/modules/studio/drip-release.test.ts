import type { CourseActivity } from '@kelas/contracts/learning';
import { SESSION_TEXT } from '@kelas/contracts/sessions';
import { StudioCourseResponseSchema, type StudioCourse } from '@kelas/contracts/studio';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { items, materials } from '../../db/schema/index.ts';
import { createUser, enrol } from '../assignments/assignments.fixtures.ts';
import { createSession as createLogin } from '../auth/create-session.ts';
import { buildCourse, call } from './studio.fixtures.ts';

/**
 * Drip release set in the studio (decision 288): a chapter's or an item's rule through the
 * chapter's and the item's PATCH, checked (0–3650 days, a date that exists, one rule), shown in
 * the course tree and holding the learner's item; and the course's make-up switch.
 */
describe('drip release and make-up in the studio', () => {
  let t: TestApp;
  let admin: string;
  const DAY = 86_400_000;

  beforeAll(async () => {
    // The learner stays signed in while the clock moves by days.
    t = await createTestApp({ env: { JOB_WORKERS: 'false', SESSION_IDLE_MINUTES: '525600' } });
    admin = await t.login('admin@example.com');
  });
  afterAll(() => t.close());

  const course = async (id: number): Promise<StudioCourse> => StudioCourseResponseSchema.parse((await call(t, admin, 'GET', `/api/admin/courses/${id}`)).json()).data;

  it('sets, switches and clears a chapter’s and an item’s rule, and refuses bad ones with a 422 under the field, nothing written', async () => {
    const fx = await buildCourse(t, admin, { publish: true });
    const [ch1, ch2] = fx.chapterIds as [number, number];
    const [text, quiz] = fx.itemIds as [number, number];
    const days = await call(t, admin, 'PATCH', `/api/admin/chapters/${ch2}`, { title: 'Bab 2', release_after_days: 7 });
    expect(days.statusCode, days.body).toBe(200);
    expect(days.json().data).toMatchObject({ release_after_days: 7, release_at: null });
    // A date: the days are cleared with it, whatever the body left out.
    const at = await call(t, admin, 'PATCH', `/api/admin/chapters/${ch2}`, { title: 'Bab 2', release_at: '2030-01-06T02:00:00+07:00' });
    expect(at.json().data).toMatchObject({ release_after_days: null, release_at: '2030-01-05T19:00:00.000Z' });
    const item = await call(t, admin, 'PATCH', `/api/admin/items/${quiz}`, { release_after_days: 0 });
    expect(item.json().data).toMatchObject({ release_after_days: 0, release_at: null });
    // A save that names neither key leaves the rule as it is.
    expect((await call(t, admin, 'PATCH', `/api/admin/items/${quiz}`, { title: 'Kuis Akhir' })).json().data).toMatchObject({ title: 'Kuis Akhir', release_after_days: 0 });
    const tree = await course(fx.id);
    expect(tree.chapters.find((c) => c.id === ch2)).toMatchObject({ release_after_days: null, release_at: '2030-01-05T19:00:00.000Z' });
    expect(tree.chapters.flatMap((c) => c.items).find((i) => i.id === quiz)).toMatchObject({ release_after_days: 0, release_at: null });

    const refusals: [string, object, Record<string, string[]>][] = [
      [`/api/admin/chapters/${ch1}`, { title: 'Bab 1', release_after_days: 3651 }, { release_after_days: [SESSION_TEXT.releaseDays] }],
      [`/api/admin/chapters/${ch1}`, { title: 'Bab 1', release_after_days: -1 }, { release_after_days: [SESSION_TEXT.releaseDays] }],
      [`/api/admin/chapters/${ch1}`, { title: 'Bab 1', release_after_days: 2.5 }, { release_after_days: [SESSION_TEXT.releaseDays] }],
      [`/api/admin/chapters/${ch1}`, { title: 'Bab 1', release_after_days: '7' }, { release_after_days: [SESSION_TEXT.releaseDays] }],
      [`/api/admin/chapters/${ch1}`, { title: 'Bab 1', release_at: '2030-02-30T10:00:00Z' }, { release_at: [SESSION_TEXT.releaseAt] }],
      [`/api/admin/chapters/${ch1}`, { title: 'Bab 1', release_at: 'minggu depan' }, { release_at: [SESSION_TEXT.releaseAt] }],
      [`/api/admin/chapters/${ch1}`, { title: 'Bab 1', release_at: '0000-01-01T00:00:00Z' }, { release_at: [SESSION_TEXT.releaseAt] }],
      [`/api/admin/chapters/${ch1}`, { title: 'Bab 1', release_at: 20300106 }, { release_at: [SESSION_TEXT.releaseAt] }],
      [`/api/admin/chapters/${ch1}`, { title: 'Bab 1', release_after_days: 3, release_at: '2030-01-06T02:00:00Z' }, { release_at: [SESSION_TEXT.releaseOneRule] }],
      [`/api/admin/items/${text}`, { release_after_days: 99999 }, { release_after_days: [SESSION_TEXT.releaseDays] }],
      [`/api/admin/items/${text}`, { release_at: '2030-13-01T00:00:00Z' }, { release_at: [SESSION_TEXT.releaseAt] }],
      [`/api/admin/items/${text}`, { release_after_days: 1, release_at: '2030-01-06T02:00:00Z' }, { release_at: [SESSION_TEXT.releaseOneRule] }],
    ];
    for (const [url, body, errors] of refusals) {
      const res = await call(t, admin, 'PATCH', url, body);
      expect(res.statusCode, `${url} ${JSON.stringify(body)}`).toBe(422);
      expect(res.json().errors).toEqual(errors);
    }
    const [chapterRow] = await t.app.db.select().from(materials).where(eq(materials.id, ch1));
    const [itemRow] = await t.app.db.select().from(items).where(eq(items.id, text));
    expect([chapterRow!.releaseAfterDays, chapterRow!.releaseAt, itemRow!.releaseAfterDays, itemRow!.releaseAt]).toEqual([null, null, null, null]);

    // Both null opens it again.
    expect((await call(t, admin, 'PATCH', `/api/admin/chapters/${ch2}`, { title: 'Bab 2', release_after_days: null, release_at: null })).json().data).toMatchObject({ release_after_days: null, release_at: null });
  });

  it('holds the learner’s item until its chapter’s day comes, counted from the enrolment in a course without cohorts', async () => {
    const fx = await buildCourse(t, admin, { publish: true });
    const [, ch2] = fx.chapterIds as [number, number];
    expect((await call(t, admin, 'PATCH', `/api/admin/chapters/${ch2}`, { title: 'Bab 2', release_after_days: 3 })).statusCode).toBe(200);
    const learner = await createUser(t.app.db, 'learner', 'Peserta Drip');
    await enrol(t.app.db, learner.id, fx.id);
    const token = await createLogin(t.app.db, { userId: learner.id, days: 30 });
    const activity = async () => (await t.app.inject({ method: 'GET', url: `/api/course/${fx.slug}/activity`, headers: bearer(token) })).json().data as CourseActivity;
    const quiz = (await activity()).materials.flatMap((m) => m.items).find((i) => i.item_id === fx.quizItemId)!;
    expect(quiz.is_locked).toBe(true);
    expect(Date.parse(quiz.opens_at!) - t.app.now().getTime()).toBeGreaterThan(2 * DAY);
    t.clock.advance(3 * DAY + 60_000);
    try {
      expect((await activity()).materials.flatMap((m) => m.items).find((i) => i.item_id === fx.quizItemId)).toMatchObject({ is_locked: false, opens_at: null });
    } finally {
      t.clock.reset();
    }
  });

  it('switches the course’s recording make-up on and off; anything but true or false is a 422', async () => {
    const fx = await buildCourse(t, admin);
    expect((await course(fx.id)).recording_makeup).toBe(false);
    const on = await call(t, admin, 'PATCH', `/api/admin/courses/${fx.id}`, { recording_makeup: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().data.recording_makeup).toBe(true);
    const bad = await call(t, admin, 'PATCH', `/api/admin/courses/${fx.id}`, { recording_makeup: 'ya' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['recording_makeup']);
    expect((await course(fx.id)).recording_makeup).toBe(true);
    expect((await call(t, admin, 'PATCH', `/api/admin/courses/${fx.id}`, { recording_makeup: false })).json().data.recording_makeup).toBe(false);
  });
});
