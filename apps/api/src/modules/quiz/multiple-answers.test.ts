import fs from 'node:fs/promises';
import path from 'node:path';
import type { QuizSession } from '@kelas/contracts/quiz';
import { QUIZ_CSV_HEADER, STUDIO_MESSAGES, type StudioQuiz } from '@kelas/contracts/studio';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { quizAnswers, quizQuestions, quizResponses } from '../../db/schema/index.ts';
import { api, ok } from '../learning/certifying-course.fixtures.ts';
import { createLearner } from '../learning/learning.fixtures.ts';

/**
 * Multi-answer questions (decision 243): the type in the studio, its CSV and PUT …/quiz; the
 * learner's `answer_ids`; set-equality scoring; the migration that made several-correct questions
 * `multiple`; the questions report.
 */

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@example.com');
});
afterAll(() => t.close());

const single = (question: string, answers: [string, boolean][]) => ({ question, type: 'single', answers: answers.map(([answer, is_correct]) => ({ answer, is_correct })) });
const multiple = (question: string, answers: [string, boolean][]) => ({ ...single(question, answers), type: 'multiple' });

/** A published course with one quiz item; returns its ids. */
async function quizCourse() {
  const course = await ok<{ id: number; slug: string }>(api(t, admin, 'POST', '/api/admin/courses', { kind: 'learning_video', title: 'Kelas Pilihan Ganda', description: '<p>x</p>' }), 201);
  await ok(api(t, admin, 'PATCH', `/api/admin/courses/${course.id}`, { thumbnail: 'thumbnails/uji.svg' }));
  const chapter = (await ok<{ id: number }>(api(t, admin, 'POST', `/api/admin/courses/${course.id}/chapters`, { title: 'Bab 1' }), 201)).id;
  const item = (await ok<{ id: number }>(api(t, admin, 'POST', `/api/admin/chapters/${chapter}/items`, { title: 'Kuis', item_type: 'quiz', detail: {} }), 201)).id;
  await ok(api(t, admin, 'POST', `/api/admin/courses/${course.id}/packages`, { name: 'Reguler', benefits: [], prices: [{ price: 50_000 }] }), 201);
  return { ...course, chapter, item };
}

const put = (item: number, questions: object[]) => api(t, admin, 'PUT', `/api/admin/items/${item}/quiz`, { target_score: 50, opportunity: 3, duration_minutes: 10, questions });

describe('multi-answer questions in the studio (decision 243)', () => {
  it('needs exactly one correct answer for a single question, at least one for a multiple one; 422 otherwise, nothing written', async () => {
    const c = await quizCourse();
    const two = await put(c.item, [single('Dua benar', [['A', true], ['B', true], ['C', false]])]);
    expect(two.statusCode).toBe(422);
    expect(two.json().errors['questions.0.answers']).toEqual([STUDIO_MESSAGES.singleNeedsOneCorrect]);
    // Without a type a question is `single`.
    const untyped = await put(c.item, [{ question: 'Tanpa tipe', answers: [{ answer: 'A', is_correct: true }, { answer: 'B', is_correct: true }] }]);
    expect(untyped.json().errors['questions.0.answers']).toEqual([STUDIO_MESSAGES.singleNeedsOneCorrect]);
    const none = await put(c.item, [multiple('Tanpa benar', [['A', false], ['B', false]])]);
    expect(none.json().errors['questions.0.answers']).toEqual([STUDIO_MESSAGES.noCorrectAnswer]);
    const badType = await put(c.item, [{ ...single('Q', [['A', true], ['B', false]]), type: 'banyak' }]);
    expect(badType.statusCode).toBe(422);
    expect(badType.json().errors['questions.0.type']).toEqual([STUDIO_MESSAGES.questionTypeInvalid]);
    expect((await ok<StudioQuiz>(api(t, admin, 'GET', `/api/admin/items/${c.item}/quiz`))).questions).toEqual([]);

    const saved = await ok<StudioQuiz>(put(c.item, [single('Satu', [['A', true], ['B', false]]), multiple('Banyak', [['A', true], ['B', false], ['C', true]]), multiple('Satu benar juga boleh', [['A', true], ['B', false]])]));
    expect(saved.questions.map((q) => [q.question, q.type, q.answers.filter((a) => a.is_correct).length])).toEqual([
      ['Satu', 'single', 1],
      ['Banyak', 'multiple', 2],
      ['Satu benar juga boleh', 'multiple', 1],
    ]);
  });

  it('CSV: export writes the type; import reads it, or infers it from the correct answers when the column or a cell is empty', async () => {
    const c = await quizCourse();
    await ok(put(c.item, [single('Satu', [['A', true], ['B', false]]), multiple('Banyak', [['A', true], ['B', false], ['C', true]])]));
    const exported = await api(t, admin, 'GET', `/api/admin/items/${c.item}/quiz/export`);
    const lines = exported.body.trim().split(/\r\n/);
    expect(lines[0]).toBe(QUIZ_CSV_HEADER.join(','));
    expect(lines.slice(1)).toEqual(['Satu,single,1,A,B,,,,,,,,', 'Banyak,multiple,1;3,A,B,C,,,,,,,']);

    // Written before the type column existed: several correct answers make a multiple question.
    const legacy = ['question,correct,answer_1,answer_2,answer_3', 'Lama satu,2,X,Y,', 'Lama banyak,1;2,X,Y,Z'].join('\n');
    const imported = await ok<StudioQuiz>(api(t, admin, 'POST', `/api/admin/items/${c.item}/quiz/import`, { csv: legacy, mode: 'replace' }));
    expect(imported.questions.map((q) => [q.question, q.type])).toEqual([
      ['Lama satu', 'single'],
      ['Lama banyak', 'multiple'],
    ]);
    const bad = [QUIZ_CSV_HEADER.join(','), 'Baik,,1,A,B', 'Satu tapi dua,single,1;2,A,B', 'Tipe aneh,ganda,1,A,B'].join('\n');
    const refused = await api(t, admin, 'POST', `/api/admin/items/${c.item}/quiz/import`, { csv: bad, mode: 'append' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ 'baris 3': [STUDIO_MESSAGES.singleNeedsOneCorrect], 'baris 4': [STUDIO_MESSAGES.questionTypeInvalid] });
    // Round trip.
    const again = await ok<StudioQuiz>(api(t, admin, 'POST', `/api/admin/items/${c.item}/quiz/import`, { csv: exported.body, mode: 'replace' }));
    expect(again.questions.map((q) => [q.question, q.type, q.answers.map((a) => a.is_correct)])).toEqual([
      ['Satu', 'single', [true, false]],
      ['Banyak', 'multiple', [true, false, true]],
    ]);
  });
});

