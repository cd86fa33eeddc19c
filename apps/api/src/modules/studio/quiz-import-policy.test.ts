import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { buildCourse, call, type BuiltCourse } from './studio.fixtures.ts';

/**
 * The quiz CSV import answers the course's policy before anything about the file: an outsider
 * gets the same 401/403 for a good, a bad or a malformed upload, so the answer tells nothing of
 * the file; only the course's author and admins get the file's 422.
 */
describe('POST /api/admin/items/{id}/quiz/import: policy before the file', () => {
  let t: TestApp;
  let course: BuiltCourse;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp({ env: { JOB_WORKERS: 'false' } });
    tokens.admin = await t.login('admin@example.com');
    tokens.author = await t.login('author@example.com');
    tokens.learner = await t.login('learner@example.com');
    // A course of the admin's: the demo author is not its author.
    course = await buildCourse(t, tokens.admin);
  });
  afterAll(() => t.close());

  const bodies = [
    { name: 'rows that are not questions', body: { csv: 'bukan,kuis\n1,2\n', mode: 'append' } },
    { name: 'an empty file', body: { csv: '', mode: 'replace' } },
    { name: 'no mode', body: { csv: 'x' } },
    { name: 'no body', body: undefined },
  ];

  it('answers 401 to a guest and 403 to a learner and to an author of other courses, whatever the file', async () => {
    const url = `/api/admin/items/${course.quizItemId}/quiz/import`;
    for (const { name, body } of bodies) {
      expect((await call(t, null, 'POST', url, body)).statusCode, `guest, ${name}`).toBe(401);
      for (const who of ['learner', 'author']) {
        const res = await call(t, tokens[who]!, 'POST', url, body);
        expect(res.statusCode, `${who}, ${name}`).toBe(403);
        expect(res.json(), `${who}, ${name}`).not.toHaveProperty('errors');
      }
    }
    // An item that does not exist: 404 for anyone allowed in the studio, still before the file.
    expect((await call(t, tokens.author!, 'POST', '/api/admin/items/99999999/quiz/import', bodies[0]!.body)).statusCode).toBe(404);
  });

  it("answers the file's 422 to whom may edit the course", async () => {
    const url = `/api/admin/items/${course.quizItemId}/quiz/import`;
    const bad = await call(t, tokens.admin!, 'POST', url, bodies[0]!.body);
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toHaveProperty('errors');
    expect((await call(t, tokens.admin!, 'POST', url, bodies[2]!.body)).statusCode).toBe(422);
  });
});
