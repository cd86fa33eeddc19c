import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, type ListObjectsV2CommandOutput } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { createS3Client } from '../src/platform/storage.ts';

/**
 * A real S3-compatible server for tests (decision 185): `s3rver` in this process on
 * loopback, objects in a temporary folder, signatures (V4) checked against its one key pair
 * `S3RVER`/`S3RVER`. `stop()` takes it down (calls then fail to connect: "S3 down") and `start()`
 * brings it back on the same port with the same objects.
 */
export type S3TestServer = {
  endpoint: string;
  bucket: string;
  /** The folder s3rver keeps the objects in. */
  directory: string;
  /** The app's S3 settings (STORAGE_DRIVER=s3, endpoint, bucket, region, key pair). */
  env: S3Env;
  /** Every object key in the bucket, sorted. */
  keys: () => Promise<string[]>;
  stop: () => Promise<void>;
  start: () => Promise<void>;
  /** Stops the server and removes its folder. */
  close: () => Promise<void>;
};

export const S3RVER_KEY = 'S3RVER';

export type S3Env = {
  STORAGE_DRIVER: 's3';
  S3_ENDPOINT: string;
  S3_BUCKET: string;
  S3_REGION: string;
  S3_ACCESS_KEY_ID: string;
  S3_SECRET_ACCESS_KEY: string;
};

/** s3rver's folder store (its own listing, run directly when its answer hides the error). */
const FilesystemStore = createRequire(import.meta.url)('s3rver/lib/stores/filesystem.js') as new (directory: string) => {
  listObjects(bucket: string, options: object): Promise<unknown>;
};

/** The bucket's keys as s3rver's folder holds them (each object is a file `{name}._S3rver_object`), sorted. */
export function keysOnDisk(directory: string, bucket: string): string[] {
  const suffix = '._S3rver_object';
  return (fs.readdirSync(path.join(directory, bucket), { recursive: true }) as string[])
    .filter((f) => f.endsWith(suffix))
    .map((f) => f.slice(0, -suffix.length).split(path.sep).join('/'))
    .sort();
}

export async function startS3Server(opts: { bucket?: string; port?: number } = {}): Promise<S3TestServer> {
  const bucket = opts.bucket ?? 'kelas';
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'kelas-s3-'));
  let port = opts.port ?? 0;
  let server: S3rver | null = null;
  const start = async () => {
    server = new S3rver({ address: '127.0.0.1', port, directory, silent: true, configureBuckets: [{ name: bucket, configs: [] }] });
    const address = await server.run();
    port = address.port;
  };
  const stop = async () => {
    await server?.close();
    server = null;
  };
  await start();
  const endpoint = `http://127.0.0.1:${port}`;
  const env: S3Env = {
    STORAGE_DRIVER: 's3',
    S3_ENDPOINT: endpoint,
    S3_BUCKET: bucket,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: S3RVER_KEY,
    S3_SECRET_ACCESS_KEY: S3RVER_KEY,
  };
  const client = createS3Client(env);
  /**
   * One page of the bucket's listing. s3rver lists its folder with readdir, then stats and parses
   * each object's metadata file, so an object removed in between (a clean-up) or whose metadata is
   * being written at that moment answers InternalError: listed again, for a few seconds.
   */
  const listPage = async (token: string | undefined, tries = 10): Promise<ListObjectsV2CommandOutput> => {
    try {
      return await client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
    } catch (err) {
      if (tries <= 1 || (err as { name?: string }).name !== 'InternalError') throw err;
      await new Promise((r) => setTimeout(r, 300));
      return listPage(token, tries - 1);
    }
  };
  return {
    endpoint,
    bucket,
    directory,
    env,
    async keys() {
      const out: string[] = [];
      let token: string | undefined;
      try {
        do {
          const page = await listPage(token);
          for (const o of page.Contents ?? []) if (o.Key) out.push(o.Key);
          token = page.IsTruncated ? page.NextContinuationToken : undefined;
        } while (token);
      } catch (err) {
        if ((err as { name?: string }).name !== 'InternalError') throw err;
        // s3rver itself fails to list (a test double's limit: an object whose upload a killed
        // client cut off, say): its own error goes to the log, and the keys come from its folder.
        await new FilesystemStore(directory).listObjects(bucket, {}).catch((e: unknown) => console.warn('s3rver cannot list its bucket:', e));
        return keysOnDisk(directory, bucket);
      }
      return out.sort();
    },
    stop,
    start,
    async close() {
      await stop();
      client.destroy();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
