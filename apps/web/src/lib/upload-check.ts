import { UPLOAD_PURPOSES, type UploadPurpose } from '@kelas/contracts/studio';

/** Byte limits by kind, as the server's configuration sets them (GET /api/config `uploadLimits`). */
export type UploadLimits = { image: number; pdf: number; video: number };

/** Types a browser may report for a file of a purpose, by name when it reports none. */
const EXTENSIONS: Record<string, string[]> = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
  'application/pdf': ['pdf'],
  'video/mp4': ['mp4', 'm4v'],
  'video/webm': ['webm'],
};

/** What is wrong with a file before it is sent (decision 261): its type or its size; null when it may go. */
export type UploadProblem = { kind: 'type'; types: string } | { kind: 'size'; limit: number } | null;

/**
 * Checks a chosen file against its purpose in the browser, before any byte is sent: its type (the
 * browser's MIME type, else its extension) and its size against the purpose's limit. The server
 * checks again by content; this spares a learner's bandwidth and a long wait for a refusal.
 */
export function checkUpload(file: Pick<File, 'name' | 'type' | 'size'>, purpose: UploadPurpose, limits: UploadLimits): UploadProblem {
  const spec = UPLOAD_PURPOSES[purpose];
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  const typeOk = file.type ? (spec.types as readonly string[]).includes(file.type) : spec.types.some((t) => EXTENSIONS[t]?.includes(ext));
  if (!typeOk) return { kind: 'type', types: spec.names };
  const limit = limits[spec.kind];
  if (file.size > limit) return { kind: 'size', limit };
  return null;
}

/** '5 MB', '512 KB': a limit as the hints and messages print it (1024-based, like the server). */
export const sizeLabel = (bytes: number) => (bytes >= 1024 * 1024 ? `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB` : `${Math.ceil(bytes / 1024)} KB`);
