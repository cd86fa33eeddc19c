import { QUIZ_CSV_HEADER } from '@kelas/contracts/studio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { insertLearners } from '../programs/test-fixtures.ts';
import { buildCourse, call, multipart, PDF_BYTES, userId, type BuiltCourse } from './studio.fixtures.ts';

/**
 * The whole permission matrix, driven by a table. Every studio endpoint ×
 * guest, learner, mentor, author of another course, author of this course, admin.
 * Scope `course`: the course's authors and admins; `staff`: any author or admin; `admin`: admins only.
 */
type Actor = 'guest' | 'learner' | 'mentor' | 'authorOther' | 'authorOwn' | 'admin';
type Req = { method: string; url: string; payload?: unknown; headers?: Record<string, string> };
/** `authorOk`: what the course's own author gets when the academy's setting keeps authors from it (decision 265: admins publish). */
type Row = { name: string; scope: 'course' | 'staff' | 'admin'; ok: number; authorOk?: number; req: (fx: BuiltCourse, extra: { learnerId: number }) => Req };

const csv = `${QUIZ_CSV_HEADER.join(',')}\n"Ibu kota Indonesia?",single,1,Jakarta,Bandung\n`;
const upload = () => ({ method: 'POST', url: '/api/admin/uploads?purpose=reading', ...multipart(PDF_BYTES, 'materi.pdf', 'application/pdf') });

const ROWS: Row[] = [
  { name: 'GET courses', scope: 'staff', ok: 200, req: () => ({ method: 'GET', url: '/api/admin/courses' }) },
  { name: 'POST courses', scope: 'staff', ok: 201, req: () => ({ method: 'POST', url: '/api/admin/courses', payload: { kind: 'free_class', title: 'Kelas Matriks' } }) },
  { name: 'GET course', scope: 'course', ok: 200, req: (fx) => ({ method: 'GET', url: `/api/admin/courses/${fx.id}` }) },
  { name: 'PATCH course', scope: 'course', ok: 200, req: (fx) => ({ method: 'PATCH', url: `/api/admin/courses/${fx.id}`, payload: { title: 'Judul Baru' } }) },
  { name: 'DELETE course', scope: 'course', ok: 204, req: (fx) => ({ method: 'DELETE', url: `/api/admin/courses/${fx.id}` }) },
  { name: 'publish', scope: 'course', ok: 200, authorOk: 403, req: (fx) => ({ method: 'POST', url: `/api/admin/courses/${fx.id}/publish` }) },
  { name: 'submit for review', scope: 'course', ok: 200, req: (fx) => ({ method: 'POST', url: `/api/admin/courses/${fx.id}/submit` }) },
  { name: 'archive', scope: 'course', ok: 200, req: (fx) => ({ method: 'POST', url: `/api/admin/courses/${fx.id}/archive` }) },
  { name: 'POST package', scope: 'course', ok: 201, req: (fx) => ({ method: 'POST', url: `/api/admin/courses/${fx.id}/packages`, payload: { name: 'Premium', benefits: [], prices: [{ price: 0, discount: 0 }] } }) },
  { name: 'PATCH package', scope: 'course', ok: 200, req: (fx) => ({ method: 'PATCH', url: `/api/admin/packages/${fx.packageId}`, payload: { name: 'Reguler Plus' } }) },
  { name: 'DELETE package', scope: 'course', ok: 204, req: (fx) => ({ method: 'DELETE', url: `/api/admin/packages/${fx.packageId}` }) },
  { name: 'POST chapter', scope: 'course', ok: 201, req: (fx) => ({ method: 'POST', url: `/api/admin/courses/${fx.id}/chapters`, payload: { title: 'Bab 3' } }) },
  { name: 'PATCH chapter', scope: 'course', ok: 200, req: (fx) => ({ method: 'PATCH', url: `/api/admin/chapters/${fx.chapterIds[0]}`, payload: { title: 'Bab Satu' } }) },
  { name: 'DELETE chapter', scope: 'course', ok: 204, req: (fx) => ({ method: 'DELETE', url: `/api/admin/chapters/${fx.chapterIds[0]}` }) },
  { name: 'PUT chapters order', scope: 'course', ok: 200, req: (fx) => ({ method: 'PUT', url: `/api/admin/courses/${fx.id}/chapters/order`, payload: { ids: [...fx.chapterIds].reverse() } }) },
  { name: 'POST item', scope: 'course', ok: 201, req: (fx) => ({ method: 'POST', url: `/api/admin/chapters/${fx.chapterIds[0]}/items`, payload: { title: 'Video', item_type: 'video', detail: { url: 'https://youtu.be/dQw4w9WgXcQ' } } }) },
  { name: 'PATCH item', scope: 'course', ok: 200, req: (fx) => ({ method: 'PATCH', url: `/api/admin/items/${fx.itemIds[0]}`, payload: { title: 'Halo' } }) },
  { name: 'DELETE item', scope: 'course', ok: 204, req: (fx) => ({ method: 'DELETE', url: `/api/admin/items/${fx.itemIds[0]}` }) },
  { name: 'PUT items order', scope: 'course', ok: 200, req: (fx) => ({ method: 'PUT', url: `/api/admin/chapters/${fx.chapterIds[0]}/items/order`, payload: { ids: [fx.itemIds[0]] } }) },
  { name: 'PUT item move', scope: 'course', ok: 200, req: (fx) => ({ method: 'PUT', url: `/api/admin/items/${fx.itemIds[0]}/move`, payload: { chapter_id: fx.chapterIds[1], position: 0 } }) },
  { name: 'POST chapter duplicate', scope: 'course', ok: 201, req: (fx) => ({ method: 'POST', url: `/api/admin/chapters/${fx.chapterIds[0]}/duplicate` }) },
  { name: 'POST course duplicate', scope: 'course', ok: 201, req: (fx) => ({ method: 'POST', url: `/api/admin/courses/${fx.id}/duplicate` }) },
  { name: 'GET quiz', scope: 'course', ok: 200, req: (fx) => ({ method: 'GET', url: `/api/admin/items/${fx.quizItemId}/quiz` }) },
  {
    name: 'PUT quiz',
    scope: 'course',
    ok: 200,
    req: (fx) => ({ method: 'PUT', url: `/api/admin/items/${fx.quizItemId}/quiz`, payload: { target_score: 60, opportunity: 2, duration_minutes: 5, questions: [{ question: 'Q', answers: [{ answer: 'a', is_correct: true }, { answer: 'b', is_correct: false }] }] } }),
  },
  { name: 'import quiz CSV', scope: 'course', ok: 200, req: (fx) => ({ method: 'POST', url: `/api/admin/items/${fx.quizItemId}/quiz/import`, payload: { csv, mode: 'append' } }) },
  { name: 'export quiz CSV', scope: 'course', ok: 200, req: (fx) => ({ method: 'GET', url: `/api/admin/items/${fx.quizItemId}/quiz/export` }) },
  { name: 'POST upload', scope: 'staff', ok: 201, req: upload },
  { name: 'GET abilities', scope: 'staff', ok: 200, req: () => ({ method: 'GET', url: '/api/admin/studio/abilities' }) },
  { name: 'GET mentors', scope: 'staff', ok: 200, req: () => ({ method: 'GET', url: '/api/admin/mentors' }) },
  { name: 'GET tools', scope: 'staff', ok: 200, req: () => ({ method: 'GET', url: '/api/admin/tools' }) },
  { name: 'GET users (the one people picker)', scope: 'admin', ok: 200, req: () => ({ method: 'GET', url: '/api/admin/users?role=author&search=example' }) },
  { name: 'PUT user roles', scope: 'admin', ok: 200, req: (_fx, x) => ({ method: 'PUT', url: `/api/admin/users/${x.learnerId}/roles`, payload: { roles: [] } }) },
  { name: 'PUT course staff', scope: 'admin', ok: 200, req: (fx) => ({ method: 'PUT', url: `/api/admin/courses/${fx.id}/staff`, payload: { mentor_ids: [] } }) },
];

