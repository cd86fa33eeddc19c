import type { CourseActivity } from '@kelas/contracts/learning';
import type { FinishedQuiz, QuizSession } from '@kelas/contracts/quiz';
import type { StudioCourse, StudioQuiz } from '@kelas/contracts/studio';
import { bearer, type TestApp } from '../../../test/test-app.ts';
import { multipart, pdfBytes } from '../assignments/assignments.fixtures.ts';

/**
 * Test helpers for the completion rules, multi-answer questions and certificates (decisions 240–246):
 * a course built from nothing through the studio's API by an admin, as an academy builds one, and
 * the learner's calls. Nothing here writes a row directly.
 */

export type Call = Awaited<ReturnType<TestApp['app']['inject']>>;

export async function ok<T = Record<string, unknown>>(res: Call | Promise<Call>, status = 200): Promise<T> {
  const r = await res;
  if (r.statusCode !== status) throw new Error(`expected ${status}, got ${r.statusCode}: ${r.body}`);
  return (r.json() as { data: T }).data;
}

export const api = (t: TestApp, token: string | null, method: string, url: string, payload?: unknown) =>
  t.app.inject({ method: method as 'GET', url, headers: token ? bearer(token) : {}, ...(payload !== undefined ? { payload: payload as object } : {}) });

/** A course that certifies on completion: a text, a pre-test (`attempted`), a post-test (`passed`) with a multiple-answer question, a journal and a practice (`graded`, pass mark 75). */
export type CertifyingCourse = {
  id: number;
  slug: string;
  priceId: number;
  chapterIds: [number, number];
  text: number;
  pre: number;
  post: number;
  essay: number;
  practice: number;
  /** Item id → chapter id, for the player's bodies. */
  chapterOf: Map<number, number>;
  typeOf: Map<number, string>;
};

/**
 * Builds and publishes the course as `admin` (an admin's bearer token). `opts.sequential` turns on
 * the order setting; `opts.authorId` assigns an author.
 */
export async function buildCertifyingCourse(t: TestApp, admin: string, opts: { sequential?: boolean; authorId?: number; title?: string } = {}): Promise<CertifyingCourse> {
  const course = await ok<StudioCourse>(api(t, admin, 'POST', '/api/admin/courses', { kind: 'learning_video', title: opts.title ?? 'Kelas Sertifikat Uji', description: '<p>Tentang kelas.</p>' }), 201);
  await ok(api(t, admin, 'PATCH', `/api/admin/courses/${course.id}`, { thumbnail: 'thumbnails/uji.svg', ...(opts.sequential ? { sequential: true } : {}) }));
  const ch1 = (await ok<{ id: number }>(api(t, admin, 'POST', `/api/admin/courses/${course.id}/chapters`, { title: 'Pembuka' }), 201)).id;
  const ch2 = (await ok<{ id: number }>(api(t, admin, 'POST', `/api/admin/courses/${course.id}/chapters`, { title: 'Penutup' }), 201)).id;
  const item = async (chapter: number, body: object) => (await ok<{ id: number }>(api(t, admin, 'POST', `/api/admin/chapters/${chapter}/items`, body), 201)).id;
  const text = await item(ch1, { title: 'Sambutan', item_type: 'text', detail: { html: '<p>Halo <b>peserta</b>!</p><script>alert(1)</script>' } });
  const pre = await item(ch1, { title: 'Pre Test', item_type: 'quiz', detail: {} });
  await ok<StudioQuiz>(
    api(t, admin, 'PUT', `/api/admin/items/${pre}/quiz`, {
      target_score: 70,
      opportunity: 1,
      duration_minutes: 10,
      completion_rule: 'attempted',
      questions: [{ question: '<p>Ibu kota Indonesia?</p>', answers: [{ answer: 'Jakarta', is_correct: true }, { answer: 'Bandung', is_correct: false }] }],
    }),
  );
  const post = await item(ch2, { title: 'Post Test', item_type: 'quiz', detail: {} });
  await ok<StudioQuiz>(
    api(t, admin, 'PUT', `/api/admin/items/${post}/quiz`, {
      target_score: 100,
      opportunity: 3,
      duration_minutes: 10,
      completion_rule: 'passed',
      questions: [
        { question: '<p>2 + 2 = ?</p>', type: 'single', answers: [{ answer: '4', is_correct: true }, { answer: '5', is_correct: false }] },
        {
          question: '<p>Pilih semua bilangan genap</p>',
          type: 'multiple',
          answers: [
            { answer: '2', is_correct: true },
            { answer: '3', is_correct: false },
            { answer: '4', is_correct: true },
          ],
        },
      ],
    }),
  );
  const essay = await item(ch2, { title: 'Jurnal Refleksi', item_type: 'essay', detail: { questions: ['Apa yang kamu pelajari?', 'Apa rencanamu?'] } });
  const practice = await item(ch2, {
    title: 'Tugas Praktik',
    item_type: 'practice',
    detail: { duration: 60, instruction: '<p>Unggah laporanmu.</p>', objective: '<p>Tujuan.</p>', pdf: 'documents/uji/aset.pdf', completion_rule: 'graded', pass_mark: 75 },
  });
  const pkg = await ok<{ prices: { id: number }[] }>(api(t, admin, 'POST', `/api/admin/courses/${course.id}/packages`, { name: 'Reguler', benefits: [], prices: [{ price: 200_000 }] }), 201);
  if (opts.authorId) await ok(api(t, admin, 'PUT', `/api/admin/courses/${course.id}/staff`, { author_ids: [opts.authorId] }));
  await ok(api(t, admin, 'POST', `/api/admin/courses/${course.id}/publish`));
  const chapterOf = new Map([text, pre].map((id) => [id, ch1]));
  for (const id of [post, essay, practice]) chapterOf.set(id, ch2);
  const typeOf = new Map<number, string>([
    [text, 'text'],
    [pre, 'quiz'],
    [post, 'quiz'],
    [essay, 'essay'],
    [practice, 'practice'],
  ]);
  return { id: course.id, slug: course.slug, priceId: pkg.prices[0]!.id, chapterIds: [ch1, ch2], text, pre, post, essay, practice, chapterOf, typeOf };
}

