import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ScheduleResponseSchema, type Schedule } from '@kelas/contracts/cohorts';
import { api } from '@/lib/api-client';

/** PUT /api/programs/{slug}/cohort { cohort_id } → the new schedule: another open cohort, until the learner's starts. ApiError 409 COHORT_STARTED, 422. */
export function useMoveCohort(slug: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (cohortId: number): Promise<Schedule> =>
      ScheduleResponseSchema.parse(await api.put<unknown>(`/programs/${encodeURIComponent(slug)}/cohort`, { cohort_id: cohortId })).data,
    onSuccess: (schedule) => {
      qc.setQueryData(['cohorts', 'schedule', slug], schedule);
      void qc.invalidateQueries({ queryKey: ['cohorts', 'open', slug] });
    },
  });
}
