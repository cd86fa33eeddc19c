import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PostKind } from '@kelas/contracts/questions';
import { api } from '@/lib/api-client';

/** DELETE /api/questions/{id} | /api/answers/{id} → 204 (decision 277): the author, within 15 minutes. Rejects with ApiError 403, 404. */
export async function deletePost(kind: PostKind, id: number): Promise<void> {
  await api.delete<unknown>(`/${kind === 'question' ? 'questions' : 'answers'}/${id}`);
}

export function useDeletePost() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { kind: PostKind; id: number }) => deletePost(v.kind, v.id),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['questions'] }),
  });
}
