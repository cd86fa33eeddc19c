import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminReviewResponseSchema, type AdminReview } from '@kelas/contracts/reviews';
import { api } from '@/lib/api-client';

/** POST (pick) or DELETE (unpick) /api/admin/reviews/{id}/testimonial → { data: AdminReview } (decision 283). */
export async function pickTestimonial(id: number, picked: boolean): Promise<AdminReview> {
  const path = `/admin/reviews/${id}/testimonial`;
  return AdminReviewResponseSchema.parse(await (picked ? api.post<unknown>(path) : api.delete<unknown>(path))).data;
}

export function usePickTestimonial() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, picked }: { id: number; picked: boolean }) => pickTestimonial(id, picked),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['reviews'] }),
  });
}
