import { CourseDetailResponseSchema, CourseListResponseSchema } from '@kelas/contracts/catalogue';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';
import { courses } from '../db/schema/index.ts';

/**
 * Decisions 121 and 184: two servers on one PostgreSQL database; a studio edit on
 * one reaches the other's cached catalogue through LISTEN/NOTIFY. PostgreSQL only: PGlite is one
 * process and has no second server to tell (the `.postgres.test.ts` name keeps the file out of the
 * api-pglite project, vitest.config.ts).
 */
const PYTHON = 'belajar-analisis-data-dengan-python';
const LIST = '/api/courses?type=learning%20video';

describe('public cache across two servers (PostgreSQL LISTEN/NOTIFY)', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp();
    b = await createTestApp({ sameDatabaseAs: a });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const detailOn = async (t: TestApp) => CourseDetailResponseSchema.parse((await t.app.inject({ url: `/api/courses/${PYTHON}` })).json()).data;
  const cardOn = async (t: TestApp) => CourseListResponseSchema.parse((await t.app.inject({ url: LIST })).json()).data.find((c) => c.slug === PYTHON);

  it('a studio edit on server A changes server B cached course detail and list', async () => {
    const before = await detailOn(b);
    expect((await cardOn(b))?.title).toBe(before.title);
    // B answers from memory: a write that tells nobody is not seen there.
    await a.app.db.update(courses).set({ title: 'Judul tanpa pemberitahuan' }).where(eq(courses.id, before.id));
    expect((await detailOn(b)).title).toBe(before.title);

    const admin = bearer(await a.login('admin@example.com'));
    const studio = await a.app.inject({ url: `/api/admin/courses/${before.id}`, headers: admin });
    expect(studio.statusCode).toBe(200);
    const version = (studio.json() as { data: { version: number } }).data.version;
    const edit = await a.app.inject({ method: 'PATCH', url: `/api/admin/courses/${before.id}`, headers: admin, payload: { title: 'Analisis Data Python (dua server)', version } });
    expect(edit.statusCode).toBe(200);

    await expect.poll(async () => (await detailOn(b)).title, { timeout: 5000, interval: 100 }).toBe('Analisis Data Python (dua server)');
    expect((await cardOn(b))?.title).toBe('Analisis Data Python (dua server)');
  });
});
