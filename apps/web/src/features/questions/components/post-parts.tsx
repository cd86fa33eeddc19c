import type { Answer, PostingBanNotice, Question } from '@kelas/contracts/questions';
import DOMPurify from 'dompurify';
import { ThumbsUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/components/ui/cn';
import { useFormat } from '@/lib/i18n/format';
import { useSession } from '@/lib/session';
import { notify } from '@/lib/toast';
import { ApiError } from '@/lib/api-client';
import { useVotePost } from '../api/vote-post';

/**
 * A post's body from the server (through the rich-text allow-list), sanitised again; line breaks of
 * plain text kept. A picture keeps its proportions within the column and at most 24rem high (a
 * phone's screenshot would otherwise fill several screens); a list's preview makes it smaller.
 */
export function PostBody({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={cn('rich-text leading-relaxed break-words whitespace-pre-line text-slate-800 [&_img]:max-h-96 [&_img]:w-auto [&_img]:object-contain', className)}
      dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(html) }}
    />
  );
}

/**
 * The sentence a learner barred from posting reads where the question or answer box would be
 * (decision 292): what the ban means, and the admin's reason when one was recorded.
 */
export function PostingBanNote({ ban, className }: { ban: PostingBanNotice | null; className?: string }) {
  const { t } = useTranslation('questions');
  return (
    <div className={cn('rounded-2xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900', className)}>
      <p>{t('question.banned')}</p>
      {ban?.reason && <p className="mt-1 font-semibold break-words">{t('question.bannedReason', { reason: ban.reason })}</p>}
    </div>
  );
}

/** Who wrote a post ('Mentor' for the course's staff) and when, in the reader's zone. */
export function PostByline({ post }: { post: Question | Answer }) {
  const { t } = useTranslation('questions');
  const format = useFormat();
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
      <span className="font-semibold text-slate-900">{post.author.name}</span>
      {post.author.mentor && <Badge tone="hijau">{t('post.mentor')}</Badge>}
      <span className="text-slate-500">
        {format.shortDateTime(post.created_at)}
        {post.updated_at !== post.created_at && ` · ${t('post.edited')}`}
      </span>
    </p>
  );
}

/** The up-vote toggle with the post's count; a second press takes the vote back. One's own post shows its count only (no vote for oneself). */
export function VoteButton({ kind, post }: { kind: 'question' | 'answer'; post: Question | Answer }) {
  const { t } = useTranslation('questions');
  const vote = useVotePost();
  const { user } = useSession();
  if (user.id === post.author.id) {
    return (
      <span className="inline-flex min-h-9 items-center gap-1.5 px-2.5 text-sm font-semibold text-slate-500" aria-label={t('post.votes', { count: post.votes })}>
        <ThumbsUp className="size-4" aria-hidden="true" />
        {post.votes}
      </span>
    );
  }
  return (
    <button
      type="button"
      aria-pressed={post.voted}
      aria-label={`${post.voted ? t('post.unvote') : t('post.vote')} (${t('post.votes', { count: post.votes })})`}
      disabled={vote.isPending}
      onClick={() => vote.mutate({ kind, id: post.id, up: !post.voted }, { onError: (err) => notify(err instanceof ApiError ? err.message : t('post.failed'), 'error') })}
      className={cn(
        'inline-flex min-h-9 items-center gap-1.5 rounded-lg px-2.5 text-sm font-semibold ring-1 ring-inset focus-visible:outline-2 focus-visible:outline-brand-600',
        post.voted ? 'bg-brand-50 text-brand-700 ring-brand-600/30' : 'bg-white text-slate-600 ring-slate-300 hover:bg-slate-50',
      )}
    >
      <ThumbsUp className="size-4" aria-hidden="true" />
      {post.votes}
    </button>
  );
}
