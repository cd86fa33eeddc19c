import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PromoListSchema, PromoResponseSchema, type CreatePromo, type Promo, type PromoList, type PromoStatus, type UpdatePromo } from '@kelas/contracts/promos';
import { api } from '@/lib/api-client';

/** The list's filters: a code prefix, a state ('' = all) and the page. */
export type PromoFilters = { search: string; status: PromoStatus | ''; page: number };

/** GET /api/admin/promo-codes?search=&status=&page= → { data: Promo[], meta } with each code's `status` (decision 263). */
export async function getPromos(f: PromoFilters, signal?: AbortSignal): Promise<PromoList> {
  const q = new URLSearchParams({ page: String(f.page) });
  if (f.search) q.set('search', f.search);
  if (f.status) q.set('status', f.status);
  return PromoListSchema.parse(await api.get<unknown>(`/admin/promo-codes?${q}`, { signal }));
}

export const usePromos = (f: PromoFilters) =>
  useQuery({ queryKey: ['promos', f], queryFn: ({ signal }) => getPromos(f, signal), placeholderData: keepPreviousData });

/** POST /api/admin/promo-codes, or PATCH /api/admin/promo-codes/{id} when `id` is given. */
export function useSavePromo() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id?: number; body: CreatePromo | UpdatePromo }): Promise<Promo> =>
      PromoResponseSchema.parse(id ? await api.patch<unknown>(`/admin/promo-codes/${id}`, body) : await api.post<unknown>('/admin/promo-codes', body)).data,
    onSuccess: () => qc.invalidateQueries({ queryKey: ['promos'] }),
  });
}

/** Courses to restrict a code to (the public catalogue list). */
export type CourseOption = { id: number; title: string };

/** GET /api/admin/staff/courses → every course, for the restriction picker. */
export const usePromoCourseOptions = () =>
  useQuery({
    queryKey: ['promos', 'course-options'],
    queryFn: async ({ signal }) => (await api.get<{ data: CourseOption[] }>('/admin/staff/courses', { signal })).data,
    staleTime: 5 * 60_000,
  });
