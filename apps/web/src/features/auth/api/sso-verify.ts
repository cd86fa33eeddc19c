import type { SessionAnswer } from '@kelas/contracts/auth';
import { api } from '@/lib/api-client';

/** POST /api/auth/sso-verify `{ token }` → `{ data: { token, user } }`; `{ message }` on error (spec 7, 2.15). */
export const ssoVerify = (token: string) => api.post<{ data: SessionAnswer }>('/auth/sso-verify', { token }).then((b) => b.data);
