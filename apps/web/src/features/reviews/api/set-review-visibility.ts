import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminReviewResponseSchema, type AdminReview } from '@kelas/contracts/reviews';
import { api } from '@/lib/api-client';

/** POST /api/admin/reviews/{id}/hide or /restore → { data: AdminReview } (decision 272). */
export async function setReviewVisibility(id: number, action: 'hide' | 'restore'): Promise<AdminReview> {
  return AdminReviewResponseSchema.parse(await api.post<unknown>(`/admin/reviews/${id}/${action}`)).data;
}

export function useSetReviewVisibility() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'hide' | 'restore' }) => setReviewVisibility(id, action),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['reviews'] }),
  });
}
