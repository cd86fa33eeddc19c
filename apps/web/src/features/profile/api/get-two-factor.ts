import type { TwoFactorStatus } from '@kelas/contracts/two-factor';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/profile/2fa → `{ data: { enabled, required, recovery_codes_left } }`. */
export const getTwoFactor = (signal?: AbortSignal) => api.get<{ data: TwoFactorStatus }>('/profile/2fa', { ...(signal ? { signal } : {}) }).then((r) => r.data);

export const twoFactorQuery = queryOptions({ queryKey: ['profile', 'two-factor'], queryFn: ({ signal }) => getTwoFactor(signal) });

export const useTwoFactor = () => useQuery(twoFactorQuery);
