import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PublicReviewListSchema, REVIEW_PER_PAGE, type PublicReviewList, type ReviewSort } from '@kelas/contracts/reviews';
import { api } from '@/lib/api-client';

/** The detail page's list: order and page (REVIEW_PER_PAGE a page). */
export type ReviewListParams = { slug: string; sort: ReviewSort; page: number };

/**
 * GET /api/courses/{slug}/reviews?sort=&page=&per_page= → { data: PublicReview[], meta } (decision
 * 272): the visible reviews the course's rating averages. Rejects with ApiError 404 for an unknown
 * course.
 */
export async function getCourseReviews(p: ReviewListParams, signal?: AbortSignal): Promise<PublicReviewList> {
  const q = new URLSearchParams({ sort: p.sort, page: String(p.page), per_page: String(REVIEW_PER_PAGE) });
  return PublicReviewListSchema.parse(await api.get<unknown>(`/courses/${encodeURIComponent(p.slug)}/reviews?${q}`, { signal }));
}

export const courseReviewsQuery = (p: ReviewListParams) =>
  queryOptions({ queryKey: ['reviews', 'course', p.slug, p.sort, p.page], queryFn: ({ signal }) => getCourseReviews(p, signal), placeholderData: keepPreviousData });

export const useCourseReviews = (p: ReviewListParams) => useQuery(courseReviewsQuery(p));
