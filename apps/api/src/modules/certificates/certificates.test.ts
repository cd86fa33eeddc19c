import { eq } from 'drizzle-orm';
import type { CertificateVerification } from '@kelas/contracts/certificates';
import type { CompletionResult, CourseActivity } from '@kelas/contracts/learning';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { certificates } from '../../db/schema/index.ts';
import { createCourse, createLearner, enrol, renameUser, type FixtureCourse } from '../learning/learning.fixtures.ts';
import { newCertificateCode } from './issue-certificate.ts';
import { certificatePdfKey } from './load-certificate-pdf.ts';
import { renderCertificatePdf } from './render-certificate-pdf.ts';
import { renderCertificatePdfJob } from './render-pdf-job.ts';

let t: TestApp;
let owner: { id: number; email: string; token: string };
let other: { id: number; email: string; token: string };

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://kelas.example' } });
  const a = await createLearner(t.app.db, 'Łucja Żółć Nguyễn Thị Ánh');
  const b = await createLearner(t.app.db, 'Orang Lain');
  owner = { ...a, token: await t.login(a.email) };
  other = { ...b, token: await t.login(b.email) };
});
afterAll(async () => {
  await t.close();
});

/** A course the owner completed; returns the course and the certificate code. */
async function completedCourse(title = 'Analisis Data — Dasar & Lanjutan'): Promise<{ c: FixtureCourse; code: string }> {
  const c = await createCourse(t.app.db, undefined, title);
  await enrol(t.app.db, owner.id, c.id);
  let code: string | null = null;
  for (const item of c.items) {
    // Each item as its rule asks (decision 240): the journal by answering it, the others by the complete call.
    const res =
      item.type === 'essay'
        ? await t.app.inject({ method: 'POST', url: `/api/course/items/${item.id}/essay`, headers: bearer(owner.token), payload: { answers: ['Satu.', 'Dua.'] } })
        : await t.app.inject({
            method: 'POST',
            url: `/api/course/items/${item.id}/complete`,
            headers: bearer(owner.token),
            payload: { courseId: c.id, itemId: item.materialId, itemType: item.type },
          });
    code = (res.json() as { data: CompletionResult }).data.certificate_code;
  }
  return { c, code: code! };
}

const verify = (code: string, token?: string) =>
  t.app.inject({ method: 'GET', url: `/api/certificates/${code}`, ...(token ? { headers: bearer(token) } : {}) });
const reissue = (code: string, token?: string) =>
  t.app.inject({ method: 'POST', url: `/api/certificates/${code}/reissue`, ...(token ? { headers: bearer(token) } : {}) });

/** Node 20 lacks Promise.withResolvers, which pdfjs (used here only to read the PDF's text) needs. */
function polyfillWithResolvers() {
  const P = Promise as unknown as { withResolvers?: () => unknown };
  P.withResolvers ??= () => {
    let resolve!: (v: unknown) => void;
    let reject!: (e: unknown) => void;
    const promise = new Promise((res, rej) => {
      resolve = res;
      reject = rej;
    });
    return { promise, resolve, reject };
  };
}

async function pdfText(bytes: Buffer): Promise<string> {
  polyfillWithResolvers();
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const page = await doc.getPage(1);
  const content = await page.getTextContent();
  return content.items.map((i) => ('str' in i ? i.str : '')).join('\n');
}

