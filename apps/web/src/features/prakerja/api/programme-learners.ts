import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PrakerjaLearnersResponseSchema, PrakerjaRetryResponseSchema } from '@kelas/contracts/prakerja';
import { api } from '@/lib/api-client';

const KEY = ['admin', 'prakerja', 'learners'] as const;

/** GET /api/admin/prakerja/learners?q= → programme learners with sessions and reports (admin). */
export const programmeLearnersOptions = (q: string) =>
  queryOptions({
    queryKey: [...KEY, q],
    queryFn: async ({ signal }) =>
      PrakerjaLearnersResponseSchema.parse(await api.get<unknown>(`/admin/prakerja/learners${q ? `?q=${encodeURIComponent(q)}` : ''}`, { signal })).data,
    placeholderData: keepPreviousData,
  });

export const useProgrammeLearners = (q: string) => useQuery(programmeLearnersOptions(q));

/** POST /api/admin/prakerja/reports/{id}/retry → the report after a fresh try. */
export function useRetryReport() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => PrakerjaRetryResponseSchema.parse(await api.post<unknown>(`/admin/prakerja/reports/${id}/retry`)),
    onSettled: () => qc.invalidateQueries({ queryKey: KEY }),
  });
}
