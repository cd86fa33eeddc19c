import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AdminReviewListSchema, type AdminReviewList, type ReviewStatus } from '@kelas/contracts/reviews';
import { api } from '@/lib/api-client';

/** The console list's filters: a state ('' = all) and the page. */
export type AdminReviewFilters = { status: ReviewStatus | ''; page: number };

/** GET /api/admin/reviews?status=&page= → { data: AdminReview[], meta }, last written first (decision 272). */
export async function getAdminReviews(f: AdminReviewFilters, signal?: AbortSignal): Promise<AdminReviewList> {
  const q = new URLSearchParams({ page: String(f.page) });
  if (f.status) q.set('status', f.status);
  return AdminReviewListSchema.parse(await api.get<unknown>(`/admin/reviews?${q}`, { signal }));
}

export const useAdminReviews = (f: AdminReviewFilters) =>
  useQuery({ queryKey: ['reviews', 'admin', f], queryFn: ({ signal }) => getAdminReviews(f, signal), placeholderData: keepPreviousData });
