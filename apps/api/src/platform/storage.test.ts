import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEALTH_CODES } from '@kelas/contracts/health';
import { startS3Server, type S3TestServer } from '../../test/s3-server.ts';
import { pdfBytes } from '../modules/assignments/assignments.fixtures.ts';
import { removeUnfinishedUploads } from './storage-cleanup.ts';
import {
  assertSafeKey,
  contentTypeOf,
  createS3Client,
  localStorageDriver,
  s3StorageDriver,
  signFileAccess,
  StorageUnavailableError,
  storageDriverFromConfig,
  verifyFileAccess,
} from './storage.ts';

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

/** The S3 driver against a real S3-compatible server (s3rver on loopback, decision 185). */
describe('S3 storage driver against s3rver', () => {
  let s3: S3TestServer;
  beforeAll(async () => {
    s3 = await startS3Server();
  });
  afterAll(async () => {
    await s3.close();
  });
  const driver = () => s3StorageDriver({ client: createS3Client(s3.env), bucket: s3.bucket });

  it('puts, gets (whole and by range), sizes, checks and deletes objects with signed, path-style requests', async () => {
    const d = driver();
    const body = pdfBytes(3000);
    expect(await d.put('private/assignments/1/a.pdf', body)).toBe(3000);
    expect(await d.put('public/img/x.png', Readable.from([Buffer.from('png-'), Buffer.from('bytes')]))).toBe(9);
    expect(await s3.keys()).toEqual(['private/assignments/1/a.pdf', 'public/img/x.png']);

    expect(await readAll((await d.get('private/assignments/1/a.pdf'))!)).toEqual(body);
    expect(await readAll((await d.get('private/assignments/1/a.pdf', { start: 10, end: 19 }))!)).toEqual(body.subarray(10, 20));
    expect(await d.size('private/assignments/1/a.pdf')).toBe(3000);
    expect(await d.size('private/missing.pdf')).toBeNull();
    expect(await d.exists('private/assignments/1/a.pdf')).toBe(true);
    expect(await d.get('private/missing.pdf')).toBeNull();
    expect(await d.exists('private/missing.pdf')).toBe(false);
    await d.delete('private/assignments/1/a.pdf');
    expect(await d.exists('private/assignments/1/a.pdf')).toBe(false);
    expect(await s3.keys()).toEqual(['public/img/x.png']);
    await expect(d.put('../escape.pdf', body)).rejects.toThrow(/unsafe storage key/);
  });

  // s3rver checks the access key of a V4-signed request but not its signature (decision 185).
  it('answers 503 STORAGE_UNAVAILABLE when the store refuses the credentials, nothing stored', async () => {
    const wrong = s3StorageDriver({ client: createS3Client({ ...s3.env, S3_ACCESS_KEY_ID: 'AKIDUNKNOWN' }), bucket: s3.bucket });
    const err = await wrong.put('private/forged.pdf', pdfBytes(100)).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(StorageUnavailableError);
    expect(err).toMatchObject({ status: 503, code: HEALTH_CODES.storageUnavailable });
    expect(await s3.keys()).not.toContain('private/forged.pdf');
  });

  it('answers StorageUnavailableError (503) for every call while the server is down, and works again when it is back', async () => {
    const d = driver();
    await d.put('public/before.txt', Buffer.from('x'));
    await s3.stop();
    try {
      for (const call of [() => d.put('public/during.txt', Buffer.from('y')), () => d.get('public/before.txt'), () => d.size('public/before.txt'), () => d.exists('public/before.txt'), () => d.delete('public/before.txt')]) {
        await expect(call()).rejects.toBeInstanceOf(StorageUnavailableError);
      }
    } finally {
      await s3.start();
    }
    expect(await d.exists('public/before.txt')).toBe(true);
    expect(await d.exists('public/during.txt')).toBe(false);
  });

  it('is chosen by STORAGE_DRIVER=s3 and needs a bucket', () => {
    expect(() => storageDriverFromConfig({ STORAGE_DRIVER: 's3', DATA_DIR: '/tmp', S3_REGION: 'auto' })).toThrow(/S3_BUCKET/);
  });
});

