import { useMutation, useQueryClient } from '@tanstack/react-query';
import { VoteResponseSchema, type PostKind, type VoteResult } from '@kelas/contracts/questions';
import { api } from '@/lib/api-client';

/** The post a vote is for and whether it is given (POST) or taken back (DELETE). */
export type VoteInput = { kind: PostKind; id: number; up: boolean };

/**
 * POST or DELETE /api/questions/{id}/vote | /api/answers/{id}/vote → { data: { votes, voted } }
 * (decision 277); a second vote counts once. Rejects with ApiError 403, 404.
 */
export async function votePost(v: VoteInput): Promise<VoteResult> {
  const path = `/${v.kind === 'question' ? 'questions' : 'answers'}/${v.id}/vote`;
  return VoteResponseSchema.parse(v.up ? await api.post<unknown>(path) : await api.delete<unknown>(path)).data;
}

export function useVotePost() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: votePost, onSuccess: () => qc.invalidateQueries({ queryKey: ['questions'] }) });
}
