import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp } from '../../test/test-app.ts';
import {
  createPracticeCourse,
  createUser,
  enrol,
  multipart,
  pdfBytes,
  sessionFor,
} from '../modules/assignments/assignments.fixtures.ts';
import {
  assertSafeKey,
  contentTypeOf,
  createS3Client,
  s3StorageDriver,
  signFileAccess,
  storageDriverFromConfig,
  verifyFileAccess,
} from './storage.ts';

/**
 * A stand-in for an S3-compatible store on loopback: path-style PUT/GET/HEAD/DELETE of objects,
 * recording each request's method, path and signing headers.
 */
function startFakeS3() {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const requests: { method: string; path: string; headers: http.IncomingHttpHeaders }[] = [];
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const url = new URL(req.url ?? '/', 'http://x');
    const key = decodeURIComponent(url.pathname.slice(1));
    requests.push({ method: req.method ?? '', path: url.pathname, headers: req.headers });
    const notFound = () => {
      res.writeHead(404, { 'content-type': 'application/xml' });
      res.end(
        req.method === 'HEAD'
          ? undefined
          : '<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>missing</Message></Error>',
      );
    };
    if (req.method === 'PUT') {
      objects.set(key, { body: Buffer.concat(chunks), type: String(req.headers['content-type'] ?? '') });
      res.writeHead(200, { etag: '"abc"' }).end();
    } else if (req.method === 'GET' || req.method === 'HEAD') {
      const o = objects.get(key);
      if (!o) return notFound();
      res.writeHead(200, { 'content-type': o.type, 'content-length': o.body.length });
      res.end(req.method === 'GET' ? o.body : undefined);
    } else if (req.method === 'DELETE') {
      objects.delete(key);
      res.writeHead(204).end();
    } else {
      res.writeHead(405).end();
    }
  });
  return {
    objects,
    requests,
    async start() {
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

const s3Env = (endpoint: string) => ({
  S3_ENDPOINT: endpoint,
  S3_BUCKET: 'kelas',
  S3_REGION: 'us-east-1',
  S3_ACCESS_KEY_ID: 'AKIDKELASTEST',
  S3_SECRET_ACCESS_KEY: 'kelas-test-secret',
});

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

describe('S3 storage driver against a stand-in store', () => {
  const fake = startFakeS3();
  let endpoint = '';
  beforeAll(async () => {
    endpoint = await fake.start();
  });
  afterAll(async () => {
    await fake.close();
  });

  it('puts, gets, checks and deletes objects with signed, path-style requests', async () => {
    const driver = s3StorageDriver({ client: createS3Client(s3Env(endpoint)), bucket: 'kelas' });
    const body = pdfBytes(3000);
    expect(await driver.put('private/assignments/1/a.pdf', body)).toBe(3000);
    expect(
      await driver.put('public/img/x.png', Readable.from([Buffer.from('png-'), Buffer.from('bytes')])),
    ).toBe(9);
    expect(fake.objects.get('kelas/private/assignments/1/a.pdf')).toEqual({ body, type: 'application/pdf' });
    expect(fake.objects.get('kelas/public/img/x.png')?.body.toString()).toBe('png-bytes');

    const put = fake.requests.find((r) => r.method === 'PUT')!;
    expect(put.path).toBe('/kelas/private/assignments/1/a.pdf');
    expect(put.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDKELASTEST\/\d{8}\/us-east-1\/s3\/aws4_request, SignedHeaders=[^,]*host[^,]*, Signature=[0-9a-f]{64}$/,
    );
    expect(put.headers['x-amz-date']).toMatch(/^\d{8}T\d{6}Z$/);
    expect(put.headers['x-amz-content-sha256']).toBeTruthy();

    expect(await readAll((await driver.get('private/assignments/1/a.pdf'))!)).toEqual(body);
    expect(await driver.exists('private/assignments/1/a.pdf')).toBe(true);
    expect(await driver.get('private/missing.pdf')).toBeNull();
    expect(await driver.exists('private/missing.pdf')).toBe(false);
    await driver.delete('private/assignments/1/a.pdf');
    expect(await driver.exists('private/assignments/1/a.pdf')).toBe(false);
    await expect(driver.put('../escape.pdf', body)).rejects.toThrow(/unsafe storage key/);
  });

  it('is chosen by STORAGE_DRIVER=s3 and needs a bucket', () => {
    expect(() =>
      storageDriverFromConfig({ STORAGE_DRIVER: 's3', DATA_DIR: '/tmp', S3_REGION: 'auto' }),
    ).toThrow(/S3_BUCKET/);
  });

  it('serves public files at /storage and stores uploads in the bucket when the app runs on S3', async () => {
    const t = await createTestApp({ env: { STORAGE_DRIVER: 's3', ...s3Env(endpoint) } });
    try {
      fake.objects.set('kelas/public/thumbnails/demo.svg', {
        body: Buffer.from('<svg/>'),
        type: 'image/svg+xml',
      });
      const img = await t.app.inject({ method: 'GET', url: '/storage/thumbnails/demo.svg' });
      expect(img.statusCode).toBe(200);
      expect(img.headers['content-type']).toContain('image/svg+xml');
      expect(img.body).toBe('<svg/>');
      expect((await t.app.inject({ method: 'GET', url: '/storage/nothing.png' })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/storage/..%2Fprivate%2Fx.pdf' })).statusCode).toBe(
        404,
      );

      const course = await createPracticeCourse(t.app.db);
      const learner = await createUser(t.app.db, 'learner');
      await enrol(t.app.db, learner.id, course.id);
      const token = await sessionFor(t.app.db, learner.id);
      const file = pdfBytes(5000);
      const { payload, headers } = await multipart([
        { name: 'file', file, filename: 'Tugas.pdf' },
        { name: 'material_id', value: String(course.practiceId) },
      ]);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/course/practice/assignment',
        payload,
        headers: { ...headers, ...bearer(token) },
      });
      expect(res.statusCode).toBe(200);
      const stored = [...fake.objects.keys()].filter((k) =>
        k.startsWith(`kelas/private/assignments/${learner.id}/`),
      );
      expect(stored).toHaveLength(1);
      expect(fake.objects.get(stored[0]!)!.body).toEqual(file);
      const back = await t.app.inject({
        method: 'GET',
        url: res.json().data.assignment_log.task_url,
        headers: bearer(token),
      });
      expect(back.statusCode).toBe(200);
      expect(back.rawPayload).toEqual(file);
    } finally {
      await t.close();
    }
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
    expect(contentTypeOf('a/b')).toBe('application/octet-stream');
  });
});
