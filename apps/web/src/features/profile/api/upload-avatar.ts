import type { Profile } from '@kelas/contracts/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refuseOffline } from '@/lib/network/refuse-offline';
import { NETWORK_TEXTS } from '@/lib/network/texts';
import { profileQuery } from './get-profile';

/** POST /api/profile/avatar, multipart `avatar` (JPEG, PNG or WebP, ≤ 1 MB) → `{ data, message }`; 413, 415, 422. */
export async function uploadAvatar(file: File) {
  // Offline: ApiError 0 OFFLINE with a clear message.
  refuseOffline(NETWORK_TEXTS.uploadOffline);
  const form = new FormData();
  form.append('avatar', file);
  return api.post<{ data: Profile; message: string }>('/profile/avatar', form);
}

export function useUploadAvatar() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: uploadAvatar, networkMode: 'always', onSuccess: (answer) => qc.setQueryData(profileQuery.queryKey, answer.data) });
}
