import { useMutation } from '@tanstack/react-query';
import { UploadResponseSchema, type Upload } from '@kelas/contracts/studio';
import { api } from '@/lib/api-client';
import { refuseOffline } from '@/lib/network/refuse-offline';
import { NETWORK_TEXTS } from '@/lib/network/texts';

/**
 * POST /api/course/{slug}/post-images (multipart, field `file`) → 201 `{ data: Upload }` (decision
 * 292): a picture for a question or an answer; `url` is what the post's `<img>` shows. Rejects with
 * ApiError 403 (not enrolled, banned), 413 (over the image limit), 415 (not JPG, PNG or WebP by
 * content), 422 (no file, too many pixels), 429 (over 20 pictures an hour), 0 OFFLINE.
 */
export async function uploadPostImage(slug: string, file: File): Promise<Upload> {
  refuseOffline(NETWORK_TEXTS.uploadOffline);
  const form = new FormData();
  form.append('file', file);
  return UploadResponseSchema.parse(await api.post<unknown>(`/course/${encodeURIComponent(slug)}/post-images`, form)).data;
}

export const useUploadPostImage = (slug: string) => useMutation({ mutationFn: (file: File) => uploadPostImage(slug, file), networkMode: 'always' });
