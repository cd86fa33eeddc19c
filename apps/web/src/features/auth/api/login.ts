import type { LoginBody } from '@kelas/contracts/auth';
import type { LoginAnswer } from '@kelas/contracts/two-factor';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * POST /api/auth/login `{ email, password }` → `{ token, user }` (spec 7), or
 * `{ two_factor_required, challenge, message }` for a two-factor account. 422 bad credentials,
 * 403 EMAIL_NOT_VERIFIED, 429.
 */
export const login = (body: LoginBody) => api.post<LoginAnswer>('/auth/login', body);

export const useLogin = () => useMutation({ mutationFn: login });
