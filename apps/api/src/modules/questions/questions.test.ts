import { randomUUID } from 'node:crypto';
import { AnswerResponseSchema, MentorQuestionListSchema, PostingBanListSchema, QUESTION_TEXT, QuestionDetailResponseSchema, QuestionListSchema, ReportedPostListSchema } from '@kelas/contracts/questions';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { answerVotes, auditLog, courseAnswers, courseMentors, enrolments, mailOutbox, mentors, notifications, questionVotes, userRoles, users } from '../../db/schema/index.ts';
import { createSession } from '../auth/create-session.ts';
import { createCourse, type FixtureCourse } from '../learning/learning.fixtures.ts';

/**
 * Questions and answers (decision 277): asking, answering, accepting, voting, editing within 15
 * minutes, reporting, the mentor's inbox, moderation and bans, notifications once per event, the
 * rate limit. One app, one admin login; learners and the mentor get sessions directly.
 */

let t: TestApp;
let admin: string;
let course: FixtureCourse;
let other: FixtureCourse;
type Person = { id: number; token: string; email: string };
let mentor: Person;

/** A user with a session; enrolled in `course` unless `enrolled` is false. */
async function person(name: string, o: { enrolled?: boolean; role?: 'mentor' } = {}): Promise<Person> {
  const email = `diskusi-${randomUUID().slice(0, 8)}@example.com`;
  const [u] = await t.app.db.insert(users).values({ name, email, emailVerifiedAt: new Date() }).returning({ id: users.id });
  const id = u!.id;
  if (o.enrolled ?? true) await t.app.db.insert(enrolments).values({ userId: id, courseId: course.id, source: 'admin' });
  if (o.role) await t.app.db.insert(userRoles).values({ userId: id, role: o.role });
  return { id, email, token: await createSession(t.app.db, { userId: id, days: 1 }) };
}

