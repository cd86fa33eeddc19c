import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { userRoles } from '../../db/schema/index.ts';
import { sendJob } from '../../platform/jobs/send-job.ts';
import { createUser, sessionFor } from '../assignments/assignments.fixtures.ts';
import { removeAbandonedUploadsJob } from './resumable-uploads.ts';
import { STUDIO_MESSAGES } from '@kelas/contracts/studio';
import { PDF_BYTES, TUS_READING } from './studio.fixtures.ts';

/**
 * Resumable uploads (tus 1.0) under /api/admin/uploads/tus. Over a real socket, as
 * tus clients send them: @tus/server reads the raw request stream itself.
 */
describe('studio tus uploads', () => {
  let t: TestApp;
  let admin: string;
  let base: string;

  beforeAll(async () => {
    // Sessions outlive the days the clock is moved by.
    t = await createTestApp({ env: { JOB_POLL_SECONDS: '0.5', LOGIN_REQUESTS_PER_IP: '10000', SESSION_IDLE_MINUTES: String(7 * 24 * 60) } });
    admin = await t.login('admin@example.com');
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(() => t.clock.reset());

  const tus = { 'tus-resumable': '1.0.0' };
  const octets = { ...tus, 'content-type': 'application/offset+octet-stream' };
  const pathOf = (res: Response) => {
    const location = String(res.headers.get('location'));
    return location.startsWith('/') ? location : new URL(location).pathname;
  };
  /** A started upload of PDF_BYTES by `token` (nothing sent yet); its URL and its part file. */
  const start = async (token: string, headers: Record<string, string> = {}) => {
    const created = await send('POST', '/api/admin/uploads/tus', { ...tus, ...TUS_READING, 'upload-length': String(PDF_BYTES.length), ...headers }, undefined, token);
    expect(created.status).toBe(201);
    const url = pathOf(created);
    return { url, file: path.join(t.dataDir, 'tus', url.split('/').at(-1)!) };
  };
  /** Another author: a staff member who is not the uploader. */
  const otherAuthor = async () => {
    const u = await createUser(t.app.db, 'learner', 'Penulis Lain');
    await t.app.db.insert(userRoles).values({ userId: u.id, role: 'author' });
    return sessionFor(t.app.db, u.id);
  };

  const send = (method: string, url: string, headers: Record<string, string>, body?: Uint8Array, token: string | null = admin) =>
    fetch(`${base}${url}`, { method, headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers }, ...(body ? { body: Buffer.from(body) } : {}) });

  it('creates, resumes from the offset and finishes into storage with the upload answer; guests get 401', async () => {
    const tus = { 'tus-resumable': '1.0.0' };
    const length = { ...tus, ...TUS_READING, 'upload-length': String(PDF_BYTES.length) };
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

  it('names its purpose at creation: 422 without or with an unknown one, 413 when the length is over its limit, before any byte (decision 261)', async () => {
    const tusOnly = { 'tus-resumable': '1.0.0' };
    const none = await send('POST', '/api/admin/uploads/tus', { ...tusOnly, 'upload-length': '100' });
    expect(none.status).toBe(422);
    expect(((await none.json()) as { errors: Record<string, string[]> }).errors.purpose).toEqual([STUDIO_MESSAGES.purposeInvalid]);
    const unknown = await send('POST', '/api/admin/uploads/tus', { ...tusOnly, 'upload-length': '100', 'upload-metadata': `purpose ${Buffer.from('avatar').toString('base64')}` });
    expect(unknown.status).toBe(422);
    // A reading takes PDFs up to UPLOAD_MAX_PDF_BYTES (20 MB by default): 21 MB is refused at once.
    const over = await send('POST', '/api/admin/uploads/tus', { ...tusOnly, ...TUS_READING, 'upload-length': String(21 * 1024 * 1024) });
    expect(over.status).toBe(413);
    expect(((await over.json()) as { message: string }).message).toBe('Ukuran berkas melebihi batas 20 MB.');
    expect(fs.readdirSync(path.join(t.dataDir, 'tus')).filter((f) => !f.endsWith('.json'))).toEqual([]);
  });

  it("is visible, resumable and deletable only by its uploader and admins; a client cannot name another owner", async () => {
    const author = await t.login('author@example.com');
    const stranger = await otherAuthor();
    const upload = await start(author);
    for (const [method, headers, body] of [
      ['HEAD', tus, undefined],
      ['PATCH', { ...octets, 'upload-offset': '0' }, PDF_BYTES.subarray(0, 10)],
      ['DELETE', tus, undefined],
    ] as const) {
      expect((await send(method, upload.url, headers, body, stranger)).status, method).toBe(404);
    }
    expect(fs.existsSync(upload.file)).toBe(true);
    const own = await send('HEAD', upload.url, tus, undefined, author);
    expect([own.status, own.headers.get('upload-offset')]).toEqual([200, '0']);
    expect((await send('HEAD', upload.url, tus, undefined, admin)).status).toBe(200);
    expect((await send('DELETE', upload.url, tus, undefined, author)).status).toBe(204);
    expect(fs.existsSync(upload.file)).toBe(false);

    // Upload-Metadata naming someone else as the owner is replaced by the server.
    const spoofed = await start(author, { 'upload-metadata': `kelas_owner ${Buffer.from('1').toString('base64')},filename ${Buffer.from('a.pdf').toString('base64')},purpose ${Buffer.from('reading').toString('base64')}` });
    expect((await send('HEAD', spoofed.url, tus, undefined, stranger)).status).toBe(404);
    expect((await send('HEAD', spoofed.url, tus, undefined, author)).status).toBe(200);
  });

  it('expires 24 hours after its last progress: refused and deleted when touched again', async () => {
    const upload = await start(admin);
    expect((await send('PATCH', upload.url, { ...octets, 'upload-offset': '0' }, PDF_BYTES.subarray(0, 10))).status).toBe(204);
    t.clock.advance(23 * 3600_000);
    // Progress now: the 24 hours start again.
    expect((await send('PATCH', upload.url, { ...octets, 'upload-offset': '10' }, PDF_BYTES.subarray(10, 20))).status).toBe(204);
    t.clock.advance(23 * 3600_000);
    expect((await send('HEAD', upload.url, tus)).headers.get('upload-offset')).toBe('20');
    t.clock.advance(2 * 3600_000);
    expect((await send('HEAD', upload.url, tus)).status).toBe(404);
    expect(fs.existsSync(upload.file)).toBe(false);
    expect(fs.existsSync(`${upload.file}.json`)).toBe(false);
  });

  it('is cleaned by the hourly job once abandoned; uploads in progress stay', async () => {
    const schedule = (await t.app.db.execute(sql`select cron from pgboss.schedule where name = ${removeAbandonedUploadsJob.name}`)) as unknown as { rows: unknown[] };
    expect(schedule.rows).toEqual([{ cron: '17 * * * *' }]);
    const abandoned = await start(admin);
    t.clock.advance(12 * 3600_000);
    const recent = await start(admin);
    t.clock.advance(13 * 3600_000);
    await sendJob(t.app.db, removeAbandonedUploadsJob, {});
    t.app.jobs.wake(removeAbandonedUploadsJob.name);
    await expect.poll(() => fs.existsSync(abandoned.file), { timeout: 10_000 }).toBe(false);
    expect(fs.existsSync(`${abandoned.file}.json`)).toBe(false);
    expect(fs.existsSync(recent.file)).toBe(true);
    expect((await send('HEAD', recent.url, tus)).status).toBe(200);
  });
});
