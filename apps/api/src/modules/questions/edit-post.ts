import { QUESTION_TEXT, type PostKind } from '@kelas/contracts/questions';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { assertMayEdit } from './policy.ts';
import { deletePost, findPost, updatePostBody } from './queries.ts';

const missing = (kind: PostKind) => notFound(kind === 'question' ? QUESTION_TEXT.questionNotFound : QUESTION_TEXT.answerNotFound);

/**
 * The author replaces their post's body (`body`) or deletes the post (`body` null) within 15
 * minutes of writing it (decision 277), under the post's row lock. Deleting a question takes its
 * answers, votes and reports with it. 404 unknown or hidden post; 403 someone else's post; 403
 * EDIT_WINDOW_CLOSED after 15 minutes. Returns the post's question id.
 */
export async function editPost(db: Db, o: { userId: number; kind: PostKind; id: number; body: string | null; now: Date }): Promise<number> {
  return db.transaction(async (tx) => {
    const post = await findPost(tx, o.kind, o.id, true);
    if (!post || post.hiddenAt) throw missing(o.kind);
    assertMayEdit(post, o.userId, o.now);
    if (o.body === null) await deletePost(tx, o.kind, o.id);
    else await updatePostBody(tx, o.kind, o.id, o.body, o.now);
    return post.questionId;
  });
}
