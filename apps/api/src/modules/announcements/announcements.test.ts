import { randomUUID } from 'node:crypto';
import { ANNOUNCEMENT_TEXT, AnnouncementListSchema, AnnouncementResponseSchema } from '@kelas/contracts/announcements';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { courseMentors, enrolments, mailOutbox, mentors, notifications, userRoles, users } from '../../db/schema/index.ts';
import { createSession } from '../auth/create-session.ts';
import { createCourse, type FixtureCourse } from '../learning/learning.fixtures.ts';
import { fanOutAnnouncement } from './fan-out-announcement.ts';

/**
 * Course announcements (decision 291): who may write one, bad input, the daily limit counted under
 * parallel posts, and the fan-out: every learner notified once (in-app and e-mail) even when the
 * job runs twice, across more than one batch.
 */

let t: TestApp;
let course: FixtureCourse;
let other: FixtureCourse;
type Person = { id: number; token: string };
let mentor: Person;
let outsider: Person;
let learners: Person[];

async function person(name: string, o: { courseId?: number; role?: 'mentor' } = {}): Promise<Person> {
  const [u] = await t.app.db.insert(users).values({ name, email: `umum-${randomUUID().slice(0, 8)}@example.com`, emailVerifiedAt: new Date() }).returning({ id: users.id });
  if (o.courseId) await t.app.db.insert(enrolments).values({ userId: u!.id, courseId: o.courseId, source: 'admin' });
  if (o.role) await t.app.db.insert(userRoles).values({ userId: u!.id, role: o.role });
  return { id: u!.id, token: await createSession(t.app.db, { userId: u!.id, days: 1 }) };
}

beforeAll(async () => {
  t = await createTestApp({ env: { JOB_WORKERS: 'false' } });
  course = await createCourse(t.app.db, [[{ type: 'text' }]], 'Kelas Pengumuman');
  other = await createCourse(t.app.db, [[{ type: 'text' }]], 'Kelas Lain');
  mentor = await person('Mentor Dewi', { role: 'mentor' });
  outsider = await person('Mentor Lain', { role: 'mentor' });
  const [m] = await t.app.db.insert(mentors).values({ name: 'Dewi', userId: mentor.id }).returning({ id: mentors.id });
  await t.app.db.insert(courseMentors).values({ courseId: course.id, mentorId: m!.id });
  learners = [];
  for (let i = 0; i < 3; i++) learners.push(await person(`Peserta ${i}`, { courseId: course.id }));
});
afterAll(() => t.close());

const post = (token: string, courseId: number, payload: unknown) =>
  t.app.inject({ method: 'POST', url: `/api/mentor/courses/${courseId}/announcements`, headers: bearer(token), payload: payload as object });
const fanOut = (announcementId: number, batchSize = 2) => fanOutAnnouncement(t.app.db, { announcementId, config: t.app.config, now: () => new Date(), batchSize });

