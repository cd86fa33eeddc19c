import { queryOptions, useQuery } from '@tanstack/react-query';
import { PaymentMethodsSchema, type PaymentMethods } from '@kelas/contracts/payments';
import { z } from 'zod';
import { api } from '@/lib/api-client';

/** GET /api/payments/methods → { data: PaymentMethods }: the groups of spec 2.17 plus QRIS, with what the provider takes. */
export async function getPaymentMethods(signal?: AbortSignal): Promise<PaymentMethods> {
  return z.object({ data: PaymentMethodsSchema }).parse(await api.get<unknown>('/payments/methods', { signal })).data;
}

export const paymentMethodsQuery = queryOptions({ queryKey: ['payments', 'methods'], queryFn: ({ signal }) => getPaymentMethods(signal), staleTime: 5 * 60_000 });

export const usePaymentMethods = () => useQuery(paymentMethodsQuery);
