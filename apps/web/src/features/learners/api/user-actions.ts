import type { RevokeCertificateBody } from '@kelas/contracts/certificates';
import type { DeactivateUserBody, EraseUserBody, GrantEnrolmentBody } from '@kelas/contracts/learners';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * The console's actions on one account, each a mutation that refreshes the
 * account's record and the list afterwards:
 * POST …/enrolments `{ course_id, reason }`, DELETE /api/admin/enrolments/{id}, POST …/password-reset,
 * POST …/deactivate `{ reason }`, POST …/reactivate, POST …/erase `{ reason, confirm_email }`,
 * POST /api/admin/certificates/{code}/revoke `{ reason }` (decision 242).
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
    revokeCertificate: useMutation({
      mutationFn: (b: { code: string } & RevokeCertificateBody) => api.post<unknown>(`/admin/certificates/${encodeURIComponent(b.code)}/revoke`, { reason: b.reason }),
      onSuccess: refresh,
    }),
  };
}
