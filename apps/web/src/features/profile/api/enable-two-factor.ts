import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { twoFactorQuery } from './get-two-factor';

/** POST /api/profile/2fa/enable `{ code }` → `{ data: { recovery_codes }, message }`; 409; 422 on `code`; 429. */
export const enableTwoFactor = (body: { code: string }) =>
  api.post<{ data: { recovery_codes: string[] }; message: string }>('/profile/2fa/enable', body);

export const useEnableTwoFactor = () => {
  const qc = useQueryClient();
  return useMutation({ mutationFn: enableTwoFactor, onSuccess: () => qc.invalidateQueries({ queryKey: twoFactorQuery.queryKey }) });
};
