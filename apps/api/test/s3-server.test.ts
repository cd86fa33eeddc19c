import { PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Client } from '../src/platform/storage.ts';
import { keysOnDisk, startS3Server, type S3TestServer } from './s3-server.ts';

/** The S3 test double's own listing, and the folder reading it falls back to when s3rver cannot list. */
describe('s3 test server', () => {
  let s3: S3TestServer;
  beforeAll(async () => {
    s3 = await startS3Server({ bucket: 'keys' });
  });
  afterAll(async () => {
    await s3.close();
  });

  it('lists the same keys through S3 and from its folder', async () => {
    const client = createS3Client(s3.env);
    for (const key of ['private/assignments/7/a.pdf', 'public/b.svg', 'top.txt']) {
      await client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: key, Body: 'x' }));
    }
    client.destroy();
    const keys = await s3.keys();
    expect(keys).toEqual(['private/assignments/7/a.pdf', 'public/b.svg', 'top.txt']);
    expect(keysOnDisk(s3.directory, s3.bucket)).toEqual(keys);
  });
});
