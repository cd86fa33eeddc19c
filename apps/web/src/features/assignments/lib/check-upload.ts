import { ASSIGNMENT_MAX_BYTES, type ASSIGNMENT_MESSAGES, ASSIGNMENT_MIME } from '@kelas/contracts/assignments';

/** A failed check: the key of its message in ASSIGNMENT_MESSAGES (catalogue `assignmentMessages`). */
export type UploadProblem = keyof typeof ASSIGNMENT_MESSAGES;

/**
 * The client's upload checks of spec 5, in its order: a file ('File tidak boleh kosong.'), of type
 * application/pdf ('Hanya file PDF yang diperbolehkan.'), at most 2*1024*1024 bytes ('Ukuran file
 * melebihi 2MB.'), and a current item id ('Material ID tidak ditemukan.'). Returns the key of the
 * first failing message, or null. The server checks again (and reads the content, not the type).
 */
export function checkAssignmentUpload(
  file: Pick<File, 'type' | 'size'> | null | undefined,
  materialId: number | null | undefined,
): UploadProblem | null {
  if (!file || file.size === 0) return 'fileRequired';
  if (file.type !== ASSIGNMENT_MIME) return 'pdfOnly';
  if (file.size > ASSIGNMENT_MAX_BYTES) return 'tooLarge';
  if (!materialId) return 'materialRequired';
  return null;
}
