import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PaymentResponseSchema, type CardPaymentInput, type Payment, type PaymentMethod, type SimulatedResult } from '@kelas/contracts/payments';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { refuseOffline } from '@/lib/network/refuse-offline';
import { NETWORK_TEXTS } from '@/lib/network/texts';

/** The order query's key (the checkout feature owns the fetcher; this feature refreshes it by key). */
const orderKey = (orderId: number) => ['checkout', 'order', orderId];

/**
 * POST /api/orders/{id}/payments { method, channel } → 201 { data: Payment } (a tile of spec 2.17),
 * or 200 with the order's open payment when it already is that choice (decision 251).
 * ApiError 404 foreign order, 409 ORDER_NOT_PENDING, 422 `channel`, 502 gateway.
 */
export async function createPayment(input: { orderId: number; method: PaymentMethod; channel: string }): Promise<Payment> {
  const body = await api.post<unknown>(`/orders/${input.orderId}/payments`, { method: input.method, channel: input.channel });
  return PaymentResponseSchema.parse(body).data;
}

/** POST /api/payments/{id}/card → { data: Payment } (paid or failed). ApiError 422 with card field errors, 409, 410. */
export async function payWithCard(input: { paymentId: number; card: CardPaymentInput }): Promise<Payment> {
  return PaymentResponseSchema.parse(await api.post<unknown>(`/payments/${input.paymentId}/card`, input.card)).data;
}

/** POST /api/payments/{id}/ewallet { phone } → { data: Payment }: (re)sends the e-wallet request. */
export async function requestEwallet(input: { paymentId: number; phone: string }): Promise<Payment> {
  return PaymentResponseSchema.parse(await api.post<unknown>(`/payments/${input.paymentId}/ewallet`, { phone: input.phone })).data;
}

/** POST /api/payments/{id}/simulate { result: paid | failed | expired } → { data: { order_id } } (sandbox only). */
export async function simulatePayment(input: { paymentId: number; result: SimulatedResult }): Promise<number> {
  const body = await api.post<unknown>(`/payments/${input.paymentId}/simulate`, { result: input.result });
  return z.object({ data: z.object({ order_id: z.number() }) }).parse(body).data.order_id;
}

/** An action that refuses to start offline with a clear message instead of waiting silently. */
const online =
  <I, O>(fn: (input: I) => Promise<O>) =>
  (input: I) => {
    refuseOffline(NETWORK_TEXTS.paymentOffline);
    return fn(input);
  };

/** The four actions as mutations; each refreshes the order afterwards. Offline, each fails at once (ApiError 0 OFFLINE). */
export function usePaymentActions(orderId: number) {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: orderKey(orderId) });
  return {
    create: useMutation({ mutationFn: online(createPayment), onSuccess: refresh, networkMode: 'always' }),
    card: useMutation({ mutationFn: online(payWithCard), onSettled: refresh, networkMode: 'always' }),
    ewallet: useMutation({ mutationFn: online(requestEwallet), onSuccess: refresh, networkMode: 'always' }),
    simulate: useMutation({ mutationFn: online(simulatePayment), onSettled: refresh, networkMode: 'always' }),
  };
}
