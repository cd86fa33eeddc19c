import { STUDIO_MESSAGES, type Upload, type UploadPurpose } from '@kelas/contracts/studio';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { StorageDriver } from '../../platform/storage.ts';
import { purposeLimit, storeUpload, type UploadLimits } from './store-upload.ts';

/**
 * The one file of a multipart request (field `file`), stored for `purpose` by storeUpload (decision
 * 261): busboy stops at the purpose's limit + 1 byte, so 413 comes from the bytes received; 415 for
 * a type the purpose does not take; 422 FILE_REQUIRED (on `file`) for a body that is not multipart
 * or has no `file` part. On any refusal the rest of the part is read and discarded and nothing is
 * stored. The route must have registered @fastify/multipart (platform/multipart.ts).
 */
export async function receiveUpload(request: FastifyRequest, o: { storage: StorageDriver; limits: UploadLimits; purpose: UploadPurpose }): Promise<Upload> {
  const limit = purposeLimit(o.purpose, o.limits);
  const part = request.isMultipart() ? await request.file({ limits: { fileSize: limit + 1, files: 1 } }) : undefined;
  if (!part || part.fieldname !== 'file') {
    part?.file.resume();
    throw new AppError(422, STUDIO_MESSAGES.uploadMissing, 'FILE_REQUIRED', { file: [STUDIO_MESSAGES.uploadMissing] });
  }
  try {
    return await storeUpload(o.storage, { stream: part.file, limits: o.limits, purpose: o.purpose });
  } catch (err) {
    part.file.resume();
    throw err;
  }
}