describe('renderCertificatePdf', () => {
  it('renders the same certificate to the same bytes at any time (a download racing the job stores one file)', async () => {
    const input = {
      name: 'Siti Ñuñez',
      courseTitle: 'Belajar Analisis Data',
      issuedAt: new Date('2026-03-04T05:06:07Z'),
      code: newCertificateCode(),
      verifyUrl: 'https://kelas.example/certificate/x',
      brand: 'Kelas',
      company: 'PT Kelas',
    };
    // Rendered at two moments an hour apart (only Date is faked; timers stay real).
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-05-01T08:00:00Z'));
      const first = Buffer.from(await renderCertificatePdf(input));
      vi.setSystemTime(new Date('2026-05-01T09:00:01Z'));
      expect(Buffer.from(await renderCertificatePdf(input)).equals(first)).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('certificate codes', () => {
  it('are 20 Crockford base32 symbols and do not repeat', () => {
    const codes = new Set(Array.from({ length: 2000 }, () => newCertificateCode()));
    expect(codes.size).toBe(2000);
    for (const c of codes) expect(c).toMatch(/^[0-9A-HJKMNP-TV-Z]{20}$/);
  });
});

describe('GET /api/certificates/{code}', () => {
  it('confirms a certificate publicly with name, course, date and status', async () => {
    const { c, code } = await completedCourse();
    const res = await verify(code);
    expect(res.statusCode).toBe(200);
    const v = (res.json() as { data: CertificateVerification }).data;
    expect(v).toMatchObject({
      code,
      name: 'Łucja Żółć Nguyễn Thị Ánh',
      course_title: c.title,
      status: 'valid',
      replaced_by: null,
      replaced_at: null,
      pdf_url: `/api/certificates/${code}/pdf`,
      is_owner: false,
      can_reissue: false,
    });
    expect(Date.parse(v.issued_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(JSON.stringify(v)).not.toContain(owner.email);
    const mine = (await verify(code.toLowerCase(), owner.token)).json() as { data: CertificateVerification };
    expect(mine.data).toMatchObject({ code, is_owner: true, can_reissue: false });
  });

  it('answers 404 for an unknown code and 422 for a malformed one', async () => {
    const unknown = await verify('0000000000ABCDEFGHJK');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'Sertifikat tidak ditemukan.' });
    expect((await verify('abc')).statusCode).toBe(422);
    expect((await t.app.inject(`/api/certificates/abc/pdf`)).statusCode).toBe(422);
    expect((await t.app.inject(`/api/certificates/0000000000ABCDEFGHJK/pdf`)).statusCode).toBe(404);
  });
});

describe('GET /api/certificates/{code}/pdf', () => {
  it('is a PDF with the printed name (any letters), the course, the date, the code and the verification URL', async () => {
    const { c, code } = await completedCourse();
    const res = await t.app.inject(`/api/certificates/${code}/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="sertifikat-${c.slug}-${code}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('SERTIFIKAT');
    expect(text).toContain('Łucja Żółć Nguyễn Thị Ánh');
    expect(text).toContain('Analisis Data — Dasar & Lanjutan');
    expect(text).toContain(code);
    expect(text).toContain(`https://kelas.example/certificate/${code}`);
    expect(text).toMatch(/Diterbitkan \d{1,2} \w+ \d{4}/);
    // Served from storage the second time: same bytes.
    const again = await t.app.inject(`/api/certificates/${code}/pdf`);
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
  });
});

describe('PDF rendered ahead by a job (decision 181)', () => {
  it('keeps the new certificate PDF in storage before anyone downloads it', async () => {
    const { code } = await completedCourse('Kelas PDF Lebih Dulu');
    t.app.jobs.wake(renderCertificatePdfJob.name);
    const stored = async () => {
      const stream = await t.app.storage.get(certificatePdfKey(code));
      stream?.destroy();
      return stream !== null;
    };
    await expect.poll(stored, { timeout: 15_000, interval: 250 }).toBe(true);
    const res = await t.app.inject(`/api/certificates/${code}/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('POST /api/certificates/{code}/reissue', () => {
  it('reissues with the current profile name; the old code then says it was replaced', async () => {
    const { c, code } = await completedCourse('Kelas Reissue');
    expect((await reissue(code, owner.token)).json()).toMatchObject({ code: 'SAME_NAME', message: 'Nama pada sertifikat sudah sama dengan nama profil.' });
    expect((await reissue(code, owner.token)).statusCode).toBe(409);

    await renameUser(t.app.db, owner.id, 'Łucja Nowak');
    expect(((await verify(code, owner.token)).json() as { data: CertificateVerification }).data.can_reissue).toBe(true);
    expect(((await verify(code, other.token)).json() as { data: CertificateVerification }).data.can_reissue).toBe(false);
    expect((await reissue(code)).statusCode).toBe(401);
    const stranger = await reissue(code, other.token);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json()).toMatchObject({ message: 'Sertifikat ini bukan milik kamu.' });

    const res = await reissue(code, owner.token);
    expect(res.statusCode).toBe(200);
    const fresh = (res.json() as { data: CertificateVerification }).data;
    expect(fresh).toMatchObject({ name: 'Łucja Nowak', status: 'valid', is_owner: true, can_reissue: false, course_title: 'Kelas Reissue' });
    expect(fresh.code).not.toBe(code);

    const old = ((await verify(code)).json() as { data: CertificateVerification }).data;
    expect(old).toMatchObject({ status: 'replaced', replaced_by: fresh.code, name: 'Łucja Żółć Nguyễn Thị Ánh' });
    expect(old.replaced_at).not.toBeNull();

    const act = (await t.app.inject({ method: 'GET', url: `/api/course/${c.slug}/activity`, headers: bearer(owner.token) })).json() as { data: CourseActivity };
    expect(act.data.certificate_code).toBe(fresh.code);
    expect(await pdfText((await t.app.inject(`/api/certificates/${fresh.code}/pdf`)).rawPayload)).toContain('Łucja Nowak');

    const twice = await reissue(code, owner.token);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'ALREADY_REPLACED' });
    const rows = await t.app.db.select().from(certificates).where(eq(certificates.courseId, c.id));
    expect(rows).toHaveLength(2);
    expect(rows.filter((r) => r.replacedAt === null)).toHaveLength(1);
    await renameUser(t.app.db, owner.id, 'Łucja Żółć Nguyễn Thị Ánh');
  });

  it('answers 404 for an unknown code', async () => {
    expect((await reissue('0000000000ABCDEFGHJK', owner.token)).statusCode).toBe(404);
  });
});