describe('answering and scoring multi-answer questions (decision 243)', () => {
  async function learnerWithQuiz() {
    const c = await quizCourse();
    await ok(
      put(c.item, [
        single('2 + 2?', [['3', false], ['4', true]]),
        multiple('Bilangan prima?', [['2', true], ['3', true], ['4', false], ['9', false]]),
      ]),
    );
    await ok(api(t, admin, 'POST', `/api/admin/courses/${c.id}/publish`));
    const l = await createLearner(t.app.db, 'Dewi Pelajar');
    await ok(api(t, admin, 'POST', `/api/admin/users/${l.id}/enrolments`, { course_id: c.id, reason: 'Uji' }), 201);
    const token = await t.login(l.email);
    const quizMaterialId = (await ok<{ detail: { quiz_material_id: number } }>(api(t, token, 'POST', `/api/course/items/${c.item}/active`, { courseId: c.id, itemId: c.chapter, itemType: 'quiz' }))).detail.quiz_material_id;
    const start = (retake = false) => ok<QuizSession>(api(t, token, 'POST', '/api/course/quiz/question', { material_id: c.item, quiz_material_id: quizMaterialId, retake }));
    const answer = (payload: object) => api(t, token, 'POST', '/api/course/quiz/answer', payload);
    const finish = (logId: number) => ok<{ log: { score: number; correct_answer: number; answers: Record<string, unknown> } }>(api(t, token, 'POST', '/api/course/quiz/finish', { log_id: logId }));
    return { c, token, start, answer, finish };
  }
  const ids = (s: QuizSession, q: number, texts: string[]) => texts.map((x) => s.quizzes[q]!.answers.find((a) => a.answer === x)!.id);

  it('shows the type, never the correct answers, and refuses every malformed answer with 422, nothing saved', async () => {
    const { start, answer } = await learnerWithQuiz();
    const s = await start();
    expect(s.quizzes.map((q) => q.type)).toEqual(['single', 'multiple']);
    expect(JSON.stringify(s)).not.toMatch(/is_correct/);
    const [one, many] = [s.quizzes[0]!, s.quizzes[1]!];
    const refused = async (payload: object, field: string, message: string) => {
      const res = await answer({ log_id: s.log_id, ...payload });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors[field]).toEqual([message]);
    };
    await refused({ quiz_id: one.id, answer_ids: [one.answers[1]!.id] }, 'answer_ids', 'Soal ini hanya memiliki satu jawaban benar: kirim answer_id.');
    await refused({ quiz_id: many.id, answer_id: many.answers[0]!.id }, 'answer_id', 'Soal ini dapat memiliki lebih dari satu jawaban benar: kirim answer_ids.');
    await refused({ quiz_id: many.id, answer_ids: [] }, 'answer_ids', 'Pilih minimal satu jawaban.');
    await refused({ quiz_id: many.id, answer_ids: [many.answers[0]!.id, many.answers[0]!.id] }, 'answer_ids', 'Setiap jawaban hanya boleh dipilih sekali.');
    await refused({ quiz_id: many.id, answer_ids: [many.answers[0]!.id, one.answers[0]!.id] }, 'answer_ids', 'Jawaban tidak ditemukan pada soal ini.');
    await refused({ quiz_id: many.id, answer_id: many.answers[0]!.id, answer_ids: [many.answers[0]!.id] }, 'answer_id', 'Kirim answer_id atau answer_ids, tidak keduanya.');
    await refused({ quiz_id: many.id }, 'answer_id', 'Quiz log ID, quiz ID, or answer ID is missing.');
    await refused({ quiz_id: many.id, answer_ids: 'semua' }, 'answer_ids', 'Pilih minimal satu jawaban.');
    expect(await t.app.db.select().from(quizResponses).where(eq(quizResponses.attemptId, s.log_id!))).toHaveLength(0);
  });

  it('saves the chosen set (replacing the earlier one), and scores a question right only when the set equals the correct set', async () => {
    const { start, answer, finish } = await learnerWithQuiz();
    const s = await start();
    const [one, many] = [s.quizzes[0]!, s.quizzes[1]!];
    const saved = await answer({ log_id: s.log_id, quiz_id: many.id, answer_ids: ids(s, 1, ['3', '2', '9']) });
    expect(saved.json().data).toEqual({ log_id: s.log_id, quiz_id: many.id, answer_ids: [...ids(s, 1, ['3', '2', '9'])].sort((a, b) => a - b) });
    // A superset of the correct set: wrong.
    expect((await start()).log!.answers[String(many.id)]).toEqual([...ids(s, 1, ['2', '3', '9'])].sort((a, b) => a - b));
    await ok(answer({ log_id: s.log_id, quiz_id: one.id, answer_id: ids(s, 0, ['4'])[0] }));
    const superset = await finish(s.log_id!);
    expect(superset.log).toMatchObject({ score: 50, correct_answer: 1 });

    // A subset: wrong.
    const s2 = await start(true);
    await ok(answer({ log_id: s2.log_id, quiz_id: many.id, answer_ids: ids(s2, 1, ['2']) }));
    expect((await finish(s2.log_id!)).log).toMatchObject({ score: 0, correct_answer: 0 });

    // The exact set, chosen in any order and changed on the way: right.
    const s3 = await start(true);
    await ok(answer({ log_id: s3.log_id, quiz_id: many.id, answer_ids: ids(s3, 1, ['4']) }));
    await ok(answer({ log_id: s3.log_id, quiz_id: many.id, answer_ids: ids(s3, 1, ['3', '2']) }));
    await ok(answer({ log_id: s3.log_id, quiz_id: one.id, answer_id: ids(s3, 0, ['4'])[0] }));
    const exact = await finish(s3.log_id!);
    expect(exact.log).toMatchObject({ score: 100, correct_answer: 2 });
    expect(exact.log.answers).toEqual({ [String(one.id)]: ids(s3, 0, ['4'])[0], [String(many.id)]: [...ids(s3, 1, ['2', '3'])].sort((a, b) => a - b) });

    // The questions report counts the same way: 3 answers to the multiple question, 1 right.
    const day = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
    const report = (await api(t, admin, 'GET', `/api/admin/reports/questions?from=${day}&to=${day}`)).json().data as { question_id: number; answers: number; correct: number }[];
    expect(report.find((r) => r.question_id === many.id)).toMatchObject({ answers: 3, correct: 1 });
  });

  it('the migration makes every question with several correct answers a multiple-answer question', async () => {
    const c = await quizCourse();
    await ok(put(c.item, [single('Lama', [['A', true], ['B', false], ['C', false]]), single('Tetap', [['A', true], ['B', false]])]));
    const [lama] = await t.app.db.select().from(quizQuestions).where(eq(quizQuestions.question, 'Lama'));
    // As the studio let authors write before: a second correct answer on a question of one type.
    await t.app.db.update(quizAnswers).set({ isCorrect: true }).where(sql`${quizAnswers.questionId} = ${lama!.id} and ${quizAnswers.answer} = 'C'`);
    const file = await fs.readFile(path.join(import.meta.dirname, '../../db/migrations/0018_completion_rules_certificates.sql'), 'utf8');
    const statement = file.split('--> statement-breakpoint').map((s) => s.trim()).find((s) => s.includes(`SET "type" = 'multiple'`))!;
    await t.app.db.execute(sql.raw(statement.replace(/^--.*\n/gm, '')));
    const after = await ok<StudioQuiz>(api(t, admin, 'GET', `/api/admin/items/${c.item}/quiz`));
    expect(after.questions.map((q) => [q.question, q.type])).toEqual([
      ['Lama', 'multiple'],
      ['Tetap', 'single'],
    ]);
  });
});
