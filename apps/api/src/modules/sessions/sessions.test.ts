import type { CourseActivity } from '@kelas/contracts/learning';
import { CourseSessionListSchema, type AttendanceSheet, type ImportAttendanceResult, type LearnerSession } from '@kelas/contracts/sessions';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { cohortSessions, courses, enrolments, itemProgress, items, materials, notifications, sessionAttendance } from '../../db/schema/index.ts';
import { createUser } from '../assignments/assignments.fixtures.ts';
import { createSession as createLogin } from '../auth/create-session.ts';
import { createCourse, type FixtureCourse } from '../learning/learning.fixtures.ts';
import { announceSessionChange, planSessionReminders, remindSession, welcomeToCohort } from './remind-sessions.ts';
import { addCohortMentor, createCohort, createSession, enrolInCohort } from './sessions.fixtures.ts';

type Person = { id: number; email: string; headers: Record<string, string> };
let t: TestApp;
let mentor: Person;
let otherMentor: Person;

const HOUR = 3_600_000;
const MIN = 60_000;

beforeAll(async () => {
  // Sessions stay signed in while the tests move the clock by hours and days.
  t = await createTestApp({ env: { JOB_WORKERS: 'false', SESSION_IDLE_MINUTES: '525600' } });
  const m = await createUser(t.app.db, 'mentor', 'Mentor Angkatan');
  const o = await createUser(t.app.db, 'mentor', 'Mentor Lain');
  mentor = { ...m, headers: bearer(await createLogin(t.app.db, { userId: m.id, days: 30 })) };
  otherMentor = { ...o, headers: bearer(await createLogin(t.app.db, { userId: o.id, days: 30 })) };
});
afterAll(() => t.close());
afterEach(() => t.clock.reset());

/** Sets the app's clock to `at`. */
const setNow = (at: Date) => {
  t.clock.reset();
  t.clock.advance(at.getTime() - Date.now());
};

async function learner(name: string): Promise<Person> {
  const l = await createUser(t.app.db, 'learner', name);
  return { ...l, headers: bearer(await createLogin(t.app.db, { userId: l.id, days: 30 })) };
}

/** A course with a webinar (chapter 1) and a reading (chapter 2), a cohort starting now, a session in two hours serving the webinar. */
async function liveCourse(opts: { makeup?: boolean } = {}) {
  const course: FixtureCourse = await createCourse(t.app.db, [
    [{ type: 'webinar', title: 'Webinar Langsung' }, { type: 'text', title: 'Pembuka' }],
    [{ type: 'reading', title: 'Modul Minggu 2', detail: { pdf: 'documents/test/modul-1.pdf' } }],
  ]);
  if (opts.makeup) await t.app.db.update(courses).set({ recordingMakeup: true }).where(eq(courses.id, course.id));
  const now = t.app.now();
  const cohortId = await createCohort(t.app.db, course.id, now);
  const startsAt = new Date(Math.ceil((now.getTime() + 2 * HOUR) / MIN) * MIN);
  const sessionId = await createSession(t.app.db, { cohortId, itemId: course.items[0]!.id, startsAt });
  await addCohortMentor(t.app.db, cohortId, mentor.id);
  const [ani, budi, outsider] = await Promise.all([learner('Ani Angkatan'), learner('Budi Angkatan'), learner('Citra Tanpa Angkatan')]);
  await enrolInCohort(t.app.db, ani.id, course.id, cohortId);
  await enrolInCohort(t.app.db, budi.id, course.id, cohortId);
  await enrolInCohort(t.app.db, outsider.id, course.id, null);
  return { course, cohortId, sessionId, startsAt, endsAt: new Date(startsAt.getTime() + 90 * MIN), ani, budi, outsider, webinar: course.items[0]! };
}

