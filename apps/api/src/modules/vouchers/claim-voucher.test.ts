import { VOUCHER_ERROR_CODES, VOUCHER_MESSAGES } from '@kelas/contracts/vouchers';
import { and, count, eq } from 'drizzle-orm';
import { createSession } from '../auth/create-session.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { enrolments, voucherRedemptions, vouchers } from '../../db/schema/index.ts';
import { createEnrolment } from '../programs/create-enrolment.ts';
import { insertCourse, insertLearners, type CourseFixture } from '../programs/test-fixtures.ts';
import { createVoucherBatch } from './create-voucher-batch.ts';

type Minted = { code: string; redemptionCode: string | null; id: number };

/** The Jakarta calendar day `days` from now, YYYY-MM-DD. */
const jakartaDay = (days: number) => new Date(Date.now() + 7 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);

describe('POST /api/course/claim (spec 2.26)', () => {
  let t: TestApp;
  let course: CourseFixture;

  const mint = async (opts: { maxUses?: number; expiresOn?: string | null; withRedemptionCode?: boolean; courseSlug?: string } = {}): Promise<Minted> => {
    const { vouchers: list } = await createVoucherBatch(t.app.db, {
      courseSlug: opts.courseSlug ?? course.slug,
      count: 1,
      maxUses: opts.maxUses ?? 1,
      expiresOn: opts.expiresOn ?? null,
      withRedemptionCode: opts.withRedemptionCode ?? false,
      label: 'uji',
      createdBy: null,
      now: new Date(),
    });
    const v = list[0]!;
    return { code: v.code, redemptionCode: v.redemptionCode, id: v.id };
  };
  const claim = (token: string, body: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/course/claim', headers: bearer(token), payload: body });
  const learners = (n: number) => insertLearners(t.app.db, n);
  const enrolmentCount = async (courseId: number, userId?: number) => {
    const [row] = await t.app.db
      .select({ n: count() })
      .from(enrolments)
      .where(userId === undefined ? eq(enrolments.courseId, courseId) : and(eq(enrolments.courseId, courseId), eq(enrolments.userId, userId)));
    return row!.n;
  };
  /** '{n} Peserta' of the course as its public detail shows it (counted from enrolments, decision 245). */
  const participants = async (): Promise<number> => (await t.app.inject({ url: `/api/courses/${course.slug}` })).json().data.total_students;
  const voucherRow = async (id: number) => (await t.app.db.select().from(vouchers).where(eq(vouchers.id, id)))[0]!;
  const redemptionCount = async (voucherId: number) =>
    (await t.app.db.select({ n: count() }).from(voucherRedemptions).where(eq(voucherRedemptions.voucherId, voucherId)))[0]!.n;
  const expectRefusal = (res: { statusCode: number; json: () => unknown }, reason: keyof typeof VOUCHER_ERROR_CODES) => {
    expect(res.statusCode).toBe(422);
    const field = reason.startsWith('redemption') ? 'redemption_code' : 'voucher_code';
    expect(res.json()).toEqual({ message: VOUCHER_MESSAGES[reason], code: VOUCHER_ERROR_CODES[reason], errors: { [field]: [VOUCHER_MESSAGES[reason]] } });
  };

  beforeAll(async () => {
    t = await createTestApp();
    course = await insertCourse(t.app.db, { title: 'Kelas Voucher Uji', itemCount: 2, mentorNames: ['Sari'] });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 401 without a session', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/course/claim', payload: { voucher_code: 'X' } });
    expect(res.statusCode).toBe(401);
  });

  it('answers 422 under voucher_code when the code is missing or blank', async () => {
    const [l] = await learners(1);
    for (const body of [{}, { voucher_code: '' }, { voucher_code: '   ' }, { voucher_code: ' - ' }]) {
      const res = await claim(l!.token, body);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ message: VOUCHER_MESSAGES.codeRequired, errors: { voucher_code: [VOUCHER_MESSAGES.codeRequired] } });
    }
    const long = await claim(l!.token, { voucher_code: 'A'.repeat(65) });
    expect(long.statusCode).toBe(422);
    expect(long.json()).toMatchObject({ errors: { voucher_code: [VOUCHER_MESSAGES.tooLong] } });
  });

  it('refuses an unknown code', async () => {
    const [l] = await learners(1);
    expectRefusal(await claim(l!.token, { voucher_code: 'ZZZZ-ZZZZ-ZZZZ' }), 'unknown');
  });

  it('enrols the learner, comparing the code case-insensitively and trimmed, in one transaction', async () => {
    const v = await mint({ maxUses: 3 });
    const [l] = await learners(1);
    const before = { n: await participants() };
    const typed = `  ${v.code.slice(0, 4).toLowerCase()}-${v.code.slice(4, 8)} ${v.code.slice(8).toLowerCase()} `;
    const res = await claim(l!.token, { voucher_code: typed });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: VOUCHER_MESSAGES.success, data: { course: { id: course.id, slug: course.slug, title: course.title } } });

    const [enrolment] = await t.app.db.select().from(enrolments).where(and(eq(enrolments.userId, l!.id), eq(enrolments.courseId, course.id)));
    const [redemption] = await t.app.db.select().from(voucherRedemptions).where(eq(voucherRedemptions.voucherId, v.id));
    expect(enrolment).toMatchObject({ source: 'voucher', sourceId: redemption!.id });
    expect(redemption!.userId).toBe(l!.id);
    expect((await voucherRow(v.id)).usedCount).toBe(1);
    const after = { n: await participants() };
    expect(after.n).toBe(before.n + 1);

    const programs = await t.app.inject({ url: '/api/course', headers: bearer(l!.token) });
    expect((programs.json() as { data: { slug: string }[] }).data.map((p) => p.slug)).toEqual([course.slug]);
  });

  it('accepts the look-alike letters O, I and L for 0 and 1', async () => {
    let v = await mint();
    while (!/[01]/.test(v.code)) v = await mint();
    const [l] = await learners(1);
    const typed = v.code.replace(/0/g, 'o').replace(/1/g, 'l');
    expect((await claim(l!.token, { voucher_code: typed })).statusCode).toBe(200);
  });

  it('the same learner twice: one enrolment, the second attempt refused', async () => {
    const v = await mint({ maxUses: 5 });
    const [l] = await learners(1);
    expect((await claim(l!.token, { voucher_code: v.code })).statusCode).toBe(200);
    expectRefusal(await claim(l!.token, { voucher_code: v.code }), 'alreadyEnrolled');
    expect(await enrolmentCount(course.id, l!.id)).toBe(1);
    expect((await voucherRow(v.id)).usedCount).toBe(1);
  });

  it('the same learner five times at once: exactly one enrolment and one use', async () => {
    const other = await insertCourse(t.app.db, { title: 'Kelas Serentak Uji', itemCount: 1 });
    const v = await mint({ maxUses: 10, courseSlug: other.slug });
    const [l] = await learners(1);
    const answers = await Promise.all(Array.from({ length: 5 }, () => claim(l!.token, { voucher_code: v.code })));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of answers.filter((x) => x.statusCode !== 200)) expectRefusal(r, 'alreadyEnrolled');
    expect(await enrolmentCount(other.id, l!.id)).toBe(1);
    expect((await voucherRow(v.id)).usedCount).toBe(1);
    expect(await redemptionCount(v.id)).toBe(1);
  });

  it('refuses a used-up code', async () => {
    const v = await mint({ maxUses: 1 });
    const [a, b] = await learners(2);
    expect((await claim(a!.token, { voucher_code: v.code })).statusCode).toBe(200);
    expectRefusal(await claim(b!.token, { voucher_code: v.code }), 'usedUp');
    expect(await enrolmentCount(course.id, b!.id)).toBe(0);
  });

  it('refuses an expired code (after the last valid day, Jakarta time)', async () => {
    const v = await mint({ maxUses: 5, expiresOn: jakartaDay(1) });
    const [a, b] = await learners(2);
    expect((await claim(a!.token, { voucher_code: v.code })).statusCode).toBe(200);
    t.clock.advance(3 * 86_400_000);
    try {
      // Three days on, b's first session is past its idle timeout: b signs in again.
      const fresh = await createSession(t.app.db, { userId: b!.id, days: 30, now: t.clock.now });
      expectRefusal(await claim(fresh, { voucher_code: v.code }), 'expired');
    } finally {
      t.clock.reset();
    }
    expect((await voucherRow(v.id)).usedCount).toBe(1);
  });

  it('asks for the redemption code, refuses a wrong one and accepts the right one', async () => {
    const v = await mint({ maxUses: 2, withRedemptionCode: true });
    expect(v.redemptionCode).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
    const [l] = await learners(1);
    expectRefusal(await claim(l!.token, { voucher_code: v.code }), 'redemptionRequired');
    expectRefusal(await claim(l!.token, { voucher_code: v.code, redemption_code: '' }), 'redemptionRequired');
    expectRefusal(await claim(l!.token, { voucher_code: v.code, redemption_code: 'ZZZZZZZZ' }), 'redemptionWrong');
    expect((await voucherRow(v.id)).usedCount).toBe(0);
    const res = await claim(l!.token, { voucher_code: v.code, redemption_code: ` ${v.redemptionCode!.toLowerCase()} ` });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a learner already enrolled another way, without using the voucher', async () => {
    const v = await mint({ maxUses: 5 });
    const [l] = await learners(1);
    await createEnrolment(t.app.db, { userId: l!.id, courseId: course.id, source: 'order' });
    expectRefusal(await claim(l!.token, { voucher_code: v.code }), 'alreadyEnrolled');
    expect((await voucherRow(v.id)).usedCount).toBe(0);
    expect(await redemptionCount(v.id)).toBe(0);
  });

  it('a single-use code claimed by 50 learners at once: exactly one enrolment and 49 clear refusals', async () => {
    const race = await insertCourse(t.app.db, { title: 'Kelas Rebutan Uji', itemCount: 1 });
    const v = await mint({ maxUses: 1, courseSlug: race.slug });
    const fifty = await learners(50);
    const answers = await Promise.all(fifty.map((l) => claim(l.token, { voucher_code: v.code })));
    const ok = answers.filter((r) => r.statusCode === 200);
    expect(ok).toHaveLength(1);
    const refused = answers.filter((r) => r.statusCode !== 200);
    expect(refused).toHaveLength(49);
    for (const r of refused) expectRefusal(r, 'usedUp');
    expect(await enrolmentCount(race.id)).toBe(1);
    expect((await voucherRow(v.id)).usedCount).toBe(1);
    expect(await redemptionCount(v.id)).toBe(1);
  });
});

