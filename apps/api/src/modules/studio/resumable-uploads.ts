import fs from 'node:fs/promises';
import path from 'node:path';
import { FileStore, type FileConfigstore } from '@tus/file-store';
import type { Upload } from '@tus/server';
import { z } from 'zod';
import { defineJob } from '../../platform/jobs/define-job.ts';

/**
 * Who a resumable (tus) upload belongs to and when it last made progress (decision 224). Kept
 * where tus keeps the upload itself: in the metadata of its `DATA_DIR/tus/{id}.json`, under names
 * the server sets (a client's `Upload-Metadata` of the same names is replaced). Times are the
 * app's clock, so tests move them.
 */
const OWNER_KEY = 'kelas_owner';
const PROGRESS_KEY = 'kelas_progress_at';

/** An upload with no progress this long is abandoned: refused and deleted (24 hours). */
export const RESUMABLE_IDLE_MS = 24 * 60 * 60 * 1000;

export type UploadState = { ownerId: number | null; lastProgressAt: Date };

/** The metadata of a new upload: the client's, plus its uploader and the time (its first progress). */
export function stampNewUpload(metadata: Upload['metadata'], ownerId: number | null, now: Date): Record<string, string | null> {
  const { [OWNER_KEY]: _owner, [PROGRESS_KEY]: _progress, ...client } = metadata ?? {};
  return { ...client, [OWNER_KEY]: ownerId === null ? null : String(ownerId), [PROGRESS_KEY]: now.toISOString() };
}

/** The upload's owner and last progress, or null when there is no such upload. */
export async function readUploadState(configstore: FileConfigstore, id: string): Promise<UploadState | null> {
  let upload: Upload | undefined;
  try {
    upload = await configstore.get(id);
  } catch {
    return null; // an id that is not a file name of the folder
  }
  if (!upload) return null;
  const owner = Number(upload.metadata?.[OWNER_KEY]);
  const progress = new Date(upload.metadata?.[PROGRESS_KEY] ?? upload.creation_date ?? 0);
  return { ownerId: Number.isInteger(owner) && owner > 0 ? owner : null, lastProgressAt: Number.isNaN(progress.getTime()) ? new Date(0) : progress };
}

/** True when the upload made no progress for RESUMABLE_IDLE_MS. */
export const isAbandoned = (state: UploadState, now: Date) => now.getTime() - state.lastProgressAt.getTime() >= RESUMABLE_IDLE_MS;

/** Records progress (a PATCH that appended bytes) at `now`; nothing when the upload is gone (finished). */
export async function recordUploadProgress(configstore: FileConfigstore, id: string, now: Date): Promise<void> {
  const upload = await configstore.get(id).catch(() => undefined);
  if (!upload) return;
  upload.metadata = { ...upload.metadata, [PROGRESS_KEY]: now.toISOString() };
  await configstore.set(id, upload);
}

/**
 * tus's file store, recording progress where the bytes are written: after each PATCH's write and
 * before its answer, so the next request already sees it.
 */
export class ProgressFileStore extends FileStore {
  constructor(
    opts: { directory: string; configstore: FileConfigstore },
    private readonly now: () => Date,
  ) {
    super(opts);
  }

  override async write(readable: Parameters<FileStore['write']>[0], fileId: string, offset: number): Promise<number> {
    const written = await super.write(readable, fileId, offset);
    await recordUploadProgress(this.configstore as FileConfigstore, fileId, this.now());
    return written;
  }
}

/** Deletes an upload's parts and its metadata (idempotent). */
export async function deleteResumableUpload(directory: string, id: string): Promise<void> {
  const file = path.resolve(directory, id);
  if (path.dirname(file) !== path.resolve(directory)) return;
  await fs.rm(file, { force: true });
  await fs.rm(`${file}.json`, { force: true });
}

/**
 * The clean-up of `DATA_DIR/tus`: deletes every upload with no progress for RESUMABLE_IDLE_MS at
 * `now`, and parts whose metadata is missing (a crash between the two writes of a creation) once
 * they are as old. Safe to run while uploads go on and from several processes. Returns how many
 * uploads were deleted.
 */
export async function removeAbandonedUploads(opts: { directory: string; configstore: FileConfigstore; now: Date }): Promise<number> {
  let names: string[];
  try {
    names = await fs.readdir(opts.directory);
  } catch {
    return 0; // no upload was ever started here
  }
  const withMetadata = new Set(names.filter((n) => n.endsWith('.json')).map((n) => n.slice(0, -'.json'.length)));
  let removed = 0;
  for (const id of withMetadata) {
    const state = await readUploadState(opts.configstore, id);
    if (state && !isAbandoned(state, opts.now)) continue;
    await deleteResumableUpload(opts.directory, id);
    removed += 1;
  }
  for (const name of names) {
    if (name.endsWith('.json') || name.endsWith('.tmp') || withMetadata.has(name)) continue;
    const stat = await fs.stat(path.join(opts.directory, name)).catch(() => null);
    if (!stat?.isFile() || opts.now.getTime() - stat.mtimeMs < RESUMABLE_IDLE_MS) continue;
    await deleteResumableUpload(opts.directory, name);
    removed += 1;
  }
  return removed;
}

/**
 * The scheduled clean-up (hourly, once per slot across servers). Each run sweeps the folder of the
 * process that runs it: the shared `DATA_DIR/tus` of compose.yaml, or, with per-server folders,
 * whichever server's worker takes the slot (every server does over the hours).
 */
export const removeAbandonedUploadsJob = defineJob({
  name: 'studio.remove-abandoned-uploads',
  schema: z.object({}),
  cron: '17 * * * *',
  retryLimit: 2,
  retryDelaySeconds: 300,
  retryBackoff: false,
  expireInSeconds: 15 * 60,
});
