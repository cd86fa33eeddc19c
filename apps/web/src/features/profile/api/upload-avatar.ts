import type { Profile } from '@kelas/contracts/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { profileQuery } from './get-profile';

/** POST /api/profile/avatar, multipart `avatar` (JPEG, PNG or WebP, ≤ 1 MB) → `{ data, message }`; 413, 415, 422. */
export function uploadAvatar(file: File) {
  const form = new FormData();
  form.append('avatar', file);
  return api.post<{ data: Profile; message: string }>('/profile/avatar', form);
}

export function useUploadAvatar() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: uploadAvatar, onSuccess: (answer) => qc.setQueryData(profileQuery.queryKey, answer.data) });
}
