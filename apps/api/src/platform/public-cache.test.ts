import { CourseDetailResponseSchema, CourseListResponseSchema } from '@kelas/contracts/catalogue';
import type { CompletionResult } from '@kelas/contracts/learning';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';
import { courses } from '../db/schema/index.ts';
import { createCourse, createLearner, enrol, renameUser } from '../modules/learning/learning.fixtures.ts';
import { createEnrolment } from '../modules/programs/create-enrolment.ts';
import { CACHE_CONTROL, createPublicCache, type InvalidationBus, type InvalidationMessage } from './public-cache.ts';

/** A course completed by 'Selanjutnya' alone (texts and readings; decision 240). */
const READ_ONLY_CHAPTERS = [[{ type: 'text' as const, title: 'Pembuka' }, { type: 'reading' as const, title: 'Modul', detail: { pdf: 'documents/test/modul-1.pdf' } }]];

/** Public bodies (decision 121) from memory, fresh after every write, never personal. */
let t: TestApp;
let learner: { id: number; email: string; token: string };
const PYTHON = 'belajar-analisis-data-dengan-python';
const LIST = '/api/courses?type=learning%20video';

beforeAll(async () => {
  t = await createTestApp();
  const l = await createLearner(t.app.db, 'Pembeli Cache');
  learner = { ...l, token: await t.login(l.email) };
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('public cache: catalogue list and course detail', () => {
  it('answers with a strong ETag and Cache-Control, and 304 only while the body is unchanged', async () => {
    const first = await get(LIST);
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    // Strong (no W/ prefix): the `etag` package's length and SHA-1 of the body.
    expect(etag).toMatch(/^"[0-9a-f]+-[A-Za-z0-9+/]{27}"$/);
    expect(first.headers['cache-control']).toBe(CACHE_CONTROL.list);
    expect(first.headers['content-type']).toContain('application/json');
    CourseListResponseSchema.parse(first.json());

    const again = await get(LIST, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect((await get(LIST, { 'if-none-match': `W/${etag}, "other"` })).statusCode).toBe(304);
    expect((await get(LIST, { 'if-none-match': '"something-else"' })).statusCode).toBe(200);

    const detail = await get(`/api/courses/${PYTHON}`);
    expect(detail.headers['cache-control']).toBe(CACHE_CONTROL.revalidate);
    expect((await get(`/api/courses/${PYTHON}`, { 'if-none-match': detail.headers.etag as string })).statusCode).toBe(304);
  });

  it('shows a published edit once the write invalidates the course, and the old ETag gets a 200', async () => {
    const before = await get(`/api/courses/${PYTHON}`);
    const oldEtag = before.headers.etag as string;
    const [row] = await t.app.db.update(courses).set({ title: 'Analisis Data Python (Edisi Baru)' }).where(eq(courses.slug, PYTHON)).returning({ id: courses.id });
    // Served from memory until the write says so: the database is not read on a hit.
    expect(CourseDetailResponseSchema.parse((await get(`/api/courses/${PYTHON}`)).json()).data.title).toBe('Belajar Analisis Data dengan Python');

    t.app.publicCache.invalidateCourse(PYTHON);
    const after = await get(`/api/courses/${PYTHON}`, { 'if-none-match': oldEtag });
    expect(after.statusCode).toBe(200);
    expect(CourseDetailResponseSchema.parse(after.json()).data.title).toBe('Analisis Data Python (Edisi Baru)');
    expect(after.headers.etag).not.toBe(oldEtag);
    const card = CourseListResponseSchema.parse((await get(LIST)).json()).data.find((c) => c.slug === PYTHON);
    expect(card?.title).toBe('Analisis Data Python (Edisi Baru)');

    // By id too (the studio may only hold the id).
    await t.app.db.update(courses).set({ title: 'Belajar Analisis Data dengan Python' }).where(eq(courses.id, row!.id));
    t.app.publicCache.invalidateCourse(row!.id);
    expect(CourseDetailResponseSchema.parse((await get(`/api/courses/${PYTHON}`)).json()).data.title).toBe('Belajar Analisis Data dengan Python');
  });

  it('counts a new participant at once: an enrolment drops the course from the cache', async () => {
    const before = CourseDetailResponseSchema.parse((await get(`/api/courses/${PYTHON}`)).json()).data;
    const other = await createLearner(t.app.db, 'Peserta Baru');
    await t.app.db.transaction((tx) => createEnrolment(tx, { userId: other.id, courseId: before.id, source: 'admin' }));
    expect(CourseDetailResponseSchema.parse((await get(`/api/courses/${PYTHON}`)).json()).data.total_students).toBe(before.total_students + 1);
  });

  it('gives a request with a session byte for byte the public body', async () => {
    const anonymous = await get(LIST);
    const signedIn = await get(LIST, bearer(learner.token));
    expect(signedIn.body).toBe(anonymous.body);
    expect(signedIn.headers.etag).toBe(anonymous.headers.etag);
    const d1 = await get(`/api/courses/${PYTHON}`, bearer(learner.token));
    const d2 = await get(`/api/courses/${PYTHON}`);
    expect(d1.body).toBe(d2.body);
    expect(d1.body).not.toContain(learner.email);
  });

  it('keys on validated parameters only: junk query strings and unknown slugs add no entries', async () => {
    await get(LIST);
    const { entries } = t.app.publicCache.stats();
    for (let i = 0; i < 200; i++) {
      expect((await get(`${LIST}&junk=${i}`)).statusCode).toBe(200);
    }
    for (let i = 0; i < 50; i++) {
      expect((await get(`/api/courses/tidak-ada-${i}`)).statusCode).toBe(404);
    }
    expect((await get('/api/courses?type=bukan')).statusCode).toBe(422);
    expect(t.app.publicCache.stats().entries).toBe(entries);
  });
});

describe('public cache: certificate verification', () => {
  it('caches the public body only; the owner gets a personal, uncached body; a reissue drops the old one', async () => {
    const owner = await createLearner(t.app.db, 'Pemilik Sertifikat');
    const token = await t.login(owner.email);
    const c = await createCourse(t.app.db, READ_ONLY_CHAPTERS, 'Kelas Sertifikat Cache');
    await enrol(t.app.db, owner.id, c.id);
    let code = '';
    for (const item of c.items) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/course/items/${item.id}/complete`,
        headers: bearer(token),
        payload: { courseId: c.id, itemId: item.materialId, itemType: item.type },
      });
      code = (res.json() as { data: CompletionResult }).data.certificate_code ?? code;
    }
    expect(code).not.toBe('');
    const url = `/api/certificates/${code}`;

    const mine = await get(url, bearer(token));
    expect(mine.json()).toMatchObject({ data: { is_owner: true } });
    expect(mine.headers['cache-control']).toBe('private, no-cache');
    const anonymous = await get(url);
    expect(anonymous.json()).toMatchObject({ data: { is_owner: false, can_reissue: false, status: 'valid' } });
    expect(anonymous.headers['cache-control']).toBe(CACHE_CONTROL.revalidate);
    const stranger = await get(url, bearer(learner.token));
    expect(stranger.body).toBe(anonymous.body);
    // The owner still gets the personal body while the public one is cached.
    expect((await get(url, bearer(token))).json()).toMatchObject({ data: { is_owner: true } });
    expect(JSON.stringify(anonymous.json())).not.toContain(owner.email);

    // A new profile name, then a reissue: the old code now reads 'replaced' for everyone.
    await renameUser(t.app.db, owner.id, 'Nama Baru Pemilik');
    const reissued = await t.app.inject({ method: 'POST', url: `${url}/reissue`, headers: bearer(token) });
    expect(reissued.statusCode, reissued.body).toBe(200);
    expect((await get(url)).json()).toMatchObject({ data: { status: 'replaced' } });
  });
});

describe('public cache: bounds and failures', () => {
  const fakeReply = () => {
    const sent: { code: number; body: unknown; headers: Record<string, string> } = { code: 200, body: undefined, headers: {} };
    const reply = {
      header(k: string, v: string) {
        sent.headers[k] = v;
        return reply;
      },
      type(v: string) {
        sent.headers['content-type'] = v;
        return reply;
      },
      code(c: number) {
        sent.code = c;
        return reply;
      },
      send(b?: unknown) {
        sent.body = b;
        return reply;
      },
      serialize: (b: unknown) => JSON.stringify(b),
    };
    return { reply, sent };
  };
  const request = { headers: {} };

  it('holds at most maxEntries bodies (LRU)', async () => {
    const cache = createPublicCache({ maxEntries: 5 });
    for (let i = 0; i < 100; i++) {
      const { reply } = fakeReply();
      await cache.serve(request as never, reply as never, {
        key: { kind: 'course', slug: `kelas-${i}` },
        cacheControl: CACHE_CONTROL.revalidate,
        load: async () => ({ body: { i }, cacheable: true }),
      });
    }
    expect(cache.stats().entries).toBe(5);
    await cache.close();
  });

  it('shares one load between concurrent misses, and does not store a load overtaken by an invalidation', async () => {
    const cache = createPublicCache();
    let loads = 0;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const load = async () => {
      loads++;
      await gate;
      return { body: { n: loads }, cacheable: true };
    };
    const key = { kind: 'course-list', courseKind: 'free_class' } as const;
    const a = fakeReply();
    const b = fakeReply();
    const both = Promise.all([
      cache.serve(request as never, a.reply as never, { key, cacheControl: 'x', load }),
      cache.serve(request as never, b.reply as never, { key, cacheControl: 'x', load }),
    ]);
    cache.invalidateAll();
    release();
    await both;
    expect(loads).toBe(1);
    expect(a.sent.body).toBe('{"n":1}');
    expect(b.sent.body).toBe('{"n":1}');
    expect(cache.stats().entries).toBe(0);
    await cache.close();
  });

  it('still invalidates locally when the bus fails, and applies what other processes publish', async () => {
    let deliver: ((m: InvalidationMessage) => void) | null = null;
    const warnings: string[] = [];
    const bus: InvalidationBus = {
      publish: () => {
        throw new Error('bus down');
      },
      subscribe: (fn) => (deliver = fn),
      close: async () => undefined,
    };
    const cache = createPublicCache({ bus, log: { warn: (_o, msg) => warnings.push(msg) } });
    const key = { kind: 'course', slug: 'kelas-a' } as const;
    const fill = () => cache.serve(request as never, fakeReply().reply as never, { key, cacheControl: 'x', load: async () => ({ body: {}, cacheable: true }) });
    await fill();
    expect(cache.stats().entries).toBe(1);
    cache.invalidateCourse('kelas-a');
    expect(cache.stats().entries).toBe(0);
    expect(warnings).toContain('public cache: invalidation not published');
    await fill();
    deliver!({ scope: 'course', slug: 'kelas-a' });
    expect(cache.stats().entries).toBe(0);
    await cache.close();
  });
});
