import { randomUUID } from 'node:crypto';
import { CourseDetailResponseSchema } from '@kelas/contracts/catalogue';
import { CalendarFeedSchema, COHORT_TEXT, OpenCohortListSchema, ScheduleResponseSchema, StaffCohortListSchema, StaffCohortResponseSchema, StaffSessionResponseSchema } from '@kelas/contracts/cohorts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { courses, enrolments, pricePackages, prices, users, voucherBatches, vouchers } from '../../db/schema/index.ts';
import { createSession } from '../auth/create-session.ts';
import { createCourse, type FixtureCourse } from '../learning/learning.fixtures.ts';

/**
 * Cohorts (decision 285): staff create, edit and close them and their sessions; learners choose
 * one when they join a free class, buy or redeem a voucher; seats are never over-filled by
 * parallel requests; a learner moves until their cohort starts; calendar files and the private feed.
 */

let t: TestApp;
let admin: string;
let base: number;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp({ env: { JOB_WORKERS: 'false' } });
  admin = await t.login('admin@example.com');
  base = t.clock.now.getTime();
});
afterAll(() => t.close());

type Learner = { id: number; token: string };
async function learner(name = 'Peserta Angkatan'): Promise<Learner> {
  const [u] = await t.app.db.insert(users).values({ name, email: `angkatan-${randomUUID().slice(0, 8)}@example.com`, emailVerifiedAt: new Date() }).returning({ id: users.id });
  return { id: u!.id, token: await createSession(t.app.db, { userId: u!.id, days: 1 }) };
}

const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, token: string | null, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
const iso = (ms: number) => new Date(base + ms).toISOString();

/** A published course of `kind` with one webinar item and a price of `price` rupiah. */
async function course(kind: 'free_class' | 'learning_video', price = 0): Promise<FixtureCourse & { priceId: number }> {
  const c = await createCourse(t.app.db, [[{ type: 'webinar' }, { type: 'text' }]], kind === 'free_class' ? 'Kelas Gratis Angkatan' : 'Kelas Angkatan');
  await t.app.db.update(courses).set({ kind }).where(eq(courses.id, c.id));
  const [pkg] = await t.app.db.insert(pricePackages).values({ courseId: c.id, name: 'Reguler' }).returning({ id: pricePackages.id });
  const [p] = await t.app.db.insert(prices).values({ packageId: pkg!.id, price }).returning({ id: prices.id });
  return { ...c, priceId: p!.id };
}

