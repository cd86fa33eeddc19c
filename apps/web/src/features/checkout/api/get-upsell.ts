import { queryOptions, useQuery } from '@tanstack/react-query';
import { UpsellSchema, type Upsell } from '@kelas/contracts/checkout';
import { z } from 'zod';
import { api } from '@/lib/api-client';

/** GET /api/checkout/upsell?slug= → { data: Upsell | null } ('Lengkapi Pembelajaran Kamu', decision 040). */
export async function getUpsell(slug: string, signal?: AbortSignal): Promise<Upsell | null> {
  const body = await api.get<unknown>(`/checkout/upsell?slug=${encodeURIComponent(slug)}`, { signal });
  return z.object({ data: UpsellSchema.nullable() }).parse(body).data;
}

export const upsellQuery = (slug: string) => queryOptions({ queryKey: ['checkout', 'upsell', slug], queryFn: ({ signal }) => getUpsell(slug, signal) });

export const useUpsell = (slug: string) => useQuery(upsellQuery(slug));
