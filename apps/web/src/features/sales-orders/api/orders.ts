import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RefundResponseSchema, type CreateRefund, type Refund } from '@kelas/contracts/refunds';
import { AdminOrderDetailResponseSchema, AdminOrderListSchema, type AdminOrderDetail, type AdminOrderList } from '@kelas/contracts/sales-orders';
import { api } from '@/lib/api-client';

export type OrderFilters = { search: string; status: string; method: string; from: string; to: string; page: number };

/** GET /api/admin/orders?search=&status=&method=&from=&to=&page= → { data, meta }. */
export async function getAdminOrders(f: OrderFilters, signal?: AbortSignal): Promise<AdminOrderList> {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(f)) if (v !== '' && v !== undefined) q.set(k, String(v));
  return AdminOrderListSchema.parse(await api.get<unknown>(`/admin/orders?${q}`, { signal }));
}

export const useAdminOrders = (f: OrderFilters) =>
  useQuery({ queryKey: ['sales', 'orders', f], queryFn: ({ signal }) => getAdminOrders(f, signal), placeholderData: keepPreviousData });

/** GET /api/admin/orders/{id} → the order's detail. */
export const adminOrderQuery = (id: number) =>
  queryOptions({ queryKey: ['sales', 'order', id], queryFn: async ({ signal }): Promise<AdminOrderDetail> => AdminOrderDetailResponseSchema.parse(await api.get<unknown>(`/admin/orders/${id}`, { signal })).data });

export const useAdminOrder = (id: number) => useQuery(adminOrderQuery(id));

/**
 * POST /api/admin/orders/{id}/refunds with an `Idempotency-Key` made once per dialog, so a
 * repeated click or a retry after a network error returns the same refund.
 */
export function useCreateRefund(orderId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ body, key }: { body: CreateRefund; key: string }): Promise<Refund> =>
      RefundResponseSchema.parse(await api.post<unknown>(`/admin/orders/${orderId}/refunds`, body, { headers: { 'idempotency-key': key } })).data,
    onSuccess: () => qc.invalidateQueries({ queryKey: ['sales'] }),
  });
}

/** POST /api/admin/refunds/{id}/check: the gateway's status check of a pending refund. */
export function useCheckRefund() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => RefundResponseSchema.parse(await api.post<unknown>(`/admin/refunds/${id}/check`)).data,
    onSuccess: () => qc.invalidateQueries({ queryKey: ['sales'] }),
  });
}

/** POST /api/admin/orders/{id}/receipt → 202 { message }. */
export function useResendReceipt(orderId: number) {
  return useMutation({ mutationFn: async () => (await api.post<{ message: string }>(`/admin/orders/${orderId}/receipt`)).message });
}
