import type { Program } from '@kelas/contracts/programs';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { certificates } from '../../db/schema/index.ts';
import { markItemComplete } from '../learning/mark-item-complete.ts';
import { createEnrolment } from './create-enrolment.ts';
import { insertCourse, insertLearners, type CourseFixture, type LearnerFixture } from './test-fixtures.ts';

describe('GET /api/course (Programmu, spec 2.20)', () => {
  let t: TestApp;
  let analisis: CourseFixture;
  let empty: CourseFixture;
  let wildcard: CourseFixture;
  let learner: LearnerFixture;
  let other: LearnerFixture;
  let nobody: LearnerFixture;

  const list = async (token: string, search?: string) => {
    const res = await t.app.inject({ url: `/api/course${search === undefined ? '' : `?search=${encodeURIComponent(search)}`}`, headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    return (res.json() as { data: Program[] }).data;
  };

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.app.db;
    analisis = await insertCourse(db, { title: 'Analisis Data Uji Programmu', itemCount: 4, mentorNames: ['Rina Wijaya', 'Dodi Pratama'], groupWhatsapp: 'https://chat.whatsapp.com/uji' });
    empty = await insertCourse(db, { title: 'Kelas Kosong Uji Programmu' });
    wildcard = await insertCourse(db, { title: 'Diskon 100% Uji_Programmu', itemCount: 3 });
    [learner, other, nobody] = await insertLearners(db, 3) as [LearnerFixture, LearnerFixture, LearnerFixture];
    await createEnrolment(db, { userId: learner.id, courseId: analisis.id, source: 'voucher' });
    await createEnrolment(db, { userId: learner.id, courseId: empty.id, source: 'order' });
    await createEnrolment(db, { userId: learner.id, courseId: wildcard.id, source: 'admin' });
    await createEnrolment(db, { userId: other.id, courseId: empty.id, source: 'order' });
    await markItemComplete(db, { userId: learner.id, itemId: analisis.itemIds[0]!, courseId: analisis.id });
    // The other learner's progress must not count for this learner.
    await createEnrolment(db, { userId: other.id, courseId: analisis.id, source: 'order' });
    for (const id of analisis.itemIds) await markItemComplete(db, { userId: other.id, itemId: id, courseId: analisis.id });
    for (const id of wildcard.itemIds.slice(0, 2)) await markItemComplete(db, { userId: learner.id, itemId: id, courseId: wildcard.id });
    // markItemComplete may issue certificates by itself (certificates feature): start from none.
    await db.delete(certificates).where(inArray(certificates.userId, [learner.id, other.id]));
    await db.insert(certificates).values([
      { userId: learner.id, courseId: wildcard.id, code: 'OLD-CERT-UJI', namePrinted: 'Lama', status: 'replaced', replacedAt: new Date() },
      { userId: learner.id, courseId: wildcard.id, code: 'LIVE-CERT-UJI', namePrinted: 'Baru' },
      { userId: other.id, courseId: analisis.id, code: 'OTHER-CERT-UJI', namePrinted: 'Orang Lain' },
    ]);
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 401 without a session', async () => {
    const res = await t.app.inject({ url: '/api/course' });
    expect(res.statusCode).toBe(401);
  });

  it("lists the learner's programs with progress, mentors, group link and live certificate", async () => {
    const data = await list(learner.token);
    expect(data.map((p) => p.slug).sort()).toEqual([analisis.slug, empty.slug, wildcard.slug].sort());
    const a = data.find((p) => p.id === analisis.id)!;
    expect(a).toEqual({
      id: analisis.id,
      title: 'Analisis Data Uji Programmu',
      thumbnail: `thumbnails/${analisis.slug}.svg`,
      slug: analisis.slug,
      progress: 25,
      mentors: [{ name: 'Rina Wijaya' }, { name: 'Dodi Pratama' }],
      group_whatsapp: 'https://chat.whatsapp.com/uji',
      certificate_code: null,
      // No cohort: no 'Jadwal' (decision 285).
      next_session: null,
    });
    const e = data.find((p) => p.id === empty.id)!;
    expect(e).toMatchObject({ progress: 0, mentors: [], group_whatsapp: '', certificate_code: null });
    const w = data.find((p) => p.id === wildcard.id)!;
    // 2 of 3 items: 66.7 % shown as a whole percent, rounded down.
    expect(w).toMatchObject({ progress: 66, certificate_code: 'LIVE-CERT-UJI' });
  });

  it('lists the newest enrolment first', async () => {
    const data = await list(learner.token);
    expect(data[0]!.id).toBe(wildcard.id);
  });

  it("never shows another learner's programs", async () => {
    const data = await list(other.token);
    expect(data.map((p) => p.id).sort()).toEqual([analisis.id, empty.id].sort());
    expect(data.find((p) => p.id === analisis.id)).toMatchObject({ progress: 100, certificate_code: 'OTHER-CERT-UJI' });
    expect(await list(nobody.token)).toEqual([]);
  });

  it('searches titles case-insensitively, trimmed', async () => {
    expect((await list(learner.token, 'aNaLiSiS dAtA')).map((p) => p.id)).toEqual([analisis.id]);
    expect((await list(learner.token, '  kosong  ')).map((p) => p.id)).toEqual([empty.id]);
    expect((await list(learner.token, 'tidak ada judul seperti ini')).length).toBe(0);
    expect((await list(learner.token, '')).length).toBe(3);
    // Search stays inside the learner's own programs.
    expect((await list(nobody.token, 'Uji Programmu')).length).toBe(0);
  });

  it('takes LIKE wildcards literally', async () => {
    expect((await list(learner.token, '%')).map((p) => p.id)).toEqual([wildcard.id]);
    expect((await list(learner.token, '_')).map((p) => p.id)).toEqual([wildcard.id]);
    expect((await list(learner.token, '100%')).map((p) => p.id)).toEqual([wildcard.id]);
    expect((await list(learner.token, 'Analisis%Uji')).length).toBe(0);
    expect((await list(learner.token, '\\')).length).toBe(0);
  });

  it('answers 422 for a search term longer than 100 characters', async () => {
    const res = await t.app.inject({ url: `/api/course?search=${'a'.repeat(101)}`, headers: bearer(learner.token) });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ errors: { search: ['Maksimal 100 karakter.'] } });
  });
});
