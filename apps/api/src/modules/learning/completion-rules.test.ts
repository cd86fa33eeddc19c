import type { CertificateVerification } from '@kelas/contracts/certificates';
import type { ActiveMaterial, CompletionResult } from '@kelas/contracts/learning';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { certificates, essayAnswers, itemProgress, mailOutbox, quizAttempts } from '../../db/schema/index.ts';
import { createUser, linkMentor, sessionFor } from '../assignments/assignments.fixtures.ts';
import { createLearner } from '../checkout/checkout.fixtures.ts';
import { answerIds, api, buildCertifyingCourse, learnerCalls, ok, type CertifyingCourse } from './certifying-course.fixtures.ts';
import { userIdOf } from './learning.fixtures.ts';

/**
 * Completion rules per item type and the certificate they lead to (decisions 240, 242), on a course
 * built through the studio: a learner who tries every shortcut, fails the post-test, passes it,
 * waits for the mentor's grade, receives the certificate by e-mail and loses it with a full refund.
 */

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ env: { JOB_WORKERS: 'false', PUBLIC_URL: 'https://kelas.example' } });
  admin = await t.login('admin@example.com');
});
afterAll(() => t.close());

/** A new learner who bought `c` through the sandbox gateway. */
async function buyer(c: CertifyingCourse) {
  const l = await createLearner(t.app.db, 'Rina Pembelajar');
  const token = await t.login(l.email);
  const order = await ok<{ id: number }>(api(t, token, 'POST', '/api/orders', { items: [{ priceId: c.priceId }] }), 201);
  const payment = await ok<{ id: number }>(api(t, token, 'POST', `/api/orders/${order.id}/payments`, { method: 'bank_transfer', channel: 'bca' }), 201);
  await ok(api(t, token, 'POST', `/api/payments/${payment.id}/simulate`, { result: 'paid' }));
  return { ...l, token, orderId: order.id };
}

const progressRows = async (userId: number, courseId: number) =>
  (await t.app.db.select({ n: count() }).from(itemProgress).where(and(eq(itemProgress.userId, userId), eq(itemProgress.courseId, courseId))))[0]!.n;

