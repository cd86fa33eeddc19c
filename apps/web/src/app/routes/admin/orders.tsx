import { OrderSearch } from '@/features/sales-orders/components/order-search';

/** /admin/orders: the console's order search (issue 14 item 1). */
export function Component() {
  return <OrderSearch />;
}
