import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from './test-app.ts';

describe('app shell', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers health and public config', async () => {
    expect((await t.app.inject('/api/health')).json()).toEqual({ ok: true });
    const cfg = (await t.app.inject('/api/config')).json() as { data: { brand: string } };
    expect(cfg.data.brand).toBe('Kelas');
  });

  it('answers JSON 404 for unknown API paths', async () => {
    const res = await t.app.inject('/api/nope');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: expect.any(String) });
  });

  it('answers 422 with field errors for a bad body, never 500', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'x', password: 1 } });
    expect(res.statusCode).toBe(422);
    const body = res.json() as { message: string; errors: Record<string, string[]> };
    expect(Object.keys(body.errors)).toEqual(expect.arrayContaining(['email', 'password']));
  });

  it('answers 400 for malformed JSON', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: '{"email":' });
    expect(res.statusCode).toBe(400);
  });

  it('logs the demo learner in', async () => {
    const token = await t.login('learner@example.com');
    expect(token.length).toBeGreaterThanOrEqual(43);
    expect(bearer(token).authorization).toMatch(/^Bearer /);
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    expect((res.json() as { openapi: string }).openapi).toMatch(/^3\./);
  });
});