describe('completion rules per item type (decision 240)', () => {
  it('shows every rule in the activity and the active material, with the pass mark it asks for', async () => {
    const c = await buildCertifyingCourse(t, admin);
    const l = await buyer(c);
    const calls = learnerCalls(t, c, l.token);
    const activity = await calls.activityData();
    expect(activity.materials.flatMap((m) => m.items.map((i) => [i.title, i.completion_rule, i.is_locked]))).toEqual([
      ['Sambutan', 'own_action', false],
      ['Pre Test', 'attempted', false],
      ['Post Test', 'passed', false],
      ['Jurnal Refleksi', 'answered', false],
      ['Tugas Praktik', 'graded', false],
    ]);
    expect(activity).toMatchObject({ sequential: false, preview: false });
    const post = await ok<ActiveMaterial>(calls.active(c.post));
    expect(post).toMatchObject({ completion_rule: 'passed', pass_mark: 100, detail: { completion_rule: 'passed' } });
    const practice = await ok<ActiveMaterial>(calls.active(c.practice));
    expect(practice).toMatchObject({ completion_rule: 'graded', pass_mark: 75, detail: { completion_rule: 'graded', pass_mark: 75 } });
    // The author's own text reaches the learner, sanitised (decision 246).
    const text = await ok<ActiveMaterial>(calls.active(c.text));
    expect(text).toMatchObject({ completion_rule: 'own_action', pass_mark: null, detail: { html: '<p>Halo <b>peserta</b>!</p>' } });
  });

  it('a learner who tries every shortcut: 409 naming what completes each item, and nothing recorded', async () => {
    const c = await buildCertifyingCourse(t, admin);
    const l = await buyer(c);
    const calls = learnerCalls(t, c, l.token);
    const refused = async (id: number, message: string) => {
      const res = await calls.complete(id);
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toEqual({ message, code: 'COMPLETION_RULE' });
    };
    await refused(c.pre, 'Quiz ini selesai saat kamu menyelesaikan satu percobaan.');
    await refused(c.post, 'Quiz ini selesai saat kamu lulus dengan nilai minimal 100.');
    await refused(c.essay, 'Jurnal ini selesai saat kamu menjawab semua pertanyaannya.');
    await refused(c.practice, 'Tugas ini selesai saat mentor memberi nilai minimal 75.');
    // In English too (the request's language).
    const en = await t.app.inject({
      method: 'POST',
      url: `/api/course/items/${c.practice}/complete`,
      headers: { ...bearer(l.token), 'accept-language': 'en' },
      payload: { courseId: c.id, itemId: c.chapterIds[1], itemType: 'practice' },
    });
    expect(en.json()).toEqual({ message: 'This assignment is complete once your mentor grades it at least 75.', code: 'COMPLETION_RULE' });
    expect(await progressRows(l.id, c.id)).toBe(0);
    // A submitted journal with a question left out is refused too.
    expect((await calls.essay(c.essay, ['Hanya satu jawaban.'])).statusCode).toBe(422);
    expect(await t.app.db.select().from(essayAnswers).where(eq(essayAnswers.userId, l.id))).toHaveLength(0);
    // Uploading the assignment does not complete a `graded` item, and the complete call still refuses it.
    const upload = await calls.upload(c.practice);
    expect(upload.statusCode, upload.body).toBe(200);
    expect(upload.json().data).toMatchObject({ is_complete: 0, assignment_log: { status: 'submitted' } });
    await refused(c.practice, 'Tugas ini selesai saat mentor memberi nilai minimal 75.');
    // The text is the learner's own action.
    expect(await ok<CompletionResult>(calls.complete(c.text))).toMatchObject({ is_complete: 1, course_progress: 20, certificate_code: null });
    expect(await progressRows(l.id, c.id)).toBe(1);
  });

  it('the journey: a failed post-test, a pass, the mentor grade below and then over the pass mark; the certificate by e-mail; a full refund revokes it', async () => {
    const c = await buildCertifyingCourse(t, admin);
    const l = await buyer(c);
    const calls = learnerCalls(t, c, l.token);
    const mentor = await createUser(t.app.db, 'mentor', 'Mentor Uji');
    await linkMentor(t.app.db, mentor.id, c.id);
    const mentorToken = await sessionFor(t.app.db, mentor.id);
    const grade = (submissionId: number, score: number) => api(t, mentorToken, 'POST', `/api/mentor/submissions/${submissionId}/grade`, { score, feedback: `Nilai ${score}` });

    await ok(calls.complete(c.text));

    // Pre-test (`attempted`): a wrong answer still completes it.
    const pre = await calls.session(c.pre);
    await ok(calls.answer({ log_id: pre.log_id, quiz_id: pre.quizzes[0]!.id, answer_id: answerIds(pre, 0, ['Bandung'])[0] }));
    expect((await calls.finish(pre.log_id!)).log).toMatchObject({ score: 0, passed: false });
    expect((await ok<ActiveMaterial>(calls.active(c.pre))).is_complete).toBe(1);

    // Post-test (`passed`, target 100): half right fails and stays incomplete…
    const first = await calls.session(c.post);
    await ok(calls.answer({ log_id: first.log_id, quiz_id: first.quizzes[0]!.id, answer_id: answerIds(first, 0, ['4'])[0] }));
    // …a multiple-answer question with only part of the correct set is wrong.
    await ok(calls.answer({ log_id: first.log_id, quiz_id: first.quizzes[1]!.id, answer_ids: answerIds(first, 1, ['2']) }));
    expect((await calls.finish(first.log_id!)).log).toMatchObject({ score: 50, correct_answer: 1, passed: false });
    expect((await ok<ActiveMaterial>(calls.active(c.post))).is_complete).toBe(0);
    expect((await calls.complete(c.post)).statusCode).toBe(409);
    // …the retake with the exact set passes and completes it.
    const second = await calls.session(c.post, true);
    await ok(calls.answer({ log_id: second.log_id, quiz_id: second.quizzes[0]!.id, answer_id: answerIds(second, 0, ['4'])[0] }));
    await ok(calls.answer({ log_id: second.log_id, quiz_id: second.quizzes[1]!.id, answer_ids: answerIds(second, 1, ['4', '2']) }));
    expect((await calls.finish(second.log_id!)).log).toMatchObject({ score: 100, passed: true });
    expect((await ok<ActiveMaterial>(calls.active(c.post))).is_complete).toBe(1);

    // Journal (`answered`).
    expect(await ok<CompletionResult>(calls.essay(c.essay, ['Saya belajar.', 'Saya berlatih.']))).toMatchObject({ is_complete: 1, course_progress: 80 });

    // Practice (`graded`, pass mark 75): submitted, no certificate while it is being graded.
    const submitted = await calls.upload(c.practice);
    const submissionId = Number((submitted.json().data.assignment_log.task as string).split('/')[1]);
    let activity = await calls.activityData();
    expect(activity).toMatchObject({ course_progress: 80, certificate_code: null });
    expect(await t.app.db.select().from(certificates).where(eq(certificates.userId, l.id))).toHaveLength(0);

    // A grade below the pass mark leaves it incomplete, and the learner may send the assignment again.
    expect((await grade(submissionId, 60)).statusCode).toBe(200);
    expect((await ok<ActiveMaterial>(calls.active(c.practice))).is_complete).toBe(0);
    expect((await calls.activityData()).certificate_code).toBeNull();
    const again = await calls.upload(c.practice);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toMatchObject({ is_complete: 0, assignment_log: { status: 'submitted', score: null } });

    // The passing grade completes the course and issues the certificate; the learner is told by e-mail.
    expect((await grade(submissionId, 90)).statusCode).toBe(200);
    activity = await calls.activityData();
    expect(activity.course_progress).toBe(100);
    const code = activity.certificate_code!;
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{20}$/);
    const mails = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, l.email));
    const notice = mails.find((m) => m.subject === 'Sertifikat kamu sudah terbit: Kelas Sertifikat Uji');
    expect(notice, mails.map((m) => m.subject).join(' | ')).toBeDefined();
    expect(notice!.text).toContain(`https://kelas.example/certificate/${code}`);
    expect(notice!.sentAt).not.toBeNull();
    // A later grade (even a lower one) changes neither the completion nor the certificate.
    expect((await grade(submissionId, 70)).statusCode).toBe(200);
    expect((await calls.activityData()).certificate_code).toBe(code);
    expect((await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, l.email))).filter((m) => m.subject.startsWith('Sertifikat'))).toHaveLength(1);

    const valid = await ok<CertificateVerification>(api(t, null, 'GET', `/api/certificates/${code}`));
    expect(valid).toMatchObject({ status: 'valid', name: 'Rina Pembelajar', revoked_at: null, revoked_reason: null });
    expect((await api(t, null, 'GET', `/api/certificates/${code}/pdf`)).statusCode).toBe(200);

    // A full refund ends the enrolment and revokes the certificate.
    const refused = await api(t, admin, 'POST', `/api/admin/orders/${l.orderId}/refunds`, { amount: 222_000, reason: 'Dibatalkan peserta' });
    expect(refused.json().code).toBe('CERTIFICATE_ISSUED');
    const refund = await api(t, admin, 'POST', `/api/admin/orders/${l.orderId}/refunds`, { amount: 222_000, reason: 'Dibatalkan peserta', confirm: true });
    expect(refund.statusCode, refund.body).toBe(201);
    const revoked = await ok<CertificateVerification>(api(t, null, 'GET', `/api/certificates/${code}`));
    expect(revoked).toMatchObject({ status: 'revoked', revoked_reason: 'refund', name: 'Rina Pembelajar' });
    expect(Date.parse(revoked.revoked_at!)).not.toBeNaN();
    const pdf = await api(t, null, 'GET', `/api/certificates/${code}/pdf`);
    expect(pdf.statusCode).toBe(410);
    expect(pdf.json()).toEqual({ message: 'Sertifikat ini telah dicabut dan tidak berlaku.', code: 'CERTIFICATE_REVOKED' });
    expect((await calls.activity()).statusCode).toBe(403);
    const [row] = await t.app.db.select().from(certificates).where(eq(certificates.code, code));
    expect(row).toMatchObject({ status: 'revoked', revokedCause: 'refund', revokedReason: 'Dibatalkan peserta' });
  });

  it('a practice item under `submitted` completes with the upload; a quiz under `passed` stays open below the target', async () => {
    const c = await buildCertifyingCourse(t, admin);
    const item = await ok<{ version: number; detail: Record<string, unknown> }>(api(t, admin, 'PATCH', `/api/admin/items/${c.practice}`, {
      detail: { duration: 60, instruction: '<p>Unggah.</p>', objective: '', pdf: 'documents/uji/aset.pdf', completion_rule: 'submitted' },
    }));
    expect(item.detail).toMatchObject({ completion_rule: 'submitted', pass_mark: 70 });
    const bad = await api(t, admin, 'PATCH', `/api/admin/items/${c.practice}`, { detail: { duration: 60, instruction: '<p>x</p>', pdf: 'documents/uji/aset.pdf', completion_rule: 'dinilai', pass_mark: 101 } });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['detail.completion_rule', 'detail.pass_mark']);
    const l = await buyer(c);
    const calls = learnerCalls(t, c, l.token);
    expect((await calls.upload(c.practice)).json().data).toMatchObject({ is_complete: 1 });
    // The studio's rule of a quiz: `passed` unless the author chose `attempted`; 422 for anything else.
    const quiz = await api(t, admin, 'PUT', `/api/admin/items/${c.post}/quiz`, { target_score: 50, opportunity: 1, duration_minutes: 5, completion_rule: 'lulus', questions: [] });
    expect(quiz.statusCode).toBe(422);
    expect(quiz.json().errors).toHaveProperty('completion_rule');
  });
});

