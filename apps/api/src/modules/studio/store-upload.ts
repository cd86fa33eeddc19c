import { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { IMAGE_MAX_PIXELS } from '@kelas/contracts/images';
import { IMAGE_VARIANT_WIDTHS, STUDIO_MESSAGES, UPLOAD_CONTENT_TYPES, UPLOAD_PURPOSES, type StudioUploadPurpose, type Upload, type UploadPurpose } from '@kelas/contracts/studio';
import { AppError } from '../../lib/app-error.ts';
import { newToken } from '../../lib/tokens.ts';
import { idText } from '../../platform/i18n.ts';
import { declaredImageSize } from '../../platform/image-size.ts';
import type { StorageDriver } from '../../platform/storage.ts';

export type UploadKind = 'image' | 'pdf' | 'video';
export type UploadLimits = Record<UploadKind, number>;
type ContentType = (typeof UPLOAD_CONTENT_TYPES)[number];

/** Bytes file-type needs to recognise every type we accept. */
const SNIFF_BYTES = 4100;

const KIND_OF: Record<ContentType, UploadKind> = {
  'image/jpeg': 'image',
  'image/png': 'image',
  'image/webp': 'image',
  'application/pdf': 'pdf',
  'video/mp4': 'video',
  'video/webm': 'video',
};
const EXT_OF: Record<ContentType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'application/pdf': 'pdf', 'video/mp4': 'mp4', 'video/webm': 'webm' };

const megabytes = (n: number) => (n >= 1024 * 1024 ? `${Math.round((n / 1024 / 1024) * 10) / 10} MB` : `${Math.ceil(n / 1024)} KB`);
/** 413 naming the limit ('Ukuran berkas melebihi batas 5 MB.'). */
export const tooLarge = (limit: number) => new AppError(413, STUDIO_MESSAGES.uploadTooLarge.replace('{{limit}}', megabytes(limit)), 'FILE_TOO_LARGE');
const PURPOSE_LABEL = {
  thumbnail: STUDIO_MESSAGES.purposeThumbnail,
  reading: STUDIO_MESSAGES.purposeReading,
  video: STUDIO_MESSAGES.purposeVideo,
  attachment: STUDIO_MESSAGES.purposeAttachment,
} as const satisfies Record<StudioUploadPurpose, string>;
/**
 * 415 naming what the purpose takes ('… untuk thumbnail. Gunakan JPG, PNG, WEBP.'); a post's
 * picture has a sentence of its own, whole in both languages, as learners read it (decision 292).
 */
const wrongType = (purpose: UploadPurpose) =>
  new AppError(
    415,
    purpose === 'post_image' ? STUDIO_MESSAGES.postImageType : STUDIO_MESSAGES.uploadTypeFor.replace('{{purpose}}', PURPOSE_LABEL[purpose]).replace('{{types}}', UPLOAD_PURPOSES[purpose].names),
    'UNSUPPORTED_FILE_TYPE',
  );

/** The largest file a purpose takes, in bytes: the configured limit of its kind (decision 261). */
export const purposeLimit = (purpose: UploadPurpose, limits: UploadLimits) => limits[UPLOAD_PURPOSES[purpose].kind];

/** The accepted content type of the first bytes (by content, never by name), or null. */
export async function sniffContentType(head: Buffer): Promise<ContentType | null> {
  const found = await fileTypeFromBuffer(head);
  if (!found) return null;
  // Some MP4 brands are reported as video/quicktime or audio/mp4 variants; accept only the types listed.
  const mime = found.mime === 'video/x-m4v' ? 'video/mp4' : found.mime;
  return (UPLOAD_CONTENT_TYPES as readonly string[]).includes(mime) ? (mime as ContentType) : null;
}

/** Reads the stream until `n` bytes (or its end) are buffered; returns them and the stream's iterator to go on. */
async function readHead(stream: Readable, n: number): Promise<{ head: Buffer; rest: AsyncIterator<Buffer> }> {
  const it = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const chunks: Buffer[] = [];
  let size = 0;
  while (size < n) {
    const next = await it.next();
    if (next.done) break;
    chunks.push(next.value);
    size += next.value.length;
  }
  return { head: Buffer.concat(chunks), rest: it };
}

/**
 * `head` then the rest of the iterator, failing with 413 as soon as more than `limit` bytes went
 * through. Lazy: nothing is read before the consumer (the storage driver) pulls.
 */
function limited(head: Buffer, rest: AsyncIterator<Buffer>, limit: number): Readable {
  return Readable.from(
    (async function* () {
      let seen = head.length;
      if (seen > limit) throw tooLarge(limit);
      yield head;
      for (let next = await rest.next(); !next.done; next = await rest.next()) {
        seen += next.value.length;
        if (seen > limit) throw tooLarge(limit);
        yield next.value;
      }
    })(),
    { objectMode: false },
  );
}

