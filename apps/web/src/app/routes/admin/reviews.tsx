import { AdminReviewList } from '@/features/reviews/components/admin-review-list';

/** /admin/reviews: every course's reviews; hide an abusive one, show it again (decision 272). */
export function Component() {
  return <AdminReviewList />;
}