const join = (sessionId: number, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: `/api/course/sessions/${sessionId}/join`, headers });
const sheet = (sessionId: number, who: Person) => t.app.inject({ method: 'GET', url: `/api/mentor/sessions/${sessionId}/attendance`, headers: who.headers });
const itemSession = async (itemId: number, who: Person) =>
  (await t.app.inject({ method: 'GET', url: `/api/course/items/${itemId}/session`, headers: who.headers })).json().data as LearnerSession | null;
const completed = async (userId: number, itemId: number) =>
  (await t.app.db.select().from(itemProgress).where(and(eq(itemProgress.userId, userId), eq(itemProgress.itemId, itemId)))).length === 1;
const statusOf = (s: AttendanceSheet, userId: number) => s.rows.find((r) => r.user_id === userId)?.status;

describe('Gabung Webinar (GET /api/course/sessions/{id}/join)', () => {
  it('opens 15 minutes before the start, records the first join as present or late, completes the webinar and redirects', async () => {
    const c = await liveCourse();
    // Before the window: 409, and a short page for a browser.
    const early = await join(c.sessionId, c.ani.headers);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'JOIN_TOO_EARLY', message: 'Sesi belum dibuka. Tautan bisa dipakai 15 menit sebelum sesi dimulai.' });
    const page = await join(c.sessionId, { ...c.ani.headers, accept: 'text/html' });
    expect(page.statusCode).toBe(409);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Sesi belum dibuka.');
    // The webinar of a cohort completes on attendance, not by the learner's own 'Selanjutnya'.
    const own = await t.app.inject({
      method: 'POST',
      url: `/api/course/items/${c.webinar.id}/complete`,
      headers: c.ani.headers,
      payload: { courseId: c.course.id, itemId: c.webinar.materialId, itemType: 'webinar' },
    });
    expect(own.statusCode).toBe(409);
    expect(own.json()).toMatchObject({ code: 'COMPLETION_RULE' });

    setNow(new Date(c.startsAt.getTime() - 15 * MIN));
    const ok = await join(c.sessionId, c.ani.headers);
    expect(ok.statusCode).toBe(302);
    expect(ok.headers.location).toBe('https://zoom.example.com/j/123456');
    expect(await completed(c.ani.id, c.webinar.id)).toBe(true);
    // A second join keeps the first join's time.
    setNow(new Date(c.startsAt.getTime() + 30 * MIN));
    expect((await join(c.sessionId, c.ani.headers)).statusCode).toBe(302);
    // Later than the start + 10 minutes: late.
    expect((await join(c.sessionId, c.budi.headers)).statusCode).toBe(302);
    const rows = await t.app.db.select().from(sessionAttendance).where(eq(sessionAttendance.sessionId, c.sessionId));
    const ani = rows.find((r) => r.userId === c.ani.id)!;
    expect(ani).toMatchObject({ status: 'present', source: 'join' });
    expect(Math.abs(ani.firstJoinedAt!.getTime() - (c.startsAt.getTime() - 15 * MIN))).toBeLessThan(1000);
    expect(rows.find((r) => r.userId === c.budi.id)).toMatchObject({ status: 'late', source: 'join' });

    setNow(new Date(c.endsAt.getTime() + MIN));
    expect((await join(c.sessionId, c.ani.headers)).json()).toMatchObject({ code: 'JOIN_ENDED' });
  });

  it("lists the learner's sessions with their join state, personal links and attendance (GET /api/course/{slug}/sessions)", async () => {
    const c = await liveCourse();
    const list = (who: Person, slug = c.course.slug) => t.app.inject({ method: 'GET', url: `/api/course/${slug}/sessions`, headers: who.headers });
    const before = CourseSessionListSchema.parse((await list(c.ani)).json()).data;
    expect(before).toEqual([
      expect.objectContaining({ id: c.sessionId, status: 'early', item_id: c.webinar.id, recording_url: null, attendance: null, attended: false, join_opens_at: new Date(c.startsAt.getTime() - 15 * MIN).toISOString() }),
    ]);
    // The plain join link works without a bearer token once the window opens, and the list then says attended.
    setNow(new Date(c.startsAt.getTime() - 5 * MIN));
    expect((await t.app.inject({ method: 'GET', url: before[0]!.join_url })).statusCode).toBe(302);
    expect(CourseSessionListSchema.parse((await list(c.ani)).json()).data[0]).toMatchObject({ status: 'open', attendance: 'present', attended: true });
    // A learner outside any cohort has none; a stranger and an unknown course are refused.
    expect((await list(c.outsider)).json()).toEqual({ data: [] });
    const stranger = await learner('Dedi Bukan Peserta');
    expect((await list(stranger)).statusCode).toBe(403);
    expect((await list(c.ani, 'tidak-ada-kelas-ini')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/course/${c.course.slug}/sessions` })).statusCode).toBe(401);
  });

  it('answers 401 without a session or with a forged link, 403 outside the cohort, and works from the signed plain link', async () => {
    const c = await liveCourse();
    expect((await join(c.sessionId)).statusCode).toBe(401);
    const outsider = await join(c.sessionId, c.outsider.headers);
    expect(outsider.statusCode).toBe(403);
    expect(outsider.json()).toMatchObject({ message: 'Kamu tidak terdaftar di angkatan sesi ini.' });
    expect((await join(999_999, c.ani.headers)).statusCode).toBe(404);
    expect(await itemSession(c.webinar.id, c.outsider)).toBeNull();

    const s = (await itemSession(c.webinar.id, c.ani))!;
    expect(s).toMatchObject({ id: c.sessionId, join_state: 'early', attendance: null, recording_url: null });
    setNow(new Date(c.startsAt.getTime() + MIN));
    const plain = await t.app.inject({ method: 'GET', url: s.join_url });
    expect(plain.statusCode).toBe(302);
    // The link names Ani: another session's id or a changed user breaks the signature.
    expect((await t.app.inject({ method: 'GET', url: s.join_url.replace(`user=${c.ani.id}`, `user=${c.budi.id}`) })).statusCode).toBe(401);
    expect((await itemSession(c.webinar.id, c.ani))!).toMatchObject({ join_state: 'open', attendance: 'present' });
  });
});

describe("the mentor's attendance sheet", () => {
  it('lists the cohort, lets its mentor correct by hand (completing the webinar) and refuses others', async () => {
    const c = await liveCourse();
    expect((await sheet(c.sessionId, otherMentor)).statusCode).toBe(403);
    expect((await sheet(c.sessionId, c.ani)).statusCode).toBe(403);
    const before = (await sheet(c.sessionId, mentor)).json().data as AttendanceSheet;
    expect(before.rows.map((r) => [r.name, r.status])).toEqual([
      ['Ani Angkatan', null],
      ['Budi Angkatan', null],
    ]);
    const list = (await t.app.inject({ method: 'GET', url: '/api/mentor/sessions', headers: mentor.headers })).json().data as { id: number }[];
    expect(list.map((s) => s.id)).toContain(c.sessionId);

    // A learner who enrolled after the session ended had nothing to attend: not marked absent.
    const latecomer = await learner('Zaki Datang Belakangan');
    await t.app.db.insert(enrolments).values({ userId: latecomer.id, courseId: c.course.id, cohortId: c.cohortId, source: 'admin', enrolledAt: new Date(c.endsAt.getTime() + MIN) });
    setNow(new Date(c.endsAt.getTime() + HOUR));
    const ended = (await sheet(c.sessionId, mentor)).json().data as AttendanceSheet;
    expect(ended.rows.map((r) => [r.name, r.status])).toEqual([
      ['Ani Angkatan', 'absent'],
      ['Budi Angkatan', 'absent'],
      ['Zaki Datang Belakangan', null],
    ]);
    const put = (userId: number, body: unknown) =>
      t.app.inject({ method: 'PUT', url: `/api/mentor/sessions/${c.sessionId}/attendance/${userId}`, headers: mentor.headers, payload: body as object });
    const excused = await put(c.budi.id, { status: 'excused' });
    expect(excused.statusCode).toBe(200);
    expect(statusOf(excused.json().data, c.budi.id)).toBe('excused');
    expect(await completed(c.budi.id, c.webinar.id)).toBe(true);
    expect(await completed(c.ani.id, c.webinar.id)).toBe(false);
    const bad = await put(c.ani.id, { status: 'hadir' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.status).toEqual(['Status kehadiran harus hadir, terlambat, tidak hadir atau izin.']);
    expect((await put(c.outsider.id, { status: 'present' })).statusCode).toBe(422);
  });

  it("imports Zoom's participant report by e-mail, all or nothing", async () => {
    const c = await liveCourse();
    const at = (d: Date) => {
      // Zoom writes the account's local time (the academy's zone, WIB = UTC+7) as MM/DD/YYYY hh:mm:ss AM.
      const w = new Date(d.getTime() + 7 * HOUR);
      const h = w.getUTCHours();
      const p = (n: number) => String(n).padStart(2, '0');
      return `${p(w.getUTCMonth() + 1)}/${p(w.getUTCDate())}/${w.getUTCFullYear()} ${p(h % 12 || 12)}:${p(w.getUTCMinutes())}:00 ${h < 12 ? 'AM' : 'PM'}`;
    };
    const s = c.startsAt;
    const csv = [
      '\uFEFFMeeting ID,Topic,Start Time,End Time,User Email,Duration (Minutes),Participants',
      `123 456 789,Sesi Langsung 1,${at(s)},${at(c.endsAt)},host@example.com,90,4`,
      '',
      'Name (Original Name),User Email,Join Time,Leave Time,Duration (Minutes),Guest',
      `Ani,${c.ani.email.toUpperCase()},${at(new Date(s.getTime() - 5 * MIN))},${at(new Date(s.getTime() + 20 * MIN))},25,No`,
      `Ani,${c.ani.email},${at(new Date(s.getTime() + 30 * MIN))},${at(new Date(s.getTime() + 80 * MIN))},50,No`,
      `Budi,${c.budi.email},${at(new Date(s.getTime() + 25 * MIN))},${at(c.endsAt)},65,No`,
      `Tamu,stranger@example.com,${at(s)},${at(c.endsAt)},90,Yes`,
      `Telepon,,${at(s)},${at(c.endsAt)},90,Yes`,
    ].join('\r\n');
    setNow(new Date(c.endsAt.getTime() + HOUR));
    const imp = (body: string) =>
      t.app.inject({ method: 'POST', url: `/api/mentor/sessions/${c.sessionId}/attendance/import`, headers: mentor.headers, payload: { csv: body } });

    // A bad row: nothing imported.
    const broken = await imp(csv.replace(/Budi,([^,]+),[^,]+,/, 'Budi,$1,kemarin sore,'));
    expect(broken.statusCode).toBe(422);
    expect(broken.json().errors).toEqual({ 'baris 6': ['Waktu bergabung atau keluar tidak dapat dibaca.'] });
    expect(await t.app.db.select().from(sessionAttendance).where(eq(sessionAttendance.sessionId, c.sessionId))).toEqual([]);
    expect((await imp('"tidak ditutup,\n')).json().errors.csv).toEqual(['File bukan CSV yang dapat dibaca.']);
    expect((await imp('Nama,Jam\nAni,10:00\n')).json().errors.csv[0]).toMatch(/^Kolom e-mail tidak ditemukan/);
    expect((await imp('x'.repeat(1_000_001))).statusCode).toBe(422);

    const res = await imp(csv);
    expect(res.statusCode).toBe(200);
    const out = res.json().data as ImportAttendanceResult;
    expect(out.matched).toBe(2);
    expect(out.unmatched).toEqual(['stranger@example.com', 'Telepon']);
    const ani = out.sheet.rows.find((r) => r.user_id === c.ani.id)!;
    expect(ani).toMatchObject({ status: 'present', source: 'import' });
    expect(ani.first_joined_at).toBe(new Date(s.getTime() - 5 * MIN).toISOString());
    expect(ani.left_at).toBe(new Date(s.getTime() + 80 * MIN).toISOString());
    expect(statusOf(out.sheet, c.budi.id)).toBe('late');
    expect(await completed(c.budi.id, c.webinar.id)).toBe(true);
  });
});

describe('recordings', () => {
  it('are attached after the session, and make up an absence where the course allows', async () => {
    const c = await liveCourse({ makeup: true });
    const attach = (body: object) => t.app.inject({ method: 'PUT', url: `/api/mentor/sessions/${c.sessionId}/recording`, headers: mentor.headers, payload: body });
    expect((await attach({ url: 'https://video.example.com/rekaman-1' })).json()).toMatchObject({ code: 'RECORDING_BEFORE_END' });
    setNow(new Date(c.endsAt.getTime() + HOUR));
    expect((await attach({ url: 'javascript:alert(1)' })).statusCode).toBe(422);
    expect((await attach({ upload_key: 'uploads/tidak-ada.mp4' })).json().errors.upload_key).toBeDefined();
    const ok = await attach({ url: 'https://video.example.com/rekaman-1' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.recording_url).toBe('https://video.example.com/rekaman-1');

    const s = (await itemSession(c.webinar.id, c.ani))!;
    expect(s).toMatchObject({ join_state: 'ended', recording_makeup: true });
    const watch = await t.app.inject({ method: 'GET', url: s.recording_url! });
    expect(watch.statusCode).toBe(302);
    expect(watch.headers.location).toBe('https://video.example.com/rekaman-1');
    const [row] = await t.app.db.select().from(sessionAttendance).where(and(eq(sessionAttendance.sessionId, c.sessionId), eq(sessionAttendance.userId, c.ani.id)));
    expect(row).toMatchObject({ status: 'excused', source: 'recording' });
    expect(await completed(c.ani.id, c.webinar.id)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: `/api/course/sessions/${c.sessionId}/recording`, headers: c.outsider.headers })).statusCode).toBe(403);
  });
});

describe('drip release', () => {
  it('locks an item until N days after the cohort start (or a date), on every read and on completion', async () => {
    const c = await liveCourse();
    const chapter2 = c.course.chapters[1]!.id;
    const reading = c.course.items[2]!;
    await t.app.db.update(materials).set({ releaseAfterDays: 3 }).where(eq(materials.id, chapter2));
    const activity = async () => {
      const res = await t.app.inject({ method: 'GET', url: `/api/course/${c.course.slug}/activity`, headers: c.ani.headers });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as CourseActivity;
    };
    const body = { courseId: c.course.id, itemId: reading.materialId, itemType: 'reading' };
    const act = () => t.app.inject({ method: 'POST', url: `/api/course/items/${reading.id}/active`, headers: c.ani.headers, payload: body });
    const done = () => t.app.inject({ method: 'POST', url: `/api/course/items/${reading.id}/complete`, headers: c.ani.headers, payload: body });

    const locked = (await activity()).materials[1]!.items[0]!;
    expect(locked.is_locked).toBe(true);
    const start = new Date(locked.opens_at!).getTime() - 3 * 86_400_000;
    // Three days from the cohort's start (the fixture starts it at the test's now).
    expect(Math.abs(start - t.app.now().getTime())).toBeLessThan(60_000);
    expect((await act()).json()).toMatchObject({ code: 'ITEM_NOT_RELEASED', message: 'Materi ini belum dibuka.' });
    expect((await done()).statusCode).toBe(409);
    expect(await completed(c.ani.id, reading.id)).toBe(false);
    // The chapter before is open.
    expect((await activity()).materials[0]!.items.every((i) => !i.is_locked && !i.opens_at)).toBe(true);

    setNow(new Date(new Date(locked.opens_at!).getTime() + MIN));
    expect((await act()).statusCode).toBe(200);
    expect((await done()).statusCode).toBe(200);

    // A date on the item itself, later than its chapter's: the later one holds it.
    const later = new Date(t.app.now().getTime() + 5 * 86_400_000);
    await t.app.db.update(items).set({ releaseAt: later }).where(eq(items.id, c.course.items[1]!.id));
    const text = (await activity()).materials[0]!.items[1]!;
    expect(text.opens_at).toBe(later.toISOString());
  });
});

describe('session reminders', () => {
  const jobsOf = async (sessionId: number) =>
    (
      (await t.app.db.execute(
        sql`select data, start_after from pgboss.job where name = 'sessions.remind' and (data->>'sessionId')::int = ${sessionId} order by start_after`,
      )) as unknown as { rows: { data: { startsAt: string; leadHours: number }; start_after: Date }[] }
    ).rows;

  it('are planned once per lead, notify each learner once, and follow a moved session', async () => {
    const c = await liveCourse();
    setNow(new Date(c.startsAt.getTime() - 30 * HOUR));
    const session = { id: c.sessionId, startsAt: c.startsAt, cancelledAt: null };
    await t.app.db.transaction((tx) => planSessionReminders(tx, session, t.app.now()));
    await t.app.db.transaction((tx) => planSessionReminders(tx, session, t.app.now()));
    const jobs = await jobsOf(c.sessionId);
    expect(jobs.map((j) => j.data.leadHours).sort()).toEqual([1, 24]);

    const run = (startsAt: Date, leadHours: 24 | 1) => remindSession(t.app.db, { sessionId: c.sessionId, startsAt: startsAt.toISOString(), leadHours, now: t.app.now(), config: t.app.config });
    expect(await run(c.startsAt, 24)).toHaveLength(2);
    expect(await run(c.startsAt, 24)).toEqual([]);
    const reminders = await t.app.db.select().from(notifications).where(and(eq(notifications.userId, c.ani.id), eq(notifications.type, 'session.reminder')));
    expect(reminders).toHaveLength(1);
    const listed = (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: c.ani.headers })).json().data as { title: string }[];
    expect(listed[0]!.title).toBe('Besok: Sesi Langsung 1');

    // Moved two hours later: everyone is told once, new reminders are planned, the old ones do nothing.
    const moved = new Date(c.startsAt.getTime() + 2 * HOUR);
    await t.app.db.update(cohortSessions).set({ startsAt: moved, endsAt: new Date(moved.getTime() + 90 * MIN) }).where(eq(cohortSessions.id, c.sessionId));
    const change = () => t.app.db.transaction((tx) => announceSessionChange(tx, { sessionId: c.sessionId, change: 'moved', previousStartsAt: c.startsAt, now: t.app.now(), config: t.app.config }));
    expect(await change()).toHaveLength(2);
    expect(await change()).toEqual([]);
    expect((await jobsOf(c.sessionId)).filter((j) => j.data.startsAt === moved.toISOString()).map((j) => j.data.leadHours).sort()).toEqual([1, 24]);
    expect(await run(c.startsAt, 1)).toEqual([]);
    expect(await run(moved, 24)).toHaveLength(2);
    const movedNotice = await t.app.db.select().from(notifications).where(and(eq(notifications.userId, c.budi.id), eq(notifications.type, 'session.moved')));
    expect(movedNotice).toHaveLength(1);
  });

  it('welcome a learner joining a cohort once, and plan the reminders of its sessions ahead', async () => {
    const c = await liveCourse();
    const welcome = () => t.app.db.transaction((tx) => welcomeToCohort(tx, { userId: c.ani.id, cohortId: c.cohortId, now: t.app.now(), config: t.app.config }));
    expect(await welcome()).toHaveLength(1);
    expect(await welcome()).toEqual([]);
    const listed = (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: c.ani.headers })).json().data as { type: string; title: string }[];
    expect(listed.find((n) => n.type === 'cohort.joined')?.title).toBe('Kamu terdaftar di Angkatan Uji');
    // The session starts in two hours: its 1-hour reminder is planned (the 24-hour one has passed), once.
    expect((await jobsOf(c.sessionId)).map((j) => j.data.leadHours)).toEqual([1]);
  });
});