/**
 * Stores one studio upload (POST /api/admin/uploads) for its `purpose` (decision
 * 261): the type is read from the content and must be one the purpose takes (415 naming them
 * otherwise), the size limited while streaming to the purpose's limit (413, and the storage
 * driver leaves nothing behind). PDFs and videos are streamed to
 * `public/uploads/{documents|videos}/{random}.{ext}`; images (small by limit) are refused above
 * IMAGE_MAX_PIXELS as their header declares (422 IMAGE_TOO_LARGE on `file`, before decoding),
 * then decoded and resized with sharp to IMAGE_VARIANT_WIDTHS as WebP, `path` being the widest.
 * Everything is public under /storage (paths are random); video is served with range requests.
 * On any refusal the rest of `stream` is read to its end and discarded (`drainOnRefusal`, the
 * default: a request body, which busboy caps at the largest limit + 1 byte), so the answer reaches
 * the client and its keep-alive connection takes the next request; a file on disk (tus) is closed.
 */
export async function storeUpload(storage: StorageDriver, opts: { stream: Readable; limits: UploadLimits; purpose: UploadPurpose; drainOnRefusal?: boolean }): Promise<Upload> {
  const { head, rest } = await readHead(opts.stream, SNIFF_BYTES);
  try {
    return { purpose: opts.purpose, ...(await storeSniffed(storage, head, rest, opts.limits, opts.purpose)) };
  } catch (err) {
    if (opts.drainOnRefusal ?? true) await drain(rest);
    else await rest.return?.();
    throw err;
  }
}

/** Reads an iterator to its end, ignoring what it yields and how it fails. */
async function drain(it: AsyncIterator<Buffer>): Promise<void> {
  try {
    for (let next = await it.next(); !next.done; next = await it.next());
  } catch {
    // a broken stream is drained too
  }
}

async function storeSniffed(storage: StorageDriver, head: Buffer, rest: AsyncIterator<Buffer>, limits: UploadLimits, purpose: UploadPurpose): Promise<Upload> {
  if (head.length === 0) throw new AppError(422, STUDIO_MESSAGES.uploadMissing, 'FILE_REQUIRED', { file: [STUDIO_MESSAGES.uploadMissing] });
  const type = await sniffContentType(head);
  if (!type || !(UPLOAD_PURPOSES[purpose].types as readonly string[]).includes(type)) throw wrongType(purpose);
  const kind = KIND_OF[type];
  const limit = purposeLimit(purpose, limits);
  const body = limited(head, rest, limit);
  const token = newToken(16);

  if (kind === 'image') {
    const chunks: Buffer[] = [];
    for await (const c of body) chunks.push(c as Buffer);
    return storeImage(storage, Buffer.concat(chunks), token, purpose);
  }
  const path = `uploads/${kind === 'pdf' ? 'documents' : 'videos'}/${token}.${EXT_OF[type]}`;
  const size = await storage.put(`public/${path}`, body);
  return { path, url: `/storage/${path}`, content_type: type, size };
}

async function storeImage(storage: StorageDriver, bytes: Buffer, token: string, purpose: UploadPurpose): Promise<Upload> {
  // The header's size first: nothing is decoded for an image above the pixel limit.
  const size = await declaredImageSize(bytes);
  if (!size) throw wrongType(purpose);
  if (size.width * size.height > IMAGE_MAX_PIXELS) {
    const message = idText('apiMessages:imagePixels', { max: IMAGE_MAX_PIXELS / 1_000_000 });
    throw new AppError(422, message, 'IMAGE_TOO_LARGE', { file: [message] });
  }
  let outputs: { width: number; data: Buffer }[];
  try {
    outputs = await Promise.all(
      IMAGE_VARIANT_WIDTHS.map(async (width) => ({ width, data: await sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS }).rotate().resize({ width, withoutEnlargement: true }).webp({ quality: 82 }).toBuffer() })),
    );
  } catch {
    throw wrongType(purpose);
  }
  const variants: Record<string, string> = {};
  const written: string[] = [];
  try {
    for (const o of outputs) {
      const path = `uploads/images/${token}-${o.width}.webp`;
      await storage.put(`public/${path}`, o.data);
      written.push(path);
      variants[String(o.width)] = path;
    }
  } catch (err) {
    await Promise.all(written.map((p) => storage.delete(`public/${p}`).catch(() => undefined)));
    throw err;
  }
  const main = outputs.at(-1)!;
  const path = variants[String(main.width)]!;
  return { path, url: `/storage/${path}`, content_type: 'image/webp', size: main.data.length, variants };
}