describe('course announcements', () => {
  it('refuses learners, mentors of other courses, unknown courses and bad input, writing nothing', async () => {
    const body = { title: 'Sesi tambahan', body: 'Ada sesi tanya jawab Jumat ini.' };
    expect((await post(learners[0]!.token, course.id, body)).statusCode).toBe(403);
    const notMine = await post(outsider.token, course.id, body);
    expect(notMine.statusCode).toBe(403);
    expect(notMine.json().message).toBe(ANNOUNCEMENT_TEXT.notTeaching);
    expect((await post(mentor.token, 2_000_000_000, body)).statusCode).toBe(404);
    for (const [bad, message] of [
      [{ title: ' ', body: 'Isi' }, ANNOUNCEMENT_TEXT.titleRequired],
      [{ title: 'x'.repeat(121), body: 'Isi' }, ANNOUNCEMENT_TEXT.titleTooLong],
      [{ title: 'Judul' }, ANNOUNCEMENT_TEXT.bodyRequired],
      [{ title: 'Judul', body: 'x'.repeat(5001) }, ANNOUNCEMENT_TEXT.bodyTooLong],
    ] as const) {
      const res = await post(mentor.token, other.id, bad);
      expect(res.statusCode, JSON.stringify(bad).slice(0, 40)).toBe(422);
      expect(res.json().message).toBe(message);
    }
    const list = await t.app.inject({ method: 'GET', url: `/api/mentor/courses/${other.id}/announcements`, headers: bearer(outsider.token) });
    expect(list.statusCode).toBe(403);
  });

  it('offers a mentor the courses they mentor with their learner counts, and an admin every course', async () => {
    const mine = await t.app.inject({ method: 'GET', url: '/api/mentor/announcement-courses', headers: bearer(mentor.token) });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data.filter((c: { id: number }) => c.id === course.id || c.id === other.id)).toEqual([{ id: course.id, title: 'Kelas Pengumuman', learners: 3 }]);
    expect((await t.app.inject({ method: 'GET', url: '/api/mentor/announcement-courses', headers: bearer(learners[0]!.token) })).statusCode).toBe(403);
    const all = await t.app.inject({ method: 'GET', url: '/api/mentor/announcement-courses', headers: bearer(await t.login('admin@example.com')) });
    expect(all.json().data.map((c: { id: number }) => c.id)).toEqual(expect.arrayContaining([course.id, other.id]));
  });

  it('notifies every learner once in-app and by e-mail, even when the job runs twice', async () => {
    const res = await post(mentor.token, course.id, { title: 'Sesi tambahan Jumat', body: 'Halo semua,\n\nAda sesi tanya jawab Jumat ini pukul 19.00 WIB.' });
    expect(res.statusCode, res.body).toBe(201);
    const created = AnnouncementResponseSchema.parse(res.json()).data;
    expect(created).toMatchObject({ course_id: course.id, author: 'Mentor Dewi', recipients: null, sent_at: null });
    const jobs = (await t.app.db.execute(sql`select data from pgboss.job where name = 'announcements.fan-out' and (data->>'announcementId')::int = ${created.id}`)) as unknown as { rows: unknown[] };
    expect(jobs.rows).toHaveLength(1);

    expect(await fanOut(created.id)).toBe(3);
    expect(await fanOut(created.id)).toBe(3);
    const key = `course.announcement:${created.id}`;
    const rows = await t.app.db.select().from(notifications).where(eq(notifications.eventKey, key));
    expect(rows.map((r) => r.userId).sort()).toEqual(learners.map((l) => l.id).sort());
    const mails = await t.app.db.select().from(mailOutbox).where(like(mailOutbox.subject, 'Pengumuman Kelas Pengumuman: Sesi tambahan Jumat%'));
    expect(mails).toHaveLength(3);
    expect(mails[0]!.text).toContain('Ada sesi tanya jawab Jumat ini pukul 19.00 WIB.');

    const page = await t.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(learners[0]!.token) });
    const mine = page.json().data.find((n: { type: string }) => n.type === 'course.announcement');
    expect(mine).toMatchObject({ title: 'Pengumuman Kelas Pengumuman: Sesi tambahan Jumat', link: `/learning/${course.slug}` });
    const list = AnnouncementListSchema.parse((await t.app.inject({ method: 'GET', url: `/api/mentor/courses/${course.id}/announcements`, headers: bearer(mentor.token) })).json()).data;
    expect(list[0]).toMatchObject({ id: created.id, recipients: 3 });
    expect(list[0]!.sent_at).not.toBeNull();
  });

  it('reaches every learner across batches (three batches of 3 for 7), none twice', async () => {
    const big = await createCourse(t.app.db, [[{ type: 'text' }]], 'Kelas Besar');
    const ids = (await t.app.db
      .insert(users)
      .values(Array.from({ length: 7 }, (_, i) => ({ name: `Massal ${i}`, email: `massal-${randomUUID().slice(0, 8)}-${i}@example.com` })))
      .returning({ id: users.id })).map((u) => u.id);
    await t.app.db.insert(enrolments).values(ids.map((userId) => ({ userId, courseId: big.id, source: 'admin' as const })));
    const admin = await t.login('admin@example.com');
    const res = await post(admin, big.id, { title: 'Libur', body: 'Kelas libur minggu depan.' });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data.id as number;
    expect(await fanOut(id, 3)).toBe(ids.length);
    const [n] = await t.app.db.select({ n: sql<number>`count(*)::int` }).from(notifications).where(and(eq(notifications.eventKey, `course.announcement:${id}`)));
    expect(n!.n).toBe(ids.length);
  });

  it('allows three a course in 24 hours, counted atomically under parallel posts', async () => {
    const limited = await createCourse(t.app.db, [[{ type: 'text' }]], 'Kelas Batas');
    const [m] = await t.app.db.select({ id: mentors.id }).from(mentors).where(eq(mentors.userId, mentor.id));
    await t.app.db.insert(courseMentors).values({ courseId: limited.id, mentorId: m!.id });
    // A double click (the same title and body twice at once) writes one announcement and plans one fan-out.
    const twice = await Promise.all([0, 1].map(() => post(mentor.token, limited.id, { title: 'Sama', body: 'Isi yang sama' })));
    expect(twice.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(twice[0]!.json().data.id).toBe(twice[1]!.json().data.id);
    const codes = await Promise.all(Array.from({ length: 4 }, (_, i) => post(mentor.token, limited.id, { title: `Info ${i}`, body: 'Isi' }).then((r) => r.statusCode)));
    expect(codes.filter((c) => c === 201)).toHaveLength(2);
    expect(codes.filter((c) => c === 429)).toHaveLength(2);
    const again = await post(mentor.token, limited.id, { title: 'Lagi', body: 'Isi' });
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toBe(ANNOUNCEMENT_TEXT.tooMany);
    expect(again.headers['retry-after']).toBe('86400');
  });
});
