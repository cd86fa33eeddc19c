import { OrderSearch } from '@/features/sales-orders/components/order-search';

/** /admin/orders: the console's order search. */
export function Component() {
  return <OrderSearch />;
}
