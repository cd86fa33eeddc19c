import { PRAKERJA_MESSAGES, PrakerjaLearnersResponseSchema, PrakerjaStepResponseSchema, PrakerjaRetryResponseSchema } from '@kelas/contracts/prakerja';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { courses, enrolments, items, mailOutbox, materials, notifications, prakerjaAttendances, prakerjaCodes, prakerjaReports } from '../../db/schema/index.ts';
import { startPrakerjaStandIn, STAND_IN_ERRORS, type PrakerjaStandIn } from '../../../test/prakerja-stand-in.ts';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createPracticeCourse, createUser, linkMentor, multipart, pdfBytes, sessionFor, type PracticeCourse } from '../assignments/assignments.fixtures.ts';
import { deliverDuePrakerjaReports, reportDeps, settleBackgroundDeliveries } from './deliver-report.ts';

const COURSE_CODE = 'KLS-DATA-01';
const STATUS_PATH = '/api/v1/integration/payment/redeem-code/status';
const SUBMISSION_STATUS_PATH = '/api/v1/integration/tpm/submission/status';
const FEEDBACK_PATH = '/api/v1/integration/tpm/feedback/submission';

type Res = { statusCode: number; json: () => unknown };
const stepOf = (res: Res) => PrakerjaStepResponseSchema.parse(res.json());

