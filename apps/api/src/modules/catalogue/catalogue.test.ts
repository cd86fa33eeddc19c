import {
  coursePrice,
  COURSE_NOT_FOUND,
  COURSE_TYPE_INVALID,
  CourseDetailResponseSchema,
  CourseListResponseSchema,
  type CourseDetail,
  type CourseListItem,
} from '@kelas/contracts/catalogue';
import { INPUT_MESSAGES } from '@kelas/contracts/text';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createEnrolment } from '../programs/create-enrolment.ts';
import { SEEDED_COHORT_COURSE } from '../../db/seed/cohorts.ts';

describe('catalogue API (spec 2.7, 2.9, 7)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const list = async (type: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/courses?type=${encodeURIComponent(type)}` });
    expect(res.statusCode, res.body).toBe(200);
    return CourseListResponseSchema.parse(res.json()).data;
  };
  const detail = async (slug: string): Promise<CourseDetail> => {
    const res = await t.app.inject({ method: 'GET', url: `/api/courses/${slug}` });
    expect(res.statusCode, res.body).toBe(200);
    return CourseDetailResponseSchema.parse(res.json()).data;
  };

  it('lists each kind with the card fields, in publishing order', async () => {
    for (const type of ['free class', 'record webinar', 'learning video'] as const) {
      const courses = await list(type);
      expect(courses.length, type).toBeGreaterThanOrEqual(4);
      for (const c of courses) {
        expect(c.name).toBe(type);
        expect(c.thumbnail).toBe(`thumbnails/${c.slug}.svg`);
        expect(c.rating).toBeGreaterThanOrEqual(0);
        expect(c.rating).toBeLessThanOrEqual(5);
      }
      expect(courses.map((c) => c.id)).toEqual([...courses.map((c) => c.id)].sort((a, b) => a - b));
    }
    const videos = await list('learning video');
    expect(videos[0]).toMatchObject({
      name: 'learning video',
      slug: 'belajar-analisis-data-dengan-python',
      title: 'Belajar Analisis Data dengan Python',
      // The average of its three seeded reviews, 5 + 5 + 4 (decision 272).
      rating: 4.7,
      rating_count: 3,
    });
    // Counted from enrolments (decision 245): the demo learner's and the three reviewers'.
    expect(videos[0]!.purchase_count).toBe(4);
  });

  it('returns price groups in package order; the card shows the lowest, from the one rule of the detail page too', async () => {
    const videos = await list('learning video');
    const python = videos.find((c) => c.slug === 'belajar-analisis-data-dengan-python')!;
    expect(python.prices).toEqual([
      { prices: [{ price: 299_000, discount: 0 }] },
      { prices: [{ price: 599_000, discount: 25 }] },
      { prices: [{ price: 1_250_000, discount: 40 }] },
    ]);
    // 299 000, 599 000 − 25 % = 449 250, 1 250 000 − 40 % = 750 000: 'Mulai dari Rp299.000'.
    expect(coursePrice(python.prices)).toEqual({ price: 299_000, discount: 0, final: 299_000, from: true });
    expect(python.availability).toBe('open');
    expect(coursePrice((await detail(python.slug)).prices)).toEqual(coursePrice(python.prices));

    // Free classes wait for an open cohort: 'Coming Soon', whatever their price; the seed opens one (decision 285).
    const free = await list('free class');
    expect(free.length).toBeGreaterThan(1);
    for (const c of free) {
      expect(coursePrice(c.prices)?.final).toBe(0);
      expect(c.availability, c.slug).toBe(c.slug === SEEDED_COHORT_COURSE ? 'open' : 'coming_soon');
    }

    // A course with no price at all is not in the carousel; its page still opens and says so.
    const webinars = await list('record webinar');
    expect(webinars.find((c) => c.slug === 'rekaman-webinar-fotografi-produk-smartphone')).toBeUndefined();
    const noPackages = await detail('rekaman-webinar-fotografi-produk-smartphone');
    expect(noPackages).toMatchObject({ prices: [], availability: 'no_price' });
    const twoPackages = webinars.find((c) => c.slug === 'rekaman-webinar-keuangan-pribadi-pekerja-muda')!;
    const cheapest = coursePrice(twoPackages.prices)!;
    expect(cheapest.final).toBe(Math.min(...twoPackages.prices.map((g) => Math.round(g.prices[0]!.price * (1 - g.prices[0]!.discount / 100)))));
    expect(cheapest.from).toBe(true);
  });

  it('answers 422 on the type field for a missing, unknown or repeated type', async () => {
    for (const url of [
      '/api/courses',
      '/api/courses?type=',
      '/api/courses?type=record-webinar',
      '/api/courses?type=record_webinar',
      '/api/courses?type=Record%20Webinar',
      '/api/courses?type=free%20class&type=record%20webinar',
      '/api/courses?type[a]=1',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(422);
      expect(res.json(), url).toEqual({ message: COURSE_TYPE_INVALID, errors: { type: [COURSE_TYPE_INVALID] } });
    }
  });

  it('accepts the kind with a + for the space, as forms encode it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/courses?type=record+webinar' });
    expect(res.statusCode).toBe(200);
    expect((res.json() as { data: CourseListItem[] }).data.length).toBeGreaterThanOrEqual(4);
  });

  it('gives every field of the course detail', async () => {
    const c = await detail('belajar-analisis-data-dengan-python');
    expect(c).toMatchObject({
      slug: 'belajar-analisis-data-dengan-python',
      type: 'learning video',
      title: 'Belajar Analisis Data dengan Python',
      thumbnail: 'thumbnails/belajar-analisis-data-dengan-python.svg',
      rating: 4.7,
      rating_count: 3,
      total_material: 3,
      total_duration: { hour: 12 },
      group_whatsapp: expect.stringMatching(/^https:\/\/chat\.whatsapp\.com\//),
    });
    expect(c.description).toMatch(/^<p>/);
    expect(c.total_students).toBe(4);
    expect(c.prices.map((p) => p.name)).toEqual(['Paket Mandiri', 'Paket Bimbingan', 'Paket Karier']);
    expect(c.prices[1]).toMatchObject({ benefits: expect.arrayContaining(['Grup diskusi WhatsApp']), prices: [{ id: expect.any(Number), price: 599_000, discount: 25 }] });
    expect(c.mentors.map((m) => m.name)).toEqual(['Budi Santoso', 'Rina Wulandari']);
    expect(c.mentors[0]).toMatchObject({ avatar: 'avatars/budi-santoso.svg', profession: expect.any(String), description: expect.any(String) });
    expect(c.materials.map((m) => m.title)).toEqual(['Persiapan Belajar', 'Mengolah Data dengan Pandas', 'Visualisasi dan Penyajian Insight']);
    expect(c.materials[0]!.items.map((i) => i.title)).toEqual([
      'Selamat Datang di Kelas',
      'Pre Test',
      'Peta Belajar Analisis Data',
      'Mengenal Python untuk Analisis Data',
    ]);
    expect(c.tools).toContainEqual({ icon: 'tools/python.svg', name: 'Python' });
  });

  it('shows only titles of the items: no details, links or quiz answers leave the server', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/courses/rekaman-webinar-public-speaking' });
    expect(res.body).not.toMatch(/is_correct|isCorrect|webinar_link|zoom\.us|documents\/|"detail"/);
    const body = res.json() as { data: Record<string, unknown> };
    expect(Object.keys(body.data).sort()).toEqual(
      ['availability', 'careers', 'description', 'group_whatsapp', 'highlights', 'id', 'materials', 'mentors', 'prices', 'rating', 'rating_count', 'slug', 'tax', 'testimonials', 'thumbnail', 'title', 'tools', 'total_duration', 'total_material', 'total_students', 'type'].sort(),
    );
    // Testimonials carry no consent bookkeeping to the public.
    expect(res.body).not.toMatch(/consented_at|"consent"/);
  });

  it('gives the empty states: no packages, no profession, no chat group', async () => {
    const c = await detail('rekaman-webinar-fotografi-produk-smartphone');
    expect(c.prices).toEqual([]);
    expect(c.mentors).toEqual([expect.objectContaining({ name: 'Fajar Nugroho', profession: null })]);
    expect(c.group_whatsapp).toBe('');
  });

  it('answers 404 JSON for an unknown or impossible slug, never a 500', async () => {
    for (const slug of ['tidak-ada', 'Bad%20Slug', '..%2F..%2Fetc%2Fpasswd', 'a'.repeat(100), "x'%20or%201=1--", '%E2%9C%93', '-awal']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/courses/${slug}` });
      expect(res.statusCode, slug).toBe(404);
      expect(res.json(), slug).toEqual({ message: COURSE_NOT_FOUND, code: 'NOT_FOUND' });
    }
    // A NUL byte never reaches the route: the input-hygiene hook answers its generic 404.
    const nul = await t.app.inject({ method: 'GET', url: '/api/courses/%00' });
    expect(nul.statusCode).toBe(404);
    expect(nul.json()).toEqual({ message: INPUT_MESSAGES.notFound, code: 'NOT_FOUND' });
    // Beyond Fastify's path-parameter limit the router itself answers 414, still a JSON 4xx.
    const long = await t.app.inject({ method: 'GET', url: `/api/courses/${'a'.repeat(500)}` });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toMatchObject({ message: expect.any(String) });
  });

  it('reflects a new participant in the card and the detail', async () => {
    const before = await detail('kelas-gratis-dasar-manajemen-proyek-agile');
    expect(before.total_students).toBe(0);
    const learner = await t.app.db.execute(sql`select id from users where email = 'learner@example.com'`);
    const userId = (learner as unknown as { rows: { id: number }[] }).rows[0]!.id;
    // Every enrolment path (order, voucher, free) goes through createEnrolment, which counts the participant.
    await t.app.db.transaction((tx) => createEnrolment(tx, { userId, courseId: before.id, source: 'free' }));
    expect((await detail('kelas-gratis-dasar-manajemen-proyek-agile')).total_students).toBe(1);
    expect((await list('free class')).find((c) => c.id === before.id)!.purchase_count).toBe(1);
  });

  it('documents both endpoints in the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { paths: Record<string, { get?: { responses?: Record<string, unknown>; parameters?: { name: string }[] } }> };
    expect(doc.paths['/api/courses']?.get?.parameters?.map((p) => p.name)).toContain('type');
    expect(Object.keys(doc.paths['/api/courses']?.get?.responses ?? {})).toEqual(expect.arrayContaining(['200', '422']));
    expect(Object.keys(doc.paths['/api/courses/{slug}']?.get?.responses ?? {})).toEqual(expect.arrayContaining(['200', '404']));
  });
});
