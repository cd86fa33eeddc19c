import { UploadResponseSchema, UploadSchema, type Upload, type UploadPurpose } from '@kelas/contracts/studio';
import { ApiError } from '@/lib/api-client';
import { refuseOffline } from '@/lib/network/refuse-offline';
import { NETWORK_TEXTS } from '@/lib/network/texts';
import { i18next } from '@/lib/i18n/i18n';
import { session } from '@/lib/session';

/**
 * POST /api/admin/uploads?purpose= (multipart, field `file`) → 201 `{ data: { purpose, path, url, content_type, size, variants? } }`,
 * sent with XMLHttpRequest so its progress can be shown (`onProgress`, percent 0..100).
 * ApiError 413 (over the purpose's limit), 415 (a type the purpose does not take, checked by content), 422 (no file, bad purpose).
 */
export async function uploadFile(file: File, purpose: UploadPurpose, onProgress?: (percent: number) => void): Promise<Upload> {
  // Offline: ApiError 0 OFFLINE with a clear message.
  refuseOffline(NETWORK_TEXTS.uploadOffline);
  const form = new FormData();
  form.append('file', file);
  const token = session.get().token;
  return new Promise<Upload>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/admin/uploads?purpose=${purpose}`);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('accept-language', document.documentElement.lang || 'id');
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => onProgress?.(e.lengthComputable && e.total ? Math.floor((e.loaded * 100) / e.total) : 0);
    xhr.onerror = () => reject(new Error(i18next.t('studio:upload.failed')));
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // not JSON: handled below
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        const parsed = UploadResponseSchema.safeParse(body);
        return parsed.success ? resolve(parsed.data.data) : reject(new Error(i18next.t('studio:upload.noLocation')));
      }
      const b = (body ?? {}) as { message?: string; code?: string; errors?: Record<string, string[]> };
      reject(new ApiError(xhr.status, b.message ?? i18next.t('studio:upload.failed'), b.code, b.errors, body));
    };
    xhr.send(form);
  });
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
      // The server takes the purpose from the creation's metadata (decision 261).
      metadata: { filename: file.name, filetype: file.type, purpose: 'video' },
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
        if (!upload.url && (status === 404 || status === 405)) return void uploadFile(file, 'video', onProgress).then(resolve, reject);
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
