import fs from 'node:fs/promises';
import path from 'node:path';
import { ASSIGNMENT_MAX_BYTES, TaskFileUrlSchema, UploadAssignmentResultSchema } from '@kelas/contracts/assignments';
import { wrap } from '@kelas/contracts/http';
import { PracticeDetailSchema } from '@kelas/contracts/learning';
import { MentorSubmissionPageSchema } from '@kelas/contracts/mentor';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignmentSubmissions, itemProgress } from '../../db/schema/index.ts';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import {
  createPracticeCourse,
  createUser,
  enrol,
  linkMentor,
  multipart,
  pdfBytes,
  sessionFor,
  type PracticeCourse,
} from './assignments.fixtures.ts';


/** Files under DATA_DIR/storage/private (relative paths), including temp files. */
async function privateFiles(t: TestApp): Promise<string[]> {
  const root = path.join(t.dataDir, 'storage', 'private');
  const entries = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.relative(root, path.join(e.parentPath, e.name)));
}

describe('POST /api/course/practice/assignment', () => {
  let t: TestApp;
  let course: PracticeCourse;
  let other: PracticeCourse;
  let learner: { id: number; token: string };
  let learner2: { id: number; token: string };

  const upload = async (token: string, parts: Parameters<typeof multipart>[0]) => {
    const { payload, headers } = await multipart(parts);
    return t.app.inject({
      method: 'POST',
      url: '/api/course/practice/assignment',
      payload,
      headers: { ...headers, ...bearer(token) },
    });
  };
  const pdfPart = (file = pdfBytes(), filename = 'Laporan Akhir.pdf', type = 'application/pdf') => ({
    name: 'file',
    file,
    filename,
    type,
  });
  const material = (id: number) => ({ name: 'material_id', value: String(id) });
  const submissionOf = async (userId: number, itemId: number) =>
    (
      await t.app.db
        .select()
        .from(assignmentSubmissions)
        .where(and(eq(assignmentSubmissions.userId, userId), eq(assignmentSubmissions.itemId, itemId)))
    )[0];
  const isComplete = async (userId: number, itemId: number) =>
    (
      await t.app.db
        .select()
        .from(itemProgress)
        .where(and(eq(itemProgress.userId, userId), eq(itemProgress.itemId, itemId)))
    ).length === 1;

  beforeAll(async () => {
    t = await createTestApp();
    course = await createPracticeCourse(t.app.db);
    other = await createPracticeCourse(t.app.db, 'Kelas Lain');
    const a = await createUser(t.app.db, 'learner', 'Ani');
    const b = await createUser(t.app.db, 'learner', 'Budi');
    await enrol(t.app.db, a.id, course.id);
    await enrol(t.app.db, b.id, course.id);
    learner = { id: a.id, token: await sessionFor(t.app.db, a.id) };
    learner2 = { id: b.id, token: await sessionFor(t.app.db, b.id) };
  });
  afterAll(async () => {
    await t?.close();
  });

  it('needs a session', async () => {
    const { payload, headers } = await multipart([pdfPart(), material(course.practiceId)]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/course/practice/assignment',
      payload,
      headers,
    });
    expect(res.statusCode).toBe(401);
  });

  it('checks in the spec order with its messages', async () => {
    // No file at all (and no material): the file message comes first.
    let res = await upload(learner.token, [{ name: 'note', value: 'x' }]);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      message: 'File tidak boleh kosong.',
      errors: { file: ['File tidak boleh kosong.'] },
    });
    // An empty file is no file.
    res = await upload(learner.token, [pdfPart(Buffer.alloc(0)), material(course.practiceId)]);
    expect(res.json().message).toBe('File tidak boleh kosong.');
    // A JSON body is no file either.
    res = await t.app.inject({
      method: 'POST',
      url: '/api/course/practice/assignment',
      payload: { material_id: course.practiceId },
      headers: bearer(learner.token),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('File tidak boleh kosong.');
    // Not a PDF, without material: the type message comes before the material one.
    res = await upload(learner.token, [pdfPart(Buffer.from('hello world, not a pdf'), 'tugas.pdf')]);
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('Hanya file PDF yang diperbolehkan.');
    // A PDF without material_id.
    res = await upload(learner.token, [pdfPart()]);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      message: 'Material ID tidak ditemukan.',
      errors: { material_id: ['Material ID tidak ditemukan.'] },
    });
    res = await upload(learner.token, [pdfPart(), { name: 'material_id', value: 'abc' }]);
    expect(res.json().message).toBe('Material ID tidak ditemukan.');
    expect(await privateFiles(t)).toEqual([]);
  });

  it('recognises a PDF by its content, not its name or declared type', async () => {
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(500, 1),
    ]);
    const res = await upload(learner.token, [
      pdfPart(png, 'renamed.pdf', 'application/pdf'),
      material(course.practiceId),
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ message: 'Hanya file PDF yang diperbolehkan.' });
    // A real PDF sent with a wrong name and type is accepted.
    const ok = await upload(learner2.token, [
      pdfPart(pdfBytes(), 'scan.bin', 'application/octet-stream'),
      material(course.practiceId),
    ]);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.assignment_log.task).toMatch(/\/scan\.bin\.pdf$/);
    await t.app.db.delete(assignmentSubmissions).where(eq(assignmentSubmissions.userId, learner2.id));
    await fs.rm(path.join(t.dataDir, 'storage', 'private'), { recursive: true, force: true });
  });

  it('refuses 2 MB + 1 byte with 413 and keeps nothing (no file, no row, not complete)', async () => {
    const res = await upload(learner.token, [
      material(course.practiceId),
      pdfPart(pdfBytes(ASSIGNMENT_MAX_BYTES + 1)),
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ message: 'Ukuran file melebihi 2MB.' });
    expect(await privateFiles(t)).toEqual([]);
    expect(await submissionOf(learner.id, course.practiceId)).toBeUndefined();
    expect(await isComplete(learner.id, course.practiceId)).toBe(false);
    // Far beyond the limit, with the material after the file.
    const big = await upload(learner.token, [
      pdfPart(pdfBytes(5 * 1024 * 1024)),
      material(course.practiceId),
    ]);
    expect(big.statusCode).toBe(413);
    expect(await privateFiles(t)).toEqual([]);
  });

  it('refuses an item of a course the learner is not enrolled in (403), a non-practice item (422), an unknown item (404)', async () => {
    let res = await upload(learner.token, [pdfPart(), material(other.practiceId)]);
    expect(res.statusCode).toBe(403);
    res = await upload(learner.token, [pdfPart(), material(course.readingId)]);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      message: 'Materi ini bukan tugas praktik.',
      errors: { material_id: ['Materi ini bukan tugas praktik.'] },
    });
    res = await upload(learner.token, [pdfPart(), material(999_999)]);
    expect(res.statusCode).toBe(404);
    expect(await privateFiles(t)).toEqual([]);
  });

  it('stores exactly 2 MB under a generated key, completes the item and shows the assignment_log', async () => {
    const file = pdfBytes(ASSIGNMENT_MAX_BYTES);
    const res = await upload(learner.token, [
      pdfPart(file, 'Laporan Akhir.pdf'),
      material(course.practiceId),
    ]);
    expect(res.statusCode).toBe(200);
    const data = wrap(UploadAssignmentResultSchema).parse(res.json()).data;
    expect(data).toMatchObject({ item_id: course.practiceId, is_complete: 1 });
    expect(data.assignment_log).toMatchObject({ status: 'submitted', feedback: null, score: null });
    expect(data.assignment_log.task.split('/').at(-1)).toBe('Laporan Akhir.pdf');

    const row = (await submissionOf(learner.id, course.practiceId))!;
    expect(row.fileKey).toMatch(new RegExp(`^private/assignments/${learner.id}/[0-9a-f-]{36}\\.pdf$`));
    expect(row.fileSize).toBe(ASSIGNMENT_MAX_BYTES);
    // Buffer.equals: a deep toEqual over 2 MB is needlessly slow.
    expect((await fs.readFile(path.join(t.dataDir, 'storage', row.fileKey))).equals(file)).toBe(true);
    expect(await isComplete(learner.id, course.practiceId)).toBe(true);

    const active = await t.app.inject({
      method: 'POST',
      url: `/api/course/items/${course.practiceId}/active`,
      headers: bearer(learner.token),
      payload: { courseId: course.id, itemId: course.materialId, itemType: 'practice' },
    });
    expect(active.statusCode).toBe(200);
    const detail = PracticeDetailSchema.parse(active.json().data.detail);
    expect(active.json().data.is_complete).toBe(1);
    expect(detail).toMatchObject({
      duration: 90,
      pdf: 'documents/uji/aset-tpm-1.pdf',
      pdf_url: '/storage/documents/uji/aset-tpm-1.pdf',
    });
    expect(detail.instruction).toBe('<p>Kerjakan <strong>tugas</strong> ini.</p>');
    expect(detail.objective).not.toMatch(/onerror/);
    expect(detail.assignment_log).toMatchObject({
      status: 'submitted',
      feedback: null,
      score: null,
      task: data.assignment_log.task,
    });
    expect(detail.assignment_log?.task_url).toBe(`/api/course/practice/assignment/${row.id}/file`);
  });

  it('shows assignment_log null before the first upload', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/course/items/${course.practiceId}/active`,
      headers: bearer(learner2.token),
      payload: { courseId: course.id, itemId: course.materialId, itemType: 'practice' },
    });
    expect(res.json().data.detail.assignment_log).toBeNull();
  });

  it('replaces an ungraded submission and removes the old file after commit', async () => {
    const before = (await submissionOf(learner.id, course.practiceId))!;
    const res = await upload(learner.token, [
      pdfPart(pdfBytes(3000), 'Revisi.pdf'),
      material(course.practiceId),
    ]);
    expect(res.statusCode).toBe(200);
    const after = (await submissionOf(learner.id, course.practiceId))!;
    expect(after.id).toBe(before.id);
    expect(after.fileKey).not.toBe(before.fileKey);
    expect(after.fileName).toBe('Revisi.pdf');
    expect(await privateFiles(t)).toEqual([after.fileKey.replace(/^private\//, '')]);
  });

  it('makes a path-traversal file name harmless', async () => {
    const { payload, headers } = await multipart([
      pdfPart(pdfBytes(), 'evil.pdf'),
      material(course.practiceId),
    ]);
    // Put a raw traversal name in the part header (browsers strip paths; a hostile client may not).
    const raw = Buffer.from(
      payload
        .toString('latin1')
        .replace('filename="evil.pdf"', 'filename="../../../../etc/passwd\\..\\x.pdf"'),
      'latin1',
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/course/practice/assignment',
      payload: raw,
      headers: { ...headers, ...bearer(learner2.token) },
    });
    expect(res.statusCode).toBe(200);
    const row = (await submissionOf(learner2.id, course.practiceId))!;
    expect(row.fileKey).toMatch(new RegExp(`^private/assignments/${learner2.id}/[0-9a-f-]{36}\\.pdf$`));
    expect(row.fileName).not.toMatch(/[/\\]|\.\./);
    expect(res.json().data.assignment_log.task.split('/').at(-1)).toBe(row.fileName);
    await expect(fs.access(path.join(t.dataDir, 'etc'))).rejects.toThrow();
    await expect(fs.access(path.join(t.dataDir, 'storage', 'etc'))).rejects.toThrow();
  });

  it('refuses to replace a graded submission (409) and keeps no new file', async () => {
    await t.app.db
      .update(assignmentSubmissions)
      .set({ status: 'graded', score: 80, feedback: 'Bagus' })
      .where(eq(assignmentSubmissions.userId, learner.id));
    const filesBefore = await privateFiles(t);
    const res = await upload(learner.token, [pdfPart(), material(course.practiceId)]);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      message: 'Tugas sudah dinilai mentor dan tidak dapat diganti.',
      code: 'ALREADY_GRADED',
    });
    expect((await privateFiles(t)).sort()).toEqual(filesBefore.sort());
  });
});

describe('GET /api/course/practice/assignment/{id}/file', () => {
  let t: TestApp;
  let course: PracticeCourse;
  const tokens: Record<string, string> = {};
  let submissionId: number;
  const file = pdfBytes(4096);

  beforeAll(async () => {
    t = await createTestApp();
    course = await createPracticeCourse(t.app.db);
    const other = await createPracticeCourse(t.app.db, 'Kelas Lain');
    const owner = await createUser(t.app.db, 'learner');
    const peer = await createUser(t.app.db, 'learner');
    const mentor = await createUser(t.app.db, 'mentor');
    const otherMentor = await createUser(t.app.db, 'mentor');
    const admin = await createUser(t.app.db, 'admin');
    await enrol(t.app.db, owner.id, course.id);
    await enrol(t.app.db, peer.id, course.id);
    await linkMentor(t.app.db, mentor.id, course.id);
    await linkMentor(t.app.db, otherMentor.id, other.id);
    for (const [k, u] of Object.entries({ owner, peer, mentor, otherMentor, admin }))
      tokens[k] = await sessionFor(t.app.db, u.id);
    const { payload, headers } = await multipart([
      { name: 'file', file, filename: 'Tugas Ani.pdf' },
      { name: 'material_id', value: String(course.practiceId) },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/course/practice/assignment',
      payload,
      headers: { ...headers, ...bearer(tokens.owner!) },
    });
    expect(res.statusCode).toBe(200);
    submissionId = Number(res.json().data.assignment_log.task_url.split('/').at(-2));
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

  it('serves the PDF to its owner, the course mentor and an admin', async () => {
    for (const who of ['owner', 'mentor', 'admin']) {
      const res = await get(`/api/course/practice/assignment/${submissionId}/file`, tokens[who]);
      expect(res.statusCode, who).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toContain('inline');
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.rawPayload).toEqual(file);
    }
  });

  it('refuses another learner, a mentor of another course (403) and a guest (401)', async () => {
    expect((await get(`/api/course/practice/assignment/${submissionId}/file`, tokens.peer)).statusCode).toBe(
      403,
    );
    expect(
      (await get(`/api/course/practice/assignment/${submissionId}/file`, tokens.otherMentor)).statusCode,
    ).toBe(403);
    expect((await get(`/api/course/practice/assignment/${submissionId}/file`)).statusCode).toBe(401);
    expect((await get(`/api/course/practice/assignment/999999/file`, tokens.owner)).statusCode).toBe(404);
  });

  it('serves a signed URL without a session until it expires; a forged or tampered one is refused', async () => {
    const list = await get('/api/mentor/submissions?status=waiting', tokens.mentor);
    const url = MentorSubmissionPageSchema.parse(list.json()).data.find((s) => s.id === submissionId)!.file_url;
    expect(url).toMatch(/\?expires=\d+&signature=[\w-]+$/);
    const ok = await get(url);
    expect(ok.statusCode).toBe(200);
    expect(ok.rawPayload).toEqual(file);

    expect((await get(url.replace(/signature=[\w-]+/, 'signature=AAAA'))).statusCode).toBe(403);
    const later = url.replace(/expires=(\d+)/, (_, e: string) => `expires=${Number(e) + 3600}`);
    expect((await get(later)).statusCode).toBe(403);
    // The same signature does not open another submission.
    expect(
      (await get(url.replace(`/assignment/${submissionId}/`, `/assignment/${submissionId + 1}/`))).statusCode,
    ).toBe(403);

    t.clock.advance(31 * 60 * 1000);
    const expired = await get(url);
    expect(expired.statusCode).toBe(403);
    expect(expired.json().message).toBe('Tautan file sudah kedaluwarsa. Muat ulang halaman.');
    t.clock.reset();
  });

  it('gives the learner a signed URL of their own file only', async () => {
    const res = await get(
      `/api/course/practice/assignment/file-url?material_id=${course.practiceId}`,
      tokens.owner,
    );
    expect(res.statusCode).toBe(200);
    const { url, expires_at } = wrap(TaskFileUrlSchema).parse(res.json()).data;
    expect(Date.parse(expires_at) - Date.now()).toBeGreaterThan(29 * 60_000);
    const pdf = await get(url);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload).toEqual(file);
    // Another learner of the course has no submission: nothing to sign.
    expect(
      (await get(`/api/course/practice/assignment/file-url?material_id=${course.practiceId}`, tokens.peer))
        .statusCode,
    ).toBe(404);
    // Not enrolled (a mentor account is not a learner of the course).
    expect(
      (
        await get(
          `/api/course/practice/assignment/file-url?material_id=${course.practiceId}`,
          tokens.otherMentor,
        )
      ).statusCode,
    ).toBe(403);
    expect((await get('/api/course/practice/assignment/file-url', tokens.owner)).statusCode).toBe(422);
  });

  it('voids signed URLs of a replaced file', async () => {
    const list = await get('/api/mentor/submissions?status=waiting', tokens.mentor);
    const url = MentorSubmissionPageSchema.parse(list.json()).data.find((s) => s.id === submissionId)!.file_url;
    const { payload, headers } = await multipart([
      { name: 'file', file: pdfBytes(5000), filename: 'Revisi.pdf' },
      { name: 'material_id', value: String(course.practiceId) },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/course/practice/assignment',
      payload,
      headers: { ...headers, ...bearer(tokens.owner!) },
    });
    expect(res.statusCode).toBe(200);
    expect((await get(url)).statusCode).toBe(403);
  });
});