describe('signed file access', () => {
  const secret = 'test-secret';
  const now = new Date('2026-05-01T00:00:00Z');
  const signed = signFileAccess({
    secret,
    resource: 'assignment:1:private/a.pdf',
    expiresAt: new Date(now.getTime() + 60_000),
  });

  it('accepts the signature until it expires', () => {
    expect(signed.expires).toBe(now.getTime() / 1000 + 60);
    expect(signed.signature).toMatch(/^[\w-]{43}$/);
    expect(verifyFileAccess({ secret, resource: 'assignment:1:private/a.pdf', ...signed, now })).toBe('ok');
    expect(
      verifyFileAccess({
        secret,
        resource: 'assignment:1:private/a.pdf',
        ...signed,
        now: new Date(now.getTime() + 61_000),
      }),
    ).toBe('expired');
  });

  it('refuses another resource, another expiry, another secret or a mangled signature', () => {
    expect(verifyFileAccess({ secret, resource: 'assignment:2:private/a.pdf', ...signed, now })).toBe(
      'invalid',
    );
    expect(
      verifyFileAccess({
        secret,
        resource: 'assignment:1:private/a.pdf',
        signature: signed.signature,
        expires: signed.expires + 1,
        now,
      }),
    ).toBe('invalid');
    expect(
      verifyFileAccess({ secret: 'other', resource: 'assignment:1:private/a.pdf', ...signed, now }),
    ).toBe('invalid');
    expect(
      verifyFileAccess({
        secret,
        resource: 'assignment:1:private/a.pdf',
        expires: signed.expires,
        signature: '',
        now,
      }),
    ).toBe('invalid');
    expect(
      verifyFileAccess({
        secret,
        resource: 'assignment:1:private/a.pdf',
        expires: Number.NaN,
        signature: signed.signature,
        now,
      }),
    ).toBe('invalid');
  });
});

describe('keys and types', () => {
  it('rejects keys that could leave the storage root', () => {
    for (const bad of ['', '/etc/passwd', '../x', 'a/../../x', 'a\\b', 'a//b', './a'])
      expect(() => assertSafeKey(bad), bad).toThrow();
    expect(() => assertSafeKey('private/assignments/1/x.pdf')).not.toThrow();
  });
  it('guesses content types by extension', () => {
    expect(contentTypeOf('a/b.PDF')).toBe('application/pdf');
    expect(contentTypeOf('a/b.svg')).toBe('image/svg+xml');
    expect(contentTypeOf('a/b.ttf')).toBe('font/ttf');
    expect(contentTypeOf('a/b')).toBe('application/octet-stream');
    // A kind a browser would render as a page is downloaded instead.
    expect(contentTypeOf('a/b.html')).toBe('application/octet-stream');
  });
});

describe('local storage driver', () => {
  it('leaves no file, not even a temporary one, when the body fails before the file is open', async () => {
    const root = await fs.mkdtemp(path.join(os.tmpdir(), 'kelas-storage-'));
    try {
      const storage = localStorageDriver(root);
      for (let i = 0; i < 20; i++) {
        const failing = new Readable({
          read() {
            this.destroy(new Error('too large'));
          },
        });
        await expect(storage.put(`public/uploads/videos/v${i}.mp4`, failing)).rejects.toThrow('too large');
        // Read at once: the temporary file must be gone when put rejects, not a moment later.
        expect(await fs.readdir(path.join(root, 'public', 'uploads', 'videos'))).toEqual([]);
      }
    } finally {
      await fs.rm(root, { recursive: true, force: true });
    }
  });

  it('writes one key many times at once: every write lands whole, none fails (two requests caching one certificate)', async () => {
    const root = await fs.mkdtemp(path.join(os.tmpdir(), 'kelas-storage-'));
    try {
      const storage = localStorageDriver(root);
      const body = Buffer.alloc(64 * 1024, 7);
      const sizes = await Promise.all(Array.from({ length: 20 }, () => storage.put('private/certificates/SAMA.pdf', body)));
      expect(sizes).toEqual(Array.from({ length: 20 }, () => body.length));
      expect(await fs.readdir(path.join(root, 'private', 'certificates'))).toEqual(['SAMA.pdf']);
    } finally {
      await fs.rm(root, { recursive: true, force: true });
    }
  });

  it("names a write's temporary file so that the clean-up at start finds it after a crash", async () => {
    const root = await fs.mkdtemp(path.join(os.tmpdir(), 'kelas-storage-'));
    try {
      const storage = localStorageDriver(root);
      // A body that never ends: the write stays in its temporary file, as when the process is killed.
      const body = new Readable({ read() {} });
      body.push(Buffer.alloc(1024, 1));
      const writing = storage.put('public/avatars/1/a.png', body).catch(() => undefined);
      const dir = path.join(root, 'public', 'avatars', '1');
      await expect.poll(async () => (await fs.readdir(dir).catch(() => [])).filter((n) => n.endsWith('.tmp')).length).toBe(1);
      expect(await removeUnfinishedUploads(root)).toBe(1);
      expect(await fs.readdir(dir)).toEqual([]);
      body.destroy(new Error('stopped'));
      await writing;
    } finally {
      await fs.rm(root, { recursive: true, force: true });
    }
  });
});
