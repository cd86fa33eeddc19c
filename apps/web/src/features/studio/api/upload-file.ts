import { UploadResponseSchema, UploadSchema, type Upload } from '@kelas/contracts/studio';
import { api, ApiError } from '@/lib/api-client';
import { refuseOffline } from '@/lib/network/refuse-offline';
import { NETWORK_TEXTS } from '@/lib/network/texts';
import { i18next } from '@/lib/i18n/i18n';
import { session } from '@/lib/session';

/**
 * POST /api/admin/uploads (multipart, field `file`) → 201 `{ data: { path, url, content_type, size, variants? } }`.
 * ApiError 413 (over the size limit), 415 (type checked by content), 422 (no file).
 */
export async function uploadFile(file: File, signal?: AbortSignal): Promise<Upload> {
  // Offline: ApiError 0 OFFLINE with a clear message (issue 18 item 3).
  refuseOffline(NETWORK_TEXTS.uploadOffline);
  const form = new FormData();
  form.append('file', file);
  return UploadResponseSchema.parse(await api.post<unknown>('/admin/uploads', form, { signal })).data;
}

/** The `Upload` JSON the tus endpoint puts in the finishing response's `Upload-Info` header (plain or base64 JSON). */
function readUploadInfo(header: string | undefined): Upload | null {
  if (!header) return null;
  for (const text of [header, (() => { try { return atob(header); } catch { return ''; } })()]) {
    try {
      const parsed = UploadSchema.safeParse(JSON.parse(text));
      if (parsed.success) return parsed.data;
    } catch {
      // not this encoding
    }
  }
  return null;
}

/**
 * A video upload, resumable with the tus protocol at /api/admin/uploads/tus (tus-js-client: 5 MB
 * chunks, retried, resumed after a reload from the fingerprint kept in local storage); the final
 * PATCH answers `{ data: Upload }`, 413/415 `{ message }`. When the
 * server offers no tus endpoint (404/405 on creation), falls back to the multipart call.
 */
export async function uploadVideo(file: File, onProgress: (percent: number) => void): Promise<Upload> {
  refuseOffline(NETWORK_TEXTS.uploadOffline);
  const { Upload: TusUpload } = await import('tus-js-client');
  const token = session.get().token;
  return new Promise<Upload>((resolve, reject) => {
    const upload = new TusUpload(file, {
      endpoint: '/api/admin/uploads/tus',
      headers: token ? { authorization: `Bearer ${token}` } : {},
      metadata: { filename: file.name, filetype: file.type },
      chunkSize: 5 * 1024 * 1024,
      retryDelays: [0, 1000, 3000, 5000],
      removeFingerprintOnSuccess: true,
      onProgress: (sent, total) => onProgress(total ? Math.floor((sent * 100) / total) : 0),
      onSuccess: ({ lastResponse }) => {
        // The final PATCH answers `{ data: Upload }` (decision 132); an `Upload-Info` header is also read.
        const body = UploadResponseSchema.safeParse((() => { try { return JSON.parse(String(lastResponse.getBody() ?? '')); } catch { return null; } })());
        const info = body.success ? body.data.data : readUploadInfo(lastResponse.getHeader('Upload-Info'));
        if (info) resolve(info);
        else reject(new Error(i18next.t('studio:upload.noLocation')));
      },
      onError: (err) => {
        const status = 'originalResponse' in err ? err.originalResponse?.getStatus() : undefined;
        if (!upload.url && (status === 404 || status === 405)) return void uploadFile(file).then(resolve, reject);
        // 413/415 after the last chunk: the server's `{ message }` (size or type refused).
        const message = (() => {
          try {
            return (JSON.parse(String('originalResponse' in err ? (err.originalResponse?.getBody() ?? '') : '')) as { message?: string }).message;
          } catch {
            return undefined;
          }
        })();
        reject(message ? new ApiError(status ?? 422, message) : err);
      },
    });
    void upload.findPreviousUploads().then((previous) => {
      if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
      upload.start();
    });
  });
}
