import fs from 'node:fs/promises';
import path from 'node:path';
import { COURSE_PAGE_MESSAGES } from '@kelas/contracts/course-page';
import { DEFAULT_ACADEMY_SETTINGS } from '@kelas/contracts/settings';
import { STUDIO_MESSAGES, type StudioCourse } from '@kelas/contracts/studio';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { courseAuthors, userRoles } from '../../db/schema/index.ts';
import { formerSlugRedirect } from '../../platform/spa-slug-redirect.ts';
import { findCurrentSlug } from '../catalogue/queries.ts';
import { createLearner } from '../checkout/checkout.fixtures.ts';
import { buildCourse, call, multipart, PDF_BYTES } from './studio.fixtures.ts';

/** Decisions 260–262, 265: a live course cannot be broken, uploads fit their purpose, pages say only what staff wrote. */
describe('studio guard rails', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp({ env: { JOB_WORKERS: 'false', UPLOAD_MAX_IMAGE_BYTES: '200000', UPLOAD_MAX_PDF_BYTES: '4096' } });
    admin = await t.login('admin@example.com');
  });
  afterAll(() => t.close());

  const get = async (id: number) => ((await call(t, admin, 'GET', `/api/admin/courses/${id}`)).json() as { data: StudioCourse }).data;
  const detail = (slug: string) => t.app.inject({ method: 'GET', url: `/api/courses/${slug}` });

  async function buyer() {
    const l = await createLearner(t.app.db);
    return { ...l, token: await t.login(l.email) };
  }

  it('a package with orders or the last package of a published course is not deleted (409); hiding it takes it off sale', async () => {
    const fx = await buildCourse(t, admin, { publish: true });
    const last = await call(t, admin, 'DELETE', `/api/admin/packages/${fx.packageId}`);
    expect(last.statusCode).toBe(409);
    expect(last.json()).toMatchObject({ code: 'LAST_PACKAGE', message: STUDIO_MESSAGES.lastPackage });
    expect((await get(fx.id)).packages.map((p) => p.id)).toEqual([fx.packageId]);

    // A second package is bought, then refused deletion though it is not the last.
    const second = await call(t, admin, 'POST', `/api/admin/courses/${fx.id}/packages`, { name: 'Premium', benefits: [], prices: [{ price: 300_000, discount: 0 }] });
    const secondPrice = second.json().data.prices[0].id as number;
    const b = await buyer();
    const order = await call(t, b.token, 'POST', '/api/orders', { items: [{ priceId: secondPrice }] });
    expect(order.statusCode, order.body).toBe(201);
    const ordered = await call(t, admin, 'DELETE', `/api/admin/packages/${second.json().data.id}`);
    expect(ordered.statusCode).toBe(409);
    expect(ordered.json()).toMatchObject({ code: 'PACKAGE_HAS_ORDERS', message: STUDIO_MESSAGES.packageHasOrders });
    expect((await get(fx.id)).packages.find((p) => p.id === second.json().data.id)).toMatchObject({ order_count: 1, on_sale: true });

    // Hidden from sale: gone from the page and refused by the cart; the order keeps it.
    const hide = await call(t, admin, 'PATCH', `/api/admin/packages/${second.json().data.id}`, { on_sale: false });
    expect(hide.statusCode, hide.body).toBe(200);
    expect(hide.json().data).toMatchObject({ on_sale: false, order_count: 1 });
    expect((await detail(fx.slug)).json().data.prices.map((p: { id: number }) => p.id)).toEqual([fx.packageId]);
    const other = await buyer();
    const quote = await call(t, other.token, 'POST', '/api/checkout/quote', { items: [{ priceId: secondPrice }] });
    expect(quote.statusCode).toBe(422);
    expect((await call(t, b.token, 'GET', `/api/orders/${order.json().data.id}`)).json().data.items[0].package_name).toBe('Premium');

    // Every package hidden: the page shows the empty state, nothing can be bought.
    await call(t, admin, 'PATCH', `/api/admin/packages/${fx.packageId}`, { on_sale: false });
    expect((await detail(fx.slug)).json().data).toMatchObject({ prices: [], availability: 'no_price' });
  });

  it('a published course on sale does not become a free class (409) until its paid packages are off sale', async () => {
    const fx = await buildCourse(t, admin, { title: 'Kelas Jadi Gratis', publish: true });
    const refused = await call(t, admin, 'PATCH', `/api/admin/courses/${fx.id}?confirm=true`, { kind: 'free_class' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'FREE_CLASS_HAS_PRICES', message: STUDIO_MESSAGES.freeClassHasPrices });
    expect((await get(fx.id)).kind).not.toBe('free_class');
    expect((await call(t, admin, 'PATCH', `/api/admin/packages/${fx.packageId}`, { on_sale: false })).statusCode).toBe(200);
    const ok = await call(t, admin, 'PATCH', `/api/admin/courses/${fx.id}?confirm=true`, { kind: 'free_class' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await get(fx.id)).kind).toBe('free_class');
  });

  it("a published course's kind or slug changes only when confirmed; the old slug answers 301 and keeps working", async () => {
    const fx = await buildCourse(t, admin, { title: 'Kelas Slug Lama', publish: true });
    const ask = await call(t, admin, 'PATCH', `/api/admin/courses/${fx.id}`, { slug: 'kelas-slug-baru' });
    expect(ask.statusCode).toBe(409);
    expect(ask.json()).toMatchObject({ code: 'CONFIRM_REQUIRED', message: STUDIO_MESSAGES.publicChangeNeedsConfirm });
    expect((await call(t, admin, 'PATCH', `/api/admin/courses/${fx.id}`, { kind: 'free_class' })).statusCode).toBe(409);
    expect((await get(fx.id)).slug).toBe(fx.slug);

    const ok = await call(t, admin, 'PATCH', `/api/admin/courses/${fx.id}?confirm=true`, { slug: 'kelas-slug-baru' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ slug: 'kelas-slug-baru', former_slugs: [fx.slug] });
    const moved = await detail(fx.slug);
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/api/courses/kelas-slug-baru');
    expect((await detail('kelas-slug-baru')).json().data.slug).toBe('kelas-slug-baru');
    // The player's and the detail page's old links go to the same page under the new slug.
    const lookup = (slug: string, o: { publishedOnly: boolean }) => findCurrentSlug(t.app.db, slug, o);
    expect(await formerSlugRedirect(`/detail/learning-video/${fx.slug}`, lookup)).toBe('/detail/learning-video/kelas-slug-baru');
    expect(await formerSlugRedirect(`/learning/${fx.slug}`, lookup)).toBe('/learning/kelas-slug-baru');
    expect(await formerSlugRedirect('/learning/kelas-slug-baru', lookup)).toBeNull();

    // No other course takes the old slug, and a new course named like it gets another.
    const other = await buildCourse(t, admin, { title: 'Kelas Lain' });
    const taken = await call(t, admin, 'PATCH', `/api/admin/courses/${other.id}`, { slug: fx.slug });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(STUDIO_MESSAGES.slugTaken);
    const named = await call(t, admin, 'POST', '/api/admin/courses', { kind: 'learning_video', title: 'Kelas Slug Lama' });
    expect(named.json().data.slug).toBe(`${fx.slug}-2`);
    // Its own former slug comes back, and the redirect goes the other way.
    const back = await call(t, admin, 'PATCH', `/api/admin/courses/${fx.id}?confirm=true`, { slug: fx.slug });
    expect(back.json().data).toMatchObject({ slug: fx.slug, former_slugs: ['kelas-slug-baru'] });
    expect((await detail('kelas-slug-baru')).headers.location).toBe(`/api/courses/${fx.slug}`);
    expect((await detail(fx.slug)).statusCode).toBe(200);

    // A draft's slug changes without a question.
    expect((await call(t, admin, 'PATCH', `/api/admin/courses/${other.id}`, { slug: 'kelas-lain-2026', kind: 'free_class' })).statusCode).toBe(200);
  });

  it('a published course stays complete: a save that breaks the publish checklist is refused (422) and writes nothing', async () => {
    const fx = await buildCourse(t, admin, { publish: true });
    const v = (await get(fx.id)).version;
    const empty = await call(t, admin, 'PATCH', `/api/admin/courses/${fx.id}`, { description: '<p> </p>', title: 'Judul Ganti' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({ message: STUDIO_MESSAGES.publishedIncomplete, errors: { description: [STUDIO_MESSAGES.missingDescription] } });
    const noThumb = await call(t, admin, 'PATCH', `/api/admin/courses/${fx.id}`, { thumbnail: null });
    expect(noThumb.json().errors).toEqual({ thumbnail: [STUDIO_MESSAGES.missingThumbnail] });
    const after = await get(fx.id);
    expect(after).toMatchObject({ version: v, title: 'Kelas Uji Studio', thumbnail: 'thumbnails/uji.svg' });
    // A draft may be incomplete.
    const draft = await buildCourse(t, admin);
    expect((await call(t, admin, 'PATCH', `/api/admin/courses/${draft.id}`, { thumbnail: null })).statusCode).toBe(200);
  });

  it("a new course's page has no highlight, career or testimonial; staff write them, a testimonial only with the learner's consent", async () => {
    const fx = await buildCourse(t, admin, { publish: true });
    expect((await detail(fx.slug)).json().data).toMatchObject({ highlights: [], careers: [], testimonials: [] });
    const noConsent = await call(t, admin, 'PATCH', `/api/admin/courses/${fx.id}`, { testimonials: [{ name: 'Ani', quote: 'Bagus', consent: false }] });
    expect(noConsent.statusCode).toBe(422);
    expect(noConsent.json().errors['testimonials.0.consent']).toEqual([COURSE_PAGE_MESSAGES.consentRequired]);
    const badSalary = await call(t, admin, 'PATCH', `/api/admin/courses/${fx.id}`, { careers: [{ title: 'Analis', salary_from: 9_000_000, salary_to: 5_000_000 }] });
    expect(badSalary.json().errors['careers.0.salary_to']).toEqual([COURSE_PAGE_MESSAGES.salaryOrder]);
    const saved = await call(t, admin, 'PATCH', `/api/admin/courses/${fx.id}`, {
      highlights: ['3 Kuis', 'Proyek Akhir'],
      careers: [{ title: 'Analis Data', salary_from: 7_000_000, salary_to: 12_000_000 }, { title: 'Admin Media Sosial' }],
      testimonials: [{ name: 'Ani Wijaya', role: 'Staf Pemasaran', quote: 'Materinya langsung saya pakai.', consent: true }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.testimonials[0]).toMatchObject({ source: 'staff', name: 'Ani Wijaya', consent: true });
    expect(Date.parse(saved.json().data.testimonials[0].consented_at)).toBeLessThanOrEqual(t.app.now().getTime());
    expect((await detail(fx.slug)).json().data).toMatchObject({
      highlights: ['3 Kuis', 'Proyek Akhir'],
      careers: [
        { title: 'Analis Data', salary_from: 7_000_000, salary_to: 12_000_000 },
        { title: 'Admin Media Sosial', salary_from: null, salary_to: null },
      ],
      testimonials: [{ source: 'staff', name: 'Ani Wijaya', role: 'Staf Pemasaran', quote: 'Materinya langsung saya pakai.' }],
    });
    // The seeded demo courses keep the badges they always showed, as their own data; their testimonials
    // are their learners' picked reviews (decision 283), never invented quotes.
    const demo = (await detail('belajar-analisis-data-dengan-python')).json().data;
    expect(demo.highlights).toEqual(['5 Test', '5 Karya Showcase', 'Final Project']);
    expect(demo.testimonials.map((x: { name: string; source: string }) => [x.name, x.source])).toEqual([['Dewi Anggraini', 'review'], ['Nur Aisyah', 'review']]);
  });

  it('uploads by purpose: 422 without or with an unknown purpose, 415 naming the types, 413 over the limit with nothing stored', async () => {
    const up = (bytes: Buffer, purpose: string | null, name = 'berkas.bin') => {
      const m = multipart(bytes, name);
      return call(t, admin, 'POST', `/api/admin/uploads${purpose ? `?purpose=${purpose}` : ''}`, m.payload, m.headers);
    };
    const publicDir = path.join(t.dataDir, 'storage', 'public', 'uploads');
    const files = async () => (await fs.readdir(publicDir, { recursive: true }).catch(() => [] as string[])).filter((f) => /\.\w+$/.test(String(f))).length;
    const before = await files();

    expect((await up(PDF_BYTES, null)).statusCode).toBe(422);
    const unknown = await up(PDF_BYTES, 'avatar');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.purpose).toEqual([STUDIO_MESSAGES.purposeInvalid]);

    const pdfAsThumb = await up(PDF_BYTES, 'thumbnail', 'sampul.pdf');
    expect(pdfAsThumb.statusCode).toBe(415);
    expect(pdfAsThumb.json().message).toBe('Jenis berkas tidak cocok untuk thumbnail. Gunakan JPG, PNG, WEBP.');
    const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#3366ff' } }).png().toBuffer();
    const pngAsReading = await up(png, 'reading', 'bacaan.png');
    expect(pngAsReading.statusCode).toBe(415);
    expect(pngAsReading.json().message).toBe('Jenis berkas tidak cocok untuk bacaan (PDF). Gunakan PDF.');
    // English answers name them too.
    const m = multipart(PDF_BYTES, 'x.pdf');
    const en = await call(t, admin, 'POST', '/api/admin/uploads?purpose=video', m.payload, { ...m.headers, 'accept-language': 'en' });
    expect(en.statusCode).toBe(415);
    expect(en.json().message).toContain('MP4, WEBM');

    // Over the purpose's limit: the PDF limit (4096 bytes) for a reading, streamed or declared.
    const big = await up(Buffer.concat([PDF_BYTES, Buffer.alloc(5000, 32)]), 'reading', 'besar.pdf');
    expect(big.statusCode).toBe(413);
    const declared = await up(Buffer.concat([PDF_BYTES, Buffer.alloc(40_000, 32)]), 'reading', 'sangat-besar.pdf');
    expect(declared.statusCode).toBe(413);
    expect(declared.json().message).toBe('Ukuran berkas melebihi batas 4 KB.');
    expect(await files()).toBe(before);

    const ok = await up(PDF_BYTES, 'reading', 'materi.pdf');
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data).toMatchObject({ purpose: 'reading', content_type: 'application/pdf' });
    const thumb = await up(png, 'thumbnail', 'sampul.png');
    expect(thumb.json().data).toMatchObject({ purpose: 'thumbnail', content_type: 'image/webp' });

    // Saved fields hold files of their kind: a reading's PDF, a course's image.
    const fx = await buildCourse(t, admin);
    const item = await call(t, admin, 'POST', `/api/admin/chapters/${fx.chapterIds[0]}/items`, { title: 'Bacaan', item_type: 'reading', detail: { pdf: thumb.json().data.path } });
    expect(item.statusCode).toBe(422);
    expect(item.json().errors['detail.pdf']).toEqual([STUDIO_MESSAGES.pathNotPdf]);
    const cover = await call(t, admin, 'PATCH', `/api/admin/courses/${fx.id}`, { thumbnail: ok.json().data.path });
    expect(cover.json().errors.thumbnail).toEqual([STUDIO_MESSAGES.pathNotImage]);
  });

  it('who creates and publishes follows the academy setting: by default authors create and submit for review, admins publish', async () => {
    const a = await createLearner(t.app.db, 'Penulis Baru');
    await t.app.db.insert(userRoles).values({ userId: a.id, role: 'author' });
    const author = await t.login(a.email);
    expect((await call(t, author, 'GET', '/api/admin/studio/abilities')).json().data).toEqual({ roles: ['author'], can_create: true, can_publish: false, course_count: 0 });

    const created = await call(t, author, 'POST', '/api/admin/courses', { kind: 'learning_video', title: 'Kelas Penulis Baru' });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as number;
    expect(await t.app.db.select().from(courseAuthors).where(eq(courseAuthors.courseId, id))).toHaveLength(1);
    const fx = await buildCourse(t, admin, { authorId: a.id });
    const refused = await call(t, author, 'POST', `/api/admin/courses/${fx.id}/publish`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'PUBLISH_NOT_ALLOWED', message: STUDIO_MESSAGES.publishNotAllowed });
    expect((await call(t, author, 'POST', `/api/admin/courses/${id}/submit`)).statusCode).toBe(422);
    const submitted = await call(t, author, 'POST', `/api/admin/courses/${fx.id}/submit`);
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json().data).toMatchObject({ status: 'draft' });
    expect(submitted.json().data.review_requested_at).not.toBeNull();
    const published = await call(t, admin, 'POST', `/api/admin/courses/${fx.id}/publish`);
    expect(published.json().data).toMatchObject({ status: 'published', review_requested_at: null });

    // The academy lets authors publish, and only admins create.
    const rights = await call(t, admin, 'PUT', '/api/admin/settings', { tax: DEFAULT_ACADEMY_SETTINGS.tax, courses: { create_roles: [], publish_roles: ['author'] } });
    expect(rights.statusCode, rights.body).toBe(200);
    expect(rights.json().data.courses).toEqual({ create_roles: ['admin'], publish_roles: ['admin', 'author'] });
    expect((await call(t, author, 'POST', '/api/admin/courses', { kind: 'learning_video', title: 'Lagi' })).json().code).toBe('CREATE_NOT_ALLOWED');
    const fx2 = await buildCourse(t, admin, { authorId: a.id });
    expect((await call(t, author, 'POST', `/api/admin/courses/${fx2.id}/publish`)).statusCode).toBe(200);
    expect((await call(t, author, 'GET', '/api/admin/studio/abilities')).json().data).toMatchObject({ can_create: false, can_publish: true, course_count: 3 });
    await call(t, admin, 'PUT', '/api/admin/settings', DEFAULT_ACADEMY_SETTINGS);
  });
});
