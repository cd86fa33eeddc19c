import { STAFF_TEXT_EN } from '@kelas/contracts/locales/en/staff';
import { STAFF_TEXT, type StaffInvitation, type StaffList } from '@kelas/contracts/staff';
import { and, eq } from 'drizzle-orm';
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditLog, courseAuthors, userRoles, users } from '../../db/schema/index.ts';
import { insertCourse, insertLearners, type CourseFixture } from '../programs/test-fixtures.ts';

describe('console staff', () => {
  let t: TestApp;
  let admin: string;
  let adminId: number;
  let course: CourseFixture;

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>, token = admin) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  /** The same call from a browser that asks for English (`Accept-Language`). */
  const callEn = (method: 'POST', url: string, payload: Record<string, unknown>) =>
    t.app.inject({ method, url, headers: { ...bearer(admin), 'accept-language': 'en-US,en;q=0.9' }, payload });
  const audits = (action: string, entityId: number) =>
    t.app.db.select().from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(entityId))));
  const mailTo = async (email: string) => {
    const dir = path.join(t.dataDir, 'mail');
    const files = await fs.readdir(dir).catch(() => []);
    const texts = await Promise.all(files.map((f) => fs.readFile(path.join(dir, f), 'utf8')));
    return texts.filter((x) => x.includes(email)).map((x) => x.replace(/=\r?\n/g, '').replace(/=3D/g, '='));
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login('admin@example.com');
    adminId = (await t.app.db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@example.com')))[0]!.id;
    course = await insertCourse(t.app.db, { title: 'Kelas Staf Uji', itemCount: 1 });
  });
  afterAll(async () => {
    await t.close();
  });

  it('is for admins only', async () => {
    const author = await t.login('author@example.com');
    expect((await call('GET', '/api/admin/staff', undefined, author)).statusCode).toBe(403);
    expect((await call('POST', '/api/admin/staff/invitations', { email: 'a@b.co', role: 'admin' }, author)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/staff' })).statusCode).toBe(401);
  });

  it('lists the staff with their roles and courses, paged; 422 for a bad role or page', async () => {
    const res = await call('GET', '/api/admin/staff');
    expect(res.statusCode).toBe(200);
    const body = res.json() as StaffList;
    const emails = body.data.map((m) => m.email);
    expect(emails).toEqual(expect.arrayContaining(['admin@example.com', 'author@example.com', 'mentor@example.com']));
    expect(emails).not.toContain('learner@example.com');
    expect(body.data.find((m) => m.email === 'mentor@example.com')!.mentored_courses.length).toBeGreaterThan(0);
    const mentorsOnly = (await call('GET', '/api/admin/staff?role=mentor')).json() as StaffList;
    expect(mentorsOnly.data.every((m) => m.roles.includes('mentor'))).toBe(true);
    expect((await call('GET', '/api/admin/staff?role=learner')).statusCode).toBe(422);
    expect((await call('GET', '/api/admin/staff?page=-1')).statusCode).toBe(422);
  });

  /** The accept link's token in the newest mail to `email`. */
  const tokenFor = async (email: string) => {
    const mails = await mailTo(email);
    const match = /invitations\/accept\?token=([A-Za-z0-9_-]+)/.exec(mails.at(-1) ?? '');
    return match![1]!;
  };
  const accept = (payload: Record<string, unknown>, token?: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/invitations/accept', headers: token ? bearer(token) : {}, payload });

  it("invites a new author: nothing is granted until the person accepts on 'Terima Undangan' with a password; the link works once", async () => {
    const email = `penulis-${Date.now()}@example.com`;
    const res = await call('POST', '/api/admin/staff/invitations', { email: email.toUpperCase(), name: 'Penulis Baru', role: 'author' });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json() as { data: StaffInvitation; message: string };
    expect(body).toMatchObject({ message: STAFF_TEXT.invited, data: { email, name: 'Penulis Baru', role: 'author', account_exists: false, status: 'pending', invited_by: { id: adminId } } });
    expect(await audits('staff.invite', body.data.id)).toHaveLength(1);
    // No account and no role yet.
    expect(await t.app.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    expect((await call('GET', '/api/admin/staff/invitations')).json().data.map((i: StaffInvitation) => i.email)).toContain(email);

    const [mail] = await mailTo(email);
    expect(mail).toContain('Undangan sebagai Penulis');
    const token = await tokenFor(email);
    const lookup = await t.app.inject({ method: 'POST', url: '/api/auth/invitations/lookup', payload: { token } });
    expect(lookup.json().data).toMatchObject({ email, name: 'Penulis Baru', role: 'author', account_exists: false, invited_by: 'Admin Kelas' });
    expect((await accept({ token })).json()).toMatchObject({ errors: { password: [STAFF_TEXT.invitationPasswordRequired] } });
    expect((await accept({ token, password: 'pendek', confirm_password: 'pendek' })).statusCode).toBe(422);
    const done = await accept({ token, password: 'Penulis123!', confirm_password: 'Penulis123!' });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ message: 'Undangan diterima. Peran Penulis sudah aktif.', role: 'author', user: { email, roles: ['author'] } });
    // Signed in at once, and by password afterwards.
    expect((await t.app.inject({ url: '/api/admin/studio/abilities', headers: bearer(done.json().token) })).statusCode).toBe(200);
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'Penulis123!' } });
    expect(login.json()).toMatchObject({ user: { roles: ['author'] } });
    const userIdOf = (await t.app.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
    const [granted] = await audits('role.grant', userIdOf);
    expect(granted).toMatchObject({ actorId: userIdOf, after: { roles: ['author'] } });
    // Once.
    expect((await accept({ token, password: 'Penulis123!', confirm_password: 'Penulis123!' })).json()).toMatchObject({ code: 'INVITATION_USED', message: STAFF_TEXT.invitationUsed });
    expect((await call('GET', '/api/admin/staff/invitations')).json().data.map((i: StaffInvitation) => i.email)).not.toContain(email);
    expect((await accept({ token: 'tidak-ada' })).statusCode).toBe(404);
  });

  it('gives a role to an existing account only after the admin confirms and the person, signed in, accepts', async () => {
    const [l] = await insertLearners(t.app.db, 1);
    const [person] = await t.app.db.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, l!.id));
    const ask = await call('POST', '/api/admin/staff/invitations', { email: person!.email, role: 'admin' });
    expect(ask.statusCode).toBe(409);
    expect(ask.json()).toMatchObject({ code: 'CONFIRM_REQUIRED', account_name: person!.name, message: STAFF_TEXT.existingNeedsConfirm.replace('{{email}}', person!.email) });
    expect((await call('GET', '/api/admin/staff/invitations')).json().data.map((i: StaffInvitation) => i.email)).not.toContain(person!.email);

    const sent = await call('POST', '/api/admin/staff/invitations', { email: person!.email, role: 'mentor', confirm: true });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ message: STAFF_TEXT.invitedExisting, data: { account_exists: true, role: 'mentor' } });
    expect(await t.app.db.select().from(userRoles).where(eq(userRoles.userId, l!.id))).toHaveLength(0);
    const [mail] = await mailTo(person!.email);
    expect(mail).toContain('Anda diundang memegang peran Mentor di Kelas dengan akun Anda yang sudah ada.');
    const token = await tokenFor(person!.email);

    // Not signed in: sign in first; as someone else: refused.
    expect((await accept({ token, password: 'Pengajar#Kelas26', confirm_password: 'Pengajar#Kelas26' })).json()).toMatchObject({ code: 'ACCOUNT_EXISTS', message: STAFF_TEXT.invitationSignIn });
    const [stranger] = await insertLearners(t.app.db, 1);
    const other = await accept({ token }, stranger!.token);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(STAFF_TEXT.invitationOtherAccount.replace('{{email}}', person!.email));
    const ok = await accept({ token }, l!.token);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ role: 'mentor' });
    expect(ok.json().token).toBeUndefined();
    expect((await t.app.db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, l!.id))).map((r) => r.role)).toEqual(['mentor']);
    // A role already held is not offered again.
    expect((await call('POST', '/api/admin/staff/invitations', { email: person!.email, role: 'mentor', confirm: true })).json()).toMatchObject({ code: 'ALREADY_HAS_ROLE' });
  });

  it('lists open invitations with resend (a new link) and revoke; an expired link is refused until resent', async () => {
    const email = `undangan-${Date.now()}@example.com`;
    const first = (await call('POST', '/api/admin/staff/invitations', { email, role: 'mentor' })).json().data as StaffInvitation;
    const oldToken = await tokenFor(email);
    t.clock.advance(73 * 3600_000);
    try {
      // Three days on, the admin signs in again (sessions end after two idle hours).
      const admin = await t.login('admin@example.com');
      const call = (method: 'GET' | 'POST', url: string) => t.app.inject({ method, url, headers: bearer(admin) });
      const listed = (await call('GET', '/api/admin/staff/invitations')).json().data.find((i: StaffInvitation) => i.id === first.id);
      expect(listed).toMatchObject({ status: 'expired' });
      expect((await accept({ token: oldToken, password: 'Pengajar#Kelas26', confirm_password: 'Pengajar#Kelas26' })).json()).toMatchObject({ code: 'INVITATION_EXPIRED', message: STAFF_TEXT.invitationExpired });
      const resent = await call('POST', `/api/admin/staff/invitations/${first.id}/resend`);
      expect(resent.statusCode).toBe(200);
      expect(resent.json()).toMatchObject({ message: STAFF_TEXT.invitationResent, data: { id: first.id, status: 'pending' } });
      expect(await audits('staff.invitation_resend', first.id)).toHaveLength(1);
      const newToken = await tokenFor(email);
      expect(newToken).not.toBe(oldToken);
      expect((await accept({ token: oldToken })).statusCode).toBe(404);

      const revoked = await call('POST', `/api/admin/staff/invitations/${first.id}/revoke`);
      expect(revoked.json()).toMatchObject({ message: STAFF_TEXT.invitationRevoked });
      expect(await audits('staff.invitation_revoke', first.id)).toHaveLength(1);
      expect((await accept({ token: newToken, password: 'Pengajar#Kelas26', confirm_password: 'Pengajar#Kelas26' })).json()).toMatchObject({ code: 'INVITATION_REVOKED' });
      expect((await call('POST', `/api/admin/staff/invitations/${first.id}/resend`)).statusCode).toBe(404);
      expect((await call('POST', `/api/admin/staff/invitations/${first.id}/revoke`)).statusCode).toBe(404);
      expect(await t.app.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    } finally {
      t.clock.reset();
    }
  });

  it("mails the invitation in the invitee's language: the account's, else the inviting request's", async () => {
    // A new person, invited from an English screen: the mail and the role's name in English.
    const email = `author-${Date.now()}@example.com`;
    const res = await callEn('POST', '/api/admin/staff/invitations', { email, name: 'New Author', role: 'author' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ message: STAFF_TEXT_EN.invited });
    const [mail] = await mailTo(email);
    expect(mail).toContain('Subject: Invitation to join Kelas as Author');
    expect(mail).toContain('You have been invited to join Kelas as Author. Click the button below to create the password of your account.');
    expect(mail).toContain('This link is valid for 72 hours and can be used only once.');
    expect(mail).toContain('<html lang="en">');
    expect(mail).not.toMatch(/Penulis|Undangan|Halo/);

    // An account that chose English gets the offer in English from an Indonesian screen.
    const [l] = await insertLearners(t.app.db, 1);
    const [learner] = await t.app.db.update(users).set({ locale: 'en' }).where(eq(users.id, l!.id)).returning({ email: users.email });
    const notice = await call('POST', '/api/admin/staff/invitations', { email: learner!.email, role: 'mentor', confirm: true });
    expect(notice.statusCode).toBe(201);
    expect(notice.json()).toMatchObject({ message: STAFF_TEXT.invitedExisting });
    const [noticeMail] = await mailTo(learner!.email);
    expect(noticeMail).toContain('You are invited to take the Mentor role at Kelas with your existing account. The role is active once you accept it.');

    // And an account that chose Indonesian gets Indonesian from an English screen.
    const [m] = await insertLearners(t.app.db, 1);
    const [member] = await t.app.db.update(users).set({ locale: 'id' }).where(eq(users.id, m!.id)).returning({ email: users.email });
    expect((await callEn('POST', '/api/admin/staff/invitations', { email: member!.email, role: 'author', confirm: true })).statusCode).toBe(201);
    const [idMail] = await mailTo(member!.email);
    expect(idMail).toContain('Anda diundang memegang peran Penulis di Kelas');
  });

  it('refuses a bad e-mail or role with 422 and a message', async () => {
    const bad = await call('POST', '/api/admin/staff/invitations', { email: 'bukan-email', role: 'author' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ errors: { email: [STAFF_TEXT.emailInvalid] } });
    const role = await call('POST', '/api/admin/staff/invitations', { email: 'ok@example.com', role: 'superadmin' });
    expect(role.statusCode).toBe(422);
    expect(role.json()).toMatchObject({ errors: { role: [STAFF_TEXT.roleRequired] } });
  });

  it('takes roles away with one audit row each; giving one goes through an invitation (409)', async () => {
    const [l] = await insertLearners(t.app.db, 1);
    await t.app.db.insert(userRoles).values([{ userId: l!.id, role: 'mentor' }, { userId: l!.id, role: 'author' }]);
    const add = await call('PUT', `/api/admin/staff/${l!.id}/roles`, { roles: ['mentor', 'author', 'admin'] });
    expect(add.statusCode).toBe(409);
    expect(add.json()).toMatchObject({ code: 'GRANT_NEEDS_INVITATION', message: STAFF_TEXT.grantNeedsInvitation });
    const down = await call('PUT', `/api/admin/staff/${l!.id}/roles`, { roles: ['author'] });
    expect(down.json()).toMatchObject({ data: { roles: ['author'] } });
    const [revoke] = await audits('role.revoke', l!.id);
    expect(revoke).toMatchObject({ actorId: adminId, before: { roles: ['mentor', 'author'] }, after: { roles: ['author'] } });
    expect(await audits('role.grant', l!.id)).toHaveLength(0);
    expect((await call('PUT', '/api/admin/staff/999999/roles', { roles: [] })).statusCode).toBe(404);
    expect((await call('PUT', `/api/admin/staff/${l!.id}/roles`, { roles: ['owner'] })).statusCode).toBe(422);
  });

  it('assigns and unassigns authors and mentors to courses; the user must hold the role', async () => {
    const [l] = await insertLearners(t.app.db, 1);
    const refused = await call('POST', `/api/admin/staff/${l!.id}/courses`, { course_id: course.id, as: 'author' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: 'Pengguna harus memiliki peran penulis untuk ditugaskan sebagai penulis.', code: 'ROLE_MISSING' });
    // In English the role's name inside the message is English too.
    const refusedEn = await callEn('POST', `/api/admin/staff/${l!.id}/courses`, { course_id: course.id, as: 'author' });
    expect(refusedEn.statusCode).toBe(409);
    expect(refusedEn.json()).toMatchObject({ message: 'The user must hold the author role to be assigned as author.', code: 'ROLE_MISSING' });
    await t.app.db.insert(userRoles).values([{ userId: l!.id, role: 'author' }, { userId: l!.id, role: 'mentor' }]);

    const a = await call('POST', `/api/admin/staff/${l!.id}/courses`, { course_id: course.id, as: 'author' });
    expect(a.statusCode).toBe(200);
    expect(a.json()).toMatchObject({ data: { authored_courses: [{ id: course.id, slug: course.slug, title: course.title }] } });
    expect(await t.app.db.select().from(courseAuthors).where(eq(courseAuthors.userId, l!.id))).toHaveLength(1);
    const m = await call('POST', `/api/admin/staff/${l!.id}/courses`, { course_id: course.id, as: 'mentor' });
    expect(m.json()).toMatchObject({ data: { mentored_courses: [{ id: course.id }] } });
    // Twice is harmless and writes no second audit row.
    await call('POST', `/api/admin/staff/${l!.id}/courses`, { course_id: course.id, as: 'mentor' });
    expect(await audits('course_mentor.assign', course.id)).toHaveLength(1);

    // The mentor now sees the course's submissions in the mentor console's course list.
    const mentorCourses = await t.app.inject({ url: '/api/mentor/courses', headers: bearer(l!.token) });
    expect(mentorCourses.body).toContain(course.title);

    const un = await call('DELETE', `/api/admin/staff/${l!.id}/courses/${course.id}/author`);
    expect(un.statusCode).toBe(200);
    expect(un.json()).toMatchObject({ data: { authored_courses: [] } });
    expect((await call('DELETE', `/api/admin/staff/${l!.id}/courses/${course.id}/author`)).statusCode).toBe(404);
    expect((await call('POST', `/api/admin/staff/${l!.id}/courses`, { course_id: 999999, as: 'author' })).statusCode).toBe(404);
    expect((await call('POST', `/api/admin/staff/${l!.id}/courses`, { course_id: course.id, as: 'admin' })).statusCode).toBe(422);
  });

  it('never leaves the platform without an admin, also when two admins demote each other at once', async () => {
    const self = await call('PUT', `/api/admin/staff/${adminId}/roles`, { roles: [] });
    expect(self.statusCode).toBe(409);
    expect(self.json()).toMatchObject({ message: STAFF_TEXT.lastAdmin });

    const [other] = await insertLearners(t.app.db, 1);
    await t.app.db.insert(userRoles).values({ userId: other!.id, role: 'admin' });
    const answers = await Promise.all([
      call('PUT', `/api/admin/staff/${other!.id}/roles`, { roles: [] }, admin),
      call('PUT', `/api/admin/staff/${adminId}/roles`, { roles: [] }, other!.token),
    ]);
    // The one that comes second is refused: 409 (last admin) or 403 (no longer an admin itself).
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes[0]).toBe(200);
    expect([403, 409]).toContain(codes[1]);
    const admins = await t.app.db.select().from(userRoles).where(eq(userRoles.role, 'admin'));
    expect(admins).toHaveLength(1);
    // Put the demo admin back for the tests that follow.
    if (admins[0]!.userId !== adminId) await t.app.db.insert(userRoles).values({ userId: adminId, role: 'admin' });
  });

});
