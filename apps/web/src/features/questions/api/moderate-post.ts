import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PostKind } from '@kelas/contracts/questions';
import { api } from '@/lib/api-client';

/** POST /api/admin/posts/{kind}/{id}/hide | /restore (decision 277): hides a reported post from learners or shows it again. */
export async function moderatePost(kind: PostKind, id: number, action: 'hide' | 'restore'): Promise<void> {
  await api.post<unknown>(`/admin/posts/${kind}/${id}/${action}`);
}

export function useModeratePost() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { kind: PostKind; id: number; action: 'hide' | 'restore' }) => moderatePost(v.kind, v.id, v.action),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['questions', 'reports'] }),
  });
}
