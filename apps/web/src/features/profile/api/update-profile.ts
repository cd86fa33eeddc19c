import type { Profile, UpdateProfileBody } from '@kelas/contracts/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { profileQuery } from './get-profile';

/** POST /api/profile `{ name, email, phone, gender, birth_date }` → `{ data, message }`; 422 field errors (spec 7). */
export const updateProfile = (body: UpdateProfileBody) => api.post<{ data: Profile; message: string }>('/profile', body);

export function useUpdateProfile() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: updateProfile, onSuccess: (answer) => qc.setQueryData(profileQuery.queryKey, answer.data) });
}
