import { TWO_FACTOR_TEXT } from '@kelas/contracts/two-factor';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignmentSubmissions, courses, userRoles, users } from '../../db/schema/index.ts';
import { hashPassword } from '../auth/password.ts';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createPracticeCourse, createUser, enrol, multipart, pdfBytes, sessionFor } from '../assignments/assignments.fixtures.ts';
import { createCourse } from '../learning/learning.fixtures.ts';
import { createQuizFixture } from '../quiz/quiz-test-fixture.ts';

/**
 * Two-factor is part of the admin role (decision 222): an admin without it may use none of its
 * roles, on staff routes and on learner routes alike (another learner's assignment PDF, a draft or
 * an unbought course in the player, completing items, a quiz's questions), until it turns
 * two-factor on; turning it on ends the account's other sessions.
 */
let t: TestApp;
let fx: {
  submissionId: number;
  draft: Awaited<ReturnType<typeof createCourse>>;
  paid: Awaited<ReturnType<typeof createCourse>>;
  quiz: Awaited<ReturnType<typeof createQuizFixture>>;
};

/** The five learner calls an admin's role would open, with the body each needs. */
function learnerCalls() {
  const item = fx.paid.items[0]!;
  return [
    { name: "another learner's assignment PDF", method: 'GET' as const, url: `/api/course/practice/assignment/${fx.submissionId}/file` },
    { name: 'a draft course in the player', method: 'GET' as const, url: `/api/course/${fx.draft.slug}/activity` },
    { name: 'an unbought course in the player', method: 'GET' as const, url: `/api/course/${fx.paid.slug}/activity` },
    {
      name: 'completing an item',
      method: 'POST' as const,
      url: `/api/course/items/${item.id}/complete`,
      payload: { courseId: fx.paid.id, itemId: item.materialId, itemType: item.type },
    },
    { name: "a quiz's questions", method: 'POST' as const, url: '/api/course/quiz/question', payload: { material_id: fx.quiz.itemId, quiz_material_id: fx.quiz.quizId } },
  ];
}

beforeAll(async () => {
  t = await createTestApp({ env: { JOB_WORKERS: 'false', LOGIN_REQUESTS_PER_IP: '10000' } });
  const db = t.app.db;
  const practice = await createPracticeCourse(db);
  const owner = await createUser(db, 'learner', 'Pemilik Tugas');
  await enrol(db, owner.id, practice.id);
  const form = await multipart([
    { name: 'material_id', value: String(practice.practiceId) },
    { name: 'file', file: pdfBytes(), filename: 'tugas.pdf', type: 'application/pdf' },
  ]);
  const uploaded = await t.app.inject({ method: 'POST', url: '/api/course/practice/assignment', headers: { ...form.headers, ...bearer(await sessionFor(db, owner.id)) }, payload: form.payload });
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  const [submission] = await db.select({ id: assignmentSubmissions.id }).from(assignmentSubmissions).where(eq(assignmentSubmissions.userId, owner.id));
  const draft = await createCourse(db, undefined, 'Kelas Draf');
  await db.update(courses).set({ status: 'draft' }).where(eq(courses.id, draft.id));
  fx = { submissionId: submission!.id, draft, paid: await createCourse(db, undefined, 'Kelas Berbayar'), quiz: await createQuizFixture(db) };
});
afterAll(() => t.close());

