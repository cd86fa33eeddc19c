import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';
import { assignmentSubmissions, uploadIntents } from '../db/schema/index.ts';
import { createPracticeCourse, createUser, enrol, multipart, pdfBytes, sessionFor } from '../modules/assignments/assignments.fixtures.ts';
import { recordUploadIntent, removeAbandonedUploads } from './upload-intents.ts';

/** Decision 188: every upload is announced before it is stored; the clean-up finds what a crash left. */
describe('upload intents', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  const intents = async () => (await t.app.db.select({ key: uploadIntents.key }).from(uploadIntents)).map((r) => r.key).sort();

  it('leaves no intent after a submission, and deletes the replaced file with its intent', async () => {
    const course = await createPracticeCourse(t.app.db);
    const learner = await createUser(t.app.db, 'learner');
    await enrol(t.app.db, learner.id, course.id);
    const token = await sessionFor(t.app.db, learner.id);
    const submit = async () => {
      const { payload, headers } = await multipart([
        { name: 'file', file: pdfBytes(3000), filename: 'Tugas.pdf' },
        { name: 'material_id', value: String(course.practiceId) },
      ]);
      return t.app.inject({ method: 'POST', url: '/api/course/practice/assignment', payload, headers: { ...headers, ...bearer(token) } });
    };
    expect((await submit()).statusCode).toBe(200);
    const [first] = await t.app.db.select().from(assignmentSubmissions).where(eq(assignmentSubmissions.userId, learner.id));
    expect(await intents()).toEqual([]);
    expect((await submit()).statusCode).toBe(200);
    expect(await intents()).toEqual([]);
    expect(await t.app.storage.exists(first!.fileKey)).toBe(false);
  });

  it('removes the files a crash left unreferenced, keeps referenced ones and leaves young intents alone', async () => {
    const [row] = await t.app.db.select().from(assignmentSubmissions).limit(1);
    const orphan = 'private/assignments/999/crashed.pdf';
    const young = 'private/assignments/999/in-flight.pdf';
    // What a kill -9 between the store and the commit leaves: an intent and its file.
    await recordUploadIntent(t.app.db, orphan);
    await t.app.storage.put(orphan, pdfBytes(100));
    // A kill after the commit but before the intent of the replaced file was cleared: still referenced.
    await recordUploadIntent(t.app.db, row!.fileKey);
    // Both were announced an hour ago; the clean-up takes what is older than ten minutes.
    await t.app.db.update(uploadIntents).set({ createdAt: sql`now() - interval '1 hour'` });
    const cutoff = new Date(Date.now() - 10 * 60_000);
    await recordUploadIntent(t.app.db, young);
    await t.app.storage.put(young, pdfBytes(100));

    expect(await removeAbandonedUploads({ db: t.app.db, storage: t.app.storage }, { olderThan: cutoff })).toBe(1);
    expect(await t.app.storage.exists(orphan)).toBe(false);
    expect(await t.app.storage.exists(row!.fileKey)).toBe(true);
    expect(await t.app.storage.exists(young)).toBe(true);
    expect(await intents()).toEqual([young]);
  });
});
