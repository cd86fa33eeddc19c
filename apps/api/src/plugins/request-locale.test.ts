import { API_MESSAGES } from '@kelas/contracts/api-messages';
import { translateMessage } from '@kelas/contracts/locales/translate-message';
import { PROFILE_TEXT } from '@kelas/contracts/profile';
import { INPUT_MESSAGES } from '@kelas/contracts/text';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';
import { createLearner, createQuizFixture, type QuizFixture } from '../modules/quiz/quiz-test-fixture.ts';
import { QUIZ_ALREADY_FINISHED, QUIZ_LOG_NOT_FOUND } from '../modules/quiz/save-quiz-answer.ts';
import { negotiateLocale, registerRequestLocale } from './request-locale.ts';
import { registerTranslateAnswers } from './translate-answers.ts';

const EN = { 'accept-language': 'en-US,en;q=0.9' };

describe('the request language (decision 211)', () => {
  it('negotiates Accept-Language: English variants → en; absent, Indonesian or unknown → id', () => {
    for (const h of ['en', 'en-US', 'en-GB;q=0.8', 'EN-us', 'fr, en;q=0.5', 'en-US,en;q=0.9,id;q=0.8']) expect(negotiateLocale(h), h).toBe('en');
    for (const h of [undefined, '', '*', 'id', 'id-ID,id;q=0.9,en;q=0.8', 'de', 'fr-FR', 'en;q=0', 'x'.repeat(5000)]) expect(negotiateLocale(h), String(h)).toBe('id');
  });

  it('answers the same after a flood of distinct headers (the remembered values are bounded and forgotten)', () => {
    for (let i = 0; i < 2000; i++) expect(negotiateLocale(i % 2 ? `en;q=0.${(i % 9) + 1}, x-${i}` : `id, x-${i}`)).toBe(i % 2 ? 'en' : 'id');
    expect(negotiateLocale('en-GB')).toBe('en');
    expect(negotiateLocale('de')).toBe('id');
  });
});