/** The status each actor gets for a row (the row's `ok` when allowed). */
function expected(row: Row, actor: Actor): number {
  if (actor === 'guest') return 401;
  if (actor === 'learner' || actor === 'mentor') return 403;
  if (actor === 'admin') return row.ok;
  if (row.scope === 'admin') return 403;
  if (row.scope === 'staff') return row.ok;
  return actor === 'authorOwn' ? (row.authorOk ?? row.ok) : 403;
}

describe('studio permission matrix', () => {
  let t: TestApp;
  const tokens = {} as Record<Actor, string | null>;
  let authorId: number;
  let shared: BuiltCourse;
  let learnerId: number;

  beforeAll(async () => {
    t = await createTestApp();
    tokens.guest = null;
    tokens.learner = await t.login('learner@example.com');
    tokens.mentor = await t.login('mentor@example.com');
    tokens.admin = await t.login('admin@example.com');
    tokens.authorOwn = tokens.authorOther = await t.login('author@example.com');
    authorId = await userId(t, 'author@example.com');
    shared = await buildCourse(t, tokens.admin, { title: 'Kelas Bersama' });
    learnerId = (await insertLearners(t.app.db, 1))[0]!.id;
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(ROWS.map((r) => [r.name, r] as const))('%s', async (_name, row) => {
    const actors: Actor[] = ['guest', 'learner', 'mentor', 'authorOther', 'authorOwn', 'admin'];
    const got: Record<string, number> = {};
    const want: Record<string, number> = {};
    for (const actor of actors) {
      const allowed = expected(row, actor) < 300 || actor === 'authorOwn';
      // Allowed calls may change or delete things: each gets its own course (the author's own one for authorOwn).
      const fx = allowed ? await buildCourse(t, tokens.admin!, actor === 'authorOwn' ? { authorId } : {}) : shared;
      const r = row.req(fx, { learnerId });
      const res = await call(t, tokens[actor], r.method, r.url, r.payload, r.headers);
      got[actor] = res.statusCode;
      want[actor] = expected(row, actor);
    }
    expect(got).toEqual(want);
  }, 120_000);
});
