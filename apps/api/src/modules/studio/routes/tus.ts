import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import { Server } from '@tus/server';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../../lib/app-error.ts';
import { storeUpload } from '../store-upload.ts';

/**
 * Resumable uploads with the tus 1.0 protocol (issue 13 item 6; @tus/server), mounted at
 * /api/admin/uploads/tus for authors and admins: POST creates an upload (`Upload-Length` at most
 * UPLOAD_MAX_VIDEO_BYTES), PATCH appends from `Upload-Offset`, HEAD tells the offset to resume
 * from. Parts wait under DATA_DIR/tus; when the last byte arrives the file goes through the same
 * checks as POST /api/admin/uploads (type by content, size by kind) into the storage driver, and
 * the final PATCH answers 200 `{ data: Upload }` (or 413/415 `{ message }`). Parts are deleted then.
 */
const routes: FastifyPluginAsync = async (app) => {
  const c = app.config;
  const limits = { image: c.UPLOAD_MAX_IMAGE_BYTES, pdf: c.UPLOAD_MAX_PDF_BYTES, video: c.UPLOAD_MAX_VIDEO_BYTES };
  const directory = path.join(c.DATA_DIR, 'tus');
  await fs.mkdir(directory, { recursive: true });

  const tus = new Server({
    path: '/api/admin/uploads/tus',
    datastore: new FileStore({ directory }),
    maxSize: Math.max(limits.image, limits.pdf, limits.video),
    relativeLocation: true,
    async onUploadFinish(_req, upload) {
      const file = path.join(directory, upload.id);
      try {
        const stored = await storeUpload(app.storage, { stream: createReadStream(file), limits });
        return { status_code: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ data: stored }) };
      } catch (err) {
        if (err instanceof AppError) return { status_code: err.status, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ message: err.message, code: err.code }) };
        throw err;
      } finally {
        await fs.rm(file, { force: true });
        await fs.rm(`${file}.json`, { force: true });
      }
    },
  });

  // tus bodies are raw bytes read by @tus/server itself.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));
  const staff = app.requireRole('author', 'admin');
  for (const url of ['/admin/uploads/tus', '/admin/uploads/tus/*']) {
    app.route({
      method: ['POST', 'PATCH', 'HEAD', 'DELETE'],
      url,
      preHandler: staff,
      schema: { tags: ['studio'], security: [{ bearer: [] }], summary: 'tus 1.0 resumable upload (creation, PATCH, HEAD, termination)' },
      handler: async (request, reply) => {
        reply.hijack();
        await tus.handle(request.raw, reply.raw);
      },
    });
  }
};

export default routes;
