import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEALTH_CODES, HEALTH_MESSAGES } from '@kelas/contracts/health';
import { startS3Server, type S3TestServer } from '../../test/s3-server.ts';
import { bearer, createTestApp, type TestApp } from '../../test/test-app.ts';
import { assignmentSubmissions } from '../db/schema/index.ts';
import { createPracticeCourse, createUser, enrol, multipart, pdfBytes, sessionFor } from '../modules/assignments/assignments.fixtures.ts';
import { certificatePdfKey } from '../modules/certificates/load-certificate-pdf.ts';
import { createCourse, createLearner, enrol as enrolLearner } from '../modules/learning/learning.fixtures.ts';
import { call, multipart as studioMultipart, PDF_BYTES, purposeOf, TUS_READING } from '../modules/studio/studio.fixtures.ts';
import { createS3Client, s3StorageDriver } from './storage.ts';

/** A course completed by 'Selanjutnya' alone (texts and readings; decision 240). */
const READ_ONLY_CHAPTERS = [[{ type: 'text' as const, title: 'Pembuka' }, { type: 'reading' as const, title: 'Modul', detail: { pdf: 'documents/test/modul-1.pdf' } }]];

/**
 * The app with STORAGE_DRIVER=s3 on a real S3-compatible server (s3rver, decision
 * 185): public files and range reads, assignment uploads, studio uploads (multipart and tus),
 * certificates, and the store going down (503, nothing half-written). Runs on PGlite and, in the
 * api-postgres project, on PostgreSQL.
 */
