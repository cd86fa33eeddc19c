import { PromoList } from '@/features/promos/components/promo-list';

/** /admin/promo-codes: promo codes. */
export function Component() {
  return <PromoList />;
}
