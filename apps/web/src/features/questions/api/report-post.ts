import { useMutation } from '@tanstack/react-query';
import { MessageResponseSchema, type PostKind } from '@kelas/contracts/questions';
import { api } from '@/lib/api-client';

/** POST /api/posts/{kind}/{id}/report { reason } → { message } (decision 277). Rejects with ApiError 403, 404, 422. */
export async function reportPost(kind: PostKind, id: number, reason: string): Promise<string> {
  return MessageResponseSchema.parse(await api.post<unknown>(`/posts/${kind}/${id}/report`, { reason })).message;
}

export const useReportPost = () => useMutation({ mutationFn: (v: { kind: PostKind; id: number; reason: string }) => reportPost(v.kind, v.id, v.reason) });