describe('the app on S3 (s3rver)', () => {
  let s3: S3TestServer;
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    s3 = await startS3Server();
    t = await createTestApp({ env: { ...s3.env, PUBLIC_URL: 'https://kelas.example', UPLOAD_MAX_VIDEO_BYTES: '20000' } });
    admin = await t.login('admin@example.com');
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });
  const bucket = () => s3StorageDriver({ client: createS3Client(s3.env), bucket: s3.bucket });
  const keysUnder = async (prefix: string) => (await s3.keys()).filter((k) => k.startsWith(prefix));

  it('serves public files from the bucket at /storage: whole, one range (206), unsatisfiable (416), missing or escaping (404)', async () => {
    const body = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 256));
    await bucket().put('public/videos/demo.mp4', body);
    const whole = await t.app.inject({ url: '/storage/videos/demo.mp4' });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.equals(body)).toBe(true);

    const part = await t.app.inject({ url: '/storage/videos/demo.mp4', headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 100-199/1000');
    expect(part.rawPayload.equals(body.subarray(100, 200))).toBe(true);
    const tail = await t.app.inject({ url: '/storage/videos/demo.mp4', headers: { range: 'bytes=-10' } });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(body.subarray(990))).toBe(true);
    const beyond = await t.app.inject({ url: '/storage/videos/demo.mp4', headers: { range: 'bytes=5000-6000' } });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe('bytes */1000');

    expect((await t.app.inject({ url: '/storage/nothing.png' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/storage/..%2Fprivate%2Fx.pdf' })).statusCode).toBe(404);
  });

  it('stores an assignment PDF in the bucket, reads it back through the signed link, and deletes the replaced one', async () => {
    const course = await createPracticeCourse(t.app.db);
    const learner = await createUser(t.app.db, 'learner');
    await enrol(t.app.db, learner.id, course.id);
    const token = await sessionFor(t.app.db, learner.id);
    const submit = async (file: Buffer) => {
      const { payload, headers } = await multipart([
        { name: 'file', file, filename: 'Tugas.pdf' },
        { name: 'material_id', value: String(course.practiceId) },
      ]);
      return t.app.inject({ method: 'POST', url: '/api/course/practice/assignment', payload, headers: { ...headers, ...bearer(token) } });
    };
    const first = pdfBytes(5000);
    const res = await submit(first);
    expect(res.statusCode).toBe(200);
    const prefix = `private/assignments/${learner.id}/`;
    const [stored] = await keysUnder(prefix);
    expect(stored).toMatch(/\.pdf$/);
    const back = await t.app.inject({ url: res.json().data.assignment_log.task_url, headers: bearer(token) });
    expect(back.statusCode).toBe(200);
    expect(back.rawPayload.equals(first)).toBe(true);

    const second = pdfBytes(7000);
    expect((await submit(second)).statusCode).toBe(200);
    const now = await keysUnder(prefix);
    expect(now).toHaveLength(1);
    expect(now[0]).not.toBe(stored);
    const [row] = await t.app.db.select().from(assignmentSubmissions).where(eq(assignmentSubmissions.userId, learner.id));
    expect(row!.fileKey).toBe(now[0]);
  });

  it('stores studio uploads in the bucket: PDF, resized images, video served with ranges, and a tus upload', async () => {
    const up = (bytes: Buffer, name: string) => {
      const m = studioMultipart(bytes, name);
      return call(t, admin, 'POST', `/api/admin/uploads?purpose=${purposeOf(name)}`, m.payload, m.headers);
    };
    const pdf = await up(PDF_BYTES, 'materi.pdf');
    expect(pdf.statusCode).toBe(201);
    expect(await keysUnder(`public/${pdf.json().data.path}`)).toHaveLength(1);

    const png = await sharp({ create: { width: 1600, height: 800, channels: 3, background: '#3366ff' } }).png().toBuffer();
    const img = await up(png, 'sampul.png');
    expect(img.statusCode).toBe(201);
    const small = await t.app.inject({ url: `/storage/${img.json().data.variants['400']}` });
    expect(small.statusCode).toBe(200);
    expect((await sharp(small.rawPayload).metadata()).width).toBe(400);

    const ftyp = Buffer.from([0, 0, 0, 0x18, ...Buffer.from('ftypmp42'), 0, 0, 0, 0, ...Buffer.from('mp42isom')]);
    const mp4 = Buffer.concat([ftyp, Buffer.alloc(8000, 1)]);
    const video = await up(mp4, 'video.mp4');
    expect(video.statusCode).toBe(201);
    const ranged = await t.app.inject({ url: video.json().data.url, headers: { range: 'bytes=100-199' } });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.headers['content-type']).toBe('video/mp4');
    expect(ranged.rawPayload.equals(mp4.subarray(100, 200))).toBe(true);
    const tooBig = await up(Buffer.concat([ftyp, Buffer.alloc(30_000, 1)]), 'panjang.mp4');
    expect(tooBig.statusCode).toBe(413);
    expect(await keysUnder('public/uploads/videos/')).toHaveLength(1);

    // tus over a real socket: the finished upload goes to the bucket.
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const tus = { 'tus-resumable': '1.0.0', authorization: `Bearer ${admin}` };
    const created = await fetch(`${base}/api/admin/uploads/tus`, { method: 'POST', headers: { ...tus, ...TUS_READING, 'upload-length': String(PDF_BYTES.length) } });
    expect(created.status).toBe(201);
    const location = String(created.headers.get('location'));
    const url = location.startsWith('/') ? location : new URL(location).pathname;
    const done = await fetch(`${base}${url}`, {
      method: 'PATCH',
      headers: { ...tus, 'content-type': 'application/offset+octet-stream', 'upload-offset': '0' },
      body: PDF_BYTES,
    });
    expect(done.status).toBe(200);
    const answer = (await done.json()) as { data: { path: string } };
    expect(await keysUnder(`public/${answer.data.path}`)).toHaveLength(1);
  });

  it('renders a certificate PDF once and keeps it in the bucket', async () => {
    const learner = await createLearner(t.app.db, 'Sertifikat S3');
    const token = await t.login(learner.email);
    const c = await createCourse(t.app.db, READ_ONLY_CHAPTERS, 'Kelas Sertifikat S3');
    await enrolLearner(t.app.db, learner.id, c.id);
    let code: string | null = null;
    for (const item of c.items) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/course/items/${item.id}/complete`,
        headers: bearer(token),
        payload: { courseId: c.id, itemId: item.materialId, itemType: item.type },
      });
      code = (res.json() as { data: { certificate_code: string | null } }).data.certificate_code;
    }
    expect(code).toBeTruthy();
    const pdf = await t.app.inject(`/api/certificates/${code}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await keysUnder(certificatePdfKey(code!))).toHaveLength(1);
    const again = await t.app.inject(`/api/certificates/${code}/pdf`);
    expect(again.rawPayload.equals(pdf.rawPayload)).toBe(true);
  });

  it('answers 503 with a message while S3 is down, writing no row and no object; works again when it is back', async () => {
    const course = await createPracticeCourse(t.app.db, 'Kelas S3 Mati');
    const learner = await createUser(t.app.db, 'learner');
    await enrol(t.app.db, learner.id, course.id);
    const token = await sessionFor(t.app.db, learner.id);
    const submit = async () => {
      const { payload, headers } = await multipart([
        { name: 'file', file: pdfBytes(4000), filename: 'Tugas.pdf' },
        { name: 'material_id', value: String(course.practiceId) },
      ]);
      return t.app.inject({ method: 'POST', url: '/api/course/practice/assignment', payload, headers: { ...headers, ...bearer(token) } });
    };
    const unavailable = { message: HEALTH_MESSAGES.storageUnavailable, code: HEALTH_CODES.storageUnavailable };
    const before = await s3.keys();
    await s3.stop();
    try {
      const res = await submit();
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual(unavailable);
      expect(res.headers['retry-after']).toBe('5');
      const m = studioMultipart(PDF_BYTES, 'materi.pdf');
      const studio = await call(t, admin, 'POST', '/api/admin/uploads?purpose=reading', m.payload, m.headers);
      expect(studio.statusCode).toBe(503);
      expect(studio.json()).toEqual(unavailable);
      const file = await t.app.inject({ url: '/storage/videos/demo.mp4' });
      expect(file.statusCode).toBe(503);
    } finally {
      await s3.start();
    }
    const rows = await t.app.db.select().from(assignmentSubmissions).where(eq(assignmentSubmissions.userId, learner.id));
    expect(rows).toEqual([]);
    expect(await s3.keys()).toEqual(before);
    expect((await submit()).statusCode).toBe(200);
    expect(await keysUnder(`private/assignments/${learner.id}/`)).toHaveLength(1);
  });
});