beforeAll(async () => {
  t = await createTestApp({ env: { JOB_WORKERS: 'false' } });
  admin = await t.login('admin@example.com');
  const reading = { type: 'reading' as const, detail: { pdf: 'documents/test/modul-1.pdf' } };
  course = await createCourse(t.app.db, [[reading, { type: 'text' }], [{ type: 'text' }]], 'Kelas Diskusi');
  other = await createCourse(t.app.db, [[{ type: 'text' }]], 'Kelas Lain');
  mentor = await person('Mentor Rina', { enrolled: false, role: 'mentor' });
  const [m] = await t.app.db.insert(mentors).values({ name: 'Rina', userId: mentor.id }).returning({ id: mentors.id });
  await t.app.db.insert(courseMentors).values({ courseId: course.id, mentorId: m!.id });
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, token: string | null, payload?: unknown) =>
  t.app.inject({ method, url: `/api${url}`, headers: token ? bearer(token) : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
const ask = (token: string | null, body: unknown, slug = course.slug) => call('POST', `/course/${slug}/questions`, token, body);
const answer = (token: string, questionId: number, body: unknown) => call('POST', `/questions/${questionId}/answers`, token, body);
const asked = async (p: Person, body = 'Bagaimana cara membaca tabel di halaman 3?', itemId = course.items[0]!.id) => {
  const res = await ask(p.token, { item_id: itemId, body });
  expect(res.statusCode, res.body).toBe(201);
  return QuestionDetailResponseSchema.parse(res.json()).data;
};
const answered = async (p: Person, questionId: number, body = 'Baca dari kiri ke kanan.') => {
  const res = await answer(p.token, questionId, { body });
  expect(res.statusCode, res.body).toBe(201);
  return AnswerResponseSchema.parse(res.json()).data;
};
const detail = async (token: string, id: number) => QuestionDetailResponseSchema.parse((await call('GET', `/questions/${id}`, token)).json()).data;
const list = async (token: string, query = '') => {
  const res = await call('GET', `/course/${course.slug}/questions${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return QuestionListSchema.parse(res.json());
};
const noticesOf = (userId: number, prefix: string) =>
  t.app.db.select().from(notifications).where(and(eq(notifications.userId, userId), like(notifications.eventKey, `${prefix}%`)));

describe('questions and answers (decision 277)', () => {
  it('asking: 401, 404, 403 not enrolled, 422 empty, over-long, bad or foreign item; 201 sanitised and listed', async () => {
    const ani = await person('Ani');
    const item = course.items[0]!.id;
    expect((await ask(null, { item_id: item, body: 'Halo?' })).statusCode).toBe(401);
    expect((await ask(ani.token, { item_id: item, body: 'Halo?' }, 'tidak-ada')).statusCode).toBe(404);
    const stranger = await person('Bukan Peserta', { enrolled: false });
    const refused = await ask(stranger.token, { item_id: item, body: 'Halo?' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: QUESTION_TEXT.notEnrolled, code: 'NOT_ENROLLED' });
    for (const body of [{}, { item_id: item }, { item_id: item, body: '' }, { item_id: item, body: '   ' }, { item_id: item, body: 'x'.repeat(10_001) }, { item_id: 'a', body: 'x' }, { item_id: -1, body: 'x' }, { item_id: item, body: 7 }]) {
      const res = await ask(ani.token, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
    }
    const foreign = await ask(ani.token, { item_id: other.items[0]!.id, body: 'Salah kelas' });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors.item_id).toEqual([QUESTION_TEXT.itemNotInCourse]);
    expect((await ask(ani.token, { item_id: 2_000_000_000, body: 'Tidak ada' })).statusCode).toBe(422);
    expect((await ask(ani.token, { item_id: item, body: 'y'.repeat(10_000) })).statusCode).toBe(201);
    // Rich text: the counter and the limit count the text, not the tags; the body as sent stays
    // within the API's 10 000-character cap on any string (decision 284); an image alone is a post.
    const formatted = `<p>${'<strong>ab</strong> '.repeat(400)}</p>`; // 1 199 characters of text in 8 003 of markup
    expect((await ask(ani.token, { item_id: item, body: formatted })).statusCode).toBe(201);
    expect((await ask(ani.token, { item_id: item, body: `<p>${'<strong>ab</strong> '.repeat(500)}</p>` })).statusCode).toBe(422);
    expect((await ask(ani.token, { item_id: item, body: '<p> </p><p><br></p>' })).json().errors.body).toEqual([QUESTION_TEXT.bodyEmpty]);
    expect((await ask(ani.token, { item_id: item, body: '<p><img src="/storage/uploads/images/a1-1280.webp" alt="grafik"></p>' })).statusCode).toBe(201);

    const q = await asked(ani, '<p>Apa arti <strong>grafik</strong> ini? <script>alert(1)</script><img src=/storage/uploads/images/a1-1280.webp onerror=alert(1)></p>');
    expect(q).toMatchObject({ body: '<p>Apa arti <strong>grafik</strong> ini? <img src="/storage/uploads/images/a1-1280.webp" /></p>', author: { id: ani.id, name: 'Ani', mentor: false }, votes: 0, voted: false, can_edit: true, answer_count: 0, accepted_answer_id: null, answers: [], can_answer: true, can_accept: true, item: { id: item } });
    expect((await list(ani.token, `?item_id=${item}`)).data[0]!.id).toBe(q.id);
    expect((await call('GET', `/course/${course.slug}/questions`, stranger.token)).statusCode).toBe(403);
    expect((await call('GET', `/questions/${q.id}`, stranger.token)).statusCode).toBe(403);
    expect((await call('GET', '/questions/999999999', ani.token)).statusCode).toBe(404);
    expect((await call('GET', '/questions/abc', ani.token)).statusCode).toBe(422);
    expect((await call('GET', `/course/${course.slug}/questions?item_id=${other.items[0]!.id}`, ani.token)).statusCode).toBe(422);
    expect((await call('GET', `/course/${course.slug}/questions?sort=acak`, ani.token)).statusCode).toBe(422);
  });

  it('answering notifies the asker once per answer (in-app and e-mail); a mentor\'s answer is marked; the asker accepts; one accepted answer', async () => {
    const budi = await person('Budi');
    const citra = await person('Citra');
    const q = await asked(budi, 'Kenapa hasil rumus saya berbeda?');
    const own = await answered(budi, q.id, 'Tambahan: saya pakai Excel 2016.');
    const peer = await answered(citra, q.id, 'Cek tanda kurungnya.');
    const byMentor = await answered(mentor, q.id, 'Gunakan <em>absolute reference</em> ($A$1).');
    expect(peer.author).toEqual({ id: citra.id, name: 'Citra', mentor: false });
    expect(byMentor.author).toEqual({ id: mentor.id, name: 'Mentor Rina', mentor: true });
    expect((await answer(await person('Luar', { enrolled: false }).then((p) => p.token), q.id, { body: 'x' })).statusCode).toBe(403);
    expect((await answer(citra.token, 999_999_999, { body: 'x' })).statusCode).toBe(404);
    expect((await answer(citra.token, q.id, { body: '' })).statusCode).toBe(422);

    // Two answers by others: two notices and two e-mails; the asker's own answer none.
    const answeredNotices = await noticesOf(budi.id, 'question.answered:');
    expect(answeredNotices.map((n) => n.eventKey).sort()).toEqual([`question.answered:${peer.id}`, `question.answered:${byMentor.id}`].sort());
    expect(answeredNotices.find((n) => n.eventKey.endsWith(`:${own.id}`))).toBeUndefined();
    const mails = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, budi.email));
    expect(mails.filter((m) => m.subject.startsWith('Pertanyaanmu dijawab'))).toHaveLength(2);
    const bell = (await call('GET', '/notifications', budi.token)).json();
    expect(bell.meta.unread).toBe(2);
    expect(bell.data.map((n: { title: string }) => n.title)).toContain('Mentor Mentor Rina menjawab pertanyaanmu');
    expect(bell.data[0].link).toBe(`/diskusi/${q.id}`);

    // Only the asker or a mentor accepts; accepting twice notifies once; switching keeps one accepted.
    const refused = await call('POST', `/answers/${peer.id}/accept`, citra.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(QUESTION_TEXT.mayNotAccept);
    const accepted = await call('POST', `/answers/${peer.id}/accept`, budi.token);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(QuestionDetailResponseSchema.parse(accepted.json()).data).toMatchObject({ accepted_answer_id: peer.id, answers: [{ id: peer.id, accepted: true }, {}, {}] });
    await Promise.all([call('POST', `/answers/${peer.id}/accept`, budi.token), call('POST', `/answers/${peer.id}/accept`, budi.token)]);
    expect(await noticesOf(citra.id, 'answer.accepted:')).toHaveLength(1);
    // A mentor never replaces the asker's choice (409, and the page offers no button); the asker may change it.
    const overruled = await call('POST', `/answers/${byMentor.id}/accept`, mentor.token);
    expect(overruled.statusCode).toBe(409);
    expect(overruled.json().message).toBe(QUESTION_TEXT.askerChose);
    expect((await detail(mentor.token, q.id)).can_accept).toBe(false);
    const switched = await call('POST', `/answers/${byMentor.id}/accept`, budi.token);
    expect(switched.statusCode, switched.body).toBe(200);
    const rows = await t.app.db.select().from(courseAnswers).where(eq(courseAnswers.questionId, q.id));
    expect(rows.filter((r) => r.acceptedAt).map((r) => r.id)).toEqual([byMentor.id]);
    // The asker accepted: the answer's author hears of it; the asker (who accepted) does not.
    expect(await noticesOf(mentor.id, 'answer.accepted:')).toHaveLength(1);
    expect(await noticesOf(budi.id, 'answer.accepted:')).toHaveLength(0);
    // While the asker has not chosen, a mentor accepts, and the asker hears of it.
    const q2 = await asked(budi, 'Pertanyaan kedua');
    const peer2 = await answered(citra, q2.id);
    expect((await call('POST', `/answers/${peer2.id}/accept`, mentor.token)).statusCode).toBe(200);
    expect(await noticesOf(budi.id, 'answer.accepted:')).toHaveLength(1);
    expect((await call('POST', '/answers/999999999/accept', budi.token)).statusCode).toBe(404);
  });

  it('a new question notifies each mentor of the course once (in-app and e-mail), never the asker (decision 282)', async () => {
    const second = await person('Mentor Sari', { enrolled: false, role: 'mentor' });
    const [m] = await t.app.db.insert(mentors).values({ name: 'Sari', userId: second.id }).returning({ id: mentors.id });
    await t.app.db.insert(courseMentors).values({ courseId: course.id, mentorId: m!.id });
    const dewi = await person('Dewi');
    const q = await asked(dewi, 'Apa beda <strong>VLOOKUP</strong> dan XLOOKUP?');
    for (const who of [mentor, second]) {
      const notices = await noticesOf(who.id, `question.asked:${q.id}`);
      expect(notices).toHaveLength(1);
      expect(notices[0]).toMatchObject({ type: 'question.asked', link: `/diskusi/${q.id}`, params: { course: 'Kelas Diskusi', by: 'Dewi', question: 'Apa beda VLOOKUP dan XLOOKUP?' } });
    }
    const mails = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, second.email));
    expect(mails.map((x) => x.subject)).toEqual([`Pertanyaan baru di Kelas Diskusi: ${q.item.title}`]);
    const bell = (await call('GET', '/notifications', second.token)).json();
    expect(bell.data[0]).toMatchObject({ title: 'Dewi bertanya di Kelas Diskusi', link: `/diskusi/${q.id}` });
    // A mentor asking in their own course is not told of their own question; the other mentor is.
    const own = await asked(second, 'Catatan mentor untuk peserta?');
    expect(await noticesOf(second.id, `question.asked:${own.id}`)).toHaveLength(0);
    expect(await noticesOf(mentor.id, `question.asked:${own.id}`)).toHaveLength(1);
    // A refused question notifies nobody.
    const before = (await noticesOf(mentor.id, 'question.asked:')).length;
    expect((await ask(dewi.token, { item_id: other.items[0]!.id, body: 'Salah kelas' })).statusCode).toBe(422);
    expect(await noticesOf(mentor.id, 'question.asked:')).toHaveLength(before);
    await t.app.db.delete(courseMentors).where(eq(courseMentors.mentorId, m!.id));
  });

  it('votes count once, even in parallel; DELETE takes the vote back; sort by votes and unanswered', async () => {
    const dewi = await person('Dewi');
    const eko = await person('Eko');
    const q1 = await asked(dewi, 'Pertanyaan satu');
    const q2 = await asked(dewi, 'Pertanyaan dua');
    const a = await answered(eko, q2.id);
    const votes = await Promise.all([1, 2, 3, 4].map(() => call('POST', `/questions/${q1.id}/vote`, eko.token)));
    expect(votes.map((v) => v.statusCode)).toEqual([200, 200, 200, 200]);
    expect(votes[3]!.json()).toEqual({ data: { votes: 1, voted: true } });
    expect(await t.app.db.select().from(questionVotes).where(eq(questionVotes.questionId, q1.id))).toHaveLength(1);
    await Promise.all([call('POST', `/answers/${a.id}/vote`, dewi.token), call('POST', `/answers/${a.id}/vote`, dewi.token)]);
    expect(await t.app.db.select().from(answerVotes).where(eq(answerVotes.answerId, a.id))).toHaveLength(1);
    expect((await call('DELETE', `/answers/${a.id}/vote`, dewi.token)).json()).toEqual({ data: { votes: 0, voted: false } });
    expect((await call('POST', '/questions/999999999/vote', eko.token)).statusCode).toBe(404);
    expect((await call('POST', `/questions/${q1.id}/vote`, (await person('Luar', { enrolled: false })).token)).statusCode).toBe(403);
    // A vote says others found it useful: not one's own post.
    const own = await call('POST', `/questions/${q1.id}/vote`, dewi.token);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(QUESTION_TEXT.ownPost);

    const byVotes = await list(dewi.token, '?sort=votes&per_page=50');
    expect(byVotes.data[0]).toMatchObject({ id: q1.id, votes: 1, voted: false });
    const unanswered = await list(dewi.token, '?sort=unanswered&per_page=50');
    expect(unanswered.data.map((q) => q.id)).toContain(q1.id);
    expect(unanswered.data.map((q) => q.id)).not.toContain(q2.id);
    const page = await list(dewi.token, '?per_page=1&page=2');
    expect(page.meta).toMatchObject({ page: 2, per_page: 1 });
    expect(page.data).toHaveLength(1);
  });

  it('authors edit or delete their own posts within 15 minutes, nobody else\'s', async () => {
    const fajar = await person('Fajar');
    const gita = await person('Gita');
    const q = await asked(fajar, 'Sebelum diubah');
    const a = await answered(gita, q.id, 'Jawaban awal');
    expect((await call('PATCH', `/questions/${q.id}`, gita.token, { body: 'Bukan milikku' })).statusCode).toBe(403);
    expect((await call('PATCH', `/questions/${q.id}`, fajar.token, { body: '' })).statusCode).toBe(422);
    const edited = await call('PATCH', `/questions/${q.id}`, fajar.token, { body: 'Sesudah diubah' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.body).toBe('Sesudah diubah');
    expect((await call('PATCH', `/answers/${a.id}`, gita.token, { body: 'Jawaban diperbaiki' })).json().data.answers[0].body).toBe('Jawaban diperbaiki');
    t.clock.advance(16 * 60_000);
    try {
      const late = await call('PATCH', `/answers/${a.id}`, gita.token, { body: 'Terlambat' });
      expect(late.statusCode).toBe(403);
      expect(late.json().code).toBe('EDIT_WINDOW_CLOSED');
      expect((await call('DELETE', `/questions/${q.id}`, fajar.token)).statusCode).toBe(403);
      expect((await detail(fajar.token, q.id)).can_edit).toBe(false);
    } finally {
      t.clock.reset();
    }
    const q2 = await asked(fajar, 'Akan dihapus');
    expect((await call('DELETE', `/questions/${q2.id}`, gita.token)).statusCode).toBe(403);
    expect((await call('DELETE', `/questions/${q2.id}`, fajar.token)).statusCode).toBe(204);
    expect((await call('GET', `/questions/${q2.id}`, fajar.token)).statusCode).toBe(404);
    expect((await call('DELETE', '/answers/999999999', fajar.token)).statusCode).toBe(404);
  });

  it('the mentor\'s inbox: their courses\' unanswered questions, oldest first, with their age; learners 403', async () => {
    const hana = await person('Hana');
    // A question of a course the mentor does not teach stays out of their inbox.
    await t.app.db.insert(enrolments).values({ userId: hana.id, courseId: other.id, source: 'admin' });
    const foreign = await ask(hana.token, { item_id: other.items[0]!.id, body: 'Di kelas lain' }, other.slug);
    expect(foreign.statusCode).toBe(201);
    const q = await asked(hana, 'Untuk mentor');
    const res = await call('GET', '/mentor/questions?status=unanswered&per_page=50', mentor.token);
    expect(res.statusCode, res.body).toBe(200);
    const inbox = MentorQuestionListSchema.parse(res.json());
    const ids = inbox.data.map((x) => x.id);
    expect(ids).toContain(q.id);
    expect(ids).not.toContain(foreign.json().data.id);
    expect(inbox.data.every((x) => x.course.id === course.id)).toBe(true);
    const times = inbox.data.map((x) => x.created_at);
    expect([...times].sort()).toEqual(times);
    expect(inbox.data[0]!.age_seconds).toBeGreaterThanOrEqual(0);
    // A peer's answer leaves it waiting for a mentor; the mentor's answer takes it out.
    await answered(await person('Teman Hana'), q.id);
    expect(MentorQuestionListSchema.parse((await call('GET', '/mentor/questions?per_page=50', mentor.token)).json()).data.map((x) => x.id)).toContain(q.id);
    await answered(mentor, q.id);
    expect(MentorQuestionListSchema.parse((await call('GET', '/mentor/questions?per_page=50', mentor.token)).json()).data.map((x) => x.id)).not.toContain(q.id);
    expect((await call('GET', '/mentor/questions', hana.token)).statusCode).toBe(403);
    expect((await call('GET', '/mentor/questions?status=semua', mentor.token)).statusCode).toBe(422);
    // An admin sees every course's.
    expect(MentorQuestionListSchema.parse((await call('GET', '/mentor/questions?per_page=50', admin)).json()).data.map((x) => x.id)).toContain(foreign.json().data.id);
  });

  it('reports reach the queue; an admin hides (gone for learners), restores, and bans a learner from posting (403)', async () => {
    const indra = await person('Indra');
    const joko = await person('Joko');
    const q = await asked(indra, 'Pertanyaan biasa');
    const a = await answered(joko, q.id, 'Jawaban kasar');
    expect((await call('POST', `/posts/answer/${a.id}/report`, indra.token, { reason: 'Kasar' })).statusCode).toBe(200);
    expect((await call('POST', `/posts/answer/${a.id}/report`, indra.token, { reason: 'Lagi' })).statusCode).toBe(200);
    expect((await call('POST', `/posts/answer/${a.id}/report`, indra.token, { reason: '' })).statusCode).toBe(422);
    expect((await call('POST', `/posts/komentar/${a.id}/report`, indra.token, { reason: 'x' })).statusCode).toBe(422);
    expect((await call('POST', '/posts/question/999999999/report', indra.token, { reason: 'x' })).statusCode).toBe(404);
    expect((await call('GET', '/admin/reports', indra.token)).statusCode).toBe(403);

    const queue = ReportedPostListSchema.parse((await call('GET', '/admin/reports', admin)).json());
    const row = queue.data.find((r) => r.kind === 'answer' && r.id === a.id)!;
    expect(row).toMatchObject({ question_id: q.id, course: { id: course.id }, author: { id: joko.id }, report_count: 1, open_reports: 1, last_reason: 'Kasar', status: 'visible', author_banned: false });

    const hidden = await call('POST', `/admin/posts/answer/${a.id}/hide`, admin);
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json().data).toMatchObject({ status: 'hidden', open_reports: 0 });
    expect((await detail(indra.token, q.id)).answers).toEqual([]);
    expect((await call('POST', `/answers/${a.id}/vote`, indra.token)).statusCode).toBe(404);
    expect(ReportedPostListSchema.parse((await call('GET', '/admin/reports', admin)).json()).data.find((r) => r.id === a.id && r.kind === 'answer')).toBeUndefined();
    expect((await call('POST', `/admin/posts/answer/${a.id}/restore`, admin)).json().data).toMatchObject({ status: 'visible' });
    expect((await detail(indra.token, q.id)).answers.map((x) => x.id)).toEqual([a.id]);
    expect((await call('POST', `/admin/posts/question/${q.id}/hide`, admin)).statusCode).toBe(200);
    expect((await call('GET', `/questions/${q.id}`, indra.token)).statusCode).toBe(404);
    expect((await list(indra.token, '?per_page=50')).data.map((x) => x.id)).not.toContain(q.id);
    expect((await call('POST', '/admin/posts/question/999999999/hide', admin)).statusCode).toBe(404);

    // A ban takes a reason (decision 292): stored, listed in the console, told to the learner.
    const reason = 'Berkata kasar kepada peserta lain.';
    for (const [body, message] of [
      [{ user_id: joko.id }, QUESTION_TEXT.banReasonEmpty],
      [{ user_id: joko.id, reason: '   ' }, QUESTION_TEXT.banReasonEmpty],
      [{ user_id: joko.id, reason: 7 }, QUESTION_TEXT.banReasonEmpty],
      [{ user_id: joko.id, reason: 'x'.repeat(501) }, QUESTION_TEXT.banReasonTooLong],
    ] as const) {
      const res = await call('POST', `/admin/courses/${course.id}/posting-bans`, admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().errors.reason).toEqual([message]);
    }
    const inEnglish = await t.app.inject({ method: 'POST', url: `/api/admin/courses/${course.id}/posting-bans`, headers: { ...bearer(admin), 'accept-language': 'en' }, payload: { user_id: joko.id } });
    expect(inEnglish.json().errors.reason).toEqual(['Give a reason for the ban.']);
    expect((await list(joko.token)).can_ask).toBe(true);
    const ban = await call('POST', `/admin/courses/${course.id}/posting-bans`, admin, { user_id: joko.id, reason: `  ${reason} ` });
    expect(ban.statusCode, ban.body).toBe(201);
    expect(ban.json().data).toMatchObject({ course_id: course.id, user_id: joko.id, reason });
    // A second ban keeps the first, its reason included.
    const again = await call('POST', `/admin/courses/${course.id}/posting-bans`, admin, { user_id: joko.id, reason: 'Lain' });
    expect(again.statusCode).toBe(201);
    expect(again.json().data.reason).toBe(reason);
    expect((await call('POST', `/admin/courses/${course.id}/posting-bans`, admin, { user_id: 999_999_999, reason })).statusCode).toBe(404);
    expect((await call('POST', `/admin/courses/${course.id}/posting-bans`, admin, { user_id: 'x', reason })).statusCode).toBe(422);
    const banAudit = await t.app.db.select().from(auditLog).where(and(eq(auditLog.action, 'posting.ban'), eq(auditLog.entityId, String(course.id))));
    expect(banAudit.at(-1)?.after).toMatchObject({ user_id: joko.id, reason });
    const banned = await ask(joko.token, { item_id: course.items[0]!.id, body: 'Masih bisa?' });
    expect(banned.statusCode).toBe(403);
    expect(banned.json().code).toBe('POSTING_BANNED');
    // The learner's panel and question page know before they write: no box, the reason instead.
    const seen = await list(joko.token);
    expect(seen).toMatchObject({ can_ask: false, posting_ban: { reason, since: ban.json().data.created_at } });
    const visibleQ = await asked(indra, 'Pertanyaan yang masih tampil');
    expect(await detail(joko.token, visibleQ.id)).toMatchObject({ can_answer: false, posting_ban: { reason } });
    expect(await detail(indra.token, visibleQ.id)).toMatchObject({ can_answer: true, posting_ban: null });
    expect((await list(indra.token)).posting_ban).toBeNull();
    // Nor may they rewrite what they wrote before the ban; taking it away stays allowed.
    const rewritten = await call('PATCH', `/answers/${a.id}`, joko.token, { body: 'Lebih kasar lagi' });
    expect(rewritten.statusCode).toBe(403);
    expect(rewritten.json().code).toBe('POSTING_BANNED');
    // Reading stays open to them.
    expect((await call('GET', `/course/${course.slug}/questions`, joko.token)).statusCode).toBe(200);

    // The console lists who is banned where; lifting the ban lets them post again (decision 282).
    const bans = PostingBanListSchema.parse((await call('GET', `/admin/posting-bans?course_id=${course.id}`, admin)).json());
    expect(bans.data.find((b) => b.user.id === joko.id)).toMatchObject({ course: { id: course.id, title: 'Kelas Diskusi' }, user: { name: 'Joko' }, reason, banned_by: expect.any(String) });
    expect((await call('GET', `/admin/posting-bans?course_id=${other.id}`, admin)).json().data).toEqual([]);
    expect((await call('GET', '/admin/posting-bans?course_id=x', admin)).statusCode).toBe(422);
    expect((await call('GET', '/admin/posting-bans', joko.token)).statusCode).toBe(403);
    expect((await call('DELETE', `/admin/courses/${course.id}/posting-bans/${joko.id}`, joko.token)).statusCode).toBe(403);
    expect((await call('DELETE', `/admin/courses/${course.id}/posting-bans/abc`, admin)).statusCode).toBe(422);
    expect((await call('DELETE', `/admin/courses/999999999/posting-bans/${joko.id}`, admin)).statusCode).toBe(404);
    expect((await call('DELETE', `/admin/courses/${course.id}/posting-bans/${indra.id}`, admin)).json()).toMatchObject({ message: QUESTION_TEXT.banNotFound });
    expect((await call('DELETE', `/admin/courses/${course.id}/posting-bans/${joko.id}`, admin)).statusCode).toBe(204);
    expect((await call('DELETE', `/admin/courses/${course.id}/posting-bans/${joko.id}`, admin)).statusCode).toBe(404);
    expect((await ask(joko.token, { item_id: course.items[0]!.id, body: 'Boleh lagi?' })).statusCode).toBe(201);
    expect(await list(joko.token)).toMatchObject({ can_ask: true, posting_ban: null });
    const audit = await t.app.db.select().from(auditLog).where(and(eq(auditLog.action, 'posting.unban'), eq(auditLog.entityId, String(course.id))));
    expect(audit).toHaveLength(1);
  });

  it('more than 10 posts a minute per learner answer 429, counted atomically across parallel requests', async () => {
    const kiki = await person('Kiki');
    const item = course.items[1]!.id;
    const results = await Promise.all(Array.from({ length: 13 }, (_, i) => ask(kiki.token, { item_id: item, body: `Cepat ${i}` })));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(10);
    expect(codes.filter((c) => c === 429)).toHaveLength(3);
    // Answers count in the same minute.
    const q = results.find((r) => r.statusCode === 201)!.json().data.id as number;
    expect((await answer(kiki.token, q, { body: 'Satu lagi' })).statusCode).toBe(429);
    // Another learner has their own counter.
    expect((await answer((await person('Lina')).token, q, { body: 'Boleh' })).statusCode).toBe(201);
  });

  it('documents every call in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, { responses?: Record<string, unknown> }>> };
    const expected: [string, string][] = [
      ['/api/course/{slug}/questions', 'get'],
      ['/api/course/{slug}/questions', 'post'],
      ['/api/questions/{id}', 'get'],
      ['/api/questions/{id}', 'patch'],
      ['/api/questions/{id}', 'delete'],
      ['/api/questions/{id}/answers', 'post'],
      ['/api/answers/{id}', 'patch'],
      ['/api/answers/{id}', 'delete'],
      ['/api/answers/{id}/accept', 'post'],
      ['/api/questions/{id}/vote', 'post'],
      ['/api/questions/{id}/vote', 'delete'],
      ['/api/answers/{id}/vote', 'post'],
      ['/api/posts/{kind}/{id}/report', 'post'],
      ['/api/mentor/questions', 'get'],
      ['/api/admin/reports', 'get'],
      ['/api/admin/posts/{kind}/{id}/hide', 'post'],
      ['/api/admin/posts/{kind}/{id}/restore', 'post'],
      ['/api/admin/courses/{id}/posting-bans', 'post'],
      ['/api/admin/courses/{id}/posting-bans/{user_id}', 'delete'],
      ['/api/admin/posting-bans', 'get'],
      ['/api/course/{slug}/post-images', 'post'],
    ];
    for (const [path, method] of expected) expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();
    expect(Object.keys(doc.paths['/api/course/{slug}/questions']!.post!.responses ?? {})).toEqual(expect.arrayContaining(['201', '401', '403', '404', '422', '429']));
  });
});
