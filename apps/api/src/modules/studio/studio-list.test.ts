import type { StudioCourseSummary } from '@kelas/contracts/studio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { COURSES } from '../../db/seed/content/index.ts';
import { call } from './studio.fixtures.ts';

/**
 * The studio's course list on a freshly seeded database: each demo course
 * shows its own chapter, item and participant counts (once every course showed '1 bab · 1 materi').
 */
describe('studio course list counts', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login('admin@example.com');
  });
  afterAll(async () => {
    await t.close();
  });

  it('counts every chapter and item of each seeded course, as the seed content has them', async () => {
    const res = await call(t, admin, 'GET', '/api/admin/courses');
    expect(res.statusCode).toBe(200);
    const listed = new Map((res.json() as { data: StudioCourseSummary[] }).data.map((c) => [c.slug, c]));
    for (const seed of COURSES) {
      const c = listed.get(seed.slug);
      expect(c, seed.slug).toBeDefined();
      expect({ slug: seed.slug, chapters: c!.chapter_count, items: c!.item_count }).toEqual({
        slug: seed.slug,
        chapters: seed.chapters.length,
        items: seed.chapters.reduce((n, ch) => n + ch.items.length, 0),
      });
    }
    // The demo learner's two courses count their enrolment.
    for (const seed of COURSES.filter((s) => s.enrolDemoLearner)) expect(listed.get(seed.slug)!.enrolment_count, seed.slug).toBeGreaterThanOrEqual(1);
  });

  it('agrees with the course screen after a chapter and an item are added', async () => {
    const slug = COURSES[0]!.slug;
    const list = async () => (await call(t, admin, 'GET', `/api/admin/courses?search=${slug}`)).json() as { data: StudioCourseSummary[] };
    const before = (await list()).data.find((c) => c.slug === slug)!;
    const chapter = (await call(t, admin, 'POST', `/api/admin/courses/${before.id}/chapters`, { title: 'Bab Tambahan' })).json() as { data: { id: number } };
    const item = await call(t, admin, 'POST', `/api/admin/chapters/${chapter.data.id}/items`, { title: 'Catatan', item_type: 'text', detail: { html: '<p>Hai</p>' } });
    expect(item.statusCode).toBe(201);
    const after = (await list()).data.find((c) => c.slug === slug)!;
    expect({ chapters: after.chapter_count, items: after.item_count }).toEqual({ chapters: before.chapter_count + 1, items: before.item_count + 1 });
    const detail = (await call(t, admin, 'GET', `/api/admin/courses/${before.id}`)).json() as { data: { chapter_count: number; item_count: number } };
    expect({ chapters: detail.data.chapter_count, items: detail.data.item_count }).toEqual({ chapters: after.chapter_count, items: after.item_count });
  });
});
