import type { CertificateVerification } from '@kelas/contracts/certificates';
import type { LearnerDetail } from '@kelas/contracts/learners';
import type { StudioCourse } from '@kelas/contracts/studio';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { auditLog, certificates } from '../../db/schema/index.ts';
import { api, ok } from '../learning/certifying-course.fixtures.ts';
import { createLearner, renameUser, userIdOf } from '../learning/learning.fixtures.ts';

/**
 * Certificates that stop being true (decision 242) and honest participant counts (decision 245):
 * an admin's revocation, the learner's erasure, an ended enrolment; the studio's delete dialog
 * counting distinct learners.
 */

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ env: { JOB_WORKERS: 'false' } });
  admin = await t.login('admin@example.com');
});
afterAll(() => t.close());

type Course = { id: number; slug: string; chapter: number; items: number[] };

/** A published course of three texts (each completed by the learner's own action). */
async function textCourse(title = 'Kelas Tiga Teks'): Promise<Course> {
  const course = await ok<StudioCourse>(api(t, admin, 'POST', '/api/admin/courses', { kind: 'learning_video', title, description: '<p>x</p>' }), 201);
  await ok(api(t, admin, 'PATCH', `/api/admin/courses/${course.id}`, { thumbnail: 'thumbnails/uji.svg' }));
  const chapter = (await ok<{ id: number }>(api(t, admin, 'POST', `/api/admin/courses/${course.id}/chapters`, { title: 'Bab 1' }), 201)).id;
  const items: number[] = [];
  for (const n of [1, 2, 3]) items.push((await ok<{ id: number }>(api(t, admin, 'POST', `/api/admin/chapters/${chapter}/items`, { title: `Teks ${n}`, item_type: 'text', detail: { html: `<p>${n}</p>` } }), 201)).id);
  await ok(api(t, admin, 'POST', `/api/admin/courses/${course.id}/packages`, { name: 'Reguler', benefits: [], prices: [{ price: 10_000 }] }), 201);
  await ok(api(t, admin, 'POST', `/api/admin/courses/${course.id}/publish`));
  return { id: course.id, slug: course.slug, chapter, items };
}

/** A learner granted the course who completed every item; returns the learner and the certificate code. */
async function graduate(c: Course, name = 'Budi Lulusan') {
  const l = await createLearner(t.app.db, name);
  const enrolment = await ok<{ id: number }>(api(t, admin, 'POST', `/api/admin/users/${l.id}/enrolments`, { course_id: c.id, reason: 'Uji' }), 201);
  const token = await t.login(l.email);
  let code: string | null = null;
  for (const id of c.items) code = (await ok<{ certificate_code: string | null }>(api(t, token, 'POST', `/api/course/items/${id}/complete`, { courseId: c.id, itemId: c.chapter, itemType: 'text' }))).certificate_code;
  return { ...l, token, code: code!, enrolmentId: enrolment.id };
}

const participants = async (c: Course) => (await ok<{ total_students: number }>(api(t, null, 'GET', `/api/courses/${c.slug}`))).total_students;
const verify = (code: string) => ok<CertificateVerification>(api(t, null, 'GET', `/api/certificates/${code}`));
const revoke = (code: string, payload: object, token: string | null = admin) => api(t, token, 'POST', `/api/admin/certificates/${code}/revoke`, payload);

