import { INPUT_LIMITS, INPUT_MESSAGES } from '@kelas/contracts/text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * NUL bytes, lone surrogates, over-long strings, deep
 * or huge JSON and unsafe numbers are refused by the one hook (input-hygiene.ts) on any route.
 */
let t: TestApp;
let learner: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  learner = bearer(await t.login('learner@example.com'));
});
afterAll(async () => t?.close());

const json = (res: { body: string }) => JSON.parse(res.body) as { message: string; code?: string; errors?: Record<string, string[]> };

describe('path parameters', () => {
  it.each([
    ['a NUL byte', '/api/course/%00/activity'],
    ['a NUL byte inside a slug', '/api/courses/belajar%00python'],
    ['a lone surrogate (encoded as CESU)', '/api/courses/%ED%A0%80'],
    ['an over-long slug', `/api/courses/${'a'.repeat(INPUT_LIMITS.paramMax + 1)}`],
  ])('%s → 404, 400 or 414 with an Indonesian message, never 500', async (_label, url) => {
    const res = await t.app.inject({ method: 'GET', url, headers: learner });
    expect([400, 404, 414]).toContain(res.statusCode);
    expect(json(res).message).toMatch(/tidak ditemukan|tidak valid/);
  });

  it('a NUL byte in an id answers 404 NOT_FOUND', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/course/%00/activity', headers: learner });
    expect(res.statusCode).toBe(404);
    expect(json(res)).toEqual({ message: INPUT_MESSAGES.notFound, code: 'NOT_FOUND' });
  });

  it('an id past PostgreSQL integer (2^31) is refused by its schema, not by the database (found by the fuzz test)', async () => {
    const admin = bearer(await t.login('admin@example.com'));
    for (const url of ['/api/admin/voucher-batches/2147483648/vouchers', '/api/mentor/submissions?course_id=2147483648']) {
      const res = await t.app.inject({ method: 'GET', url, headers: url.includes('mentor') ? bearer(await t.login('mentor@example.com')) : admin });
      expect(res.statusCode, url).toBe(422);
    }
  });

  it('unknown routes still answer the JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-route' });
    expect(res.statusCode).toBe(404);
    expect(json(res).code).toBe('NOT_FOUND');
  });
});

describe('query strings', () => {
  it.each([
    ['a NUL byte', '/api/course?search=%00', 'search', INPUT_MESSAGES.forbiddenChars],
    ['a NUL byte in the middle', '/api/course?search=data%00science', 'search', INPUT_MESSAGES.forbiddenChars],
    ['a lone surrogate', `/api/course?search=${encodeURIComponent('a')}%ED%B0%80`, 'search', null],
    ['an over-long value', `/api/course?search=${'a'.repeat(INPUT_LIMITS.queryValueMax + 1)}`, 'search', INPUT_MESSAGES.queryTooLong],
    ['a NUL byte in a name', '/api/course?sea%00rch=x', '_', INPUT_MESSAGES.forbiddenChars],
    ['too many values', `/api/course?${Array.from({ length: INPUT_LIMITS.queryValues + 1 }, (_, i) => `a${i}=1`).join('&')}`, '_', INPUT_MESSAGES.tooManyQueryValues],
  ])('%s → 422 naming the parameter', async (_label, url, field, message) => {
    const res = await t.app.inject({ method: 'GET', url, headers: learner });
    if (message === null) {
      // A lone surrogate cannot be percent-encoded as UTF-8; what arrives is either refused or replaced.
      expect(res.statusCode).toBeLessThan(500);
      return;
    }
    expect(res.statusCode).toBe(422);
    expect(json(res).errors?.[field]).toEqual([message]);
  });

  it('an ordinary search still works', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/course?search=python', headers: learner });
    expect(res.statusCode).toBe(200);
  });
});

