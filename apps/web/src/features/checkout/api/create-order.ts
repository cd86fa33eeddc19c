import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OrderResponseSchema, type Order } from '@kelas/contracts/checkout';
import { api } from '@/lib/api-client';
import { refuseOffline } from '@/lib/network/refuse-offline';
import { NETWORK_TEXTS } from '@/lib/network/texts';
import { orderQuery } from './get-order';

/**
 * POST /api/orders { items, promo_code? } → 201 { data: Order } ('Lanjutkan Pembayaran'): a pending
 * order, or a paid one when the total is 0. ApiError 409 ALREADY_OWNED, 422 price / promo / cohort errors.
 */
export async function createOrder(input: { priceIds: number[]; promoCode: string | null; /** The cart item's cohort (decision 285), for the first item. */ cohortId?: number | undefined }): Promise<Order> {
  // Offline: ApiError 0 OFFLINE with a clear message, never a silently paused order.
  refuseOffline(NETWORK_TEXTS.paymentOffline);
  const items = input.priceIds.map((priceId, i) => (i === 0 && input.cohortId ? { priceId, cohort_id: input.cohortId } : { priceId }));
  const body = await api.post<unknown>('/orders', { items, promo_code: input.promoCode });
  return OrderResponseSchema.parse(body).data;
}

export function useCreateOrder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createOrder,
    networkMode: 'always',
    onSuccess: (order) => {
      qc.setQueryData(orderQuery(order.id).queryKey, order);
      void qc.invalidateQueries({ queryKey: ['checkout', 'orders'] });
    },
  });
}
