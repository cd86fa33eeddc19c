import { useQuery } from '@tanstack/react-query';
import { ReviewEligibilityResponseSchema, type ReviewEligibility } from '@kelas/contracts/reviews';
import { api } from '@/lib/api-client';

export const ownReviewKey = (slug: string) => ['reviews', 'own', slug] as const;

/**
 * GET /api/courses/{slug}/review → { data: { progress, can_review, review } } (decision 272): whether
 * the learner may review the course (50 % complete) and their review to edit.
 */
export async function getOwnReview(slug: string, signal?: AbortSignal): Promise<ReviewEligibility> {
  return ReviewEligibilityResponseSchema.parse(await api.get<unknown>(`/courses/${encodeURIComponent(slug)}/review`, { signal })).data;
}

/** The learner's review of `slug`, asked only when `enabled` (the player's progress reached 50 %). */
export const useOwnReview = (slug: string, enabled: boolean) =>
  useQuery({ queryKey: ownReviewKey(slug), queryFn: ({ signal }) => getOwnReview(slug, signal), enabled });
