import { RetriedJobSchema } from '@kelas/contracts/jobs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/admin/jobs/{id}/retry → the job, waiting for its retry. ApiError 404 unknown, 409 not failed. */
export function useRetryJob() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => RetriedJobSchema.parse(await api.post<unknown>(`/admin/jobs/${id}/retry`)).data,
    onSettled: () => qc.invalidateQueries({ queryKey: ['admin', 'jobs'] }),
  });
}
