import { COHORT_TEXT, CohortMentorOptionListSchema, StaffCohortResponseSchema, StaffSessionListSchema, StaffSessionResponseSchema } from '@kelas/contracts/cohorts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { cohortSessions, courseAuthors, mentors, users } from '../../db/schema/index.ts';
import { createUser } from '../assignments/assignments.fixtures.ts';
import { createSession as createLogin } from '../auth/create-session.ts';
import { createCourse } from '../learning/learning.fixtures.ts';

/**
 * The studio's cohort screens (decision 285): the mentor accounts a cohort may name, a cohort's
 * mentors on its card, a session edited (and moved, with its reminders planned again), and the
 * recording a session's row shows.
 */

let t: TestApp;
let author: string;
let authorId: number;
let base: number;
const DAY = 86_400_000;
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await createTestApp({ env: { JOB_WORKERS: 'false' } });
  author = await t.login('author@example.com');
  base = t.clock.now.getTime();
  authorId = (await t.app.db.select({ id: users.id }).from(users).where(eq(users.email, 'author@example.com')))[0]!.id;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const iso = (ms: number) => new Date(base + ms).toISOString();

/** A course the seeded author writes, with a webinar and a text item. */
async function authoredCourse() {
  const c = await createCourse(t.app.db, [[{ type: 'webinar', title: 'Webinar Angkatan' }, { type: 'text', title: 'Catatan' }]]);
  await t.app.db.insert(courseAuthors).values({ courseId: c.id, userId: authorId });
  return c;
}

const remindersOf = async (sessionId: number) => {
  const result = (await t.app.db.execute(
    sql`select data from pgboss.job where name = 'sessions.remind' and (data->>'sessionId')::int = ${sessionId}`,
  )) as unknown as { rows: { data: { startsAt: string; leadHours: number } }[] } | { data: { startsAt: string; leadHours: number } }[];
  return (Array.isArray(result) ? result : result.rows).map((r) => r.data);
};

describe('cohort mentors in the studio', () => {
  it('lists the mentor accounts (with a linked profile’s profession) to authors, refuses learners, and shows the chosen ones on the card', async () => {
    const mentor = await createUser(t.app.db, 'mentor', 'Aa Mentor Angkatan');
    await t.app.db.insert(mentors).values({ name: 'Aa Mentor Angkatan', profession: 'Data Analyst', userId: mentor.id });
    const learner = await createUser(t.app.db, 'learner', 'Aa Bukan Mentor');
    const list = CohortMentorOptionListSchema.parse((await call('GET', '/api/admin/cohort-mentors', author)).json()).data;
    expect(list).toContainEqual({ id: mentor.id, name: 'Aa Mentor Angkatan', profession: 'Data Analyst' });
    expect(list.some((m) => m.id === learner.id)).toBe(false);
    expect(list.map((m) => m.name)).toEqual([...list.map((m) => m.name)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const learnerToken = await createLogin(t.app.db, { userId: learner.id, days: 1 });
    expect((await call('GET', '/api/admin/cohort-mentors', learnerToken)).statusCode).toBe(403);

    const c = await authoredCourse();
    const created = await call('POST', `/api/admin/courses/${c.id}/cohorts`, author, {
      name: 'Angkatan Mentor',
      starts_at: iso(7 * DAY),
      ends_at: iso(30 * DAY),
      enrolment_deadline: iso(6 * DAY),
      mentor_ids: [mentor.id],
    });
    expect(created.statusCode, created.body).toBe(201);
    const cohort = StaffCohortResponseSchema.parse(created.json()).data;
    expect(cohort.mentors).toEqual([{ id: mentor.id, name: 'Aa Mentor Angkatan' }]);
    const bad = await call('PATCH', `/api/admin/cohorts/${cohort.id}`, author, { mentor_ids: [mentor.id, learner.id] });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ mentor_ids: [COHORT_TEXT.mentorInvalid] });
    const cleared = StaffCohortResponseSchema.parse((await call('PATCH', `/api/admin/cohorts/${cohort.id}`, author, { mentor_ids: [] })).json()).data;
    expect(cleared.mentors).toEqual([]);
  });
});

