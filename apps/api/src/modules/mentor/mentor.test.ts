import fs from 'node:fs/promises';
import path from 'node:path';
import { wrap } from '@kelas/contracts/http';
import { FEEDBACK_MAX_CHARS, MentorCourseSchema, MentorSubmissionDetailSchema, MentorSubmissionPageSchema } from '@kelas/contracts/mentor';
import { z } from 'zod';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignmentSubmissions, courseQuestions, mailOutbox, notifications } from '../../db/schema/index.ts';
import { deliverMail } from '../../platform/mail-outbox.ts';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  createPracticeCourse,
  createUser,
  enrol,
  linkMentor,
  multipart,
  pdfBytes,
  sessionFor,
  type PracticeCourse,
} from '../assignments/assignments.fixtures.ts';
import { academyClock, mentorDigestJob, sendMentorDigests } from './mentor-digest.ts';
import { listGradings } from './queries.ts';

type Res = { json: () => unknown };
// Answers are read through their contract schemas, so a wrong shape fails the test too.
const submissionsOf = (res: Res) => MentorSubmissionPageSchema.parse(res.json());
const detailOf = (res: Res) => wrap(MentorSubmissionDetailSchema).parse(res.json()).data;
const coursesOf = (res: Res) => wrap(z.array(MentorCourseSchema)).parse(res.json()).data;

