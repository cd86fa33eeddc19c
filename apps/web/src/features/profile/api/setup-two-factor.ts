import type { TwoFactorSetup } from '@kelas/contracts/two-factor';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/profile/2fa/setup `{ password }` → `{ data: { secret, otpauth_url, qr } }`; 409 already on; 422 on `password`; 429. */
export const setupTwoFactor = (body: { password: string }) => api.post<{ data: TwoFactorSetup }>('/profile/2fa/setup', body).then((r) => r.data);

export const useSetupTwoFactor = () => useMutation({ mutationFn: setupTwoFactor });
