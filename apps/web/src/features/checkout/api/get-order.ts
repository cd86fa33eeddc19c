import { queryOptions, useQuery } from '@tanstack/react-query';
import { OrderResponseSchema, type Order } from '@kelas/contracts/checkout';
import { api } from '@/lib/api-client';
import { ID_MAX } from '@kelas/contracts/text';

/** GET /api/orders/{id} → { data: Order } with its latest payment. ApiError 404 for an unknown or another learner's order. */
export async function getOrder(id: number, signal?: AbortSignal): Promise<Order> {
  return OrderResponseSchema.parse(await api.get<unknown>(`/orders/${id}`, { signal })).data;
}

export const orderQuery = (id: number) => queryOptions({ queryKey: ['checkout', 'order', id], queryFn: ({ signal }) => getOrder(id, signal), staleTime: 0 });

/**
 * The order of the page's `?order=` id. `refetchEveryMs` keeps it fresh while it waits for payment
 * (the status page refreshes by itself until the order settles).
 */
export function useOrder(id: number | null, opts: { refetchWhilePendingMs?: number } = {}) {
  return useQuery({
    ...orderQuery(id ?? 0),
    enabled: id !== null,
    refetchInterval: (q) => (opts.refetchWhilePendingMs && (!q.state.data || q.state.data.status === 'pending') ? opts.refetchWhilePendingMs : false),
    refetchIntervalInBackground: false,
  });
}

/** The `order` query parameter as an id, or null. */
export function parseOrderId(search: URLSearchParams): number | null {
  const raw = search.get('order');
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= ID_MAX ? id : null;
}
