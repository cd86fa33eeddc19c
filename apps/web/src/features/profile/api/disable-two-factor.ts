import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { twoFactorQuery } from './get-two-factor';

/** POST /api/profile/2fa/disable `{ password, code }` → `{ message }`; 409 not on; 422 on `password` or `code`; 429. */
export const disableTwoFactor = (body: { password: string; code: string }) => api.post<{ message: string }>('/profile/2fa/disable', body);

export const useDisableTwoFactor = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: disableTwoFactor, onSuccess: () => qc.invalidateQueries({ queryKey: twoFactorQuery.queryKey }) });
};
