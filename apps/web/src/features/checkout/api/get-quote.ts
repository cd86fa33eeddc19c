import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { QuoteSchema, type Quote } from '@kelas/contracts/checkout';
import { z } from 'zod';
import { api } from '@/lib/api-client';

/**
 * POST /api/checkout/quote { items, promo_code? } → { data: Quote }: the figures of 'Rekap Pembelian'
 * as the server computes them. ApiError 409 ALREADY_OWNED, 422 on `promo_code` or `items`.
 */
export async function getQuote(priceIds: number[], promoCode: string | null, signal?: AbortSignal): Promise<Quote> {
  const body = await api.post<unknown>('/checkout/quote', { items: priceIds.map((priceId) => ({ priceId })), promo_code: promoCode }, { signal });
  return z.object({ data: QuoteSchema }).parse(body).data;
}

export const quoteQuery = (priceIds: number[], promoCode: string | null) =>
  queryOptions({ queryKey: ['checkout', 'quote', priceIds, promoCode], queryFn: ({ signal }) => getQuote(priceIds, promoCode, signal), staleTime: 0, retry: false });

export const useQuote = (priceIds: number[], promoCode: string | null, enabled = true) =>
  useQuery({ ...quoteQuery(priceIds, promoCode), enabled, placeholderData: keepPreviousData });
