import { QUESTION_TEXT, type PostKind } from '@kelas/contracts/questions';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { assertMayEdit, assertMayPost, readStanding } from './policy.ts';
import { deletePost, findPost, updatePostBody } from './queries.ts';

const missing = (kind: PostKind) => notFound(kind === 'question' ? QUESTION_TEXT.questionNotFound : QUESTION_TEXT.answerNotFound);

/**
 * The author replaces their post's body (`body`) or deletes the post (`body` null) within 15
 * minutes of writing it (decision 277), under the post's row lock. Deleting a question takes its
 * answers, votes and reports with it. 404 unknown or hidden post; 403 someone else's post; 403
 * EDIT_WINDOW_CLOSED after 15 minutes; 403 POSTING_BANNED for a new body from an author banned
 * from the course since (deleting stays allowed: it only takes the post away). Returns the post's
 * question id.
 */
export async function editPost(db: Db, o: { user: AuthUser; kind: PostKind; id: number; body: string | null; now: Date }): Promise<number> {
  return db.transaction(async (tx) => {
    const post = await findPost(tx, o.kind, o.id, true);
    if (!post || post.hiddenAt) throw missing(o.kind);
    assertMayEdit(post, o.user.id, o.now);
    if (o.body !== null) assertMayPost(await readStanding(tx, o.user, post.courseId));
    if (o.body === null) await deletePost(tx, o.kind, o.id);
    else await updatePostBody(tx, o.kind, o.id, o.body, o.now);
    return post.questionId;
  });
}
