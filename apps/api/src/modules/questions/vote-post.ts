import { QUESTION_TEXT, type PostKind, type VoteResult } from '@kelas/contracts/questions';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { assertParticipant, readStanding } from './policy.ts';
import { countVotes, deleteVote, findPost, insertVote } from './queries.ts';

/**
 * A participant up-votes a visible question or answer (`up`), or takes the vote back (decision
 * 277). A second vote, or two at once, count once: the vote's primary key and `on conflict do
 * nothing`. 404 unknown or hidden post; 403 NOT_ENROLLED; 403 OWN_POST for one's own post (a vote
 * says others found it useful). Returns the post's votes and the user's.
 */
export async function votePost(db: Db, o: { user: AuthUser; kind: PostKind; id: number; up: boolean; now: Date }): Promise<VoteResult> {
  return db.transaction(async (tx) => {
    const post = await findPost(tx, o.kind, o.id);
    if (!post || post.hiddenAt) throw notFound(o.kind === 'question' ? QUESTION_TEXT.questionNotFound : QUESTION_TEXT.answerNotFound);
    assertParticipant(await readStanding(tx, o.user, post.courseId));
    if (post.userId === o.user.id) throw new AppError(403, QUESTION_TEXT.ownPost, 'OWN_POST');
    if (o.up) await insertVote(tx, o.kind, o.id, o.user.id, o.now);
    else await deleteVote(tx, o.kind, o.id, o.user.id);
    return countVotes(tx, o.kind, o.id, o.user.id);
  });
}
