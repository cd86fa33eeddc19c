import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import { AVATAR_LIMITS } from '@kelas/contracts/profile';
import { ASSIGNMENT_MAX_BYTES } from '@kelas/contracts/assignments';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignmentSubmissions, users } from '../src/db/schema/index.ts';
import { createPracticeCourse, createUser, enrol, pdfBytes, sessionFor } from '../src/modules/assignments/assignments.fixtures.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * Upload limits on the bytes received, whatever the client (decision 224): every size limit is
 * tried with fetch and FormData over a real socket, as a browser sends it (undici cuts the body in
 * 64 KiB chunks), at the limit and past it by amounts that put the cut on and off chunk
 * boundaries: the limit is accepted, anything more is 413 with nothing stored. Images declaring
 * more pixels than allowed are refused from their header, before anything decodes them.
 */
const STUDIO_PDF_LIMIT = 256 * 1024;
const IMAGE_LIMIT = 256 * 1024;
const OVER = [1, 2, 100, 4096, 65_535, 65_536, 65_537, 300_000];

let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await createTestApp({ env: { JOB_WORKERS: 'false', UPLOAD_MAX_PDF_BYTES: String(STUDIO_PDF_LIMIT), UPLOAD_MAX_IMAGE_BYTES: String(IMAGE_LIMIT), LOGIN_REQUESTS_PER_IP: '10000' } });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

/** Every file under the data directory's storage (what an upload would have left). */
function storedFiles(): string[] {
  const root = path.join(t.dataDir, 'storage');
  return fs.existsSync(root) ? (fs.readdirSync(root, { recursive: true, withFileTypes: true }) as fs.Dirent[]).filter((d) => d.isFile()).map((d) => path.join(d.parentPath, d.name)).sort() : [];
}

/** Lets the event loop run (the server reads what was written so far) before the next write. */
const yieldToServer = async () => {
  for (let i = 0; i < 3; i++) await new Promise((resolve) => setImmediate(resolve));
};

/**
 * POST a FormData with fetch, as the SPA does. The body is fetch's own encoding of the form, sent
 * as the browser's stream sends a Blob: in 64 KiB pieces counted from the file's first byte, each
 * read by the server before the next is written. A limit that is a multiple of 64 KiB then falls
 * exactly between two pieces, the case a limit checked per piece misses.
 */
async function postForm(url: string, token: string, fields: Record<string, string>, file: { name: string; bytes: Buffer; filename: string; type: string }) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append(file.name, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.filename);
  const encoded = new Response(form);
  const contentType = encoded.headers.get('content-type')!;
  const body = Buffer.from(await encoded.arrayBuffer());
  const fileStart = body.indexOf('\r\n\r\n', body.indexOf(`filename="${file.filename}"`)) + 4;
  const pieces = [body.subarray(0, fileStart)];
  for (let at = fileStart; at < body.length; at += 65_536) pieces.push(body.subarray(at, Math.min(at + 65_536, body.length)));
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const piece = pieces.shift();
      if (!piece) return controller.close();
      controller.enqueue(new Uint8Array(piece));
      await yieldToServer();
    },
  });
  const res = await fetch(`${base}${url}`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': contentType }, body: stream, duplex: 'half' } as RequestInit);
  return { status: res.status, body: (await res.json()) as { code?: string; data?: unknown; errors?: Record<string, string[]> } };
}

/** A real PNG of `width` × `height` padded after its end to exactly `size` bytes (decoders ignore the tail). */
async function pngOfSize(size: number, width = 8, height = 8): Promise<Buffer> {
  const png = await sharp({ create: { width, height, channels: 3, background: '#3366ff' } }).png().toBuffer();
  return Buffer.concat([png, Buffer.alloc(size - png.length)]);
}

/** A few bytes of PNG whose header declares `width` × `height` (the image data is a single row). */
function pngDeclaring(width: number, height: number): Buffer {
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buf) {
      c ^= byte;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    }
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', zlib.deflateSync(Buffer.alloc(64))), chunk('IEND', Buffer.alloc(0))]);
}

