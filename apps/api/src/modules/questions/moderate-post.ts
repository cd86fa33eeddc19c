import { COURSE_NOT_FOUND } from '@kelas/contracts/catalogue';
import { QUESTION_TEXT, type AdminReportQuery, type PostKind } from '@kelas/contracts/questions';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/record-audit.ts';
import { deletePostingBan, findCourseAndUser, findPost, insertPostingBan, listReportedPosts, setPostHidden, type ReportedPostRow } from './queries.ts';

const onePost: AdminReportQuery = { status: 'all', page: 1, per_page: 1 };

/**
 * An admin hides a post (`hidden`) or shows it again (decision 277); either resolves its open
 * reports. A hidden post is listed to nobody (its answers go with a hidden question). Under the
 * post's row lock, audited as `post.hide` / `post.restore`. 404 unknown post. Returns the post as
 * the moderation queue shows it (null when it was never reported).
 */
export async function setPostVisibility(
  db: Db,
  o: { kind: PostKind; id: number; hidden: boolean; actorId: number; ip: string | null; now: Date },
): Promise<ReportedPostRow | null> {
  return db.transaction(async (tx) => {
    const post = await findPost(tx, o.kind, o.id, true);
    if (!post) throw notFound(QUESTION_TEXT.postNotFound);
    await setPostHidden(tx, o.kind, o.id, o.hidden ? { at: o.now, by: o.actorId } : null, o.now);
    await recordAudit(tx, {
      actorId: o.actorId,
      action: o.hidden ? 'post.hide' : 'post.restore',
      entityType: o.kind === 'question' ? 'course_question' : 'course_answer',
      entityId: o.id,
      before: { hidden: post.hiddenAt !== null },
      after: { hidden: o.hidden },
      ip: o.ip,
    });
    const { rows } = await listReportedPosts(tx, onePost, { kind: o.kind, id: o.id });
    return rows[0] ?? null;
  });
}

/**
 * An admin bans a learner from posting in a course's discussion (decision 277) for a reason they
 * are shown (decision 292): their later questions and answers there answer 403 POSTING_BANNED; what
 * they wrote stays unless hidden. A second ban keeps the first, reason included. Audited as
 * `posting.ban` with the reason. 404 unknown course or user.
 */
export async function banFromPosting(db: Db, o: { courseId: number; userId: number; reason: string; actorId: number; ip: string | null; now: Date }) {
  return db.transaction(async (tx) => {
    const found = await findCourseAndUser(tx, o.courseId, o.userId);
    if (!found.course) throw notFound(COURSE_NOT_FOUND);
    if (!found.user) throw notFound(QUESTION_TEXT.userNotFound);
    const ban = await insertPostingBan(tx, { courseId: o.courseId, userId: o.userId, reason: o.reason, by: o.actorId, now: o.now });
    await recordAudit(tx, { actorId: o.actorId, action: 'posting.ban', entityType: 'course', entityId: o.courseId, before: null, after: { user_id: o.userId, reason: ban.reason }, ip: o.ip });
    return ban;
  });
}

/**
 * An admin lifts a learner's posting ban in a course (decision 282): they may ask and answer there
 * again. Audited as `posting.unban`. 404 unknown course or user, 404 when they are not banned there.
 */
export async function liftPostingBan(db: Db, o: { courseId: number; userId: number; actorId: number; ip: string | null }): Promise<void> {
  await db.transaction(async (tx) => {
    const found = await findCourseAndUser(tx, o.courseId, o.userId);
    if (!found.course) throw notFound(COURSE_NOT_FOUND);
    if (!found.user) throw notFound(QUESTION_TEXT.userNotFound);
    const lifted = await deletePostingBan(tx, o.courseId, o.userId);
    if (!lifted) throw notFound(QUESTION_TEXT.banNotFound);
    await recordAudit(tx, {
      actorId: o.actorId,
      action: 'posting.unban',
      entityType: 'course',
      entityId: o.courseId,
      before: { user_id: o.userId, banned_at: lifted.createdAt.toISOString() },
      after: null,
      ip: o.ip,
    });
  });
}
