import { useMutation, useQueryClient } from '@tanstack/react-query';
import { QuestionDetailResponseSchema, type PostKind, type QuestionDetail } from '@kelas/contracts/questions';
import { api } from '@/lib/api-client';

/**
 * PATCH /api/questions/{id} | /api/answers/{id} { body } → { data: QuestionDetail } (decision 277):
 * the author, within 15 minutes. Rejects with ApiError 403 (not theirs, EDIT_WINDOW_CLOSED), 404, 422.
 */
export async function editPost(kind: PostKind, id: number, body: string): Promise<QuestionDetail> {
  return QuestionDetailResponseSchema.parse(await api.patch<unknown>(`/${kind === 'question' ? 'questions' : 'answers'}/${id}`, { body })).data;
}

export function useEditPost() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { kind: PostKind; id: number; body: string }) => editPost(v.kind, v.id, v.body),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['questions'] }),
  });
}