describe('job-training programme integration against the stand-in', () => {
  let t: TestApp;
  let stand: PrakerjaStandIn;
  let course: PracticeCourse;
  /** Chapter 2 (sequence 2): a reading; chapter 3: post-test text item (999) and the skill test (practice, 999). */
  const extra = { session2: 0, postTest: 0, skillTest: 0 };
  let mentorTok = '';
  let adminTok = '';
  let codeSeq = 0;

  const post = (url: string, tok: string, payload: object) => t.app.inject({ method: 'POST', url, headers: bearer(tok), payload });
  const redeem = (tok: string, code: string) => post('/api/prakerja/redemptions', tok, { redeem_code: code });
  const callback = (tok: string, code: number, sequence: number) => post('/api/prakerja/callback', tok, { code, sequence });
  const open = (tok: string, itemId: number, chapterId: number, itemType: string) =>
    post(`/api/course/items/${itemId}/active`, tok, { courseId: course.id, itemId: chapterId, itemType });
  const callsTo = (path: string) => stand.calls.filter((c) => c.path === path).length;
  const newCode = (init: Parameters<PrakerjaStandIn['addCode']>[1] = {}) => {
    const code = `PRAT-T${String(++codeSeq).padStart(5, '0')}`;
    stand.addCode(code, { courseCode: COURSE_CODE, ...init });
    return code;
  };
  async function learner(name = 'Peserta Prakerja') {
    const u = await createUser(t.app.db, 'learner', name);
    return { ...u, tok: await sessionFor(t.app.db, u.id) };
  }
  /** Redeems a code through the whole OAuth round trip (the stand-in page's "Verifikasi" = `attend`). */
  async function enrolThroughProgramme(tok: string, code: string): Promise<number> {
    const first = stepOf(await redeem(tok, code));
    const row = (await t.app.db.select().from(prakerjaCodes).where(eq(prakerjaCodes.redeemCode, code)))[0]!;
    if (first.data.status === 'verified') return row.id;
    stand.attend(code, 1);
    expect(stepOf(await callback(tok, row.id, 1)).data.status).toBe('verified');
    return row.id;
  }

  beforeAll(async () => {
    stand = await startPrakerjaStandIn({ clientCode: 'kelas-lp', now: () => new Date(Date.now()) });
    t = await createTestApp({
      env: {
        PRAKERJA_BASE_URL: stand.url,
        PRAKERJA_CLIENT_CODE: 'kelas-lp',
        PRAKERJA_SIGN_KEY: stand.signKey,
        PRAKERJA_TIMEOUT_MS: '2500',
        // The tests drive the retries themselves; no scheduled run in between (decision 194).
        JOB_WORKERS: 'false',
        VOUCHER_CLAIMS_PER_USER: '1000',
        PUBLIC_URL: 'http://kelas.test',
      },
    });
    course = await createPracticeCourse(t.app.db, 'Analisis Data Prakerja');
    await t.app.db.update(courses).set({ prakerjaCourseCode: COURSE_CODE }).where(eq(courses.id, course.id));
    await t.app.db.update(materials).set({ prakerjaSequence: 1 }).where(eq(materials.id, course.materialId));
    const [ch2] = await t.app.db.insert(materials).values({ courseId: course.id, title: 'Bab 2', position: 1, prakerjaSequence: 2 }).returning();
    const [ch3] = await t.app.db.insert(materials).values({ courseId: course.id, title: 'Penutup', position: 2 }).returning();
    const ins = async (materialId: number, title: string, itemType: 'reading' | 'text' | 'practice', seq: number | null, detail: Record<string, unknown>) =>
      (await t.app.db.insert(items).values({ materialId, courseId: course.id, title, itemType, position: 0, prakerjaSequence: seq, detail }).returning())[0]!.id;
    extra.session2 = await ins(ch2!.id, 'Modul 2', 'reading', null, { pdf: 'documents/uji/modul-2.pdf' });
    extra.postTest = await ins(ch3!.id, 'Post-test', 'text', 999, { body: '<p>Post-test</p>' });
    extra.skillTest = await ins(ch3!.id, 'Unjuk Keterampilan', 'practice', 999, { duration: 60, instruction: '<p>UK</p>', objective: '<p>UK</p>', pdf: 'documents/uji/uk.pdf' });
    const mentor = await createUser(t.app.db, 'mentor', 'Mentor Prakerja');
    await linkMentor(t.app.db, mentor.id, course.id);
    mentorTok = await sessionFor(t.app.db, mentor.id);
    const admin = await createUser(t.app.db, 'admin', 'Admin Prakerja');
    adminTok = await sessionFor(t.app.db, admin.id);
  });

  afterAll(async () => {
    await t?.close();
    await stand?.close();
  });

  beforeEach(() => {
    t.clock.reset();
    stand.signKey = (t.app.config.PRAKERJA_SIGN_KEY as string);
  });

  describe('redemption (sequence 1)', () => {
    it('a valid code: the programme asks for verification, the callback then enrols once, never asking twice', async () => {
      const ani = await learner('Ani');
      const code = newCode();
      const first = stepOf(await redeem(ani.tok, `  ${code.toLowerCase()} `));
      expect(first.data).toMatchObject({ status: 'redirect', sequence: 1, course: { id: course.id } });
      if (first.data.status !== 'redirect') throw new Error('unreachable');
      expect(first.data.url.startsWith(`${stand.url}/oauth/verify?token=`)).toBe(true);
      const oauth = stand.calls.filter((c) => c.path === '/api/v1/integration/oauth/url-generate').at(-1)!;
      const row = (await t.app.db.select().from(prakerjaCodes).where(eq(prakerjaCodes.redeemCode, code)))[0]!;
      expect(oauth.body).toEqual({ redeem_code: code, redirect_uri: `http://kelas.test/prakerja/callback?code=${row.id}&sequence=1`, email: ani.email, sequence: 1 });
      // Not enrolled before the programme confirms attendance.
      expect(row.enrolledAt).toBeNull();
      expect((await t.app.inject({ method: 'GET', url: `/api/course/${course.slug}/activity`, headers: bearer(ani.tok) })).statusCode).toBe(403);

      // Back without having passed: asked again, a fresh URL, still not enrolled.
      const notYet = await callback(ani.tok, row.id, 1);
      expect(notYet.statusCode).toBe(200);
      expect(stepOf(notYet)).toMatchObject({ message: PRAKERJA_MESSAGES.notVerified, data: { status: 'redirect' } });

      stand.attend(code, 1);
      const done = stepOf(await callback(ani.tok, row.id, 1));
      expect(done).toMatchObject({ message: PRAKERJA_MESSAGES.verified, data: { status: 'verified', sequence: 1 } });
      const [enrolment] = await t.app.db.select().from(enrolments).where(and(eq(enrolments.userId, ani.id), eq(enrolments.courseId, course.id)));
      expect(enrolment).toMatchObject({ source: 'prakerja', sourceId: row.id });
      expect((await t.app.inject({ method: 'GET', url: `/api/course/${course.slug}/activity`, headers: bearer(ani.tok) })).statusCode).toBe(200);

      // Redeeming again or calling back again: verified from Kelas's own record, no status call, one enrolment.
      const before = callsTo(STATUS_PATH);
      expect(stepOf(await callback(ani.tok, row.id, 1)).data.status).toBe('verified');
      expect(callsTo(STATUS_PATH)).toBe(before);
      expect(stepOf(await redeem(ani.tok, code)).data.status).toBe('verified');
      expect(await t.app.db.select().from(enrolments).where(eq(enrolments.userId, ani.id))).toHaveLength(1);
    });

    it('a code the programme already reports attended enrols at once', async () => {
      const budi = await learner('Budi');
      const code = newCode({ attended: [1] });
      const res = stepOf(await redeem(budi.tok, code));
      expect(res).toMatchObject({ message: PRAKERJA_MESSAGES.redeemed, data: { status: 'verified', course: { slug: course.slug } } });
    });

    it('refusals carry a clear reason and write nothing', async () => {
      const cici = await learner('Cici');
      const cases: [string, number, string][] = [
        ['PRAT-NOPE01', 422, PRAKERJA_MESSAGES.unknown],
        [newCode({ refusal: STAND_IN_ERRORS.usedElsewhere }), 422, `Prakerja: ${STAND_IN_ERRORS.usedElsewhere.message}.`],
        [newCode({ refusal: STAND_IN_ERRORS.otherProvider }), 422, `Prakerja: ${STAND_IN_ERRORS.otherProvider.message}.`],
        [newCode({ courseCode: 'KURSUS-LAIN' }), 422, PRAKERJA_MESSAGES.otherCourse],
        [newCode({ status: 3 }), 422, PRAKERJA_MESSAGES.cancelled],
      ];
      for (const [code, status, message] of cases) {
        const res = await redeem(cici.tok, code);
        expect(res.statusCode, code).toBe(status);
        expect(res.json()).toMatchObject({ message, errors: { redeem_code: [message] } });
      }
      // A refused call writes nothing: no binding, no enrolment.
      expect(await t.app.db.select().from(prakerjaCodes).where(eq(prakerjaCodes.userId, cici.id))).toHaveLength(0);
      expect(await t.app.db.select().from(enrolments).where(eq(enrolments.userId, cici.id))).toHaveLength(0);
    });

    it('a code bound to another Kelas account is refused without asking the programme', async () => {
      const owner = await learner('Pemilik');
      const other = await learner('Lain');
      const code = newCode();
      await enrolThroughProgramme(owner.tok, code);
      const before = stand.calls.length;
      const res = await redeem(other.tok, code);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ message: PRAKERJA_MESSAGES.usedElsewhere, code: 'PRAKERJA_CODE_TAKEN' });
      expect(stand.calls.length).toBe(before);
    });

    it('programme down, timing out or answering garbage: 503, the learner can try again, nothing written', async () => {
      const dodi = await learner('Dodi');
      const code = newCode({ attended: [1] });
      for (const fault of ['5xx', 'timeout', 'malformed'] as const) {
        stand.failNext(fault, 1, STATUS_PATH);
        const res = await redeem(dodi.tok, code);
        expect(res.statusCode, fault).toBe(503);
        expect(res.json()).toMatchObject({ message: PRAKERJA_MESSAGES.unavailable, code: 'PRAKERJA_UNAVAILABLE' });
      }
      expect(await t.app.db.select().from(prakerjaCodes).where(eq(prakerjaCodes.userId, dodi.id))).toHaveLength(0);
      expect(stepOf(await redeem(dodi.tok, code)).data.status).toBe('verified');
    });

    it('a wrong signature or a skewed clock is refused by the programme: 502, nothing written', async () => {
      const eka = await learner('Eka');
      const code = newCode({ attended: [1] });
      stand.signKey = 'a-different-key';
      const bad = await redeem(eka.tok, code);
      expect(bad.statusCode).toBe(502);
      expect(bad.json()).toMatchObject({ message: PRAKERJA_MESSAGES.rejected, code: 'PRAKERJA_REJECTED' });
      expect(stand.calls.at(-1)!.status).toBe(STAND_IN_ERRORS.signature.httpStatus);
      stand.signKey = t.app.config.PRAKERJA_SIGN_KEY as string;

      t.clock.advance(60 * 60 * 1000); // Kelas's clock an hour ahead of the programme's
      const skewed = await redeem(eka.tok, code);
      expect(skewed.statusCode).toBe(502);
      t.clock.reset();
      expect(await t.app.db.select().from(prakerjaCodes).where(eq(prakerjaCodes.userId, eka.id))).toHaveLength(0);
      expect(stepOf(await redeem(eka.tok, code)).data.status).toBe('verified');
    });

    it('refuses bad input with 422 and needs a session', async () => {
      const fani = await learner('Fani');
      for (const redeem_code of ['', 'KODE DENGAN SPASI', 'x'.repeat(65), 'kode<script>']) {
        expect((await redeem(fani.tok, redeem_code)).statusCode, redeem_code).toBe(422);
      }
      expect((await t.app.inject({ method: 'POST', url: '/api/prakerja/redemptions', payload: { redeem_code: 'PRAT-X' } })).statusCode).toBe(401);
      expect((await callback(fani.tok, 999999, 1)).statusCode).toBe(404);
      expect((await callback(fani.tok, 1, 11)).statusCode).toBe(422);
    });
  });

  describe('studio: the session sequence of a chapter or item (decision 191)', () => {
    it('accepts 1..10 and 999, refuses anything else with 422, and clears with null', async () => {
      const patch = (url: string, payload: object) => t.app.inject({ method: 'PATCH', url, headers: bearer(adminTok), payload });
      const [chapter] = await t.app.db.select().from(materials).where(eq(materials.id, course.materialId));
      for (const bad of [0, 11, 998, 1000, -1, 2.5]) {
        const res = await patch(`/api/admin/chapters/${chapter!.id}`, { title: chapter!.title, prakerja_sequence: bad });
        expect(res.statusCode, String(bad)).toBe(422);
      }
      const ok = await patch(`/api/admin/chapters/${chapter!.id}`, { title: chapter!.title, prakerja_sequence: 10 });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toMatchObject({ data: { prakerja_sequence: 10 } });
      const item = await patch(`/api/admin/items/${course.readingId}`, { prakerja_sequence: 999 });
      expect(item.json()).toMatchObject({ data: { prakerja_sequence: 999 } });
      expect((await patch(`/api/admin/items/${course.readingId}`, { prakerja_sequence: null })).json()).toMatchObject({ data: { prakerja_sequence: null } });
      // Back to the fixture's state.
      expect((await patch(`/api/admin/chapters/${chapter!.id}`, { title: chapter!.title, prakerja_sequence: 1 })).statusCode).toBe(200);
    });
  });

  describe('attendance per sequence and the post-test', () => {
    it('each session is verified once before it opens; 999 guards the post-test', async () => {
      const gita = await learner('Gita');
      const code = newCode();
      const codeId = await enrolThroughProgramme(gita.tok, code);
      const chapter2 = (await t.app.db.select().from(items).where(eq(items.id, extra.session2)))[0]!.materialId;

      const view = await t.app.inject({ method: 'GET', url: `/api/prakerja/courses/${course.slug}/attendance`, headers: bearer(gita.tok) });
      expect(view.json()).toEqual({
        data: {
          programme: true,
          verified: [1],
          items: {
            [String(course.readingId)]: 1,
            [String(course.practiceId)]: 1,
            [String(extra.session2)]: 2,
            [String(extra.postTest)]: 999,
            [String(extra.skillTest)]: 999,
          },
        },
      });

      // Sequence 1 items open; the session-2 item is refused until verified.
      expect((await open(gita.tok, course.readingId, course.materialId, 'reading')).statusCode).toBe(200);
      const refused = await open(gita.tok, extra.session2, chapter2, 'reading');
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'PRAKERJA_ATTENDANCE_REQUIRED', message: PRAKERJA_MESSAGES.attendanceRequired });
      // The refusal tells the learner once per session (in-app and e-mail), with a link to the item (decision 282).
      expect((await open(gita.tok, extra.session2, chapter2, 'reading')).statusCode).toBe(403);
      const notices = await t.app.db.select().from(notifications).where(and(eq(notifications.userId, gita.id), eq(notifications.type, 'prakerja.verification')));
      expect(notices).toHaveLength(1);
      expect(notices[0]).toMatchObject({ eventKey: `prakerja.verification:${codeId}:2`, link: `/learning/${course.slug}?item=${extra.session2}`, params: { sequence: 2 } });
      const bell = (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(gita.tok) })).json();
      expect(bell.data[0].title).toMatch(/^Verifikasi Prakerja diperlukan: /);
      const mails = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, gita.email));
      expect(mails.filter((m) => m.subject.startsWith('Verifikasi Prakerja diperlukan'))).toHaveLength(1);

      const ask = stepOf(await post('/api/prakerja/attendance', gita.tok, { course_slug: course.slug, sequence: 2 }));
      expect(ask.data.status).toBe('redirect');
      stand.attend(code, 2);
      expect(stepOf(await callback(gita.tok, codeId, 2)).data).toMatchObject({ status: 'verified', sequence: 2 });
      expect((await open(gita.tok, extra.session2, chapter2, 'reading')).statusCode).toBe(200);
      const statusCalls = callsTo(STATUS_PATH);
      expect(stepOf(await post('/api/prakerja/attendance', gita.tok, { course_slug: course.slug, sequence: 2 })).data.status).toBe('verified');
      expect(callsTo(STATUS_PATH)).toBe(statusCalls);

      // Post-test (999).
      const chapter3 = (await t.app.db.select().from(items).where(eq(items.id, extra.postTest)))[0]!.materialId;
      expect((await open(gita.tok, extra.postTest, chapter3, 'text')).statusCode).toBe(403);
      expect(stepOf(await post('/api/prakerja/attendance', gita.tok, { course_slug: course.slug, sequence: 999 })).data.status).toBe('redirect');
      stand.attend(code, 999);
      expect(stepOf(await callback(gita.tok, codeId, 999)).data.status).toBe('verified');
      expect((await open(gita.tok, extra.postTest, chapter3, 'text')).statusCode).toBe(200);
      const rows = await t.app.db.select().from(prakerjaAttendances).where(eq(prakerjaAttendances.codeId, codeId));
      expect(rows.map((r) => r.sequence).sort((a, b) => a - b)).toEqual([1, 2, 999]);

      // A session the course does not have, another learner's code, a learner not on the programme.
      expect((await post('/api/prakerja/attendance', gita.tok, { course_slug: course.slug, sequence: 5 })).statusCode).toBe(422);
      const hadi = await learner('Hadi');
      expect((await callback(hadi.tok, codeId, 2)).statusCode).toBe(404);
      expect((await post('/api/prakerja/attendance', hadi.tok, { course_slug: course.slug, sequence: 2 })).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: `/api/prakerja/courses/${course.slug}/attendance`, headers: bearer(hadi.tok) })).json()).toEqual({
        data: { programme: false, verified: [], items: {} },
      });
    });
  });

  describe('practice task (TPM), skill test (UK) and feedback reports', () => {
    async function submitAndGrade(tok: string, itemId: number, feedback: string): Promise<number> {
      const { payload, headers } = await multipart([
        { name: 'file', file: pdfBytes(2048), filename: 'tugas.pdf' },
        { name: 'material_id', value: String(itemId) },
      ]);
      const up = await t.app.inject({ method: 'POST', url: '/api/course/practice/assignment', payload, headers: { ...headers, ...bearer(tok) } });
      expect(up.statusCode).toBe(200);
      const submissionId = Number((up.json().data.assignment_log.task_url as string).split('/').at(-2));
      const g = await post(`/api/mentor/submissions/${submissionId}/grade`, mentorTok, { score: 90, feedback });
      expect(g.statusCode).toBe(200);
      await settleBackgroundDeliveries(t.app);
      return submissionId;
    }
    const reportsOf = (submissionId: number) => t.app.db.select().from(prakerjaReports).where(eq(prakerjaReports.submissionId, submissionId));

    it('a graded TPM is reported (work + feedback), confirmed by the status call, and a re-grade never reports twice', async () => {
      const indah = await learner('Indah');
      const code = newCode();
      await enrolThroughProgramme(indah.tok, code);
      const submissionId = await submitAndGrade(indah.tok, course.practiceId, 'Analisis rapi, lanjutkan.');
      const [report] = await reportsOf(submissionId);
      expect(report).toMatchObject({ scope: 'tpm', sequence: 1, status: 'sent', attempts: 1, lastError: null });
      const held = stand.codes.get(code)!.submissions.get('tpm:1')!;
      expect(held.feedbacks).toEqual(['Analisis rapi, lanjutkan.']);
      expect(held.files).toHaveLength(1);
      expect(held.files[0]).toMatch(new RegExp(`^http://kelas\\.test/api/course/practice/assignment/${submissionId}/file\\?expires=\\d+&signature=`));

      const g = await post(`/api/mentor/submissions/${submissionId}/grade`, mentorTok, { score: 95, feedback: 'Nilai diperbarui.' });
      expect(g.statusCode).toBe(200);
      await settleBackgroundDeliveries(t.app);
      expect(await reportsOf(submissionId)).toHaveLength(1);
      expect(held.feedbacks).toHaveLength(1);
    });

    it('UK: a timeout then a 5xx are retried with back-off by the sweep; the work and feedback are sent once', async () => {
      const joko = await learner('Joko');
      const code = newCode({ attended: [1, 999] });
      await enrolThroughProgramme(joko.tok, code);
      stand.failNext('timeout', 1, SUBMISSION_STATUS_PATH);
      const submissionId = await submitAndGrade(joko.tok, extra.skillTest, 'Presentasi meyakinkan.');
      let [report] = await reportsOf(submissionId);
      expect(report).toMatchObject({ scope: 'uk', sequence: 999, status: 'pending', attempts: 1 });
      expect(report!.lastError).toMatch(/tidak menjawab/);
      expect(report!.nextAttemptAt!.getTime()).toBeGreaterThan(Date.now() + 50_000);

      // Not due yet: the sweep leaves it alone.
      expect(await deliverDuePrakerjaReports(reportDeps(t.app))).toEqual({ sent: 0, retry: 0, failed: 0 });
      t.clock.advance(61_000);
      stand.failNext('5xx', 1, FEEDBACK_PATH);
      expect(await deliverDuePrakerjaReports(reportDeps(t.app))).toEqual({ sent: 0, retry: 1, failed: 0 });
      [report] = await reportsOf(submissionId);
      expect(report).toMatchObject({ status: 'pending', attempts: 2 });
      // The work arrived on the second try; only the feedback is left.
      expect(report!.assignmentSentAt).not.toBeNull();
      t.clock.advance(121_000);
      expect(await deliverDuePrakerjaReports(reportDeps(t.app))).toEqual({ sent: 1, retry: 0, failed: 0 });
      [report] = await reportsOf(submissionId);
      expect(report).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
      const held = stand.codes.get(code)!.submissions.get('uk:999')!;
      expect(held.files).toHaveLength(1);
      expect(held.feedbacks).toEqual(['Presentasi meyakinkan.']);
    });

    it('a refusal fails the report with the programme message; the admin sees it and retries it to sent', async () => {
      const kiki = await learner('Kiki');
      const code = newCode();
      await enrolThroughProgramme(kiki.tok, code);
      stand.codes.get(code)!.refusal = STAND_IN_ERRORS.badRequest;
      const submissionId = await submitAndGrade(kiki.tok, course.practiceId, 'Perlu contoh tambahan.');
      const [report] = await reportsOf(submissionId);
      expect(report).toMatchObject({ status: 'failed', lastError: `${STAND_IN_ERRORS.badRequest.message} (${STAND_IN_ERRORS.badRequest.code})` });

      const list = PrakerjaLearnersResponseSchema.parse(
        (await t.app.inject({ method: 'GET', url: `/api/admin/prakerja/learners?q=${encodeURIComponent(kiki.email)}`, headers: bearer(adminTok) })).json(),
      );
      expect(list.data).toHaveLength(1);
      expect(list.data[0]).toMatchObject({
        learner: { id: kiki.id },
        enrolled: true,
        redeem_code: expect.stringMatching(/^•+\d{4}$/) as unknown as string,
        attendances: [{ sequence: 1 }],
        reports: [{ id: report!.id, scope: 'tpm', status: 'failed', last_error: report!.lastError }],
      });
      expect((await t.app.inject({ method: 'GET', url: '/api/admin/prakerja/learners', headers: bearer(mentorTok) })).statusCode).toBe(403);

      stand.codes.get(code)!.refusal = null;
      const retried = await post(`/api/admin/prakerja/reports/${report!.id}/retry`, adminTok, {});
      expect(retried.statusCode).toBe(200);
      expect(PrakerjaRetryResponseSchema.parse(retried.json()).data).toMatchObject({ status: 'sent', last_error: null });
      expect((await post(`/api/admin/prakerja/reports/${report!.id}/retry`, adminTok, {})).statusCode).toBe(409);
      expect((await post('/api/admin/prakerja/reports/2147483647/retry', adminTok, {})).statusCode).toBe(404);
      expect((await post('/api/admin/prakerja/reports/abc/retry', adminTok, {})).statusCode).toBe(422);
    });

    it('a retry after a lost answer asks first and does not send the feedback again', async () => {
      const lia = await learner('Lia');
      const code = newCode();
      await enrolThroughProgramme(lia.tok, code);
      // The programme already holds work and feedback (our previous try's answer was lost).
      stand.codes.get(code)!.submissions.set('tpm:1', { assignment: 2, feedback: 1, feedbacks: ['Terkirim sebelumnya.'], files: ['x'] });
      const submissionId = await submitAndGrade(lia.tok, course.practiceId, 'Terkirim sebelumnya.');
      expect((await reportsOf(submissionId))[0]).toMatchObject({ status: 'sent' });
      expect(stand.codes.get(code)!.submissions.get('tpm:1')!.feedbacks).toHaveLength(1);
    });

    it('a learner not on the programme is never reported', async () => {
      const mila = await learner('Mila');
      await t.app.db.insert(enrolments).values({ userId: mila.id, courseId: course.id, source: 'admin' });
      const submissionId = await submitAndGrade(mila.tok, course.practiceId, 'Bagus.');
      expect(await reportsOf(submissionId)).toHaveLength(0);
    });
  });
});
