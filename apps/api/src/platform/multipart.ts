import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';

/** @fastify/multipart's ceilings: one file, ten fields; each upload route sets its own file size (`request.file({ limits })`). */
const MULTIPART_OPTIONS = { limits: { fileSize: 2 * 1024 * 1024, files: 1, fields: 10 } };

/**
 * Registers @fastify/multipart in the calling routes plugin's scope only: the three features that
 * take `multipart/form-data` bodies call it (profile's avatar, the studio's media, the assignment
 * PDF; decision 142). The plugin adds three async hooks and a `close` listener to every request of
 * its scope; registered at the root, every request paid for them, a cached catalogue list too.
 * Other routes refuse a multipart body at Fastify's content-type check: 415 'Jenis konten tidak
 * didukung.' (plugins/error-handler.ts).
 */
export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, MULTIPART_OPTIONS);
}

/** More bytes arrived in a file part than its limit (the route answers 413 and stores nothing). */
export class FileTooLargeError extends Error {
  constructor(public readonly maxBytes: number) {
    super(`file larger than ${maxBytes} bytes`);
  }
}

/**
 * The whole file of a multipart part, read with `request.file({ limits: { fileSize: maxBytes } })`,
 * counting the bytes that arrive: FileTooLargeError when the part had more than `maxBytes`,
 * whatever the client and however its body is cut into chunks. Busboy stops the part at the limit
 * and marks it truncated; @fastify/multipart's `toBuffer` looks at that mark only after a chunk,
 * so a part cut exactly at a chunk boundary (fetch and FormData send 64 KiB chunks) came back as
 * `maxBytes` bytes of a larger file. The rest of the part is discarded by busboy, so the request
 * ends normally and the client gets its answer. At most `maxBytes` bytes are held in memory.
 */
export async function readFileExact(part: MultipartFile, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of part.file) {
    size += (chunk as Buffer).length;
    if (size <= maxBytes) chunks.push(chunk as Buffer);
  }
  if (part.file.truncated || size > maxBytes) throw new FileTooLargeError(maxBytes);
  return Buffer.concat(chunks);
}