describe('preview is not learning (decision 244)', () => {
  it("an author's preview shows the course and records nothing anywhere", async () => {
    const author = await t.login('author@example.com');
    const me = { id: await userIdOf(t.app.db, 'author@example.com') };
    const c = await buildCertifyingCourse(t, admin, { authorId: me.id });
    const calls = learnerCalls(t, c, author);
    const activity = await calls.activityData();
    expect(activity).toMatchObject({ preview: true, certificate_code: null, course_progress: 0 });

    const refused = async (res: Awaited<ReturnType<typeof calls.complete>>) => {
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toEqual({ message: 'Ini pratinjau: progres, jawaban dan tugas tidak disimpan.', code: 'PREVIEW' });
    };
    await refused(await calls.complete(c.text));
    await refused(await calls.essay(c.essay, ['a', 'b']));
    await refused(await calls.upload(c.practice));
    // The quiz shows its questions, starts no attempt.
    const session = await calls.session(c.post);
    expect(session).toMatchObject({ preview: true, log: null, log_id: null });
    expect(session.quizzes.map((q) => q.type)).toEqual(['single', 'multiple']);
    expect(await t.app.db.select().from(quizAttempts).where(eq(quizAttempts.userId, me.id))).toHaveLength(0);
    expect(await progressRows(me.id, c.id)).toBe(0);
    // Nobody counts: the studio's completions and the participants stay at 0.
    const studio = await ok<{ purchase_count: number; enrolment_count: number; chapters: { completed_count: number; items: { completed_count: number }[] }[] }>(
      api(t, admin, 'GET', `/api/admin/courses/${c.id}`),
    );
    expect(studio).toMatchObject({ purchase_count: 0, enrolment_count: 0 });
    expect(studio.chapters.flatMap((ch) => [ch.completed_count, ...ch.items.map((i) => i.completed_count)]).every((n) => n === 0)).toBe(true);
  });
});
