import { QUIZ_MESSAGES, type FinishedQuiz, type QuizSession } from '@kelas/contracts/quiz';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { itemProgress, items, quizAttempts, sessions } from '../../db/schema/index.ts';
import { createSession } from '../auth/create-session.ts';
import { quizActiveDetail } from './active-detail.ts';
import { createLearner, createQuizFixture, type QuizFixture } from './quiz-test-fixture.ts';

/** Every raw body any quiz endpoint answered in this file; checked for correctness flags at the end. */
const bodies: { url: string; body: string }[] = [];

describe('quiz engine (spec 2.23, 5, 7, 8)', () => {
  let t: TestApp;
  let fx: QuizFixture;

  beforeAll(async () => {
    t = await createTestApp();
    fx = await createQuizFixture(t.app.db);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function post(url: string, token: string | null, payload: unknown) {
    const res = await t.app.inject({ method: 'POST', url, payload: payload as object, headers: token ? bearer(token) : {} });
    bodies.push({ url, body: res.body });
    return res;
  }
  const question = (token: string, extra: Record<string, unknown> = {}, quiz: QuizFixture = fx) =>
    post('/api/course/quiz/question', token, { material_id: quiz.itemId, quiz_material_id: quiz.quizId, ...extra });
  const answer = (token: string, log_id: number, quiz_id: number, answer_id: number) =>
    post('/api/course/quiz/answer', token, { log_id, quiz_id, answer_id });
  const finish = (token: string, log_id: number) => post('/api/course/quiz/finish', token, { log_id });

  async function start(token: string, extra: Record<string, unknown> = {}, quiz: QuizFixture = fx): Promise<QuizSession> {
    const res = await question(token, extra, quiz);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { data: QuizSession }).data;
  }
  /** Answers the first `correct` questions right and the rest wrong. */
  async function answerAll(token: string, logId: number, correct: number, quiz: QuizFixture = fx) {
    for (const [i, q] of quiz.questions.entries()) {
      const res = await answer(token, logId, q.id, i < correct ? q.correctId : q.wrongId);
      expect(res.statusCode, res.body).toBe(200);
    }
  }
  async function finished(token: string, logId: number): Promise<FinishedQuiz> {
    const res = await finish(token, logId);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { data: FinishedQuiz }).data;
  }
  async function isComplete(userId: number, itemId = fx.itemId) {
    const rows = await t.app.db.select().from(itemProgress).where(and(eq(itemProgress.userId, userId), eq(itemProgress.itemId, itemId)));
    return rows.length === 1;
  }

  it('answers 401 without a session', async () => {
    expect((await post('/api/course/quiz/question', null, { material_id: fx.itemId, quiz_material_id: fx.quizId })).statusCode).toBe(401);
    expect((await post('/api/course/quiz/answer', null, { log_id: 1, quiz_id: 1, answer_id: 1 })).statusCode).toBe(401);
    expect((await post('/api/course/quiz/finish', null, { log_id: 1 })).statusCode).toBe(401);
  });

  it('refuses an answer with an unknown or revoked session (401) even for a real open attempt', async () => {
    const { userId, token } = await createLearner(t.app.db, { courseId: fx.courseId });
    const s = await start(token);
    const q = fx.questions[0]!;
    expect((await answer('not-a-session-token', s.log_id!, q.id, q.correctId)).statusCode).toBe(401);
    await t.app.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, userId));
    expect((await answer(token, s.log_id!, q.id, q.correctId)).statusCode).toBe(401);
    const fresh = await createSession(t.app.db, { userId, days: 1 });
    expect((await start(fresh)).log!.answers).toEqual({});
  });

  it('answers 422 with the spec 5 messages when ids are missing', async () => {
    const { token } = await createLearner(t.app.db, { courseId: fx.courseId });
    const cases: [string, unknown, string][] = [
      ['/api/course/quiz/question', { material_id: fx.itemId }, QUIZ_MESSAGES.questionIdsMissing],
      ['/api/course/quiz/question', { quiz_material_id: fx.quizId, material_id: null }, QUIZ_MESSAGES.questionIdsMissing],
      ['/api/course/quiz/answer', { log_id: 1, quiz_id: 2 }, QUIZ_MESSAGES.answerIdsMissing],
      ['/api/course/quiz/answer', { log_id: 'abc', quiz_id: 2, answer_id: 3 }, QUIZ_MESSAGES.answerIdsMissing],
      ['/api/course/quiz/finish', {}, QUIZ_MESSAGES.finishIdMissing],
      ['/api/course/quiz/finish', { log_id: 1e12 }, QUIZ_MESSAGES.finishIdMissing],
    ];
    for (const [url, payload, message] of cases) {
      const res = await post(url, token, payload);
      expect(res.statusCode, url).toBe(422);
      expect((res.json() as { message: string }).message).toBe(message);
    }
  });

  it('refuses a quiz of another item (404) and a learner who is not enrolled (403)', async () => {
    const enrolled = await createLearner(t.app.db, { courseId: fx.courseId });
    const outsider = await createLearner(t.app.db);
    expect((await post('/api/course/quiz/question', enrolled.token, { material_id: fx.itemId + 1, quiz_material_id: fx.quizId })).statusCode).toBe(404);
    expect((await post('/api/course/quiz/question', enrolled.token, { material_id: fx.itemId, quiz_material_id: 999_999 })).statusCode).toBe(404);
    expect((await question(outsider.token)).statusCode).toBe(403);
  });

  it('starts an attempt with a server deadline, sanitised HTML and no correctness, and resumes it', async () => {
    const { token } = await createLearner(t.app.db, { courseId: fx.courseId });
    const before = t.clock.now.getTime();
    const s = await start(token);
    expect(s.quizzes).toHaveLength(5);
    expect(s.quizzes[0]!.answers).toHaveLength(4);
    expect(s.quizzes.map((q) => q.id)).toEqual(fx.questions.map((q) => q.id));
    expect(s.quizzes[0]!.quiz).toBe('<p>Soal <b>1</b></p>');
    expect(s.quizzes[0]!.answers[0]!.answer).toBe('<p>Pilihan 1</p><img src="x" />');
    expect(Object.keys(s.quizzes[0]!.answers[0]!)).toEqual(['id', 'answer']);
    expect(s.log).toMatchObject({ status: 'in_progress', attempt_no: 1, answers: {}, score: null, correct_answer: null, wrong_answer: null, passed: null });
    const deadline = new Date(s.log!.deadline).getTime();
    expect(deadline - new Date(s.log!.started_at).getTime()).toBe(15 * 60_000);
    expect(deadline).toBeGreaterThanOrEqual(before + 15 * 60_000);
    expect(s.remaining_attempts).toBe(2);

    t.clock.advance(60_000);
    const again = await start(token);
    expect(again.log_id).toBe(s.log_id);
    expect(again.log!.deadline).toBe(s.log!.deadline);
    t.clock.reset();
  });

  it('saves one answer per question, replaces it, accepts the same answer twice and restores them', async () => {
    const { token } = await createLearner(t.app.db, { courseId: fx.courseId });
    const s = await start(token);
    const [q1, q2] = fx.questions;
    const first = await answer(token, s.log_id!, q1!.id, q1!.wrongId);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ data: { log_id: s.log_id, quiz_id: q1!.id, answer_id: q1!.wrongId } });
    expect((await answer(token, s.log_id!, q1!.id, q1!.correctId)).statusCode).toBe(200);
    expect((await answer(token, s.log_id!, q1!.id, q1!.correctId)).statusCode).toBe(200);
    expect((await answer(token, s.log_id!, q2!.id, q2!.wrongId)).statusCode).toBe(200);
    const resumed = await start(token);
    expect(resumed.log!.answers).toEqual({ [q1!.id]: q1!.correctId, [q2!.id]: q2!.wrongId });
  });

  it("refuses an answer of another question (422 answer_id), a question of another quiz (422 quiz_id) and another learner's log (404)", async () => {
    const other = await createQuizFixture(t.app.db);
    const a = await createLearner(t.app.db, { courseId: fx.courseId });
    const b = await createLearner(t.app.db, { courseId: fx.courseId });
    const s = await start(a.token);
    const [q1, q2] = fx.questions;

    const wrongQuestion = await answer(a.token, s.log_id!, q1!.id, q2!.correctId);
    expect(wrongQuestion.statusCode).toBe(422);
    expect(Object.keys((wrongQuestion.json() as { errors: object }).errors)).toEqual(['answer_id']);
    const otherQuiz = await answer(a.token, s.log_id!, other.questions[0]!.id, other.questions[0]!.correctId);
    expect(otherQuiz.statusCode).toBe(422);
    expect(Object.keys((otherQuiz.json() as { errors: object }).errors)).toEqual(['quiz_id']);

    expect((await answer(b.token, s.log_id!, q1!.id, q1!.correctId)).statusCode).toBe(404);
    expect((await finish(b.token, s.log_id!)).statusCode).toBe(404);
    expect((await answer(a.token, 2_000_000_000, q1!.id, q1!.correctId)).statusCode).toBe(404);
    const untouched = await start(a.token);
    expect(untouched.log!.answers).toEqual({});
    expect(untouched.log!.status).toBe('in_progress');
  });

  it('scores round(correct ÷ questions × 100), passes at target_score and marks the item complete once', async () => {
    const { userId, token } = await createLearner(t.app.db, { courseId: fx.courseId });
    const s = await start(token);
    await answerAll(token, s.log_id!, 4);
    expect(await isComplete(userId)).toBe(false);
    const r = await finished(token, s.log_id!);
    expect(r.log).toMatchObject({ status: 'completed', score: 80, correct_answer: 4, wrong_answer: 1, passed: true });
    expect(r.remaining_attempts).toBe(2);
    expect(await isComplete(userId)).toBe(true);

    // Finishing twice answers the same result; answering afterwards is refused.
    const again = await finished(token, s.log_id!);
    expect(again).toEqual(r);
    const late = await answer(token, s.log_id!, fx.questions[4]!.id, fx.questions[4]!.correctId);
    expect(late.statusCode).toBe(409);
    expect((late.json() as { code: string }).code).toBe('QUIZ_COMPLETED');

    // Without a retake the question call shows the finished attempt (answering disabled on the screen).
    const review = await start(token);
    expect(review.log_id).toBe(s.log_id);
    expect(review.log).toMatchObject({ status: 'completed', score: 80 });
  });

  it('fails below target_score, counts unanswered questions as wrong, retakes while attempts remain and keeps the best score', async () => {
    const { userId, token } = await createLearner(t.app.db, { courseId: fx.courseId });
    const item = (await t.app.db.select().from(items).where(eq(items.id, fx.itemId)))[0]!;

    const first = await start(token);
    await answer(token, first.log_id!, fx.questions[0]!.id, fx.questions[0]!.correctId);
    await answer(token, first.log_id!, fx.questions[1]!.id, fx.questions[1]!.correctId);
    await answer(token, first.log_id!, fx.questions[2]!.id, fx.questions[2]!.correctId);
    const r1 = await finished(token, first.log_id!);
    expect(r1.log).toMatchObject({ score: 60, correct_answer: 3, wrong_answer: 2, passed: false });

    const second = await start(token, { retake: true });
    expect(second.log).toMatchObject({ status: 'in_progress', attempt_no: 2, answers: {} });
    expect(second.log_id).not.toBe(first.log_id);
    await answerAll(token, second.log_id!, 5);
    expect((await finished(token, second.log_id!)).log).toMatchObject({ score: 100, passed: true });

    const third = await start(token, { retake: true });
    expect(third.log!.attempt_no).toBe(3);
    expect(third.remaining_attempts).toBe(0);
    await answerAll(token, third.log_id!, 1);
    expect((await finished(token, third.log_id!)).log).toMatchObject({ score: 20, passed: false });

    const noMore = await question(token, { retake: true });
    expect(noMore.statusCode).toBe(409);
    expect((noMore.json() as { code: string }).code).toBe('QUIZ_NO_ATTEMPTS_LEFT');

    const detail = await quizActiveDetail(t.app.db, item, userId, t.clock.now);
    expect(detail).toMatchObject({
      id: fx.itemId,
      quiz_material_id: fx.quizId,
      target_score: 70,
      opportunity: 3,
      remaining_attempts: 0,
      duration_minutes: 15,
      question_count: 5,
      open_log_id: null,
      open_seconds_left: null,
      best: { log_id: second.log_id, status: 'completed', score: 100, correct_answer: 5, wrong_answer: 0 },
    });
  });

  it('expires at the deadline: answers are refused with QUIZ_EXPIRED and the attempt is scored with what was saved', async () => {
    const { userId, token } = await createLearner(t.app.db, { courseId: fx.courseId });
    const s = await start(token);
    await answerAll(token, s.log_id!, 2);
    const last = fx.questions[4]!;

    t.clock.advance(15 * 60_000 - 1000);
    expect((await answer(token, s.log_id!, last.id, last.correctId)).statusCode).toBe(200);
    t.clock.advance(1000);
    const late = await answer(token, s.log_id!, last.id, last.wrongId);
    expect(late.statusCode).toBe(410);
    expect(late.json()).toMatchObject({ code: 'QUIZ_EXPIRED' });
    // Scored 60 under the default rule `passed` (target 70): closed, but the item stays incomplete.
    expect(await isComplete(userId)).toBe(false);

    // 'Akhiri Quiz' finishes: the same, already computed result (2 right + the last one saved in time).
    const r = await finished(token, s.log_id!);
    expect(r.log).toMatchObject({ status: 'completed', score: 60, correct_answer: 3, wrong_answer: 2, passed: false });
    t.clock.reset();
  });

  it('answers QUIZ_EXPIRED (410) from the question call past the deadline, then the finished attempt', async () => {
    const { userId, token } = await createLearner(t.app.db, { courseId: fx.courseId });
    const s = await start(token);
    await answerAll(token, s.log_id!, 4);
    t.clock.advance(16 * 60_000);
    const expired = await question(token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({ code: 'QUIZ_EXPIRED', message: expect.any(String) });
    expect(await isComplete(userId)).toBe(true);
    const r = await finished(token, s.log_id!);
    expect(r.log).toMatchObject({ status: 'completed', score: 80, passed: true });
    const after = await start(token);
    expect(after.log).toMatchObject({ status: 'completed', score: 80 });
    t.clock.reset();
  });

  it('finishes concurrently with one result and starts concurrently with one attempt', async () => {
    const { userId, token } = await createLearner(t.app.db, { courseId: fx.courseId });
    const starts = await Promise.all(Array.from({ length: 4 }, () => question(token)));
    expect(starts.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const logIds = new Set(starts.map((r) => (r.json() as { data: QuizSession }).data.log_id));
    expect(logIds.size).toBe(1);
    const logId = [...logIds][0]!;
    await answerAll(token, logId, 3);

    const results = await Promise.all(Array.from({ length: 5 }, () => finish(token, logId)));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const logs = results.map((r) => (r.json() as { data: FinishedQuiz }).data.log);
    for (const log of logs) expect(log).toEqual(logs[0]);
    expect(logs[0]).toMatchObject({ score: 60, correct_answer: 3, wrong_answer: 2 });

    const attempts = await t.app.db.select().from(quizAttempts).where(and(eq(quizAttempts.userId, userId), eq(quizAttempts.quizId, fx.quizId)));
    expect(attempts).toHaveLength(1);
    // 60 is under the target score 70: a finished attempt, not a complete item (rule `passed`).
    expect(await isComplete(userId)).toBe(false);
  });

  it('counts an answer racing a finish only when it was saved before the scoring', async () => {
    for (let round = 0; round < 3; round++) {
      const { token } = await createLearner(t.app.db, { courseId: fx.courseId });
      const s = await start(token);
      await answerAll(token, s.log_id!, 0);
      const q = fx.questions[0]!;
      const [ans, fin] = await Promise.all([answer(token, s.log_id!, q.id, q.correctId), finish(token, s.log_id!)]);
      expect(fin.statusCode).toBe(200);
      expect([200, 409]).toContain(ans.statusCode);
      const final = await finished(token, s.log_id!);
      expect(final.log.correct_answer).toBe(ans.statusCode === 200 ? 1 : 0);
      expect(final.log.answers[String(q.id)]).toBe(ans.statusCode === 200 ? q.correctId : q.wrongId);
    }
  });

  it('saves the answers of many learners sent at once (shared statements, decision 097), each with its own outcome', async () => {
    const learners = await Promise.all(Array.from({ length: 30 }, () => createLearner(t.app.db, { courseId: fx.courseId })));
    const logs = await Promise.all(learners.map(async (l) => (await start(l.token)).log_id!));
    const [q0, q1] = [fx.questions[0]!, fx.questions[1]!];
    const sent: Promise<{ statusCode: number }>[] = [];
    // Every learner answers every question at once: even-numbered learners right, the others wrong.
    learners.forEach((l, i) => {
      for (const q of fx.questions) sent.push(answer(l.token, logs[i]!, q.id, i % 2 === 0 ? q.correctId : q.wrongId));
    });
    // In the same burst: an answer of another question, another learner's log, and a revoked-looking token.
    const refusals = [answer(learners[0]!.token, logs[0]!, q0.id, q1.correctId), answer(learners[1]!.token, logs[0]!, q0.id, q0.correctId), answer('bogus-token', logs[2]!, q0.id, q0.wrongId)];
    const statuses = (await Promise.all(sent)).map((r) => r.statusCode);
    expect(new Set(statuses)).toEqual(new Set([200]));
    expect((await Promise.all(refusals)).map((r) => r.statusCode)).toEqual([422, 404, 401]);

    const results = await Promise.all(learners.map((l, i) => finished(l.token, logs[i]!)));
    results.forEach((r, i) => {
      expect(r.log.correct_answer, `learner ${i}`).toBe(i % 2 === 0 ? fx.questions.length : 0);
      for (const q of fx.questions) expect(r.log.answers[String(q.id)]).toBe(i % 2 === 0 ? q.correctId : q.wrongId);
    });
  });

  it('keeps the last of several answers to one question sent at once', async () => {
    const { token } = await createLearner(t.app.db, { courseId: fx.courseId });
    const s = await start(token);
    const q = fx.questions[0]!;
    const choices = [q.wrongId, q.correctId, q.wrongId, q.correctId];
    const res = await Promise.all(choices.map((id) => answer(token, s.log_id!, q.id, id)));
    expect(res.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const done = await finished(token, s.log_id!);
    expect(done.log.answers[String(q.id)]).toBe(q.correctId);
    expect(done.log.correct_answer).toBe(1);
  });

  it('starts nothing for a quiz without questions', async () => {
    const empty = await createQuizFixture(t.app.db, { questions: 0 });
    const { token } = await createLearner(t.app.db, { courseId: empty.courseId });
    const s = await start(token, {}, empty);
    expect(s).toMatchObject({ quizzes: [], log: null, log_id: null, remaining_attempts: 3 });
  });

  it('never sends a correctness flag from any quiz endpoint', () => {
    const urls = new Set(bodies.map((b) => b.url));
    expect(urls).toEqual(new Set(['/api/course/quiz/question', '/api/course/quiz/answer', '/api/course/quiz/finish']));
    expect(bodies.length).toBeGreaterThan(50);
    for (const b of bodies) expect(b.body, b.url).not.toMatch(/is_?correct/i);
  });
});
