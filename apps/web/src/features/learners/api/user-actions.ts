import type { DeactivateUserBody, EraseUserBody, GrantEnrolmentBody } from '@kelas/contracts/learners';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * The console's actions on one account (issue 14 item 5), each a mutation that refreshes the
 * account's record and the list afterwards:
 * POST …/enrolments `{ course_id, reason }`, DELETE /api/admin/enrolments/{id}, POST …/password-reset,
 * POST …/deactivate `{ reason }`, POST …/reactivate, POST …/erase `{ reason, confirm_email }`.
 * Errors are ApiErrors with the server's Indonesian message (and field errors on 422).
 */
export function useUserActions(userId: number) {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: ['admin', 'users'] });
  const base = `/admin/users/${userId}`;
  return {
    grant: useMutation({ mutationFn: (b: GrantEnrolmentBody) => api.post<unknown>(`${base}/enrolments`, b), onSuccess: refresh }),
    revoke: useMutation({ mutationFn: (enrolmentId: number) => api.delete<{ message: string }>(`/admin/enrolments/${enrolmentId}`), onSuccess: refresh }),
    sendReset: useMutation({ mutationFn: () => api.post<{ message: string }>(`${base}/password-reset`) }),
    deactivate: useMutation({ mutationFn: (b: DeactivateUserBody) => api.post<{ message: string }>(`${base}/deactivate`, b), onSuccess: refresh }),
    reactivate: useMutation({ mutationFn: () => api.post<{ message: string }>(`${base}/reactivate`), onSuccess: refresh }),
    erase: useMutation({ mutationFn: (b: EraseUserBody) => api.post<{ message: string }>(`${base}/erase`, b), onSuccess: refresh }),
  };
}
