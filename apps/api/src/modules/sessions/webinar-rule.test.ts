import type { ActiveMaterial, CourseActivity } from '@kelas/contracts/learning';
import { SESSION_TEXT } from '@kelas/contracts/sessions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createUser } from '../assignments/assignments.fixtures.ts';
import { createSession as createLogin } from '../auth/create-session.ts';
import { createCourse } from '../learning/learning.fixtures.ts';
import { createCohort, createSession, enrolInCohort } from './sessions.fixtures.ts';

/**
 * What completes a webinar (decisions 240, 288), as the player is told: `attendance` when a session
 * of the learner's cohort serves it (no 'Selanjutnya' then), `attended` (the learner's own action)
 * when none does.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { JOB_WORKERS: 'false' } });
});
afterAll(() => t.close());

async function learner(name: string) {
  const l = await createUser(t.app.db, 'learner', name);
  return { id: l.id, headers: bearer(await createLogin(t.app.db, { userId: l.id, days: 1 })) };
}

describe('the webinar’s completion rule', () => {
  it('is attendance for a learner whose cohort has a session serving it, and the learner’s own action otherwise', async () => {
    const course = await createCourse(t.app.db, [[{ type: 'webinar', title: 'Webinar Sesi' }, { type: 'webinar', title: 'Webinar Tanpa Sesi' }]]);
    const [served, unserved] = course.items as [(typeof course.items)[0], (typeof course.items)[0]];
    const cohortId = await createCohort(t.app.db, course.id, new Date(t.app.now().getTime() + 86_400_000));
    await createSession(t.app.db, { cohortId, itemId: served.id, startsAt: new Date(t.app.now().getTime() + 2 * 86_400_000) });
    const [inCohort, noCohort] = await Promise.all([learner('Peserta Bersesi'), learner('Peserta Tanpa Angkatan')]);
    await enrolInCohort(t.app.db, inCohort.id, course.id, cohortId);
    await enrolInCohort(t.app.db, noCohort.id, course.id, null);

    const rules = async (headers: Record<string, string>) => {
      const activity = (await t.app.inject({ method: 'GET', url: `/api/course/${course.slug}/activity`, headers })).json().data as CourseActivity;
      return activity.materials.flatMap((m) => m.items).map((i) => i.completion_rule);
    };
    expect(await rules(inCohort.headers)).toEqual(['attendance', 'attended']);
    expect(await rules(noCohort.headers)).toEqual(['attended', 'attended']);

    // Both webinars are in the one chapter (the body's `itemId` is the chapter's id, spec 7).
    const body = { courseId: course.id, itemId: served.materialId, itemType: 'webinar' as const };
    const active = async (itemId: number, headers: Record<string, string>) =>
      ((await t.app.inject({ method: 'POST', url: `/api/course/items/${itemId}/active`, headers, payload: body })).json().data as ActiveMaterial).completion_rule;
    expect(await active(served.id, inCohort.headers)).toBe('attendance');
    expect(await active(unserved.id, inCohort.headers)).toBe('attended');
    expect(await active(served.id, noCohort.headers)).toBe('attended');

    const complete = (itemId: number, headers: Record<string, string>, language?: string) =>
      t.app.inject({ method: 'POST', url: `/api/course/items/${itemId}/complete`, headers: { ...headers, ...(language ? { 'accept-language': language } : {}) }, payload: body });
    const refused = await complete(served.id, inCohort.headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'COMPLETION_RULE', message: SESSION_TEXT.completesWhenAttended });
    expect((await complete(served.id, inCohort.headers, 'en')).json().message).toBe('This webinar completes when your attendance of its session is recorded.');
    expect((await complete(unserved.id, inCohort.headers)).statusCode).toBe(200);
    expect((await complete(served.id, noCohort.headers)).statusCode).toBe(200);
  });
});