describe('mentor grading console API', () => {
  let t: TestApp;
  let course: PracticeCourse;
  let other: PracticeCourse;
  const tok: Record<string, string> = {};
  const ids: Record<string, number> = {};
  let ani: { id: number; email: string; name: string };
  const sub: Record<string, number> = {};

  const get = (url: string, who: string) => t.app.inject({ method: 'GET', url, headers: bearer(tok[who]!) });
  const grade = (id: number, who: string, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/api/mentor/submissions/${id}/grade`,
      headers: bearer(tok[who]!),
      payload: payload as object,
    });
  async function submit(who: string, item: number, name: string): Promise<number> {
    const { payload, headers } = await multipart([
      { name: 'file', file: pdfBytes(2048), filename: name },
      { name: 'material_id', value: String(item) },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/course/practice/assignment',
      payload,
      headers: { ...headers, ...bearer(tok[who]!) },
    });
    expect(res.statusCode).toBe(200);
    return Number((res.json().data.assignment_log.task_url as string).split('/').at(-2));
  }
  async function mailsTo(email: string): Promise<string[]> {
    const dir = path.join(t.dataDir, 'mail');
    const files = (await fs.readdir(dir).catch(() => [] as string[]))
      .filter((f) => f.endsWith(`-${email}.eml`))
      .sort();
    // Undo quoted-printable: soft line breaks and =XX escapes.
    const decode = (raw: string) =>
      Buffer.from(
        raw
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
        'latin1',
      ).toString('utf8');
    return Promise.all(files.map(async (f) => decode(await fs.readFile(path.join(dir, f), 'latin1'))));
  }

  beforeAll(async () => {
    t = await createTestApp();
    course = await createPracticeCourse(t.app.db, 'Analisis Data Uji');
    other = await createPracticeCourse(t.app.db, 'Public Speaking Uji');
    ani = await createUser(t.app.db, 'learner', 'Ani Wijaya');
    const budi = await createUser(t.app.db, 'learner', 'Budi Hartono');
    const mentor = await createUser(t.app.db, 'mentor', 'Mentor Data');
    const otherMentor = await createUser(t.app.db, 'mentor', 'Mentor Bicara');
    const lonely = await createUser(t.app.db, 'mentor', 'Mentor Tanpa Kelas');
    const admin = await createUser(t.app.db, 'admin', 'Admin Uji');
    await enrol(t.app.db, ani.id, course.id);
    await enrol(t.app.db, budi.id, course.id);
    await enrol(t.app.db, budi.id, other.id);
    await linkMentor(t.app.db, mentor.id, course.id);
    await linkMentor(t.app.db, otherMentor.id, other.id);
    for (const [k, u] of Object.entries({ ani, budi, mentor, otherMentor, lonely, admin })) {
      ids[k] = u.id;
      tok[k] = await sessionFor(t.app.db, u.id);
    }
    // Budi submits first, then Ani (a minute later), then Budi in the other course.
    sub.budi = await submit('budi', course.practiceId, 'Budi.pdf');
    t.clock.advance(60_000);
    sub.ani = await submit('ani', course.practiceId, 'Ani.pdf');
    t.clock.advance(60_000);
    sub.budiOther = await submit('budi', other.practiceId, 'Budi Bicara.pdf');
    t.clock.reset();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is closed to learners (403) and guests (401)', async () => {
    expect((await get('/api/mentor/submissions', 'ani')).statusCode).toBe(403);
    expect((await grade(sub.ani!, 'ani', { score: 100, feedback: 'Sempurna' })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/mentor/courses' })).statusCode).toBe(401);
  });

  it("lists the mentor's courses with the number waiting", async () => {
    const res = await get('/api/mentor/courses', 'mentor');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      { id: course.id, slug: course.slug, title: 'Analisis Data Uji', waiting_count: 2 },
    ]);
    expect((await get('/api/mentor/courses', 'lonely')).json().data).toEqual([]);
    const adminCourses = coursesOf(await get('/api/mentor/courses', 'admin'));
    expect(adminCourses.map((c) => c.id)).toEqual(expect.arrayContaining([course.id, other.id]));
  });

  it('lists waiting submissions of taught courses only, oldest first, with learner, course, item and time', async () => {
    const res = await get('/api/mentor/submissions?status=waiting', 'mentor');
    expect(res.statusCode).toBe(200);
    const body = submissionsOf(res);
    expect(body.data.map((s) => s.id)).toEqual([sub.budi, sub.ani]);
    expect(body.meta).toEqual({ page: 1, per_page: 20, total: 2, last_page: 1 });
    expect(body.data[1]).toMatchObject({
      status: 'submitted',
      learner: { id: ids.ani, name: 'Ani Wijaya', email: ani.email },
      course: { id: course.id, title: 'Analisis Data Uji' },
      item: { id: course.practiceId, title: 'Tugas Praktik Mandiri' },
      file_name: 'Ani.pdf',
      file_size: 2048,
      score: null,
      feedback: null,
      graded_by: null,
    });
    expect(Date.parse(body.data[1]!.submitted_at)).toBeGreaterThan(Date.parse(body.data[0]!.submitted_at));
    // The other course's mentor sees only theirs; a mentor without courses sees nothing.
    expect(
      submissionsOf(await get('/api/mentor/submissions', 'otherMentor')).data.map((s) => s.id),
    ).toEqual([sub.budiOther]);
    expect((await get('/api/mentor/submissions', 'lonely')).json().data).toEqual([]);
    // Admins see all.
    expect(submissionsOf(await get('/api/mentor/submissions', 'admin')).data.map((s) => s.id)).toEqual([
      sub.budi,
      sub.ani,
      sub.budiOther,
    ]);
  });

  it('filters by course; a course the mentor does not teach is 403; a bad filter is 422', async () => {
    const res = await get(`/api/mentor/submissions?course_id=${course.id}`, 'mentor');
    expect(submissionsOf(res).data.length).toBe(2);
    expect((await get(`/api/mentor/submissions?course_id=${other.id}`, 'mentor')).statusCode).toBe(403);
    expect((await get('/api/mentor/submissions?status=semua', 'mentor')).statusCode).toBe(422);
  });

  it('a mentor of another course can neither see nor grade a submission (403)', async () => {
    const detail = await get(`/api/mentor/submissions/${sub.ani}`, 'otherMentor');
    expect(detail.statusCode).toBe(403);
    expect(detail.json().message).toBe('Anda bukan mentor kelas ini.');
    expect((await grade(sub.ani!, 'otherMentor', { score: 50, feedback: 'Cukup' })).statusCode).toBe(403);
    expect((await get(`/api/course/practice/assignment/${sub.ani}/file`, 'otherMentor')).statusCode).toBe(
      403,
    );
    const [row] = await t.app.db
      .select()
      .from(assignmentSubmissions)
      .where(eq(assignmentSubmissions.id, sub.ani!));
    expect(row!.status).toBe('submitted');
    expect((await get('/api/mentor/submissions/999999', 'mentor')).statusCode).toBe(404);
  });

  it('shows one submission with the sanitised assignment text', async () => {
    const res = await get(`/api/mentor/submissions/${sub.ani}`, 'mentor');
    expect(res.statusCode).toBe(200);
    const d = detailOf(res);
    expect(d).toMatchObject({
      id: sub.ani,
      duration: 90,
      instruction: '<p>Kerjakan <strong>tugas</strong> ini.</p>',
    });
    expect(d.objective).not.toMatch(/onerror/);
  });

  it('validates the grade: integer score 0..100 and feedback 1..5000 characters', async () => {
    const cases: [unknown, string, string][] = [
      [{ feedback: 'Bagus' }, 'score', 'Nilai wajib diisi.'],
      [{ score: 101, feedback: 'Bagus' }, 'score', 'Nilai harus bilangan bulat dari 0 sampai 100.'],
      [{ score: -1, feedback: 'Bagus' }, 'score', 'Nilai harus bilangan bulat dari 0 sampai 100.'],
      [{ score: 80.5, feedback: 'Bagus' }, 'score', 'Nilai harus bilangan bulat dari 0 sampai 100.'],
      [{ score: '80', feedback: 'Bagus' }, 'score', 'Nilai wajib diisi.'],
      [{ score: 80, feedback: '   ' }, 'feedback', 'Catatan wajib diisi.'],
      [{ score: 80 }, 'feedback', 'Catatan wajib diisi.'],
      [
        { score: 80, feedback: 'x'.repeat(FEEDBACK_MAX_CHARS + 1) },
        'feedback',
        'Catatan maksimal 5000 karakter.',
      ],
    ];
    for (const [payload, field, message] of cases) {
      const res = await grade(sub.ani!, 'mentor', payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(422);
      expect(res.json().errors[field]).toContain(message);
    }
    const [untouched] = await t.app.db
      .select()
      .from(assignmentSubmissions)
      .where(eq(assignmentSubmissions.id, sub.ani!));
    expect(untouched!.status).toBe('submitted');
    // The bounds themselves are accepted (in the other course).
    const edge = await grade(sub.budiOther!, 'otherMentor', {
      score: 0,
      feedback: 'x'.repeat(FEEDBACK_MAX_CHARS),
    });
    expect(edge.statusCode).toBe(200);
    expect(edge.json().data).toMatchObject({ score: 0, status: 'graded' });
  });

  it('grades: records who and when, the learner sees Selesai data and gets an e-mail; re-grading keeps history', async () => {
    const before = (await mailsTo(ani.email)).length;
    t.clock.advance(5 * 60_000);
    const res = await grade(sub.ani!, 'mentor', {
      score: 85,
      feedback: '  Analisis rapi.\nTambahkan grafik.  ',
    });
    t.clock.reset();
    expect(res.statusCode).toBe(200);
    const d = detailOf(res);
    expect(d).toMatchObject({
      status: 'graded',
      score: 85,
      feedback: 'Analisis rapi.\nTambahkan grafik.',
      graded_by: { id: ids.mentor, name: 'Mentor Data' },
    });
    expect(Date.parse(d.graded_at ?? '')).toBeGreaterThan(Date.now() + 4 * 60_000);

    const [row] = await t.app.db
      .select()
      .from(assignmentSubmissions)
      .where(eq(assignmentSubmissions.id, sub.ani!));
    expect(row).toMatchObject({ status: 'graded', score: 85, gradedBy: ids.mentor });

    // The learner's active item shows the grade.
    const active = await t.app.inject({
      method: 'POST',
      url: `/api/course/items/${course.practiceId}/active`,
      headers: bearer(tok.ani!),
      payload: { courseId: course.id, itemId: course.materialId, itemType: 'practice' },
    });
    expect(active.json().data.detail.assignment_log).toMatchObject({
      status: 'graded',
      score: 85,
      feedback: 'Analisis rapi.\nTambahkan grafik.',
    });

    const mails = await mailsTo(ani.email);
    expect(mails.length).toBe(before + 1);
    expect(mails.at(-1)).toContain('Tugas kamu sudah dinilai: Tugas Praktik Mandiri');
    expect(mails.at(-1)).toContain('Nilai: 85');
    expect(mails.at(-1)).toMatch(/Catatan:\s+Analisis rapi\.\s+Tambahkan grafik\./);
    expect(mails.at(-1)).toContain(`/learning/${course.slug}?item=${course.practiceId}`);

    // Lists: no longer waiting, now graded.
    expect(
      submissionsOf(await get('/api/mentor/submissions?status=waiting', 'mentor')).data.map(
        (s) => s.id,
      ),
    ).toEqual([sub.budi]);
    expect(
      submissionsOf(await get('/api/mentor/submissions?status=graded', 'mentor')).data.map((s) => s.id),
    ).toEqual([sub.ani]);
    expect((await get('/api/mentor/courses', 'mentor')).json().data[0].waiting_count).toBe(1);

    // Re-grade by an admin: the latest grade counts; both stay in the history.
    const again = await grade(sub.ani!, 'admin', { score: 90, feedback: 'Grafik sudah ditambahkan.' });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ score: 90, graded_by: { id: ids.admin } });
    const history = await listGradings(t.app.db, sub.ani!);
    expect(history.map((h) => [h.score, h.gradedBy])).toEqual([
      [85, ids.mentor],
      [90, ids.admin],
    ]);
    expect((await mailsTo(ani.email)).at(-1)).toContain('Nilai tugas diperbarui');
  });
  it('keeps a grade whose e-mail fails to send, and the outbox sends the notice when it is retried', async () => {
    const mailer = t.app.mailer;
    const realSend = mailer.send.bind(mailer);
    mailer.send = async () => {
      throw new Error('connect ECONNREFUSED 127.0.0.1:25');
    };
    const before = (await mailsTo(ani.email)).length;
    let res;
    try {
      res = await grade(sub.ani!, 'mentor', { score: 70, feedback: 'Dinilai saat server surel mati.' });
    } finally {
      mailer.send = realSend;
    }
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ score: 70 });
    expect(await mailsTo(ani.email)).toHaveLength(before);
    const [pending] = await t.app.db.select().from(mailOutbox).where(and(eq(mailOutbox.recipient, ani.email), isNull(mailOutbox.sentAt)));
    expect(pending).toMatchObject({ attempts: 1, lastError: 'connect ECONNREFUSED 127.0.0.1:25' });

    // The sweep's call, once the retry is due.
    const later = new Date(Date.now() + 61_000);
    expect(await deliverMail(t.app.db, t.app.mailer, { now: later, log: t.app.log })).toMatchObject({ sent: 1, failed: 0 });
    const mails = await mailsTo(ani.email);
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)).toContain('Nilai: 70');
  });

  it("sends each mentor one digest a day from 07:00 academy time, only when something waits; a second run sends nothing (decision 282)", async () => {
    const digestCourse = await createPracticeCourse(t.app.db, 'Kelas Ringkasan');
    const digestMentor = await createUser(t.app.db, 'mentor', 'Mentor Ringkas');
    const idle = await createUser(t.app.db, 'mentor', 'Mentor Santai');
    await linkMentor(t.app.db, digestMentor.id, digestCourse.id);
    await linkMentor(t.app.db, idle.id, (await createPracticeCourse(t.app.db, 'Kelas Sepi')).id);
    await enrol(t.app.db, ani.id, digestCourse.id);
    tok.digestAni = tok.ani!;
    await submit('digestAni', digestCourse.practiceId, 'Ani Ringkas.pdf');
    // Tomorrow (Jakarta) at 06:30 and 08:00 WIB, whatever day the test runs; the question waited three days by then.
    const { day } = academyClock(new Date(Date.now() + 86_400_000), 'Asia/Jakarta');
    const early = new Date(`${day}T06:30:00+07:00`);
    const morning = new Date(`${day}T08:00:00+07:00`);
    await t.app.db.insert(courseQuestions).values({ courseId: digestCourse.id, itemId: digestCourse.practiceId, userId: ani.id, body: 'Formatnya PDF saja?', createdAt: new Date(morning.getTime() - 72 * 3_600_000), updatedAt: morning });
    const digestsOf = (userId: number) => t.app.db.select().from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.type, 'mentor.digest')));
    const run = (now: Date) => sendMentorDigests(t.app.db, { now, timeZone: 'Asia/Jakarta', config: t.app.config });

    expect(await run(early)).toEqual({ mailIds: [], sent: 0 });
    const first = await run(morning);
    expect(first.sent).toBeGreaterThanOrEqual(1);
    const [digest, ...more] = await digestsOf(digestMentor.id);
    expect(more).toEqual([]);
    expect(digest).toMatchObject({ eventKey: `mentor.digest:${day}`, link: '/mentor', params: { questions: 1, submissions: 1, oldest_hours: 72, date: day } });
    expect(await digestsOf(idle.id)).toEqual([]);
    const bell = (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(await sessionFor(t.app.db, digestMentor.id)) })).json();
    expect(bell.data[0]).toMatchObject({ title: 'Ringkasan mentor hari ini', body: 'Pertanyaan belum dijawab: 1. Tugas belum dinilai: 1. Yang paling lama menunggu sejak 3 hari lalu.' });
    const mails = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, digestMentor.email));
    expect(mails.map((m) => m.subject)).toEqual(['Ringkasan mentor: 1 pertanyaan, 1 tugas menunggu']);

    // The job again the same day (a retry, the next hour, two servers): nothing new.
    expect(await run(morning)).toEqual({ mailIds: [], sent: 0 });
    expect(await run(new Date(morning.getTime() + 5 * 3_600_000))).toEqual({ mailIds: [], sent: 0 });
    expect(await digestsOf(digestMentor.id)).toHaveLength(1);
    // The next day: a new digest.
    const next = await run(new Date(morning.getTime() + 86_400_000));
    expect(next.sent).toBeGreaterThanOrEqual(1);
    expect(await digestsOf(digestMentor.id)).toHaveLength(2);
    // Scheduled hourly on the queue (the hour is checked in the academy's zone).
    expect(t.app.jobs.definitions().find((d) => d.name === mentorDigestJob.name)?.cron).toBe('2 * * * *');
  });
});
