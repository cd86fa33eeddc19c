import type { LoginBody, SessionAnswer } from '@kelas/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/auth/login `{ email, password }` → `{ token, user }` (spec 7). 422 bad credentials, 403 EMAIL_NOT_VERIFIED, 429. */
export const login = (body: LoginBody) => api.post<SessionAnswer>('/auth/login', body);

export const useLogin = () => useMutation({ mutationFn: login });
