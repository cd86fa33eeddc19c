import multipart from '@fastify/multipart';
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
