import type { Answer, MentorQuestion, PostingBan, PostingBanNotice, Question, QuestionDetail, ReportedPost } from '@kelas/contracts/questions';
import { sanitizePostText } from '../../lib/sanitize.ts';
import { withinEditWindow } from './policy.ts';
import type { AnswerListRow, PostingBanRow, QuestionListRow, ReportedPostRow } from './queries.ts';

/** Who reads and when: `can_edit` is the reader's own post within its 15 minutes. */
export type Reader = { userId: number; now: Date };

/** A question as lists show it (decision 277): the body through the one rich-text allow-list on the way out. */
export function presentQuestion(r: QuestionListRow, reader: Reader): Question {
  return {
    id: r.q.id,
    course: r.course,
    item: r.item,
    author: { id: r.author.id, name: r.author.name, mentor: Boolean(r.author.mentor) },
    body: sanitizePostText(r.q.body),
    votes: Number(r.votes),
    voted: Boolean(r.voted),
    can_edit: r.q.userId === reader.userId && withinEditWindow(r.q.createdAt, reader.now),
    answer_count: Number(r.answerCount),
    accepted_answer_id: r.acceptedAnswerId === null ? null : Number(r.acceptedAnswerId),
    created_at: r.q.createdAt.toISOString(),
    updated_at: r.q.updatedAt.toISOString(),
  };
}

/** An answer on its question's page; `author.mentor` marks staff answers ('Mentor'). */
export function presentAnswer(r: AnswerListRow, reader: Reader): Answer {
  return {
    id: r.a.id,
    question_id: r.a.questionId,
    author: { id: r.author.id, name: r.author.name, mentor: Boolean(r.author.mentor) },
    body: sanitizePostText(r.a.body),
    votes: Number(r.votes),
    voted: Boolean(r.voted),
    accepted: r.a.acceptedAt !== null,
    can_edit: r.a.userId === reader.userId && withinEditWindow(r.a.createdAt, reader.now),
    created_at: r.a.createdAt.toISOString(),
    updated_at: r.a.updatedAt.toISOString(),
  };
}

/** The question's page: its answers and what the reader may do there. */
export function presentQuestionDetail(
  r: QuestionListRow,
  answers: AnswerListRow[],
  reader: Reader,
  may: { answer: boolean; accept: boolean; ban: PostingBanNotice | null },
): QuestionDetail {
  return { ...presentQuestion(r, reader), answers: answers.map((a) => presentAnswer(a, reader)), can_answer: may.answer, can_accept: may.accept, posting_ban: may.ban };
}

/** A question in the mentor's inbox with its age in whole seconds. */
export function presentMentorQuestion(r: QuestionListRow, reader: Reader): MentorQuestion {
  return { ...presentQuestion(r, reader), age_seconds: Math.max(0, Math.floor((reader.now.getTime() - r.q.createdAt.getTime()) / 1000)) };
}

/** A reported post in the moderation queue, the body sanitised like on the learner's page. */
export function presentReportedPost(r: ReportedPostRow): ReportedPost {
  return {
    kind: r.kind,
    id: Number(r.id),
    question_id: Number(r.question_id),
    course: { id: Number(r.course_id), slug: r.course_slug, title: r.course_title },
    author: { id: Number(r.author_id), name: r.author_name, email: r.author_email },
    body: sanitizePostText(r.body),
    report_count: Number(r.report_count),
    open_reports: Number(r.open_reports),
    last_reason: r.last_reason,
    last_reported_at: new Date(r.last_reported_at).toISOString(),
    status: r.hidden ? 'hidden' : 'visible',
    author_banned: Boolean(r.author_banned),
  };
}

/** A posting ban as the console lists it (decision 282). */
export function presentPostingBan(r: PostingBanRow): PostingBan {
  return { course: r.course, user: r.user, reason: r.reason, banned_by: r.bannedBy, created_at: r.createdAt.toISOString() };
}
