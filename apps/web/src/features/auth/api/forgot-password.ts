import type { ForgotPasswordBody } from '@kelas/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/auth/forgot `{ email, recaptcha }` → `{ message }` (spec 7, 2.12). */
export const forgotPassword = (body: ForgotPasswordBody) => api.post<{ message: string }>('/auth/forgot', body);

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
