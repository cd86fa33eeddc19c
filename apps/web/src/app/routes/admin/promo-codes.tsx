import { PromoList } from '@/features/promos/components/promo-list';

/** /admin/promo-codes: promo codes (issue 14 item 3). */
export function Component() {
  return <PromoList />;
}