describe('POST /api/course/claim rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { VOUCHER_CLAIMS_PER_USER: '3', VOUCHER_CLAIMS_PER_IP: '5' } });
  });
  afterAll(async () => {
    await t.close();
  });
  const claim = (token: string, ip: string) =>
    t.app.inject({ method: 'POST', url: '/api/course/claim', headers: bearer(token), remoteAddress: ip, payload: { voucher_code: 'TEBAK-TEBAK' } });

  it('limits attempts per learner, whatever the address', async () => {
    const [a, b] = await insertLearners(t.app.db, 2);
    for (const ip of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) expect((await claim(a!.token, ip)).statusCode).toBe(422);
    const limited = await claim(a!.token, '10.0.0.4');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringContaining('Terlalu banyak percobaan') });
    expect((await claim(b!.token, '10.0.0.5')).statusCode).toBe(422);
  });

  it('limits attempts per address, whoever signs in', async () => {
    const many = await insertLearners(t.app.db, 6);
    for (const l of many.slice(0, 5)) expect((await claim(l.token, '10.9.9.9')).statusCode).toBe(422);
    expect((await claim(many[5]!.token, '10.9.9.9')).statusCode).toBe(429);
    expect((await claim(many[5]!.token, '10.9.9.8')).statusCode).toBe(422);
  });
});
