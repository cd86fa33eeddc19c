import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { FileConfigstore } from '@tus/file-store';
import { Server } from '@tus/server';
import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../../lib/app-error.ts';
import { registerJob } from '../../../platform/jobs/register-job.ts';
import { currentUser, hasRole } from '../../../plugins/auth.ts';
import {
  deleteResumableUpload,
  isAbandoned,
  ProgressFileStore,
  readUploadState,
  removeAbandonedUploads,
  removeAbandonedUploadsJob,
  stampNewUpload,
} from '../resumable-uploads.ts';
import { STUDIO_MESSAGES, UploadPurposeSchema, type UploadPurpose } from '@kelas/contracts/studio';
import { purposeLimit, storeUpload, tooLarge } from '../store-upload.ts';

/** The id in a tus URL (`/api/admin/uploads/tus/{id}`), or null for the creation URL. */
function uploadIdOf(url: string): string | null {
  const m = /\/admin\/uploads\/tus\/([^/?#]+)/.exec(url);
  if (!m) return null;
  try {
    return decodeURIComponent(m[1]!);
  } catch {
    return null;
  }
}

/**
 * Resumable uploads with the tus 1.0 protocol (@tus/server), mounted at
 * /api/admin/uploads/tus for authors and admins: POST creates an upload (`Upload-Length` at most
 * UPLOAD_MAX_VIDEO_BYTES), PATCH appends from `Upload-Offset`, HEAD tells the offset to resume
 * from. The creation names its purpose in `Upload-Metadata` (`purpose`, decision 261): missing or
 * unknown → 422, an `Upload-Length` over the purpose's limit → 413, before any byte is sent.
 * Parts wait under DATA_DIR/tus; when the last byte arrives the file goes through the same
 * checks as POST /api/admin/uploads (type by content for its purpose) into the storage driver, and
 * the final PATCH answers 200 `{ data: Upload }` (or 413/415 `{ message }`). Parts are deleted then.
 * An upload is visible, resumable and deletable only by its uploader and admins (404 to anyone
 * else, as for an unknown id); one with no progress for 24 hours is deleted when next touched and
 * by the hourly `studio.remove-abandoned-uploads` job (decision 224).
 */
const routes: FastifyPluginAsync = async (app) => {
  const c = app.config;
  const limits = { image: c.UPLOAD_MAX_IMAGE_BYTES, pdf: c.UPLOAD_MAX_PDF_BYTES, video: c.UPLOAD_MAX_VIDEO_BYTES };
  const directory = path.join(c.DATA_DIR, 'tus');
  await fs.mkdir(directory, { recursive: true });
  const configstore = new FileConfigstore(directory);
  // The signed-in uploader of each request tus is handling (tus hands its hooks a web Request
  // whose `runtime.node.req` is the request below).
  const uploaderOf = new WeakMap<IncomingMessage, number>();

  registerJob(app, removeAbandonedUploadsJob, async (_payload, { log }) => {
    const removed = await removeAbandonedUploads({ directory, configstore, now: app.now() });
    if (removed > 0) log.info({ removed }, 'removed abandoned resumable uploads');
  });

  const tus = new Server({
    path: '/api/admin/uploads/tus',
    datastore: new ProgressFileStore({ directory, configstore }, () => app.now()),
    maxSize: Math.max(limits.image, limits.pdf, limits.video),
    relativeLocation: true,
    async onUploadCreate(req, upload) {
      const purpose = UploadPurposeSchema.safeParse(upload.metadata?.purpose);
      if (!purpose.success) {
        throw { status_code: 422, body: JSON.stringify({ message: STUDIO_MESSAGES.purposeInvalid, code: 'PURPOSE_INVALID', errors: { purpose: [STUDIO_MESSAGES.purposeInvalid] } }) };
      }
      const limit = purposeLimit(purpose.data, limits);
      if (upload.size !== undefined && upload.size > limit) {
        const err = tooLarge(limit);
        throw { status_code: 413, body: JSON.stringify({ message: err.message, code: err.code }) };
      }
      const raw = (req as unknown as { runtime?: { node?: { req?: IncomingMessage } } }).runtime?.node?.req;
      return { metadata: stampNewUpload(upload.metadata, (raw && uploaderOf.get(raw)) ?? null, app.now()) };
    },
    async onUploadFinish(_req, upload) {
      const file = path.join(directory, upload.id);
      try {
        const purpose = (upload.metadata?.purpose ?? 'video') as UploadPurpose;
        const stored = await storeUpload(app.storage, { stream: createReadStream(file), limits, purpose, drainOnRefusal: false });
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
        const user = currentUser(request);
        const id = uploadIdOf(request.url);
        const state = id ? await readUploadState(configstore, id) : null;
        if (id && state) {
          // Another staff member's upload is answered like an unknown one.
          if (state.ownerId !== user.id && !hasRole(user, 'admin')) return reply.status(404).send({ message: 'Halaman atau data tidak ditemukan.', code: 'NOT_FOUND' });
          // Abandoned: gone for good (tus then answers 404 and a client starts over).
          if (isAbandoned(state, app.now())) await deleteResumableUpload(directory, id);
        }
        uploaderOf.set(request.raw, user.id);
        reply.hijack();
        await tus.handle(request.raw, reply.raw);
      },
    });
  }
};

export default routes;