describe('an admin without two-factor', () => {
  it('gets 403 TWO_FACTOR_REQUIRED on the learner routes its role would open, and on staff routes', async () => {
    const admin = await createUser(t.app.db, 'learner', 'Admin Baru');
    await t.app.db.insert(userRoles).values({ userId: admin.id, role: 'admin' });
    const headers = bearer(await sessionFor(t.app.db, admin.id));
    for (const call of [...learnerCalls(), { name: 'a staff route', method: 'GET' as const, url: '/api/admin/courses' }, { name: 'Programmu (own courses)', method: 'GET' as const, url: '/api/course' }]) {
      const res = await t.app.inject({ method: call.method, url: call.url, headers, ...('payload' in call ? { payload: call.payload } : {}) });
      expect(res.statusCode, call.name).toBe(403);
      // The file route is also open to signed links, so it reads a session without requiring one:
      // there the account is a learner, and not the file's owner.
      const expected = call.url.endsWith('/file') ? { message: 'Anda tidak memiliki akses ke file ini.', code: 'FORBIDDEN' } : { message: TWO_FACTOR_TEXT.required, code: 'TWO_FACTOR_REQUIRED' };
      expect(res.json(), call.name).toEqual(expected);
    }
    // What it needs to set two-factor up stays open, and so does logging out.
    expect((await t.app.inject({ url: '/api/profile', headers })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/profile/2fa', headers })).json()).toMatchObject({ data: { enabled: false, required: true } });
    expect((await t.app.inject({ method: 'PUT', url: '/api/profile/locale', headers, payload: { locale: 'en' } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers })).statusCode).toBe(200);
  });

  it('may do all of it once two-factor is on (the same calls, a 2FA admin), in the session that enrolled; its other sessions end', async () => {
    const admin = await createUser(t.app.db, 'learner', 'Admin Kedua');
    await t.app.db.insert(userRoles).values({ userId: admin.id, role: 'admin' });
    await t.app.db.update(users).set({ passwordHash: await hashPassword('Kelas123!') }).where(eq(users.id, admin.id));
    const phone = bearer(await sessionFor(t.app.db, admin.id));
    const laptop = bearer(await sessionFor(t.app.db, admin.id));

    const setup = await t.app.inject({ method: 'POST', url: '/api/profile/2fa/setup', headers: laptop, payload: { password: 'Kelas123!' } });
    expect(setup.statusCode, setup.body).toBe(200);
    const secret = (setup.json() as { data: { secret: string } }).data.secret;
    const code = await generate({ secret, epoch: Math.floor(t.clock.now.getTime() / 1000) });
    expect((await t.app.inject({ method: 'POST', url: '/api/profile/2fa/enable', headers: laptop, payload: { code } })).statusCode).toBe(200);

    // The session opened before two-factor was on has ended; the one that enrolled goes on.
    expect((await t.app.inject({ url: '/api/profile', headers: phone })).statusCode).toBe(401);
    // Each call now gets past the admin check (completing an item of a course one previews is 409 PREVIEW: nothing is saved).
    for (const call of learnerCalls()) {
      const res = await t.app.inject({ method: call.method, url: call.url, headers: laptop, ...('payload' in call ? { payload: call.payload } : {}) });
      expect([200, 409], `${call.name}: ${res.body.slice(0, 200)}`).toContain(res.statusCode);
    }
    expect((await t.app.inject({ url: '/api/admin/courses', headers: laptop })).statusCode).toBe(200);
  });

  it('is an admin again only with two-factor: turning it off ends the other sessions and refuses the account once more', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'admin@example.com', password: 'Kelas123!' } });
    expect((login.json() as { two_factor_required?: boolean }).two_factor_required).toBe(true);
    const other = bearer(await t.login('admin@example.com'));
    const current = bearer(await t.login('admin@example.com'));
    const code = await generate({ secret: 'KELASADMINDEMOTOTPSECRETJKTR4XWQ', epoch: Math.floor(t.clock.now.getTime() / 1000) + 30 });
    t.clock.advance(30_000);
    try {
      const off = await t.app.inject({ method: 'POST', url: '/api/profile/2fa/disable', headers: current, payload: { password: 'Kelas123!', code } });
      expect(off.statusCode, off.body).toBe(200);
      expect((await t.app.inject({ url: '/api/profile', headers: other })).statusCode).toBe(401);
      const refused = await t.app.inject({ url: `/api/course/${fx.draft.slug}/activity`, headers: current });
      expect(refused.json()).toMatchObject({ code: 'TWO_FACTOR_REQUIRED' });
    } finally {
      t.clock.reset();
    }
  });
});
