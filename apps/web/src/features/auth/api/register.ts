import type { RegisterBody } from '@kelas/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/auth/register → 201 `{ message, email }`; 422 field errors (spec 7, 2.11). */
export const register = (body: RegisterBody) => api.post<{ message: string; email: string }>('/auth/register', body);

export const useRegister = () => useMutation({ mutationFn: register });
