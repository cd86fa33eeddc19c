import { queryOptions, useQuery } from '@tanstack/react-query';
import { OrderSummarySchema, type OrderSummary } from '@kelas/contracts/checkout';
import { z } from 'zod';
import { api } from '@/lib/api-client';

/** GET /api/orders → { data: OrderSummary[] }: the learner's orders, newest first. */
export async function getOrders(signal?: AbortSignal): Promise<OrderSummary[]> {
  return z.object({ data: z.array(OrderSummarySchema) }).parse(await api.get<unknown>('/orders', { signal })).data;
}

export const ordersQuery = queryOptions({ queryKey: ['checkout', 'orders'], queryFn: ({ signal }) => getOrders(signal), staleTime: 0 });

export const useOrders = () => useQuery(ordersQuery);