describe('answers in the request language (decision 211)', () => {
  let t: TestApp;
  let fx: QuizFixture;

  beforeAll(async () => {
    t = await createTestApp({ env: { LOGIN_REQUESTS_PER_IP: '2' } });
    fx = await createQuizFixture(t.app.db);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('422: validation errors, top-level message and every field error', async () => {
    const payload = { email: 'a\u0000b@example.com', password: 'rahasia123' };
    const id = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload, headers: { 'x-forwarded-for': '10.0.0.1' } });
    expect(id.statusCode).toBe(422);
    expect(id.json()).toEqual({ message: INPUT_MESSAGES.forbiddenChars, errors: { email: [INPUT_MESSAGES.forbiddenChars] }, code: 'INVALID_INPUT' });
    const en = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload, headers: { ...EN, 'x-forwarded-for': '10.0.0.2' } });
    expect(en.statusCode).toBe(422);
    expect(en.json()).toEqual({
      message: 'The text contains characters that are not allowed.',
      errors: { email: ['The text contains characters that are not allowed.'] },
      code: 'INVALID_INPUT',
    });
  });

  it("422: zod's own messages are English for an English request (zod's en locale, no global switch)", async () => {
    const { token } = await createLearner(t.app.db, { courseId: fx.courseId });
    const res = await t.app.inject({ method: 'PUT', url: '/api/profile/locale', payload: { locale: 'fr' }, headers: { ...bearer(token), ...EN } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.locale[0]).toMatch(/^Invalid option/);
  });

  it('404: unknown path, and a service-thrown text', async () => {
    const id = await t.app.inject({ url: '/api/no-such-thing' });
    expect(id.json()).toEqual({ message: INPUT_MESSAGES.notFound, code: 'NOT_FOUND' });
    const en = await t.app.inject({ url: '/api/no-such-thing', headers: EN });
    expect(en.statusCode).toBe(404);
    expect(en.json()).toEqual({ message: 'Page or data not found.', code: 'NOT_FOUND' });

    const { token } = await createLearner(t.app.db, { courseId: fx.courseId });
    const body = { log_id: 2_000_000_000 };
    const quizId = await t.app.inject({ method: 'POST', url: '/api/course/quiz/finish', payload: body, headers: bearer(token) });
    expect(quizId.statusCode).toBe(404);
    expect(quizId.json().message).toBe(QUIZ_LOG_NOT_FOUND);
    const quizEn = await t.app.inject({ method: 'POST', url: '/api/course/quiz/finish', payload: body, headers: { ...bearer(token), ...EN } });
    expect(quizEn.json()).toEqual({ message: 'Quiz attempt not found.', code: 'NOT_FOUND' });
  });

  it('409: a finished quiz refuses answers, in either language', async () => {
    const { token } = await createLearner(t.app.db, { courseId: fx.courseId });
    const start = await t.app.inject({ method: 'POST', url: '/api/course/quiz/question', payload: { material_id: fx.itemId, quiz_material_id: fx.quizId }, headers: bearer(token) });
    const logId = (start.json() as { data: { log_id: number } }).data.log_id;
    expect((await t.app.inject({ method: 'POST', url: '/api/course/quiz/finish', payload: { log_id: logId }, headers: bearer(token) })).statusCode).toBe(200);
    const q = fx.questions[0]!;
    const payload = { log_id: logId, quiz_id: q.id, answer_id: q.correctId };
    const id = await t.app.inject({ method: 'POST', url: '/api/course/quiz/answer', payload, headers: bearer(token) });
    expect(id.statusCode).toBe(409);
    expect(id.json().message).toBe(QUIZ_ALREADY_FINISHED);
    const en = await t.app.inject({ method: 'POST', url: '/api/course/quiz/answer', payload, headers: { ...bearer(token), 'accept-language': 'en-GB;q=0.8' } });
    expect(en.statusCode).toBe(409);
    expect(en.json().message).toBe('The quiz is finished. Answers can no longer be changed.');
  });

  it('429: the wait in seconds is carried into the English text', async () => {
    const payload = { email: 'nobody@example.com', password: 'rahasia123' };
    const headers = { 'x-forwarded-for': '10.0.0.9' };
    for (let i = 0; i < 2; i++) await t.app.inject({ method: 'POST', url: '/api/auth/login', payload, headers });
    const id = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload, headers });
    expect(id.statusCode).toBe(429);
    const idMessage = id.json().message as string;
    const seconds = /dalam (\d+) detik/.exec(idMessage)?.[1];
    expect(idMessage).toBe(API_MESSAGES.tooManyWait.replace('{{seconds}}', seconds!));
    const en = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload, headers: { ...headers, ...EN } });
    expect(en.statusCode).toBe(429);
    expect(en.json().message).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);
  });

  it('a success message; an unknown language gets Indonesian', async () => {
    const { token } = await createLearner(t.app.db, { courseId: fx.courseId });
    const body = { name: 'Putri Lestari', phone: '081234567890', gender: 'female', birth_date: '1999-04-12' };
    const email = ((await t.app.inject({ url: '/api/profile', headers: bearer(token) })).json() as { data: { email: string } }).data.email;
    const id = await t.app.inject({ method: 'POST', url: '/api/profile', payload: { ...body, email }, headers: { ...bearer(token), 'accept-language': 'de-DE,fr;q=0.9' } });
    expect(id.statusCode, id.body).toBe(200);
    expect(id.json().message).toBe(PROFILE_TEXT.saved);
    const en = await t.app.inject({ method: 'POST', url: '/api/profile', payload: { ...body, email }, headers: { ...bearer(token), ...EN } });
    expect(en.statusCode).toBe(200);
    expect(en.json()).toEqual({ data: id.json().data, message: translateMessage(PROFILE_TEXT.saved, 'en') });
  });
});

describe('translateAnswer on any answer (decision 211)', () => {
  it('translates message, error and errors of a success or error body; leaves data alone', async () => {
    const app = Fastify();
    registerRequestLocale(app);
    registerTranslateAnswers(app);
    app.get('/ok', async () => ({ data: { note: API_MESSAGES.notFound }, message: API_MESSAGES.orderNotFound }));
    app.get('/fail', async (_req, reply) => reply.status(422).send({ message: API_MESSAGES.invalid, error: API_MESSAGES.invalid, errors: { a: [API_MESSAGES.invalid, 'x'] } }));
    const ok = await app.inject({ url: '/ok', headers: EN });
    expect(ok.json()).toEqual({ data: { note: API_MESSAGES.notFound }, message: 'Order not found.' });
    expect((await app.inject({ url: '/ok' })).json().message).toBe(API_MESSAGES.orderNotFound);
    expect((await app.inject({ url: '/fail', headers: EN })).json()).toEqual({ message: 'Not valid.', error: 'Not valid.', errors: { a: ['Not valid.', 'x'] } });
    await app.close();
  });
});