describe('POST /api/admin/certificates/{code}/revoke (decision 242)', () => {
  it('revokes with a reason, audit-logged; the public page says revoked, the PDF is gone, completing again issues none', async () => {
    const c = await textCourse();
    const g = await graduate(c);
    expect((await verify(g.code)).status).toBe('valid');

    expect((await revoke(g.code, { reason: 'Plagiat' }, null)).statusCode).toBe(401);
    expect((await revoke(g.code, { reason: 'Plagiat' }, g.token)).statusCode).toBe(403);
    const short = await revoke(g.code, { reason: ' x ' });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.reason).toEqual(['Alasan wajib diisi.']);
    expect((await revoke(g.code, {})).statusCode).toBe(422);
    expect((await revoke('ZZZZZZZZZZZZZZZZZZZZ', { reason: 'Tidak ada' })).statusCode).toBe(404);
    expect((await revoke('bukan-kode', { reason: 'Tidak ada' })).statusCode).toBe(422);
    expect((await verify(g.code)).status).toBe('valid');

    t.clock.advance(60_000);
    const res = await revoke(g.code, { reason: 'Tugas akhir ternyata plagiat' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ code: g.code, status: 'revoked', revoked_reason: 'admin', name: 'Budi Lulusan' });
    const again = await revoke(g.code, { reason: 'Lagi' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'Sertifikat ini sudah dicabut.', code: 'ALREADY_REVOKED' });

    const view = await verify(g.code);
    expect(view).toMatchObject({ status: 'revoked', revoked_reason: 'admin' });
    // Revoked a minute after it was issued, by the app's clock.
    expect(Date.parse(view.revoked_at!) - Date.parse(view.issued_at)).toBeGreaterThanOrEqual(60_000);
    expect(JSON.stringify(view)).not.toContain('plagiat');
    expect((await api(t, null, 'GET', `/api/certificates/${g.code}/pdf`)).statusCode).toBe(410);
    expect((await api(t, g.token, 'POST', `/api/certificates/${g.code}/reissue`)).json()).toEqual({ message: 'Sertifikat ini telah dicabut dan tidak berlaku.', code: 'CERTIFICATE_REVOKED' });
    const [audit] = await t.app.db.select().from(auditLog).where(and(eq(auditLog.action, 'certificate.revoke'), eq(auditLog.entityId, g.code)));
    expect(audit).toMatchObject({ entityType: 'certificate', after: { status: 'revoked', cause: 'admin', reason: 'Tugas akhir ternyata plagiat' } });
    expect(audit!.actorId).toBe(await userIdOf(t.app.db, 'admin@example.com'));

    // The learner is still enrolled and 100 % complete: no new certificate by itself.
    const activity = await ok<{ course_progress: number; certificate_code: string | null }>(api(t, g.token, 'GET', `/api/course/${c.slug}/activity`));
    expect(activity).toMatchObject({ course_progress: 100, certificate_code: null });
    expect(await t.app.db.select().from(certificates).where(eq(certificates.userId, g.id))).toHaveLength(1);
    // The console's learner record lists it as revoked.
    const record = await ok<LearnerDetail['data']>(api(t, admin, 'GET', `/api/admin/users/${g.id}`));
    expect(record.certificates).toEqual([expect.objectContaining({ code: g.code, status: 'revoked', revoked_reason: 'admin', course: expect.objectContaining({ id: c.id }) })]);
    t.clock.reset();
  });

  it('a replaced certificate is not the one to revoke (409)', async () => {
    const c = await textCourse();
    const g = await graduate(c, 'Nama Lama');
    await renameUser(t.app.db, g.id, 'Nama Baru');
    const fresh = await ok<CertificateVerification>(api(t, g.token, 'POST', `/api/certificates/${g.code}/reissue`));
    expect((await revoke(g.code, { reason: 'Salah' })).json()).toEqual({ message: 'Sertifikat ini sudah diganti dengan sertifikat baru.', code: 'ALREADY_REPLACED' });
    expect((await revoke(fresh.code, { reason: 'Salah nama' })).statusCode).toBe(200);
  });
});

describe('erasure and ended enrolments (decisions 242, 245)', () => {
  it("erasing a learner revokes the certificate and hides the name; the learner no longer counts in '{n} Peserta'", async () => {
    const c = await textCourse();
    const before = await participants(c);
    const g = await graduate(c, 'Citra Dihapus');
    expect(await participants(c)).toBe(before + 1);
    const erased = await api(t, admin, 'POST', `/api/admin/users/${g.id}/erase`, { reason: 'Permintaan UU PDP', confirm_email: g.email });
    expect(erased.statusCode, erased.body).toBe(200);
    const view = await verify(g.code);
    expect(view).toMatchObject({ status: 'revoked', revoked_reason: 'erasure', name: null });
    expect(JSON.stringify(view)).not.toContain('Citra');
    expect(await participants(c)).toBe(before);
  });

  it("an enrolment ended by an admin no longer counts in '{n} Peserta'; what was certified stands", async () => {
    const c = await textCourse();
    const g = await graduate(c);
    const counted = await participants(c);
    expect((await api(t, admin, 'DELETE', `/api/admin/enrolments/${g.enrolmentId}`, { reason: 'Salah beri akses' })).statusCode).toBe(200);
    expect(await participants(c)).toBe(counted - 1);
    // Ending the access is not a revocation of what was certified.
    expect((await verify(g.code)).status).toBe('valid');
  });
});

describe("the studio's delete dialogs count distinct learners (decision 245)", () => {
  it('three learners who completed three items of a chapter are 3, not 9', async () => {
    const c = await textCourse();
    for (const name of ['Satu', 'Dua', 'Tiga']) await graduate(c, name);
    const tree = await ok<StudioCourse>(api(t, admin, 'GET', `/api/admin/courses/${c.id}`));
    expect(tree.chapters[0]!.completed_count).toBe(3);
    expect(tree.chapters[0]!.items.map((i) => i.completed_count)).toEqual([3, 3, 3]);
    const asked = await api(t, admin, 'DELETE', `/api/admin/chapters/${c.chapter}`);
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toMatchObject({ code: 'CONFIRM_REQUIRED', completed_count: 3 });
  });
});
