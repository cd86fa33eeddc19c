import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/course/{slug}/join { cohort_id } → 201: a free class joined into an open cohort ('Daftar Sekarang'). ApiError 409/422 otherwise. */
export async function joinFreeClass(slug: string, cohortId: number): Promise<void> {
  await api.post<unknown>(`/course/${encodeURIComponent(slug)}/join`, { cohort_id: cohortId });
}

export function useJoinFreeClass(slug: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (cohortId: number) => joinFreeClass(slug, cohortId),
    onSettled: () => qc.invalidateQueries({ queryKey: ['cohorts'] }),
  });
}
