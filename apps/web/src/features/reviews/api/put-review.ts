import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OwnReviewResponseSchema, type OwnReview, type PutReviewBody } from '@kelas/contracts/reviews';
import { api } from '@/lib/api-client';
import { ownReviewKey } from './get-own-review';

/**
 * PUT /api/courses/{slug}/review { rating, body?, show_as_testimonial? } → { data: OwnReview }
 * (decision 272): writes or replaces the learner's review. Rejects with ApiError 403 (not enrolled,
 * under half complete) or 422 (rating, body).
 */
export async function putReview(slug: string, body: PutReviewBody): Promise<OwnReview> {
  return OwnReviewResponseSchema.parse(await api.put<unknown>(`/courses/${encodeURIComponent(slug)}/review`, body)).data;
}

/** Saves the review; the form's data and the course's public answers (rating, list) are asked again. */
export function usePutReview(slug: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: PutReviewBody) => putReview(slug, body),
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: ownReviewKey(slug) }),
        qc.invalidateQueries({ queryKey: ['reviews', 'course', slug] }),
        qc.invalidateQueries({ queryKey: ['catalogue'] }),
      ]),
  });
}
