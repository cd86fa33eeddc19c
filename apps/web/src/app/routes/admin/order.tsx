import { useParams } from 'react-router';
import { OrderDetail } from '@/features/sales-orders/components/order-detail';

/** /admin/orders/{id}: an order's detail, refunds and receipt. */
export function Component() {
  const { id } = useParams();
  return <OrderDetail key={id} id={Number(id)} />;
}
