import { COURSE_NOT_FOUND, isValidSlug } from '@kelas/contracts/catalogue';
import { POST_EDIT_WINDOW_MS, QUESTION_TEXT, type PostingBanNotice } from '@kelas/contracts/questions';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, forbidden, notFound } from '../../lib/app-error.ts';
import { hasRole, type AuthUser } from '../../plugins/auth.ts';
import { findCourseStanding, findPublishedCourse } from './queries.ts';

/** How a user takes part in one course's discussion (decision 277). */
export type Standing = {
  /** Reads, answers, votes and reports: enrolled, teaching or authoring the course, or an admin. */
  participant: boolean;
  /** Teaches or authors the course, or an admin: accepts answers; their posts are marked 'Mentor'. */
  staff: boolean;
  /** May write questions and answers: a participant not banned from the course. */
  mayPost: boolean;
  enrolled: boolean;
  /** The ban that stops this user from posting (never set for staff), as the reader is told of it. */
  ban: PostingBanNotice | null;
};

/** Reads the user's standing in the course. */
export async function readStanding(db: DbOrTx, user: AuthUser, courseId: number): Promise<Standing> {
  const s = await findCourseStanding(db, user.id, courseId);
  const staff = s.teaches || hasRole(user, 'admin');
  const participant = s.enrolled || staff;
  const ban = participant && s.ban && !staff ? { reason: s.ban.reason, since: s.ban.createdAt.toISOString() } : null;
  return { participant, staff, mayPost: participant && !ban, enrolled: s.enrolled, ban };
}

/** 403 NOT_ENROLLED unless the user takes part in the course's discussion. */
export function assertParticipant(s: Standing): void {
  if (!s.participant) throw new AppError(403, QUESTION_TEXT.notEnrolled, 'NOT_ENROLLED');
}

/** 403 NOT_ENROLLED, or 403 POSTING_BANNED for a learner an admin banned from the course. */
export function assertMayPost(s: Standing): void {
  assertParticipant(s);
  if (!s.mayPost) throw new AppError(403, QUESTION_TEXT.banned, 'POSTING_BANNED');
}

/**
 * 404 unless `slug` is a published course, then as assertMayPost: the user may write in its
 * discussion (a picture for a post, decision 292, is checked before a byte of it is read).
 */
export async function assertMayPostInCourse(db: DbOrTx, user: AuthUser, slug: string): Promise<void> {
  const course = isValidSlug(slug) ? await findPublishedCourse(db, slug) : null;
  if (!course) throw notFound(COURSE_NOT_FOUND);
  assertMayPost(await readStanding(db, user, course.id));
}

/**
 * Whether `userId` may accept an answer of a question asked by `askerId`: the asker always (and may
 * change their choice); a mentor of the course while the asker has not chosen, so a mentor never
 * replaces the asker's choice.
 */
export function mayAccept(o: { userId: number; askerId: number; staff: boolean; acceptedBy: number | null }): boolean {
  return o.userId === o.askerId || (o.staff && o.acceptedBy !== o.askerId);
}

/** Whether the author may still edit or delete a post written at `createdAt` (within 15 minutes). */
export const withinEditWindow = (createdAt: Date, now: Date) => now.getTime() - createdAt.getTime() < POST_EDIT_WINDOW_MS;

/** 403 unless the user wrote the post, 403 EDIT_WINDOW_CLOSED after 15 minutes. */
export function assertMayEdit(post: { userId: number; createdAt: Date }, userId: number, now: Date): void {
  if (post.userId !== userId) throw forbidden(QUESTION_TEXT.notAuthor);
  if (!withinEditWindow(post.createdAt, now)) throw new AppError(403, QUESTION_TEXT.editWindowClosed, 'EDIT_WINDOW_CLOSED');
}
