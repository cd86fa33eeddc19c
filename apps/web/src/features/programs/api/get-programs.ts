import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ProgramListSchema, type Program } from '@kelas/contracts/programs';
import { api, isAbort } from '@/lib/api-client';

/** Query key prefix of the learner's programs; invalidate it after anything that enrols. */
export const PROGRAMS_KEY = ['programs'] as const;

/**
 * GET /api/course, or GET /api/course?search={term} (spec 7) → the learner's programs.
 * `signal` aborts the request (TanStack Query passes it, and aborts it when the term changes).
 */
export async function getPrograms(search: string, signal?: AbortSignal): Promise<Program[]> {
  const query = search ? `?search=${encodeURIComponent(search)}` : '';
  const body = await api.get<unknown>(`/course${query}`, { signal });
  return ProgramListSchema.parse(body).data;
}

export const programsQuery = (search: string) =>
  queryOptions({
    queryKey: [...PROGRAMS_KEY, search],
    // Reading `signal` is what makes TanStack Query abort the previous term's request.
    queryFn: ({ signal }) => getPrograms(search, signal),
    placeholderData: keepPreviousData,
  });

/** The programs for a (debounced) search term. A failure is only logged (spec 8 "Program list"). */
export function usePrograms(search: string) {
  const query = useQuery(programsQuery(search));
  const { error } = query;
  useEffect(() => {
    if (error && !isAbort(error)) console.error('Gagal memuat Programmu', error);
  }, [error]);
  return query;
}
