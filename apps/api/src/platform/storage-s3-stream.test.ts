import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type S3TestServer } from '../../test/s3-server.ts';
import { createTestApp } from '../../test/test-app.ts';
import { createS3Client, s3StorageDriver } from './storage.ts';

/**
 * The S3 driver's streamed uploads and byte ranges (video uploads are streamed to
 * the storage driver and served with range requests), against s3rver on loopback.
 */
const MiB = 1024 * 1024;
/** Deterministic bytes (so a wrong range shows as a wrong byte, not a coincidence). */
const bytes = (n: number) => Buffer.from(Array.from({ length: n }, (_, i) => (i * 7 + (i >> 8)) & 0xff));
/** A stream of `data` in 64 KiB chunks, optionally failing after `failAfter` bytes. */
function chunks(data: Buffer, failAfter?: number): Readable {
  let at = 0;
  return new Readable({
    read() {
      if (failAfter !== undefined && at >= failAfter) return this.destroy(new Error('client went away'));
      if (at >= data.length) return this.push(null);
      this.push(data.subarray(at, at + 64 * 1024));
      at += 64 * 1024;
    },
  });
}

describe('S3 driver: streamed uploads and ranges (s3rver)', () => {
  let s3: S3TestServer;
  beforeAll(async () => {
    s3 = await startS3Server();
  });
  afterAll(async () => s3?.close());

  it('streams a large upload in parts, reads byte ranges of it, and leaves nothing after a failed upload', async () => {
    const driver = s3StorageDriver({ client: createS3Client(s3.env), bucket: s3.bucket, partBytes: 5 * MiB });
    const video = bytes(11 * MiB + 123);
    expect(await driver.put('public/uploads/v.mp4', chunks(video))).toBe(video.length);

    const read = async (r: Readable) => Buffer.concat(await r.toArray());
    expect((await read((await driver.get('public/uploads/v.mp4'))!)).equals(video)).toBe(true);
    expect(await driver.size('public/uploads/v.mp4')).toBe(video.length);
    const middle = await driver.get('public/uploads/v.mp4', { start: 6_000_000, end: 6_000_099 });
    expect((await read(middle!)).equals(video.subarray(6_000_000, 6_000_100))).toBe(true);
    const rest = await driver.get('public/uploads/v.mp4', { start: video.length - 10, end: video.length - 1 });
    expect((await read(rest!)).equals(video.subarray(video.length - 10))).toBe(true);
    expect(await driver.get('public/uploads/none.mp4', { start: 0, end: 1 })).toBeNull();

    await expect(driver.put('public/uploads/broken.mp4', chunks(video, 7 * MiB))).rejects.toThrow();
    expect((await s3.keys()).filter((k) => k.startsWith('public/uploads/'))).toEqual(['public/uploads/v.mp4']);
  }, 60_000);

  it('answers Range requests at /storage with 206, 416 for a range past the end, and the whole file otherwise', async () => {
    const t = await createTestApp({ env: { ...s3.env } });
    try {
      const file = bytes(4000);
      await t.app.storage.put('public/uploads/klip.mp4', file);
      const part = await t.app.inject({ url: '/storage/uploads/klip.mp4', headers: { range: 'bytes=100-199' } });
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-range']).toBe('bytes 100-199/4000');
      expect(part.headers['content-type']).toBe('video/mp4');
      expect(part.rawPayload.equals(file.subarray(100, 200))).toBe(true);
      const past = await t.app.inject({ url: '/storage/uploads/klip.mp4', headers: { range: 'bytes=5000-' } });
      expect(past.statusCode).toBe(416);
      expect(past.headers['content-range']).toBe('bytes */4000');
      const whole = await t.app.inject({ url: '/storage/uploads/klip.mp4', headers: { range: 'bytes=0-1,5-6' } });
      expect(whole.statusCode).toBe(200);
      expect(whole.headers['accept-ranges']).toBe('bytes');
      expect(whole.rawPayload.equals(file)).toBe(true);
    } finally {
      await t.close();
    }
  }, 60_000);
});