describe('editing a session from the studio', () => {
  it('changes every field, plans the reminders of a new start, and answers each bad input with a 4xx, nothing written', async () => {
    const c = await authoredCourse();
    const cohort = StaffCohortResponseSchema.parse(
      (await call('POST', `/api/admin/courses/${c.id}/cohorts`, author, { name: 'Angkatan Sesi', starts_at: iso(2 * DAY), ends_at: iso(30 * DAY), enrolment_deadline: iso(DAY) })).json(),
    ).data;
    const added = await call('POST', `/api/admin/cohorts/${cohort.id}/sessions`, author, { title: 'Sesi 1', starts_at: iso(3 * DAY), ends_at: iso(3 * DAY + HOUR), meeting_url: 'https://zoom.us/j/1' });
    const s = StaffSessionResponseSchema.parse(added.json()).data;
    expect(s.recording_url).toBeNull();
    expect((await remindersOf(s.id)).filter((r) => r.startsAt === iso(3 * DAY))).toHaveLength(2);

    const webinar = c.items.find((i) => i.type === 'webinar')!;
    const edited = await call('PATCH', `/api/admin/sessions/${s.id}`, author, {
      title: 'Sesi 1: Pembuka',
      starts_at: iso(4 * DAY),
      ends_at: iso(4 * DAY + 2 * HOUR),
      meeting_url: 'https://meet.google.com/abc-defg-hij',
      sequence: 1,
      item_id: webinar.id,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(StaffSessionResponseSchema.parse(edited.json()).data).toMatchObject({
      title: 'Sesi 1: Pembuka',
      starts_at: iso(4 * DAY),
      ends_at: iso(4 * DAY + 2 * HOUR),
      meeting_url: 'https://meet.google.com/abc-defg-hij',
      sequence: 1,
      item_id: webinar.id,
    });
    expect((await remindersOf(s.id)).filter((r) => r.startsAt === iso(4 * DAY)).map((r) => r.leadHours).sort()).toEqual([1, 24]);

    const text = c.items.find((i) => i.type === 'text')!;
    const refusals: [object, number, Record<string, string[]> | null][] = [
      [{ title: ' ' }, 422, { title: [COHORT_TEXT.titleRequired] }],
      [{ starts_at: 'besok pagi' }, 422, { starts_at: [COHORT_TEXT.dateInvalid] }],
      [{ starts_at: '0000-01-01T00:00:00Z', ends_at: '0000-01-01T01:00:00Z' }, 422, { starts_at: [COHORT_TEXT.dateInvalid], ends_at: [COHORT_TEXT.dateInvalid] }],
      [{ ends_at: iso(DAY) }, 422, { ends_at: [COHORT_TEXT.endsBeforeStart] }],
      [{ meeting_url: 'javascript:alert(1)' }, 422, { meeting_url: [COHORT_TEXT.meetingUrlInvalid] }],
      [{ sequence: 1000 }, 422, { sequence: [COHORT_TEXT.sequenceInvalid] }],
      [{ item_id: text.id }, 422, { item_id: [COHORT_TEXT.itemNotWebinar] }],
      [{ item_id: 'satu' }, 422, { item_id: [COHORT_TEXT.itemInvalid] }],
    ];
    for (const [body, status, errors] of refusals) {
      const res = await call('PATCH', `/api/admin/sessions/${s.id}`, author, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      if (errors) expect(res.json().errors).toEqual(errors);
    }
    const [row] = await t.app.db.select().from(cohortSessions).where(eq(cohortSessions.id, s.id));
    expect(row).toMatchObject({ title: 'Sesi 1: Pembuka', itemId: webinar.id, sequence: 1 });
    expect((await call('PATCH', '/api/admin/sessions/999999', author, { title: 'x' })).statusCode).toBe(404);

    await call('POST', `/api/admin/sessions/${s.id}/cancel`, author);
    const cancelled = await call('PATCH', `/api/admin/sessions/${s.id}`, author, { title: 'Masih bisa?' });
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json()).toMatchObject({ code: 'SESSION_CANCELLED' });
  });

  it('shows the attached recording on the session’s row, a link or an uploaded file', async () => {
    const c = await authoredCourse();
    const cohort = StaffCohortResponseSchema.parse(
      (await call('POST', `/api/admin/courses/${c.id}/cohorts`, author, { name: 'Angkatan Rekaman', starts_at: iso(-3 * DAY), ends_at: iso(30 * DAY), enrolment_deadline: iso(-4 * DAY) })).json(),
    ).data;
    const [row] = await t.app.db
      .insert(cohortSessions)
      .values({ cohortId: cohort.id, title: 'Sesi Lalu', startsAt: new Date(Date.parse(iso(-2 * DAY))), endsAt: new Date(Date.parse(iso(-2 * DAY + HOUR))), meetingUrl: 'https://zoom.us/j/2' })
      .returning({ id: cohortSessions.id });
    const attached = await call('PUT', `/api/mentor/sessions/${row!.id}/recording`, author, { url: 'https://youtu.be/rekaman' });
    expect(attached.statusCode, attached.body).toBe(200);
    const list = async () => StaffSessionListSchema.parse((await call('GET', `/api/admin/cohorts/${cohort.id}/sessions`, author)).json()).data;
    expect((await list())[0]!.recording_url).toBe('https://youtu.be/rekaman');
    await t.app.storage.put('uploads/test/rekaman-sesi.mp4', Buffer.from('video'));
    expect((await call('PUT', `/api/mentor/sessions/${row!.id}/recording`, author, { upload_key: 'uploads/test/rekaman-sesi.mp4' })).statusCode).toBe(200);
    expect((await list())[0]!.recording_url).toBe('/storage/uploads/test/rekaman-sesi.mp4');
    const missing = await call('PUT', `/api/mentor/sessions/${row!.id}/recording`, author, { upload_key: 'uploads/test/tidak-ada.mp4' });
    expect(missing.statusCode).toBe(422);
    expect((await list())[0]!.recording_url).toBe('/storage/uploads/test/rekaman-sesi.mp4');
  });
});
