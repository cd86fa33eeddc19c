import { z } from 'zod';
import { AssignmentLogSchema, IsCompleteSchema } from './learning.ts';
import { safeString } from './text.ts';

/**
 * Practice assignments (spec 2.24, section 3 "assignment_log", section 4 "Assignment status",
 * section 5 "Assignment upload", section 9): limits, messages, upload answer, status rule.
 */

/** Largest accepted file: 2 MB (2*1024*1024 bytes, spec 9). */
export const ASSIGNMENT_MAX_BYTES = 2 * 1024 * 1024;
/** The only accepted type (spec 5); the server recognises it by the '%PDF-' magic bytes. */
export const ASSIGNMENT_MIME = 'application/pdf';
/** Text shown under the file picker (spec 2.24). */
export const ASSIGNMENT_LIMIT_TEXT = 'Ukuran maksimum file: 2 MB (pdf)';

/** Messages of spec 5, in the order the checks run. */
export const ASSIGNMENT_MESSAGES = {
  fileRequired: 'File tidak boleh kosong.',
  pdfOnly: 'Hanya file PDF yang diperbolehkan.',
  tooLarge: 'Ukuran file melebihi 2MB.',
  materialRequired: 'Material ID tidak ditemukan.',
  /** Spec 8: alert when the upload fails without a message. */
  uploadFailed: 'Gagal upload tugas.',
  notPractice: 'Materi ini bukan tugas praktik.',
  alreadyGraded: 'Tugas sudah dinilai mentor dan tidak dapat diganti.',
} as const;

/** Multipart field names of POST /api/course/practice/assignment (spec 7). */
export const ASSIGNMENT_FIELDS = { file: 'file', materialId: 'material_id' } as const;

/** Answer of POST /api/course/practice/assignment: `{ data: { assignment_log, is_complete: 1 } }`. */
export const UploadAssignmentResultSchema = z.object({
  item_id: z.number().int(),
  is_complete: IsCompleteSchema,
  assignment_log: AssignmentLogSchema.unwrap(),
});
export type UploadAssignmentResult = z.infer<typeof UploadAssignmentResultSchema>;

/** GET /api/course/practice/assignment/file-url?material_id= → `{ data: TaskFileUrl }` (the learner's own file). */
export const TaskFileUrlSchema = z.object({
  /** Signed, expiring URL that opens the PDF without a bearer header. */
  url: safeString(),
  /** ISO 8601 UTC. */
  expires_at: safeString(),
});
export type TaskFileUrl = z.infer<typeof TaskFileUrlSchema>;

/** File name shown for an uploaded task: the last segment of its path (spec 2.24). */
export function taskFileName(task: string): string {
  const parts = task.split('/').filter(Boolean);
  return parts.at(-1) ?? '';
}

/**
 * The learner's file name made safe for display and for a Content-Disposition header: no path
 * (only the part after the last `/` or `\`), no control or quote characters, at most 120
 * characters, always ending in `.pdf`. Never used as a storage path.
 */
export function sanitizeTaskFileName(name: string | undefined | null): string {
  const base = (name ?? '').split(/[/\\]/).pop() ?? '';
  const CONTROL_AND_QUOTES = /[\u0000-\u001f\u007f"<>|:*?%]/g; // eslint-disable-line no-control-regex
  let clean = base.replace(CONTROL_AND_QUOTES, '').replace(/\s+/g, ' ').trim();
  clean = clean.replace(/^\.+/, '');
  if (!/\.pdf$/i.test(clean)) clean = `${clean || 'tugas'}.pdf`;
  if (clean.length > 120) clean = `${clean.slice(0, 116).trim()}.pdf`;
  return clean === '.pdf' ? 'tugas.pdf' : clean;
}