describe('size limits with fetch and FormData', () => {
  it('avatar: exactly 1 MiB is stored; every size past it is 413 and nothing is stored', async () => {
    const me = await createUser(t.app.db, 'learner', 'Foto Uji');
    const token = await sessionFor(t.app.db, me.id);
    const avatar = (size: number) => pngOfSize(size).then((bytes) => postForm('/api/profile/avatar', token, {}, { name: 'avatar', bytes, filename: 'foto.png', type: 'image/png' }));

    const ok = await avatar(AVATAR_LIMITS.maxBytes);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const [row] = await t.app.db.select({ avatar: users.avatar }).from(users).where(eq(users.id, me.id));
    const stored = path.join(t.dataDir, 'storage', 'public', row!.avatar!);
    expect(fs.statSync(stored).size).toBe(AVATAR_LIMITS.maxBytes);
    const before = storedFiles();
    for (const extra of OVER) {
      const res = await avatar(AVATAR_LIMITS.maxBytes + extra);
      expect(res.status, `1 MiB + ${extra}`).toBe(413);
      expect(res.body.code).toBe('AVATAR_TOO_LARGE');
    }
    expect(storedFiles()).toEqual(before);
    expect((await t.app.db.select({ avatar: users.avatar }).from(users).where(eq(users.id, me.id)))[0]!.avatar).toBe(row!.avatar);
  });

  it('assignment PDF: exactly 2 MiB is accepted; every size past it is 413 and nothing is stored', async () => {
    const course = await createPracticeCourse(t.app.db);
    const send = async (size: number) => {
      const learner = await createUser(t.app.db, 'learner');
      await enrol(t.app.db, learner.id, course.id);
      const res = await postForm('/api/course/practice/assignment', await sessionFor(t.app.db, learner.id), { material_id: String(course.practiceId) }, { name: 'file', bytes: pdfBytes(size), filename: 'tugas.pdf', type: 'application/pdf' });
      return { ...res, learnerId: learner.id };
    };
    const ok = await send(ASSIGNMENT_MAX_BYTES);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const before = storedFiles();
    for (const extra of OVER) {
      const res = await send(ASSIGNMENT_MAX_BYTES + extra);
      expect(res.status, `2 MiB + ${extra}`).toBe(413);
      expect(await t.app.db.select().from(assignmentSubmissions).where(eq(assignmentSubmissions.userId, res.learnerId))).toHaveLength(0);
    }
    expect(storedFiles()).toEqual(before);
  });

  it('studio upload: exactly UPLOAD_MAX_PDF_BYTES is stored; every size past it is 413 and nothing is stored', async () => {
    const token = await t.login('admin@example.com');
    const pdf = (size: number) => postForm('/api/admin/uploads?purpose=reading', token, {}, { name: 'file', bytes: pdfBytes(size), filename: 'modul.pdf', type: 'application/pdf' });
    const ok = await pdf(STUDIO_PDF_LIMIT);
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expect(ok.body.data).toMatchObject({ content_type: 'application/pdf', size: STUDIO_PDF_LIMIT });
    const before = storedFiles();
    for (const extra of OVER) {
      const res = await pdf(STUDIO_PDF_LIMIT + extra);
      expect(res.status, `limit + ${extra}`).toBe(413);
      expect(res.body.code).toBe('FILE_TOO_LARGE');
    }
    expect(storedFiles()).toEqual(before);
    // The refused bodies were read to their end: the client's next upload (on the same keep-alive
    // connection) is answered, also after a refusal by type.
    const wrongType = await postForm('/api/admin/uploads?purpose=reading', token, {}, { name: 'file', bytes: Buffer.alloc(200_000, 0x41), filename: 'teks.pdf', type: 'application/pdf' });
    expect(wrongType.status).toBe(415);
    expect((await pdf(1000)).status).toBe(201);
  });

  it("a post's picture: exactly UPLOAD_MAX_IMAGE_BYTES is stored; every size past it is 413 and nothing is stored (decision 292)", async () => {
    const course = await createPracticeCourse(t.app.db, 'Kelas Gambar Uji');
    const learner = await createUser(t.app.db, 'learner', 'Penanya Bergambar');
    await enrol(t.app.db, learner.id, course.id);
    const token = await sessionFor(t.app.db, learner.id);
    const picture = (size: number) => pngOfSize(size).then((bytes) => postForm(`/api/course/${course.slug}/post-images`, token, {}, { name: 'file', bytes, filename: 'grafik.png', type: 'image/png' }));
    const ok = await picture(IMAGE_LIMIT);
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    const before = storedFiles();
    for (const extra of OVER) {
      const res = await picture(IMAGE_LIMIT + extra);
      expect(res.status, `limit + ${extra}`).toBe(413);
      expect(res.body.code).toBe('FILE_TOO_LARGE');
    }
    const huge = await postForm(`/api/course/${course.slug}/post-images`, token, {}, { name: 'file', bytes: pngDeclaring(50_000, 50_000), filename: 'raksasa.png', type: 'image/png' });
    expect(huge.status).toBe(422);
    expect(huge.body.errors).toEqual({ file: ['Gambar terlalu besar: paling banyak 40 megapiksel.'] });
    expect(storedFiles()).toEqual(before);
  });
});

describe('pixel limits, from the header', () => {
  it('refuses an avatar declaring more than 4096 × 4096 pixels (422 AVATAR_PIXELS, nothing stored); 4096 × 4096 is taken', async () => {
    const me = await createUser(t.app.db, 'learner', 'Foto Besar');
    const token = await sessionFor(t.app.db, me.id);
    const before = storedFiles();
    for (const [w, h] of [
      [50_000, 50_000],
      [4097, 4096],
      [1, 20_000_000],
    ] as const) {
      const res = await postForm('/api/profile/avatar', token, {}, { name: 'avatar', bytes: pngDeclaring(w, h), filename: 'besar.png', type: 'image/png' });
      expect(res.status, `${w} × ${h}`).toBe(422);
      expect(res.body.code).toBe('AVATAR_PIXELS');
    }
    expect(storedFiles()).toEqual(before);
    expect((await t.app.db.select({ avatar: users.avatar }).from(users).where(eq(users.id, me.id)))[0]!.avatar).toBeNull();
    const edge = await postForm('/api/profile/avatar', token, {}, { name: 'avatar', bytes: pngDeclaring(4096, 4096), filename: 'pas.png', type: 'image/png' });
    expect(edge.status).toBe(200);
  });

  it('refuses a studio image declaring more than 40 megapixels (422 IMAGE_TOO_LARGE) without decoding it', async () => {
    const token = await t.login('admin@example.com');
    const before = storedFiles();
    const res = await postForm('/api/admin/uploads?purpose=thumbnail', token, {}, { name: 'file', bytes: pngDeclaring(50_000, 50_000), filename: 'raksasa.png', type: 'image/png' });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ file: ['Gambar terlalu besar: paling banyak 40 megapiksel.'] });
    expect(storedFiles()).toEqual(before);
    const fine = await postForm('/api/admin/uploads?purpose=thumbnail', token, {}, { name: 'file', bytes: await pngOfSize(20_000, 640, 480), filename: 'biasa.png', type: 'image/png' });
    expect(fine.status).toBe(201);
  });
});
