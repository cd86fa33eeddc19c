import type { ChangePasswordBody } from '@kelas/contracts/profile';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /api/profile/new-password `{ old_password, new_password, confirm_password }` → `{ message }`; 422 field errors (spec 7). */
export const changePassword = (body: ChangePasswordBody) => api.post<{ message: string }>('/profile/new-password', body);

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