/** The learner's calls on the certifying course. */
export function learnerCalls(t: TestApp, c: CertifyingCourse, token: string) {
  const itemBody = (id: number) => ({ courseId: c.id, itemId: c.chapterOf.get(id)!, itemType: c.typeOf.get(id)! });
  const quizId = async (itemId: number) => ((await ok<{ detail: { quiz_material_id: number } }>(api(t, token, 'POST', `/api/course/items/${itemId}/active`, itemBody(itemId)))).detail.quiz_material_id);
  return {
    activity: () => api(t, token, 'GET', `/api/course/${c.slug}/activity`),
    activityData: async () => ok<CourseActivity>(api(t, token, 'GET', `/api/course/${c.slug}/activity`)),
    active: (id: number) => api(t, token, 'POST', `/api/course/items/${id}/active`, itemBody(id)),
    complete: (id: number, extra: object = {}) => api(t, token, 'POST', `/api/course/items/${id}/complete`, { ...itemBody(id), ...extra }),
    essay: (id: number, answers: string[]) => api(t, token, 'POST', `/api/course/items/${id}/essay`, { answers }),
    question: async (itemId: number, retake = false) => api(t, token, 'POST', '/api/course/quiz/question', { material_id: itemId, quiz_material_id: await quizId(itemId), retake }),
    session: async (itemId: number, retake = false) =>
      ok<QuizSession>(api(t, token, 'POST', '/api/course/quiz/question', { material_id: itemId, quiz_material_id: await quizId(itemId), retake })),
    answer: (payload: object) => api(t, token, 'POST', '/api/course/quiz/answer', payload),
    finish: (logId: number) => ok<FinishedQuiz>(api(t, token, 'POST', '/api/course/quiz/finish', { log_id: logId })),
    upload: async (itemId: number) => {
      const { payload, headers } = await multipart([
        { name: 'file', file: pdfBytes(), filename: 'Laporan.pdf' },
        { name: 'material_id', value: String(itemId) },
      ]);
      return t.app.inject({ method: 'POST', url: '/api/course/practice/assignment', payload, headers: { ...headers, ...bearer(token) } });
    },
  };
}

/** Question ids and answer ids of a quiz session by the answers' texts (the learner sees no correctness). */
export function answerIds(session: QuizSession, question: number, texts: string[]): number[] {
  const q = session.quizzes[question]!;
  return texts.map((text) => q.answers.find((a) => a.answer === text)!.id);
}