async function cohort(courseId: number, body: Partial<Record<string, unknown>> = {}) {
  const res = await call('POST', `/api/admin/courses/${courseId}/cohorts`, admin, {
    name: 'Angkatan 1',
    starts_at: iso(7 * DAY),
    ends_at: iso(30 * DAY),
    enrolment_deadline: iso(6 * DAY),
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return StaffCohortResponseSchema.parse(res.json()).data;
}

/** The `cohorts.welcome` jobs planned for a cohort. */
const welcomesOf = async (cohortId: number) =>
  ((await t.app.db.execute(sql`select data from pgboss.job where name = 'cohorts.welcome' and (data->>'cohortId')::int = ${cohortId}`)) as unknown as { rows: { data: unknown }[] }).rows.map((r) => r.data);

const cohortIdOf = async (userId: number, courseId: number) =>
  (await t.app.db.select({ c: enrolments.cohortId }).from(enrolments).where(and(eq(enrolments.userId, userId), eq(enrolments.courseId, courseId))))[0]?.c;

describe('cohorts (decision 285)', () => {
  it('staff create, list, edit and close a cohort; bad input is a 422 under its field', async () => {
    const c = await course('learning_video', 100_000);
    const bad = await call('POST', `/api/admin/courses/${c.id}/cohorts`, admin, { name: ' ', starts_at: iso(DAY), ends_at: iso(0), enrolment_deadline: iso(2 * DAY), capacity: 0 });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({ name: [COHORT_TEXT.nameRequired], ends_at: [COHORT_TEXT.endsBeforeStart], capacity: [COHORT_TEXT.capacityInvalid] });
    expect((await call('POST', `/api/admin/courses/${c.id}/cohorts`, admin, { name: 'x', starts_at: 'besok', ends_at: iso(DAY), enrolment_deadline: iso(0) })).json().errors).toMatchObject({ starts_at: [COHORT_TEXT.dateInvalid] });
    expect((await call('POST', '/api/admin/courses/999999/cohorts', admin, { name: 'x', starts_at: iso(DAY), ends_at: iso(2 * DAY), enrolment_deadline: iso(0) })).statusCode).toBe(404);
    const stranger = await learner();
    expect((await call('GET', `/api/admin/courses/${c.id}/cohorts`, stranger.token)).statusCode).toBe(403);
    const notMentor = await call('POST', `/api/admin/courses/${c.id}/cohorts`, admin, { name: 'x', starts_at: iso(DAY), ends_at: iso(2 * DAY), enrolment_deadline: iso(0), mentor_ids: [stranger.id] });
    expect(notMentor.json().errors).toEqual({ mentor_ids: [COHORT_TEXT.mentorInvalid] });

    const a = await cohort(c.id, { capacity: 20, schedule_code: ' sch-01 ' });
    expect(a).toMatchObject({ name: 'Angkatan 1', capacity: 20, seats_taken: 0, schedule_code: 'SCH-01', status: 'open', closed_at: null });
    const taken = await call('POST', `/api/admin/courses/${c.id}/cohorts`, admin, { name: 'B', starts_at: iso(DAY), ends_at: iso(2 * DAY), enrolment_deadline: iso(0), schedule_code: 'SCH-01' });
    expect(taken.json().errors).toEqual({ schedule_code: [COHORT_TEXT.scheduleCodeTaken] });

    const edited = await call('PATCH', `/api/admin/cohorts/${a.id}`, admin, { name: 'Angkatan Januari', capacity: null });
    expect(StaffCohortResponseSchema.parse(edited.json()).data).toMatchObject({ name: 'Angkatan Januari', capacity: null });
    expect((await call('PATCH', `/api/admin/cohorts/${a.id}`, admin, { ends_at: iso(DAY) })).json().errors).toEqual({ ends_at: [COHORT_TEXT.endsBeforeStart] });

    const closed = await call('POST', `/api/admin/cohorts/${a.id}/close`, admin);
    expect(StaffCohortResponseSchema.parse(closed.json()).data.status).toBe('closed');
    expect((await call('POST', `/api/admin/cohorts/${a.id}/close`, admin)).statusCode).toBe(409);
    const list = StaffCohortListSchema.parse((await call('GET', `/api/admin/courses/${c.id}/cohorts`, admin)).json()).data;
    expect(list.map((x) => x.name)).toEqual(['Angkatan Januari']);
  });

  it('sessions: created with an http(s) link and a webinar item of the course, edited, cancelled', async () => {
    const c = await course('learning_video', 100_000);
    const a = await cohort(c.id);
    const url = `/api/admin/cohorts/${a.id}/sessions`;
    const webinar = c.items.find((i) => i.type === 'webinar')!;
    const text = c.items.find((i) => i.type === 'text')!;
    const bad = await call('POST', url, admin, { title: 'Sesi 1', starts_at: iso(8 * DAY), ends_at: iso(8 * DAY + 3600_000), meeting_url: 'javascript:alert(1)', sequence: 0, item_id: text.id });
    expect(bad.json().errors).toMatchObject({ meeting_url: [COHORT_TEXT.meetingUrlInvalid], sequence: [COHORT_TEXT.sequenceInvalid] });
    const notWebinar = await call('POST', url, admin, { title: 'Sesi 1', starts_at: iso(8 * DAY), ends_at: iso(8 * DAY + 3600_000), meeting_url: 'https://meet.jit.si/kelas', item_id: text.id });
    expect(notWebinar.json().errors).toEqual({ item_id: [COHORT_TEXT.itemNotWebinar] });

    const created = await call('POST', url, admin, { title: 'Sesi 1', starts_at: iso(8 * DAY), ends_at: iso(8 * DAY + 3600_000), meeting_url: 'https://zoom.us/j/123', sequence: 1, item_id: webinar.id });
    expect(created.statusCode, created.body).toBe(201);
    const s = StaffSessionResponseSchema.parse(created.json()).data;
    const twice = await call('POST', url, admin, { title: 'Sesi 2', starts_at: iso(9 * DAY), ends_at: iso(9 * DAY + 3600_000), meeting_url: 'https://zoom.us/j/124', item_id: webinar.id });
    expect(twice.json().errors).toEqual({ item_id: [COHORT_TEXT.itemTaken] });

    const moved = await call('PATCH', `/api/admin/sessions/${s.id}`, admin, { starts_at: iso(10 * DAY), ends_at: iso(10 * DAY + 7200_000) });
    expect(StaffSessionResponseSchema.parse(moved.json()).data.starts_at).toBe(iso(10 * DAY));
    expect((await call('PATCH', `/api/admin/sessions/${s.id}`, admin, { ends_at: iso(DAY) })).json().errors).toEqual({ ends_at: [COHORT_TEXT.endsBeforeStart] });
    expect(StaffSessionResponseSchema.parse((await call('POST', `/api/admin/sessions/${s.id}/cancel`, admin)).json()).data.cancelled_at).not.toBeNull();
    expect((await call('POST', `/api/admin/sessions/${s.id}/cancel`, admin)).statusCode).toBe(409);
    expect((await call('POST', '/api/admin/cohorts/999999/sessions', admin, { title: 'x', starts_at: iso(DAY), ends_at: iso(2 * DAY), meeting_url: 'https://x.id' })).statusCode).toBe(404);
  });

  it('a free class opens with an open cohort; parallel joins fill exactly its capacity; full and closed cohorts are refused', async () => {
    const c = await course('free_class');
    const detail = async () => CourseDetailResponseSchema.parse((await call('GET', `/api/courses/${c.slug}`, null)).json()).data;
    expect((await detail()).availability).toBe('coming_soon');
    const someone = await learner();
    expect((await call('POST', `/api/course/${c.slug}/join`, someone.token, { cohort_id: 1 })).json().errors).toEqual({ cohort_id: [COHORT_TEXT.cohortOfOtherCourse] });

    const a = await cohort(c.id, { capacity: 3 });
    // The public cache may hold the old body for a moment: the write invalidated it in this process.
    expect((await detail()).availability).toBe('open');
    const open = OpenCohortListSchema.parse((await call('GET', `/api/course/${c.slug}/cohorts`, null)).json());
    expect(open).toMatchObject({ has_cohorts: true, data: [{ id: a.id, seats_left: 3 }] });

    const learners = await Promise.all(Array.from({ length: 8 }, (_, i) => learner(`Peserta ${i}`)));
    const answers = await Promise.all(learners.map((l) => call('POST', `/api/course/${c.slug}/join`, l.token, { cohort_id: a.id })));
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(3);
    const refused = answers.filter((r) => r.statusCode !== 201);
    expect(refused.every((r) => r.statusCode === 422 && r.json().code === 'COHORT_FULL')).toBe(true);
    expect(await t.app.db.select({ id: enrolments.id }).from(enrolments).where(eq(enrolments.cohortId, a.id))).toHaveLength(3);
    expect(OpenCohortListSchema.parse((await call('GET', `/api/course/${c.slug}/cohorts`, null)).json()).data[0]!.seats_left).toBe(0);

    const joined = learners[answers.findIndex((r) => r.statusCode === 201)]!;
    expect((await call('POST', `/api/course/${c.slug}/join`, joined.token, { cohort_id: a.id })).statusCode).toBe(409);

    const b = await cohort(c.id, { name: 'Angkatan 2' });
    await call('POST', `/api/admin/cohorts/${b.id}/close`, admin);
    const late = await call('POST', `/api/course/${c.slug}/join`, someone.token, { cohort_id: b.id });
    expect(late.json()).toMatchObject({ code: 'COHORT_NOT_OPEN', errors: { cohort_id: [COHORT_TEXT.cohortNotOpen] } });
    const paid = await course('learning_video', 50_000);
    expect((await call('POST', `/api/course/${paid.slug}/join`, someone.token, { cohort_id: a.id })).json().code).toBe('NOT_FREE_CLASS');
  });

  it('buying a course with cohorts needs one; the pending order holds its seat and payment enrols into it; vouchers take one too', async () => {
    const c = await course('learning_video', 0);
    const a = await cohort(c.id, { capacity: 1 });
    const buyer = await learner();
    const missing = await call('POST', '/api/orders', buyer.token, { items: [{ priceId: c.priceId }] });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ 'items.0.cohort_id': [COHORT_TEXT.cohortRequired] });
    // A 0-rupiah order is paid at once: the learner is in the cohort.
    const bought = await call('POST', '/api/orders', buyer.token, { items: [{ priceId: c.priceId, cohort_id: a.id }] });
    expect(bought.statusCode, bought.body).toBe(201);
    expect(await cohortIdOf(buyer.id, c.id)).toBe(a.id);
    const second = await learner();
    expect((await call('POST', '/api/orders', second.token, { items: [{ priceId: c.priceId, cohort_id: a.id }] })).json().errors).toEqual({ 'items.0.cohort_id': [COHORT_TEXT.cohortFull] });

    // A paid course: the pending order holds the only seat.
    const p = await course('learning_video', 75_000);
    const one = await cohort(p.id, { capacity: 1 });
    expect((await call('POST', '/api/orders', buyer.token, { items: [{ priceId: p.priceId, cohort_id: one.id }] })).statusCode).toBe(201);
    expect((await call('POST', '/api/orders', second.token, { items: [{ priceId: p.priceId, cohort_id: one.id }] })).json().errors).toEqual({ 'items.0.cohort_id': [COHORT_TEXT.cohortFull] });

    // Vouchers.
    const v = await course('learning_video', 90_000);
    const vc = await cohort(v.id);
    const [batch] = await t.app.db.insert(voucherBatches).values({ courseId: v.id }).returning({ id: voucherBatches.id });
    const code = `ANGK${randomUUID().slice(0, 8).toUpperCase()}`;
    await t.app.db.insert(vouchers).values({ batchId: batch!.id, courseId: v.id, code, maxUses: 5 });
    // The refusal names the voucher's course, so the redeem page can offer its open cohorts.
    expect((await call('POST', '/api/course/claim', second.token, { voucher_code: code })).json()).toEqual({
      message: COHORT_TEXT.cohortRequired,
      code: 'COHORT_REQUIRED',
      errors: { cohort_id: [COHORT_TEXT.cohortRequired] },
      course: { slug: v.slug, title: v.title },
    });
    const claimed = await call('POST', '/api/course/claim', second.token, { voucher_code: code, cohort_id: vc.id });
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(await cohortIdOf(second.id, v.id)).toBe(vc.id);
    // Every way into a cohort plans its welcome ('Kamu terdaftar di …') once: the 0-rupiah order, the voucher.
    expect(await welcomesOf(a.id)).toEqual([{ userId: buyer.id, cohortId: a.id }]);
    expect(await welcomesOf(vc.id)).toEqual([{ userId: second.id, cohortId: vc.id }]);
  });

  it("the console's grant places a learner in an open cohort, or in none; a full one is refused", async () => {
    const c = await course('learning_video', 120_000);
    const a = await cohort(c.id, { capacity: 1 });
    const grant = (userId: number, body: object) => call('POST', `/api/admin/users/${userId}/enrolments`, admin, { course_id: c.id, reason: 'Beasiswa', ...body });
    const first = await learner();
    const res = await grant(first.id, { cohort_id: a.id });
    expect(res.statusCode, res.body).toBe(201);
    expect(await cohortIdOf(first.id, c.id)).toBe(a.id);
    expect(await welcomesOf(a.id)).toEqual([{ userId: first.id, cohortId: a.id }]);
    const second = await learner();
    expect((await grant(second.id, { cohort_id: a.id })).json()).toMatchObject({ code: 'COHORT_FULL', errors: { cohort_id: [COHORT_TEXT.cohortFull] } });
    const other = await cohort((await course('learning_video', 1_000)).id);
    expect((await grant(second.id, { cohort_id: other.id })).json()).toMatchObject({ code: 'COHORT_NOT_FOUND' });
    // Without a cohort a staff grant still enrols (outside any schedule); nothing was half-written before.
    expect((await grant(second.id, {})).statusCode).toBe(201);
    expect(await cohortIdOf(second.id, c.id)).toBeNull();
  });

  it('a learner moves to another open cohort until theirs starts; the schedule shows the next session', async () => {
    const c = await course('free_class');
    const soon = (ms: number) => new Date(Date.now() + ms).toISOString();
    const MIN = 60_000;
    const a = await cohort(c.id, { starts_at: iso(2 * DAY), enrolment_deadline: iso(DAY) });
    const b = await cohort(c.id, { name: 'Angkatan 2', starts_at: soon(10 * MIN), enrolment_deadline: soon(5 * MIN) });
    const later = await cohort(c.id, { name: 'Angkatan 3', starts_at: iso(20 * DAY), enrolment_deadline: iso(19 * DAY) });
    const s1 = StaffSessionResponseSchema.parse(
      (await call('POST', `/api/admin/cohorts/${b.id}/sessions`, admin, { title: 'Pembukaan', starts_at: soon(10 * MIN), ends_at: soon(70 * MIN), meeting_url: 'https://meet.google.com/abc-defg-hij' })).json(),
    ).data;
    const l = await learner();
    const stranger = await learner();
    expect((await call('GET', `/api/programs/${c.slug}/schedule`, stranger.token)).statusCode).toBe(403);
    expect((await call('PUT', `/api/programs/${c.slug}/cohort`, stranger.token, { cohort_id: b.id })).statusCode).toBe(403);
    expect((await call('POST', `/api/course/${c.slug}/join`, l.token, { cohort_id: a.id })).statusCode).toBe(201);
    expect((await call('PUT', `/api/programs/${c.slug}/cohort`, l.token, { cohort_id: a.id })).json().code).toBe('MOVE_SAME');
    const moved = await call('PUT', `/api/programs/${c.slug}/cohort`, l.token, { cohort_id: b.id });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await cohortIdOf(l.id, c.id)).toBe(b.id);
    const schedule = ScheduleResponseSchema.parse((await call('GET', `/api/programs/${c.slug}/schedule`, l.token)).json()).data;
    expect(schedule).toMatchObject({ cohort: { id: b.id, can_move: true }, next_session_id: s1.id, sessions: [{ title: 'Pembukaan', cancelled: false, ics_path: `/api/sessions/${s1.id}/calendar.ics` }] });

    // Once theirs started, no more moves.
    t.clock.advance(15 * MIN);
    try {
      const late = await call('PUT', `/api/programs/${c.slug}/cohort`, l.token, { cohort_id: later.id });
      expect(late.statusCode).toBe(409);
      expect(late.json()).toEqual({ message: COHORT_TEXT.moveStarted, code: 'COHORT_STARTED' });
      expect(ScheduleResponseSchema.parse((await call('GET', `/api/programs/${c.slug}/schedule`, l.token)).json()).data.cohort?.can_move).toBe(false);
    } finally {
      t.clock.reset();
    }
  });

  it('calendar files: one session for its learners, the private feed follows a moved session and a reset', async () => {
    const c = await course('free_class');
    const a = await cohort(c.id);
    const s = StaffSessionResponseSchema.parse(
      (await call('POST', `/api/admin/cohorts/${a.id}/sessions`, admin, { title: 'Sesi Tanya Jawab', starts_at: '2030-01-15T02:00:00.000Z', ends_at: '2030-01-15T03:30:00.000Z', meeting_url: 'https://zoom.us/j/9' })).json(),
    ).data;
    const l = await learner();
    await call('POST', `/api/course/${c.slug}/join`, l.token, { cohort_id: a.id });
    const outsider = await learner();
    expect((await call('GET', `/api/sessions/${s.id}/calendar.ics`, outsider.token)).statusCode).toBe(404);
    const file = await call('GET', `/api/sessions/${s.id}/calendar.ics`, l.token);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/^text\/calendar/);
    expect(file.body).toContain('BEGIN:VEVENT');
    expect(file.body).toContain('DTSTART:20300115T020000Z');
    expect(file.body).toMatch(/SUMMARY:Sesi Tanya Jawab · Kelas Gratis Angkatan/);

    const feed = CalendarFeedSchema.parse((await call('GET', '/api/calendar/feed', l.token)).json()).data;
    expect(CalendarFeedSchema.parse((await call('GET', '/api/calendar/feed', l.token)).json()).data.url).toBe(feed.url);
    const path = new URL(feed.url).pathname;
    expect(path).toMatch(/^\/api\/calendar\/[A-Za-z0-9_-]{32}\.ics$/);
    expect(feed.webcal_url.startsWith('webcal:')).toBe(true);
    const before = await call('GET', path, null);
    expect(before.statusCode).toBe(200);
    expect(before.body).toContain('UID:session-');
    expect(before.body).toContain('SEQUENCE:0');

    t.clock.advance(5_000);
    try {
      await call('PATCH', `/api/admin/sessions/${s.id}`, admin, { starts_at: '2030-01-16T02:00:00.000Z', ends_at: '2030-01-16T03:00:00.000Z' });
    } finally {
      t.clock.reset();
    }
    const after = (await call('GET', path, null)).body;
    expect(after).toContain('DTSTART:20300116T020000Z');
    expect(after).toMatch(/SEQUENCE:[1-9]/);

    const reset = CalendarFeedSchema.parse((await call('POST', '/api/calendar/feed/reset', l.token)).json()).data;
    expect(reset.url).not.toBe(feed.url);
    expect((await call('GET', path, null)).statusCode).toBe(404);
    expect((await call('GET', new URL(reset.url).pathname, null)).statusCode).toBe(200);
    expect((await call('GET', '/api/calendar/bukan-token.ics', null)).statusCode).toBe(422);
  });
});
