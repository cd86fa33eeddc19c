import type { ResetPasswordBody } from '@kelas/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/auth/reset-password `{ password, confirm_password, token }` → `{ message }` (spec 7, 2.13). */
export const resetPassword = (body: ResetPasswordBody) => api.post<{ message: string }>('/auth/reset-password', body);

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
