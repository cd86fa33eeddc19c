import { QUESTION_TEXT, type PostKind } from '@kelas/contracts/questions';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { assertParticipant, readStanding } from './policy.ts';
import { findPost, insertReport } from './queries.ts';

/**
 * A participant reports a visible post to the moderators with a reason (decision 277); a second
 * report of the same post by the same user keeps the first (unique index). 404 unknown or hidden
 * post; 403 NOT_ENROLLED.
 */
export async function reportPost(db: Db, o: { user: AuthUser; kind: PostKind; id: number; reason: string; now: Date }): Promise<void> {
  await db.transaction(async (tx) => {
    const post = await findPost(tx, o.kind, o.id);
    if (!post || post.hiddenAt) throw notFound(QUESTION_TEXT.postNotFound);
    assertParticipant(await readStanding(tx, o.user, post.courseId));
    await insertReport(tx, { kind: o.kind, postId: o.id, userId: o.user.id, reason: o.reason, now: o.now });
  });
}
