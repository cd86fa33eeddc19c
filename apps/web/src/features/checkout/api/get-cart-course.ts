import { queryOptions, useQuery } from '@tanstack/react-query';
import { CartCourseSchema, type CartCourse } from '@kelas/contracts/checkout';
import { z } from 'zod';
import { api } from '@/lib/api-client';

/**
 * POST /api/course/{slug}/cart { priceId } → { data: CartCourse } (spec 7): the cart's course with
 * the chosen package and price. ApiError 404 unknown course, 422 price not of this course.
 */
export async function getCartCourse(slug: string, priceId: number, signal?: AbortSignal): Promise<CartCourse> {
  const body = await api.post<unknown>(`/course/${encodeURIComponent(slug)}/cart`, { priceId }, { signal });
  return z.object({ data: CartCourseSchema }).parse(body).data;
}

export const cartCourseQuery = (slug: string, priceId: number) =>
  queryOptions({ queryKey: ['checkout', 'cart', slug, priceId], queryFn: ({ signal }) => getCartCourse(slug, priceId, signal), staleTime: 0 });

export const useCartCourse = (slug: string, priceId: number) => useQuery(cartCourseQuery(slug, priceId));
