import type { SessionAnswer } from '@kelas/contracts/auth';
import type { TwoFactorVerifyBody } from '@kelas/contracts/two-factor';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/auth/2fa/verify `{ challenge, code }` → `{ token, user }`; 422 on `challenge` or `code`; 429. */
export const verifyTwoFactor = (body: TwoFactorVerifyBody) => api.post<SessionAnswer>('/auth/2fa/verify', body);

export const useVerifyTwoFactor = () => useMutation({ mutationFn: verifyTwoFactor });
