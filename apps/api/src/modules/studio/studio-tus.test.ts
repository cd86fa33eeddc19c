import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { PDF_BYTES } from './studio.fixtures.ts';

/**
 * Issue 13 item 6: resumable uploads (tus 1.0) under /api/admin/uploads/tus. Over a real socket, as
 * tus clients send them: @tus/server reads the raw request stream itself.
 */
describe('studio tus uploads', () => {
  let t: TestApp;
  let admin: string;
  let base: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login('admin@example.com');
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await t.close();
  });

  const send = (method: string, url: string, headers: Record<string, string>, body?: Uint8Array, token: string | null = admin) =>
    fetch(`${base}${url}`, { method, headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers }, ...(body ? { body: Buffer.from(body) } : {}) });

  it('creates, resumes from the offset and finishes into storage with the upload answer; guests get 401', async () => {
    const tus = { 'tus-resumable': '1.0.0' };
    const length = { ...tus, 'upload-length': String(PDF_BYTES.length) };
    expect((await send('POST', '/api/admin/uploads/tus', length, undefined, null)).status).toBe(401);
    const created = await send('POST', '/api/admin/uploads/tus', length);
    expect(created.status).toBe(201);
    const location = String(created.headers.get('location'));
    const url = location.startsWith('/') ? location : new URL(location).pathname;
    const half = 20;
    const octets = { ...tus, 'content-type': 'application/offset+octet-stream' };
    const first = await send('PATCH', url, { ...octets, 'upload-offset': '0' }, PDF_BYTES.subarray(0, half));
    expect(first.status).toBe(204);
    const head = await send('HEAD', url, tus);
    expect(head.headers.get('upload-offset')).toBe(String(half));
    const last = await send('PATCH', url, { ...octets, 'upload-offset': String(half) }, PDF_BYTES.subarray(half));
    expect(last.status).toBe(200);
    const answer = (await last.json()) as { data: { url: string; content_type: string; size: number } };
    expect(answer.data).toMatchObject({ content_type: 'application/pdf', size: PDF_BYTES.length });
    const served = await t.app.inject({ url: answer.data.url });
    expect(served.statusCode).toBe(200);
  });
});
