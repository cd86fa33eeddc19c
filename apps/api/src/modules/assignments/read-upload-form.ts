import { ASSIGNMENT_FIELDS, ASSIGNMENT_MAX_BYTES, ASSIGNMENT_MESSAGES } from '@kelas/contracts/assignments';
import type { FastifyRequest } from 'fastify';
import { AppError, fieldError } from '../../lib/app-error.ts';
import { rowId } from '@kelas/contracts/text';

/** The checked upload: the whole PDF in memory (≤ 2 MB), the client's name (unsanitised) and the item id. */
export type UploadForm = { file: Buffer; clientName: string; itemId: number };

type RawForm = { file: Buffer | null; clientName: string; tooLarge: boolean; materialId: string | undefined };

const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');
const MaterialIdSchema = rowId();

/**
 * Reads POST /api/course/practice/assignment (multipart: file, material_id) and runs the checks
 * of spec 5 in its order:
 * 1. no file, or an empty one → 422 'File tidak boleh kosong.' (field file)
 * 2. content not starting with '%PDF-' (whatever its name or declared type) → 415 'Hanya file PDF yang diperbolehkan.'
 * 3. more than 2*1024*1024 bytes → 413 'Ukuran file melebihi 2MB.'
 * 4. material_id missing or not a positive integer → 422 'Material ID tidak ditemukan.' (field material_id)
 * The size is enforced while the stream is read: at most 2 MB (+1 byte to notice the excess) is
 * ever held, in memory only, so a rejected upload leaves nothing behind.
 */
export async function readUploadForm(request: FastifyRequest): Promise<UploadForm> {
  const raw = request.isMultipart()
    ? await collectParts(request)
    : { file: null, clientName: '', tooLarge: false, materialId: undefined };
  if ((!raw.file || raw.file.length === 0) && !raw.tooLarge)
    throw fieldError(ASSIGNMENT_FIELDS.file, ASSIGNMENT_MESSAGES.fileRequired);
  const head = raw.file ?? Buffer.alloc(0);
  if (head.length > 0 && !head.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) {
    throw new AppError(415, ASSIGNMENT_MESSAGES.pdfOnly, 'UNSUPPORTED_FILE_TYPE');
  }
  if (raw.tooLarge || head.length > ASSIGNMENT_MAX_BYTES) {
    throw new AppError(413, ASSIGNMENT_MESSAGES.tooLarge, 'FILE_TOO_LARGE');
  }
  const materialId = MaterialIdSchema.safeParse(raw.materialId?.trim() || undefined);
  if (!materialId.success)
    throw fieldError(ASSIGNMENT_FIELDS.materialId, ASSIGNMENT_MESSAGES.materialRequired);
  return { file: head, clientName: raw.clientName, itemId: materialId.data };
}

/**
 * Walks every part. Keeps the first `file` part's bytes up to the limit (plus its first bytes
 * when it is too large, so that a non-PDF is still reported as such) and the `material_id` field.
 */
async function collectParts(request: FastifyRequest): Promise<RawForm> {
  const form: RawForm = { file: null, clientName: '', tooLarge: false, materialId: undefined };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname === ASSIGNMENT_FIELDS.materialId && typeof part.value === 'string')
          form.materialId = part.value;
        continue;
      }
      if (part.fieldname !== ASSIGNMENT_FIELDS.file || form.file) {
        part.file.resume();
        continue;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of part.file) {
        const buf = chunk as Buffer;
        size += buf.length;
        // Past the limit only the opening bytes are kept (for the type check); the rest is dropped.
        if (size <= ASSIGNMENT_MAX_BYTES || chunks.length === 0) chunks.push(buf);
      }
      form.file = Buffer.concat(chunks);
      form.clientName = part.filename ?? '';
      if (part.file.truncated || size > ASSIGNMENT_MAX_BYTES) form.tooLarge = true;
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') form.tooLarge = true;
    else if (code === 'FST_FILES_LIMIT')
      throw new AppError(413, 'Hanya satu file yang boleh diunggah.', 'TOO_MANY_FILES');
    else if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw new AppError(413, 'Terlalu banyak isian formulir.', 'TOO_MANY_PARTS');
    else throw new AppError(400, 'Data unggahan tidak valid.', 'BAD_MULTIPART');
  }
  return form;
}