describe('JSON bodies', () => {
  const claim = (payload: string) =>
    t.app.inject({ method: 'POST', url: '/api/course/claim', headers: { ...learner, 'content-type': 'application/json' }, payload });

  it('a \\u0000 inside the claim body → 422 under the field', async () => {
    const res = await claim('{"voucher_code":"BERKARYA\\u00002026"}');
    expect(res.statusCode).toBe(422);
    expect(json(res).errors?.voucher_code).toEqual([INPUT_MESSAGES.forbiddenChars]);
  });

  it('a lone surrogate (\\ud800) → 422', async () => {
    const res = await claim('{"voucher_code":"AB\\ud800CD"}');
    expect(res.statusCode).toBe(422);
    expect(json(res).errors?.voucher_code).toEqual([INPUT_MESSAGES.forbiddenChars]);
  });

  it('a valid surrogate pair (an emoji) is not refused by the hygiene check', async () => {
    const res = await claim('{"voucher_code":"\\ud83d\\ude00"}');
    expect(res.statusCode).toBe(422);
    expect(json(res).errors?.voucher_code).not.toEqual([INPUT_MESSAGES.forbiddenChars]);
  });

  it('nesting deeper than the limit → 422, even 100,000 levels deep', async () => {
    for (const depth of [INPUT_LIMITS.jsonDepth + 1, 100_000]) {
      const res = await claim(`{"voucher_code":${'['.repeat(depth)}${']'.repeat(depth)}}`);
      expect(res.statusCode).toBe(422);
      expect(json(res).message).toBe(INPUT_MESSAGES.tooDeep);
    }
  });

  it('more values than the limit → 422', async () => {
    const res = await claim(JSON.stringify({ voucher_code: 'X', extra: Array.from({ length: INPUT_LIMITS.jsonValues + 1 }, () => 0) }));
    expect(res.statusCode).toBe(422);
    expect(json(res).message).toBe(INPUT_MESSAGES.tooManyValues);
  });

  it('a string longer than TEXT_MAX → 422', async () => {
    const res = await claim(JSON.stringify({ voucher_code: 'X'.repeat(10_001) }));
    expect(res.statusCode).toBe(422);
    expect(json(res).errors?.voucher_code).toEqual([INPUT_MESSAGES.tooLong]);
  });

  it.each([['1e400'], ['9007199254740993'], ['-9007199254740993']])('the number %s → 422', async (n) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/checkout/quote',
      headers: { ...learner, 'content-type': 'application/json' },
      payload: `{"items":[{"slug":"x","priceId":${n}}]}`,
    });
    expect(res.statusCode).toBe(422);
    expect(json(res).errors?.['items.0.priceId']).toEqual([INPUT_MESSAGES.unsafeNumber]);
  });

  it('a body larger than 1 MB → 413', async () => {
    const res = await claim(JSON.stringify({ voucher_code: 'X', pad: 'a'.repeat(1024 * 1024) }));
    expect(res.statusCode).toBe(413);
  });
});

describe('multipart bodies', () => {
  it('a multipart content type without a boundary → 400', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/profile/avatar', headers: { ...learner, 'content-type': 'multipart/form-data' }, payload: 'x' });
    expect(res.statusCode).toBe(400);
    expect(json(res)).toEqual({ message: INPUT_MESSAGES.badMultipart, code: 'BAD_MULTIPART' });
  });

  it('a multipart body cut short → 400, not 500', async () => {
    const payload = '--b\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG';
    const res = await t.app.inject({ method: 'POST', url: '/api/profile/avatar', headers: { ...learner, 'content-type': 'multipart/form-data; boundary=b' }, payload });
    expect(res.statusCode).toBe(400);
    expect(json(res).code).toBe('BAD_MULTIPART');
  });

  it('a multipart body to a route that takes none → 415; a JSON call of an upload feature still works (decision 142)', async () => {
    const payload = '--b\r\nContent-Disposition: form-data; name="email"\r\n\r\nlearner@example.com\r\n--b--\r\n';
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'multipart/form-data; boundary=b' }, payload });
    expect(res.statusCode).toBe(415);
    expect(json(res).message).toBe('Jenis konten tidak didukung.');
    const cut = await t.app.inject({ method: 'POST', url: '/api/checkout/quote', headers: { ...learner, 'content-type': 'multipart/form-data; boundary=b' }, payload: '--b\r\nContent' });
    expect(cut.statusCode).toBe(415);
    const profile = await t.app.inject({ method: 'GET', url: '/api/profile', headers: learner });
    expect(profile.statusCode).toBe(200);
  });
});
