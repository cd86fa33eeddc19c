import { ACCOUNT_DEACTIVATED_CODE, ERASED_NAME, LEARNER_EXPORT_FORMAT, LEARNER_TEXT, type LearnerDetail, type UserList } from '@kelas/contracts/learners';
import { and, eq, sql } from 'drizzle-orm';
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditLog, enrolments, essayAnswers, itemProgress, orders, sessions, users } from '../../db/schema/index.ts';
import { hashPassword } from '../auth/password.ts';
import { insertCourse, insertLearners, type CourseFixture } from '../programs/test-fixtures.ts';

describe('console learners', () => {
  let t: TestApp;
  let admin: string;
  let adminId: number;
  let course: CourseFixture;

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown, token = admin) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
  const auditRows = async (action: string, entityId: number) =>
    t.app.db.select().from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(entityId))));

  /** A verified learner with the demo password, who can log in. */
  async function learnerWithPassword(tag: string) {
    const email = `akun-${tag}-${Date.now()}@example.com`;
    const [row] = await t.app.db
      .insert(users)
      .values({ name: `Akun ${tag}`, email, phone: '081234567890', emailVerifiedAt: new Date(), passwordHash: await hashPassword('Kelas123!') })
      .returning({ id: users.id });
    return { id: row!.id, email };
  }

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login('admin@example.com');
    const [a] = await t.app.db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@example.com'));
    adminId = a!.id;
    course = await insertCourse(t.app.db, { title: 'Kelas Konsol Uji', itemCount: 4 });
  });
  afterAll(async () => {
    await t.close();
  });

  it('is for admins only: 401 without a session, 403 for a learner, a mentor or an author', async () => {
    const learner = await t.login('learner@example.com');
    for (const token of [learner, await t.login('mentor@example.com'), await t.login('author@example.com')]) {
      expect((await call('GET', '/api/admin/users', undefined, token)).statusCode).toBe(403);
      expect((await call('POST', '/api/admin/users/1/deactivate', { reason: 'x' }, token)).statusCode).toBe(403);
    }
    expect((await t.app.inject({ url: '/api/admin/users' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/admin/users/1/export' })).statusCode).toBe(401);
  });

  it('searches by name, e-mail or phone, filters by role, and pages with meta', async () => {
    const res = await call('GET', '/api/admin/users?search=LEARNER@example');
    expect(res.statusCode).toBe(200);
    const body = res.json() as UserList;
    expect(body.meta).toEqual({ total: 1, page: 1, per_page: 20 });
    expect(body.data[0]).toMatchObject({ email: 'learner@example.com', roles: [], deactivated_at: null, erased_at: null });
    // The demo learner's own enrolments, counted exactly; an account without one says 0.
    const [{ n }] = (await t.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(enrolments)
      .innerJoin(users, eq(users.id, enrolments.userId))
      .where(eq(users.email, 'learner@example.com'))) as [{ n: number }];
    expect(n).toBeGreaterThanOrEqual(2);
    expect(body.data[0]!.enrolment_count).toBe(n);
    const mentor = ((await call('GET', '/api/admin/users?search=mentor@example.com')).json() as UserList).data[0]!;
    expect(mentor.enrolment_count).toBe(0);

    const admins = (await call('GET', '/api/admin/users?role=admin')).json() as UserList;
    expect(admins.data.map((u) => u.email)).toContain('admin@example.com');
    expect(admins.data.every((u) => u.roles.includes('admin'))).toBe(true);
    const learnersOnly = (await call('GET', '/api/admin/users?role=learner&per_page=100')).json() as UserList;
    expect(learnersOnly.data.every((u) => u.roles.length === 0)).toBe(true);
    expect(learnersOnly.data.map((u) => u.email)).not.toContain('admin@example.com');

    const page2 = (await call('GET', '/api/admin/users?per_page=1&page=2')).json() as UserList;
    expect(page2.data).toHaveLength(1);
    expect(page2.meta.page).toBe(2);
    // A literal % matches itself, not everything.
    expect(((await call('GET', '/api/admin/users?search=%25')).json() as UserList).meta.total).toBe(0);
  });

  it('answers 422 with a message for a bad page, per_page or role', async () => {
    for (const q of ['page=0', 'page=abc', 'per_page=101', 'per_page=0', 'role=superuser', 'page=1.5']) {
      const res = await call('GET', `/api/admin/users?${q}`);
      expect(res.statusCode, q).toBe(422);
      expect((res.json() as { message: string }).message.length).toBeGreaterThan(0);
    }
  });

  it("shows a learner's record: profile, enrolments with progress, orders, quiz attempts, submissions; 404 unknown", async () => {
    const [l] = await insertLearners(t.app.db, 1);
    await t.app.db.insert(enrolments).values({ userId: l!.id, courseId: course.id, source: 'free' });
    await t.app.db.insert(itemProgress).values([
      { userId: l!.id, itemId: course.itemIds[0]!, courseId: course.id },
      { userId: l!.id, itemId: course.itemIds[1]!, courseId: course.id },
      { userId: l!.id, itemId: course.itemIds[2]!, courseId: course.id },
    ]);
    const res = await call('GET', `/api/admin/users/${l!.id}`);
    expect(res.statusCode).toBe(200);
    const { data } = res.json() as LearnerDetail;
    expect(data.user).toMatchObject({ id: l!.id, email: l!.email });
    expect(data.enrolments).toEqual([expect.objectContaining({ course: { id: course.id, slug: course.slug, title: course.title }, source: 'free', completed_items: 3, total_items: 4, progress_percent: 75 })]);
    expect(data).toMatchObject({ orders: [], quiz_attempts: [], submissions: [] });
    expect(JSON.stringify(data)).not.toMatch(/password|token/i);

    const demo = (await call('GET', '/api/admin/users?search=learner@example.com')).json() as UserList;
    const full = ((await call('GET', `/api/admin/users/${demo.data[0]!.id}`)).json() as LearnerDetail).data;
    expect(full.enrolments.length).toBeGreaterThanOrEqual(1);

    expect((await call('GET', '/api/admin/users/999999')).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/users/abc')).statusCode).toBe(422);
  });

  it('grants an enrolment with a reason (source admin, one audit row), once; 404 unknown course or learner; 422 no reason', async () => {
    const [l] = await insertLearners(t.app.db, 1);
    const before = (await call('GET', `/api/admin/users/${l!.id}`)).json() as LearnerDetail;
    expect(before.data.enrolments).toHaveLength(0);

    const res = await call('POST', `/api/admin/users/${l!.id}/enrolments`, { course_id: course.id, reason: 'Kompensasi gangguan pembayaran' });
    expect(res.statusCode).toBe(201);
    const { data } = res.json() as { data: { id: number; source: string; course: { id: number } } };
    expect(data).toMatchObject({ source: 'admin', course: { id: course.id } });
    const audit = await auditRows('enrolment.grant', data.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: adminId, entityType: 'enrolment', after: expect.objectContaining({ reason: 'Kompensasi gangguan pembayaran', user_id: l!.id }) });

    const rows = await t.app.db.select().from(enrolments).where(eq(enrolments.userId, l!.id));
    expect(rows).toEqual([expect.objectContaining({ courseId: course.id, source: 'admin', sourceId: adminId })]);

    const again = await call('POST', `/api/admin/users/${l!.id}/enrolments`, { course_id: course.id, reason: 'lagi' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: LEARNER_TEXT.alreadyEnrolled });

    expect((await call('POST', `/api/admin/users/${l!.id}/enrolments`, { course_id: 999999, reason: 'x' })).json()).toMatchObject({ message: LEARNER_TEXT.courseUnknown });
    expect((await call('POST', `/api/admin/users/${l!.id}/enrolments`, { course_id: 999999, reason: 'x' })).statusCode).toBe(404);
    expect((await call('POST', '/api/admin/users/999999/enrolments', { course_id: course.id, reason: 'x' })).statusCode).toBe(404);
    const noReason = await call('POST', `/api/admin/users/${l!.id}/enrolments`, { course_id: course.id, reason: '  ' });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json()).toMatchObject({ errors: { reason: [LEARNER_TEXT.reasonRequired] } });
    expect((await call('POST', `/api/admin/users/${l!.id}/enrolments`, { reason: 'x' })).statusCode).toBe(422);
  });

  it('two grants of the same course at once make one enrolment', async () => {
    const [l] = await insertLearners(t.app.db, 1);
    const answers = await Promise.all([1, 2, 3].map(() => call('POST', `/api/admin/users/${l!.id}/enrolments`, { course_id: course.id, reason: 'serentak' })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
    const rows = await t.app.db.select().from(enrolments).where(eq(enrolments.userId, l!.id));
    expect(rows).toHaveLength(1);
    expect(await auditRows('enrolment.grant', rows[0]!.id)).toHaveLength(1);
  });

  it('revokes an enrolment (the course is gone for the learner), 404 the second time', async () => {
    const [l] = await insertLearners(t.app.db, 1);
    const granted = (await call('POST', `/api/admin/users/${l!.id}/enrolments`, { course_id: course.id, reason: 'uji' })).json() as { data: { id: number } };
    const res = await call('DELETE', `/api/admin/enrolments/${granted.data.id}`, { reason: 'Salah beri akses' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: LEARNER_TEXT.revoked });
    expect(await t.app.db.select().from(enrolments).where(eq(enrolments.id, granted.data.id))).toHaveLength(0);
    const audit = await auditRows('enrolment.revoke', granted.data.id);
    expect(audit[0]).toMatchObject({ before: expect.objectContaining({ user_id: l!.id, course_id: course.id, source: 'admin' }), after: { reason: 'Salah beri akses' } });
    expect((await call('DELETE', `/api/admin/enrolments/${granted.data.id}`)).statusCode).toBe(404);
  });

  it('sends a password-reset link by e-mail (the forgot-password link), with an audit row', async () => {
    const l = await learnerWithPassword('reset');
    const res = await call('POST', `/api/admin/users/${l.id}/password-reset`);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: LEARNER_TEXT.resetSent });
    const mails = await fs.readdir(path.join(t.dataDir, 'mail'));
    const texts = await Promise.all(mails.map((m) => fs.readFile(path.join(t.dataDir, 'mail', m), 'utf8')));
    const mail = texts.find((x) => x.includes(l.email));
    expect(mail).toBeDefined();
    expect(mail!.replace(/=\r?\n/g, '')).toMatch(/reset-password\?token=(3D)?[A-Za-z0-9_-]{20,}/);
    expect(await auditRows('user.password_reset', l.id)).toHaveLength(1);
    expect((await call('POST', '/api/admin/users/999999/password-reset')).statusCode).toBe(404);
  });

  it('deactivates an account: every session revoked at once, login refused with a clear message; not oneself; reactivates', async () => {
    const l = await learnerWithPassword('nonaktif');
    const token = await t.login(l.email);
    const token2 = await t.login(l.email);
    expect((await t.app.inject({ url: '/api/profile', headers: bearer(token) })).statusCode).toBe(200);

    expect((await call('POST', `/api/admin/users/${l.id}/deactivate`, {})).statusCode).toBe(422);
    const res = await call('POST', `/api/admin/users/${l.id}/deactivate`, { reason: 'Akun dibagikan ke orang lain' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: LEARNER_TEXT.deactivated, data: { id: l.id, deactivated_at: expect.any(String) } });

    for (const tk of [token, token2]) expect((await t.app.inject({ url: '/api/profile', headers: bearer(tk) })).statusCode).toBe(401);
    const live = await t.app.db.select().from(sessions).where(eq(sessions.userId, l.id));
    expect(live.every((s) => s.revokedAt !== null)).toBe(true);

    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: l.email, password: 'Kelas123!' } });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toEqual({ message: LEARNER_TEXT.loginDeactivated, code: ACCOUNT_DEACTIVATED_CODE });
    // A wrong password still answers like any wrong password (nothing about the account leaks).
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: l.email, password: 'Salah123!' } })).statusCode).toBe(422);

    expect((await call('POST', `/api/admin/users/${l.id}/deactivate`, { reason: 'lagi' })).statusCode).toBe(409);
    const audit = await auditRows('user.deactivate', l.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]!.after).toMatchObject({ reason: 'Akun dibagikan ke orang lain' });

    const self = await call('POST', `/api/admin/users/${adminId}/deactivate`, { reason: 'x' });
    expect(self.statusCode).toBe(422);
    expect(self.json()).toMatchObject({ message: LEARNER_TEXT.notSelf });

    expect((await call('POST', `/api/admin/users/${l.id}/reactivate`)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: l.email, password: 'Kelas123!' } })).statusCode).toBe(200);
    expect((await call('POST', `/api/admin/users/${l.id}/reactivate`)).statusCode).toBe(409);
  });

  it('exports everything about a learner as a JSON download (UU PDP), recorded in the audit log', async () => {
    const [l] = await insertLearners(t.app.db, 1);
    await call('POST', `/api/admin/users/${l!.id}/enrolments`, { course_id: course.id, reason: 'ekspor' });
    const res = await call('GET', `/api/admin/users/${l!.id}/export`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="data-pribadi-${l!.id}.json"`);
    const doc = res.json() as Record<string, unknown> & { profile: { email: string }; enrolments: unknown[] };
    expect(doc.format).toBe(LEARNER_EXPORT_FORMAT);
    expect(doc.profile.email).toBe(l!.email);
    expect(doc.enrolments).toHaveLength(1);
    for (const k of ['progress', 'journal_answers', 'quiz_attempts', 'quiz_answers', 'submissions', 'certificates', 'orders', 'voucher_redemptions', 'sessions']) expect(doc).toHaveProperty(k);
    expect(res.body).not.toMatch(/password_hash|token_hash|argon2/i);
    expect(await auditRows('user.export', l!.id)).toHaveLength(1);
    expect((await call('GET', '/api/admin/users/999999/export')).statusCode).toBe(404);
  });

  it('erases a learner: personal fields anonymised, sessions revoked, files deleted, orders kept; refuses staff and oneself', async () => {
    const l = await learnerWithPassword('hapus');
    const token = await t.login(l.email);
    await call('POST', `/api/admin/users/${l.id}/enrolments`, { course_id: course.id, reason: 'uji hapus' });
    await t.app.db.insert(essayAnswers).values({ itemId: course.itemIds[0]!, userId: l.id, answers: ['jawaban pribadi'] });
    const avatarKey = `public/avatars/${l.id}/foto.png`;
    await t.app.storage.put(avatarKey, Buffer.from('png'));
    await t.app.db.update(users).set({ avatar: `avatars/${l.id}/foto.png` }).where(eq(users.id, l.id));
    const [order] = await t.app.db
      .insert(orders)
      .values({ invoiceNumber: `INV${Date.now()}/HAPUS/1`, userId: l.id, status: 'paid', subtotal: 100_000, tax: 11_000, total: 111_000, paidAt: new Date() })
      .returning({ id: orders.id });

    const wrong = await call('POST', `/api/admin/users/${l.id}/erase`, { reason: 'Permintaan pengguna', confirm_email: 'orang-lain@example.com' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ errors: { confirm_email: [LEARNER_TEXT.eraseConfirm] } });
    expect((await t.app.inject({ url: '/api/profile', headers: bearer(token) })).statusCode).toBe(200);

    const res = await call('POST', `/api/admin/users/${l.id}/erase`, { reason: 'Permintaan pengguna (UU PDP)', confirm_email: l.email.toUpperCase() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: LEARNER_TEXT.erased, data: { name: ERASED_NAME, email: `erased-${l.id}@erased.invalid`, phone: null, erased_at: expect.any(String) } });

    const [row] = await t.app.db.select().from(users).where(eq(users.id, l.id));
    expect(row).toMatchObject({ passwordHash: null, phone: null, avatar: null, gender: null, birthDate: null });
    expect(await t.app.storage.exists(avatarKey)).toBe(false);
    expect(await t.app.db.select().from(essayAnswers).where(eq(essayAnswers.userId, l.id))).toHaveLength(0);
    expect((await t.app.inject({ url: '/api/profile', headers: bearer(token) })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: l.email, password: 'Kelas123!' } })).statusCode).toBe(422);
    // Financial records stay.
    expect(await t.app.db.select().from(orders).where(eq(orders.id, order!.id))).toHaveLength(1);
    const audit = await auditRows('user.erase', l.id);
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit[0])).not.toContain(l.email);
    // The old e-mail is free again; the erased account cannot be found by it.
    expect(((await call('GET', `/api/admin/users?search=${encodeURIComponent(l.email)}`)).json() as UserList).meta.total).toBe(0);

    expect((await call('POST', `/api/admin/users/${l.id}/erase`, { reason: 'lagi', confirm_email: `erased-${l.id}@erased.invalid` })).statusCode).toBe(409);
    const mentor = ((await call('GET', '/api/admin/users?search=mentor@example.com')).json() as UserList).data[0]!;
    const staffErase = await call('POST', `/api/admin/users/${mentor.id}/erase`, { reason: 'x', confirm_email: 'mentor@example.com' });
    expect(staffErase.statusCode).toBe(409);
    expect(staffErase.json()).toMatchObject({ message: LEARNER_TEXT.eraseStaff });
    expect((await call('POST', `/api/admin/users/${adminId}/erase`, { reason: 'x', confirm_email: 'admin@example.com' })).statusCode).toBe(422);
    expect((await call('POST', '/api/admin/users/999999/erase', { reason: 'x', confirm_email: 'a@b.co' })).statusCode).toBe(404);
  });
});
